import { createEventBusFromEnv, runServiceProcess } from '@shop/service-kit';
import { catalogueService } from './app';
import { createCatalogueIndexFromEnv } from './from-env';

runServiceProcess(3001, async (app, env) => {
  const index = createCatalogueIndexFromEnv(env);
  const bus = createEventBusFromEnv(env, 'catalogue');
  app.addHook('onClose', async () => {
    await bus.close();
    await index.close();
  });
  await app.register(catalogueService, { index, bus, imageBase: env.IMAGE_BASE });
});
