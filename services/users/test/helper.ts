import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventEnvelope, Topic } from '@shop/contracts';
import { createOutboxMailer, createServer, InProcessEventBus, OutboxRelay, PublicOrigins } from '@shop/service-kit';
import { SqliteCompanyStore } from '../src/adapters/sqlite-company-store';
import { SqlitePunchoutStore } from '../src/adapters/sqlite-punchout-store';
import { SqliteUserStore } from '../src/adapters/sqlite-user-store';
import { usersService, type UsersServiceOptions } from '../src/app';
import { PasswordHasher, type ScryptCost } from '../src/domain/password';
import { FakeCompanyRegister } from './fake-company-register';

export const testSecret = 'test-session-secret-of-the-users-service';
export const shopOrigin = 'https://shop.example';

/** A cheap scrypt cost so the suite stays fast; one test runs the real default (password.test.ts). */
export const testCost: ScryptCost = { N: 1024, r: 8, p: 1 };
export const testPasswords = new PasswordHasher(testCost);

/** The value of one cookie an answer set ('' when it cleared it), undefined when it set none. */
export function setCookieValue(res: { headers: Record<string, unknown> }, name: string): string | undefined {
  const header = res.headers['set-cookie'];
  const all = (Array.isArray(header) ? header : header === undefined ? [] : [header]).map(String);
  const found = all.find((c) => c.startsWith(`${name}=`));
  return found === undefined ? undefined : found.slice(name.length + 1).split(';')[0];
}

/** The whole Set-Cookie line of one cookie, to check its attributes. */
export function setCookieLine(res: { headers: Record<string, unknown> }, name: string): string | undefined {
  const header = res.headers['set-cookie'];
  return (Array.isArray(header) ? header : header === undefined ? [] : [header])
    .map(String)
    .find((c) => c.startsWith(`${name}=`));
}

/** The request headers of a browser holding this session cookie. */
export const withSession = (token: string, more: Record<string, string> = {}) => ({ cookie: `sid=${token}`, ...more });

/** A mail from the outbox, decoded enough to read its text and its link. */
export interface OutboxMail {
  to: string;
  subject: string;
  raw: string;
  link: string | null;
  token: string | null;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** RFC 2047 header words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=), as nodemailer writes non-ASCII subjects. */
function decodeEncodedWords(value: string): string {
  return value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function readMail(file: string): OutboxMail {
  const encoded = readFileSync(file, 'utf8');
  const raw = decodeQuotedPrintable(encoded);
  const header = (name: string) =>
    decodeEncodedWords(new RegExp(`^${name}: (.*)$`, 'mi').exec(encoded)?.[1]?.trim() ?? '');
  const link = /(https?:\/\/[^\s"<]+\?token=[A-Za-z0-9._%-]+)/.exec(raw)?.[1] ?? null;
  return {
    to: header('To'),
    subject: header('Subject'),
    raw,
    link,
    token: link ? decodeURIComponent(link.split('token=')[1]!) : null,
  };
}

/**
 * The users service on its embedded adapters in a fresh data folder, ready for `app.inject`, with a
 * clock the test moves, the outbox it can read and the events it published.
 */
export async function buildUsers(options: Partial<UsersServiceOptions> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'users-svc-'));
  const outbox = join(dir, 'outbox');
  const store = new SqliteUserStore(join(dir, 'users.sqlite'));
  const companies = new SqliteCompanyStore(join(dir, 'companies.sqlite'));
  const punchout = new SqlitePunchoutStore(join(dir, 'punchout.sqlite'));
  const register = new FakeCompanyRegister();
  const bus = new InProcessEventBus();
  const events: EventEnvelope[] = [];
  for (const topic of ['user.registered', 'user.magic-link-requested'] as Topic[])
    await bus.subscribe('test', topic, (e) => void events.push(e));
  const clock = { now: new Date('2026-11-23T10:00:00Z') };
  const relay = new OutboxRelay(store.outbox(), bus, { pollMs: 20 }).start();
  const app = await createServer({ logger: false });
  app.addHook('onClose', async () => {
    await relay.stop();
    await store.close();
    await companies.close();
    await punchout.close();
  });
  await app.register(usersService, {
    store,
    bus,
    relay,
    mailer: createOutboxMailer(outbox, 'shop@test'),
    now: () => clock.now,
    sessionSecret: testSecret,
    publicOrigins: PublicOrigins.of([shopOrigin]),
    passwordCost: testCost,
    companies,
    punchout,
    companyRegister: register,
    ...options,
  });
  await app.ready();
  const mails = (): OutboxMail[] => {
    let files: string[] = [];
    try {
      files = readdirSync(outbox)
        .filter((f) => f.endsWith('.eml'))
        .sort();
    } catch {
      files = [];
    }
    return files.map((f) => readMail(join(outbox, f)));
  };
  const advance = (minutes: number) => {
    clock.now = new Date(clock.now.getTime() + minutes * 60_000);
  };
  /** Waits until the relay published what the store committed and the bus delivered it to `events`. */
  const published = async () => {
    await relay.flushed();
    await bus.drain();
    return events;
  };
  return {
    app,
    store,
    companies,
    punchout,
    register,
    bus,
    relay,
    events,
    published,
    clock,
    advance,
    mails,
    lastMail: () => mails().at(-1),
  };
}

export type UsersTestApp = Awaited<ReturnType<typeof buildUsers>>;
