import { createEventBusFromEnv, runServiceProcess } from '@shop/service-kit';
import { catalogueConfigFromEnv } from './config';
import { createCatalogue } from './create-catalogue';

runServiceProcess(
  { service: 'catalogue', defaultPort: 3001, config: catalogueConfigFromEnv },
  async ({ env, dataDir, log, config }) =>
    createCatalogue(config, {
      bus: await createEventBusFromEnv(env, 'catalogue', log),
      ownsBus: true,
      dataDir,
      internalCalls: true,
    }),
);
