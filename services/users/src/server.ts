import { createEventBusFromEnv, runServiceProcess } from '@shop/service-kit';
import { usersConfigFromEnv } from './config';
import { createUsers } from './create-users';

runServiceProcess(
  { service: 'users', defaultPort: 3003, config: usersConfigFromEnv },
  async ({ env, dataDir, log, config }) =>
    createUsers(config, {
      bus: await createEventBusFromEnv(env, 'users', log),
      ownsBus: true,
      dataDir,
      internalCalls: true,
    }),
);
