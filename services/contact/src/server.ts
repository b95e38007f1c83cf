import { runServiceProcess } from '@shop/service-kit';
import { contactService } from './app';
import { contactOptionsFromEnv } from './from-env';

runServiceProcess(3004, async (app, env, dataDir) => {
  const { close, ...options } = contactOptionsFromEnv(env, dataDir);
  app.addHook('onClose', close);
  await app.register(contactService, options);
});
