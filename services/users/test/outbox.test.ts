import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventEnvelope } from '@shop/contracts';
import {
  createOutboxMailer,
  createServer,
  InProcessEventBus,
  OutboxRelay,
  PublicOrigins,
  type EventBus,
} from '@shop/service-kit';
import { SqliteCompanyStore } from '../src/adapters/sqlite-company-store';
import { SqlitePunchoutStore } from '../src/adapters/sqlite-punchout-store';
import { SqliteUserStore } from '../src/adapters/sqlite-user-store';
import { usersService } from '../src/app';
import { newAccount, registered } from '../src/domain/new-account';
import { password } from './flows';
import { shopOrigin, testCost, testSecret } from './helper';

const freshFile = () => join(mkdtempSync(join(tmpdir(), 'users-outbox-')), 'users.sqlite');

/**
 * The in-process bus behind a switch: while it is down every publish fails and readiness is red, as with a lost
 * broker.
 */
class SwitchableBus extends InProcessEventBus {
  down = false;
  override async publishEnvelope(envelope: EventEnvelope): Promise<void> {
    if (this.down) throw new Error('broker unreachable');
    return super.publishEnvelope(envelope);
  }
  override async ready() {
    return this.down ? { ok: false, detail: 'broker unreachable' } : super.ready();
  }
}

async function usersApp(file: string, bus: EventBus, relayOptions: ConstructorParameters<typeof OutboxRelay>[2] = {}) {
  const store = new SqliteUserStore(file);
  const relay = new OutboxRelay(store.outbox(), bus, {
    pollMs: 20,
    retryDelayMs: 20,
    maxRetryDelayMs: 50,
    ...relayOptions,
  }).start();
  const companies = new SqliteCompanyStore(join(file, '..', 'companies.sqlite'));
  const punchout = new SqlitePunchoutStore(join(file, '..', 'punchout.sqlite'));
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
    mailer: createOutboxMailer(join(file, '..', 'mails'), 'shop@test'),
    sessionSecret: testSecret,
    publicOrigins: PublicOrigins.of([shopOrigin]),
    passwordCost: testCost,
    companies,
    punchout,
  });
  return { app, store, relay };
}

const signup = (app: Awaited<ReturnType<typeof usersApp>>['app'], email: string) =>
  app.inject({
    method: 'POST',
    url: '/users/create',
    headers: { 'x-locale': 'de' },
    payload: { email, password, host: shopOrigin },
  });

describe('the users outbox: events committed with the write that causes them', () => {
  it('leaves no user.registered when the account write rolls back (the e-mail is taken)', async () => {
    const store = new SqliteUserStore(freshFile());
    await store.insert(newAccount('eva@bau.de', { isverified: false, hasPassword: false }), null, (u) => [
      registered(u, 'de'),
    ]);
    await expect(
      store.insert(newAccount('EVA@bau.de', { isverified: false, hasPassword: false }), null, (u) => [
        registered(u, 'de'),
      ]),
    ).rejects.toThrow('an account with this e-mail exists');
    expect(await store.outbox().backlog()).toBe(1);
    await store.close();
  });

  it('stores no account when its event is refused (a bad payload fails the transaction, not the relay)', async () => {
    const store = new SqliteUserStore(freshFile());
    await expect(
      store.insert(newAccount('kai@bau.de', { isverified: false, hasPassword: false }), null, (u) => [
        { topic: 'user.registered', payload: { userid: u.userid, email: 'not-an-address', locale: 'de' } },
      ]),
    ).rejects.toThrow();
    expect(await store.findByEmail('kai@bau.de')).toBeNull();
    expect(await store.outbox().backlog()).toBe(0);
    await store.close();
  });

  it('publishes after a restart the user.registered committed before a crash, with the same event id', async () => {
    const file = freshFile();
    // The process that signed the buyer up died before its relay published anything.
    const crashed = new SqliteUserStore(file);
    const user = await crashed.insert(
      newAccount('ola@bau.de', { isverified: false, hasPassword: false }),
      null,
      (u) => [registered(u, 'fi')],
    );
    const [row] = await crashed.outbox().unsent(10);
    const bus = new InProcessEventBus();
    const seen: EventEnvelope[] = [];
    await bus.subscribe('test', 'user.registered', (e) => void seen.push(e));
    const { app, relay } = await usersApp(file, bus);
    await relay.flushed();
    await bus.drain();
    expect(seen.map((e) => [e.id, e.payload])).toEqual([
      [row!.envelope.id, { userid: user.userid, email: 'ola@bau.de', locale: 'fi' }],
    ]);
    expect(await relay.backlog()).toBe(0);
    await app.close();
    await crashed.close();
  });

  it(
    'keeps the signup’s event while the bus is down, stays ready with the bus and the grown backlog red in ' +
      'its checks, and publishes it once the bus is back',
    async () => {
      const bus = new SwitchableBus();
      const seen: string[] = [];
      await bus.subscribe('test', 'user.registered', (e) => void seen.push(e.payload.email));
      const warnings: string[] = [];
      const logger = {
        warn: (_: object, message: string) => void warnings.push(message),
        error: (_: object, message: string) => void warnings.push(message),
      };
      const { app, relay } = await usersApp(freshFile(), bus, { maxBacklog: 2, logger });
      expect((await app.inject({ method: 'GET', url: '/health/users/ready' })).statusCode).toBe(200);
      bus.down = true;
      for (const email of ['a@bau.de', 'b@bau.de', 'c@bau.de']) expect((await signup(app, email)).statusCode).toBe(200);
      const red = await app.inject({ method: 'GET', url: '/health/users/ready' });
      expect(red.statusCode).toBe(200);
      expect(red.json()).toMatchObject({
        status: 'ready',
        checks: { storage: { ok: true }, bus: { ok: false }, outbox: { ok: false } },
      });
      expect(seen).toEqual([]);
      expect(warnings[0]).toMatch(/^outbox users: publishing user.registered .* failed, retrying$/);
      bus.down = false;
      await relay.flushed();
      await bus.drain();
      expect(seen).toEqual(['a@bau.de', 'b@bau.de', 'c@bau.de']);
      expect((await app.inject({ method: 'GET', url: '/health/users/ready' })).statusCode).toBe(200);
      await app.close();
    },
  );

  it('counts what the relay published on GET /metrics/users', async () => {
    const bus = new InProcessEventBus();
    const { app, relay } = await usersApp(freshFile(), bus);
    await signup(app, 'm@bau.de');
    await relay.flushed();
    const metrics = await app.inject({ method: 'GET', url: '/metrics/users' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toMatch(/shop_outbox_published_total\{outbox="users"\} [1-9]/);
    await app.close();
  });
});
