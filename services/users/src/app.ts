import { healthRoutes, useZod, type EventBus, type Mailer } from '@shop/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import type { UserStore } from './ports/user-store';
import { sessionRoutes } from './routes/users/session-routes';

export interface UsersServiceOptions {
  store: UserStore;
  bus: EventBus;
  mailer: Mailer;
  now?: () => Date;
}

/** The users domain: accounts, sessions, magic links, passwords, personal discounts. */
export const usersService: FastifyPluginAsync<UsersServiceOptions> = async (app, opts) => {
  useZod(app);
  await app.register(healthRoutes, {
    service: 'users',
    adapters: { storage: opts.store.kind, events: opts.bus.kind, mail: opts.mailer.kind },
  });
  await app.register(sessionRoutes, { store: opts.store, now: opts.now });
};
