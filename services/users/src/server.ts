import { createEventBusFromEnv, runServiceProcess } from '@shop/service-kit';
import { usersConfigFromEnv } from './config';
import { createUsers } from './create-users';

runServiceProcess({ service: 'users', defaultPort: 3003 }, async ({ env, dataDir, log }) =>
  createUsers(usersConfigFromEnv(env), {
    bus: await createEventBusFromEnv(env, 'users', log),
    ownsBus: true,
    dataDir,
    internalCalls: true,
  }),
);
