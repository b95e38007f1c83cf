import {
  createEventBusFromEnv,
  createMailerFromEnv,
  OutboxRelay,
  PublicOrigins,
  runServiceProcess,
} from '@shop/service-kit';
import { usersService } from './app';
import { createUserStoreFromEnv } from './from-env';

runServiceProcess(3003, async (app, env, dataDir) => {
  const store = await createUserStoreFromEnv(env, dataDir);
  const bus = createEventBusFromEnv(env, 'users');
  // Publishes what the store committed, also what a crashed process left unsent.
  const relay = new OutboxRelay(store.outbox(), bus, { logger: app.log }).start();
  app.addHook('onClose', async () => {
    await relay.stop();
    await bus.close();
    await store.close();
  });
  await app.register(usersService, {
    store,
    bus,
    relay,
    mailer: createMailerFromEnv(env, dataDir),
    sessionSecret: env.SESSION_SECRET,
    publicOrigins: PublicOrigins.fromEnv(env),
  });
});
