import { runServiceProcess } from '@shop/service-kit';
import { contactConfigFromEnv } from './config';
import { createContact } from './create-contact';

runServiceProcess({ service: 'contact', defaultPort: 3004, config: contactConfigFromEnv }, ({ dataDir, config }) =>
  createContact(config, { dataDir }),
);
