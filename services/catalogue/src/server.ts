import { createEventBusFromEnv, runServiceProcess } from '@shop/service-kit';
import { catalogueConfigFromEnv } from './config';
import { createCatalogue } from './create-catalogue';

runServiceProcess({ service: 'catalogue', defaultPort: 3001 }, ({ env }) =>
  createCatalogue(catalogueConfigFromEnv(env), { bus: createEventBusFromEnv(env, 'catalogue'), ownsBus: true }),
);
