import { createEventBusFromEnv, createServer, envPort, listenUntilSignalled } from '@shop/service-kit';
import { catalogueService } from './app';
import { createCatalogueIndexFromEnv } from './from-env';

/** The catalogue as its own process (production); embedded mode registers the plugin in the gateway. */
async function main() {
  const env = process.env;
  const app = await createServer();
  const index = createCatalogueIndexFromEnv(env);
  const bus = createEventBusFromEnv(env, 'catalogue');
  app.addHook('onClose', async () => {
    await bus.close();
    await index.close();
  });
  await app.register(catalogueService, { index, bus, imageBase: env.IMAGE_BASE });
  await listenUntilSignalled(app, envPort(env, 3001), env.HOST ?? '127.0.0.1');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
