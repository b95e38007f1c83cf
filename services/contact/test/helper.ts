import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOutboxMailer, createServer, type RateLimiter } from '@shop/service-kit';
import { SqliteMarketingForms } from '../src/adapters/sqlite-marketing-forms';
import { SqliteMessageStore } from '../src/adapters/sqlite-message-store';
import { contactService } from '../src/app';
import type { MarketingForms } from '../src/ports/marketing-forms';

/** The contact service on its embedded adapters in a fresh folder, ready for `app.inject`. */
export async function buildContact({ forms, rateLimiter }: { forms?: MarketingForms; rateLimiter?: RateLimiter } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'contact-svc-'));
  const file = join(dir, 'contact.sqlite');
  const store = new SqliteMessageStore(file);
  const embeddedForms = new SqliteMarketingForms(file);
  const outbox = join(dir, 'outbox');
  const app = await createServer({ logger: false });
  app.addHook('onClose', async () => {
    await embeddedForms.close();
    await store.close();
  });
  await app.register(contactService, {
    store,
    forms: forms ?? embeddedForms,
    mailer: createOutboxMailer(outbox, 'shop@test'),
    inbox: ['sales@test'],
    staffLocale: 'en',
    rateLimiter,
  });
  await app.ready();
  const mails = () =>
    readdirSync(outbox, { withFileTypes: true })
      .filter((f) => f.name.endsWith('.eml'))
      .map((f) => readFileSync(join(outbox, f.name), 'utf8'));
  return { app, store, embeddedForms, mails };
}
