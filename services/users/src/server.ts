import { createEventBusFromEnv, createMailerFromEnv, PublicOrigins, runServiceProcess } from '@shop/service-kit';
import { usersService } from './app';
import { createUserStoreFromEnv } from './from-env';

runServiceProcess(3003, async (app, env, dataDir) => {
  const store = await createUserStoreFromEnv(env, dataDir);
  const bus = createEventBusFromEnv(env, 'users');
  app.addHook('onClose', async () => {
    await bus.close();
    await store.close();
  });
  await app.register(usersService, {
    store,
    bus,
    mailer: createMailerFromEnv(env, dataDir),
    sessionSecret: env.SESSION_SECRET,
    publicOrigins: PublicOrigins.fromEnv(env),
  });
});
