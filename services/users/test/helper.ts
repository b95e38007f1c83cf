import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOutboxMailer, createServer, InProcessEventBus } from '@shop/service-kit';
import { SqliteUserStore } from '../src/adapters/sqlite-user-store';
import { usersService } from '../src/app';

/** The users service on its embedded adapters in a fresh data folder, ready for `app.inject`. */
export async function buildUsers() {
  const dir = mkdtempSync(join(tmpdir(), 'users-svc-'));
  const store = new SqliteUserStore(join(dir, 'users.sqlite'));
  const app = await createServer({ logger: false });
  app.addHook('onClose', async () => store.close());
  await app.register(usersService, { store, bus: new InProcessEventBus(), mailer: createOutboxMailer(join(dir, 'outbox'), 'shop@test') });
  await app.ready();
  return { app, store };
}
