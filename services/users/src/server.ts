import { createEventBusFromEnv, runServiceProcess } from '@shop/service-kit';
import { usersConfigFromEnv } from './config';
import { createUsers } from './create-users';

runServiceProcess({ service: 'users', defaultPort: 3003 }, ({ env, dataDir }) =>
  createUsers(usersConfigFromEnv(env), { bus: createEventBusFromEnv(env, 'users'), ownsBus: true, dataDir }),
);
