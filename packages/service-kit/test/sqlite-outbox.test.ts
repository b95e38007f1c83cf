import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventEnvelope } from '@shop/contracts';
import {
  enqueue,
  ensureOutboxTable,
  InProcessEventBus,
  MemoryProcessedEvents,
  MetricsRegistry,
  onceOnly,
  openSqliteDatabase,
  OutboxRelay,
  outboxMigrations,
  outboxStatement,
  SchemaTooNewError,
  SqliteOutbox,
  type EventBus,
  type SqliteDatabase,
} from '../src';
import { eventually, recordingLogger } from './event-bus.contract';
import { outboxDdlBeforeMigrations } from './fixtures/schema-before-migrations';

const cart = (n: number) => ({ uuid: '5b8d2f5e-0f0a-4a57-9a55-8c4a1f2a9d11', length: n });

function openStateDb(file: string): SqliteDatabase {
  const db = openSqliteDatabase(file);
  db.exec('CREATE TABLE IF NOT EXISTS carts (id INTEGER PRIMARY KEY, length INTEGER NOT NULL)');
  ensureOutboxTable(db);
  return db;
}

/** The state change and its event in one transaction, as a service's store does it. */
function updateCart(db: SqliteDatabase, id: number, length: number) {
  return db.transaction(() => {
    db.prepare(
      'INSERT INTO carts (id, length) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET length = excluded.length',
    ).run(id, length);
    return enqueue(db, 'cart.updated', cart(length), `cart-${id}`);
  })();
}

/** A bus that dies (never answers again) at its nth publish, before or after the event got out. */
function busThatCrashes(real: EventBus, crashAt: number, published: boolean): EventBus {
  let calls = 0;
  return Object.assign(Object.create(real) as EventBus, {
    async publishEnvelope(envelope: EventEnvelope) {
      calls++;
      if (calls < crashAt) return real.publishEnvelope(envelope);
      if (published) await real.publishEnvelope(envelope);
      return new Promise<void>(() => undefined);
    },
  });
}

describe('SQLite outbox and its relay', () => {
  let dir: string;
  let metrics: MetricsRegistry;
  const quiet = recordingLogger();
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'outbox-test-'));
    metrics = new MetricsRegistry();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('publishes the events of committed transactions in commit order, with the ids enqueued', async () => {
    const db = openStateDb(join(dir, 'state.db'));
    const outbox = new SqliteOutbox(db, 'orders');
    const bus = new InProcessEventBus();
    const heard: string[] = [];
    await bus.subscribe('live', 'cart.updated', (e) => void heard.push(e.id));
    const sent = [1, 2, 3, 4].map((n) => updateCart(db, n, n).id);
    const relay = new OutboxRelay(outbox, bus, { metrics, logger: quiet.logger }).start();
    await relay.flushed();
    await bus.drain();
    await relay.stop();
    expect(heard).toEqual(sent);
    expect(await outbox.backlog()).toBe(0);
    db.close();
  });

  it('publishes an event committed while a pass is running at once, not a poll interval later', async () => {
    const db = openStateDb(join(dir, 'state.db'));
    const outbox = new SqliteOutbox(db, 'orders');
    const real = new InProcessEventBus();
    const heard: string[] = [];
    await real.subscribe('live', 'cart.updated', (e) => void heard.push(e.id));
    let relay: OutboxRelay | null = null;
    let second: string | null = null;
    // The second change commits (and notifies) while the relay is busy publishing the first.
    const bus = Object.assign(Object.create(real) as EventBus, {
      async publishEnvelope(envelope: EventEnvelope) {
        if (!second) {
          second = updateCart(db, 2, 2).id;
          relay!.notify();
        }
        return real.publishEnvelope(envelope);
      },
    });
    const first = updateCart(db, 1, 1).id;
    // An hour between polls: only the notify can bring the second event out within the test.
    relay = new OutboxRelay(outbox, bus, { metrics, logger: quiet.logger, pollMs: 3_600_000 }).start();
    await eventually(
      async () => (await real.drain(), heard.length === 2),
      20_000,
      'the second event waited for the next poll',
    );
    await relay.stop();
    expect(heard).toEqual([first, second]);
    db.close();
  });

  it('leaves no event behind when the state change rolls back', async () => {
    const db = openStateDb(join(dir, 'state.db'));
    const outbox = new SqliteOutbox(db, 'orders');
    expect(() =>
      db.transaction(() => {
        enqueue(db, 'cart.updated', cart(1), 'cart-1');
        throw new Error('stock check failed');
      })(),
    ).toThrow('stock check failed');
    expect(await outbox.backlog()).toBe(0);
    expect(await outbox.unsent(10)).toEqual([]);
    db.close();
  });

  it('refuses an event written outside a transaction, which could commit without its state change', () => {
    const db = openStateDb(join(dir, 'state.db'));
    new SqliteOutbox(db, 'orders');
    expect(() => enqueue(db, 'cart.updated', cart(1))).toThrow(/inside the transaction/);
    db.close();
  });

  it('fails the transaction, not the relay later, when the payload breaks the contract', () => {
    const db = openStateDb(join(dir, 'state.db'));
    new SqliteOutbox(db, 'orders');
    expect(() => db.transaction(() => enqueue(db, 'cart.updated', { uuid: 'nope', length: -1 }))()).toThrow();
    expect(db.prepare('SELECT COUNT(*) FROM event_outbox').pluck().get()).toBe(0);
    db.close();
  });

  it('gives writer-thread stores the same row as a statement with the same envelope', () => {
    const statement = outboxStatement('cart.updated', cart(3), 'cart-3');
    expect(statement.sql).toMatch(/^INSERT INTO event_outbox/);
    expect(statement.params[0]).toBe(statement.envelope.id);
    expect(JSON.parse(statement.params[3] as string)).toEqual(statement.envelope);
  });

  it.each([
    ['before the event got out', false],
    ['after the event got out but before it was marked sent', true],
  ])(
    'publishes after a restart every row committed before a crash %s, each acted on once',
    async (_when, publishedBeforeCrash) => {
      const file = join(dir, 'state.db');
      const consumerBus = new InProcessEventBus();
      const processed = new MemoryProcessedEvents();
      const deliveries = new Map<string, number>();
      const effects = new Map<string, number>();
      await consumerBus.subscribe('mailer', 'cart.updated', async (event) => {
        deliveries.set(event.id, (deliveries.get(event.id) ?? 0) + 1);
        await onceOnly('mailer', processed, async (e) => void effects.set(e.id, (effects.get(e.id) ?? 0) + 1))(event);
      });

      const before = openStateDb(file);
      const ids = Array.from({ length: 10 }, (_, i) => updateCart(before, i + 1, i).id);
      const crashing = new OutboxRelay(
        new SqliteOutbox(before, 'orders'),
        busThatCrashes(consumerBus, 5, publishedBeforeCrash),
        { metrics, logger: quiet.logger },
      ).start();
      await eventually(
        () => deliveries.size === (publishedBeforeCrash ? 5 : 4),
        10_000,
        'the relay did not reach the crash',
      );
      void crashing; // the process "died" here: the relay never returns, nothing is closed.

      const after = openStateDb(file);
      const outbox = new SqliteOutbox(after, 'orders');
      expect(await outbox.backlog()).toBe(6);
      const relay = new OutboxRelay(outbox, consumerBus, {
        metrics: new MetricsRegistry(),
        logger: quiet.logger,
      }).start();
      await relay.flushed();
      await consumerBus.drain();
      await relay.stop();

      expect([...effects.keys()].sort()).toEqual([...ids].sort());
      expect([...effects.values()].every((n) => n === 1)).toBe(true);
      // Rows marked sent before the crash are not published again; only the one in flight may be.
      for (const id of ids.slice(0, 4)) expect(deliveries.get(id)).toBe(1);
      expect(deliveries.get(ids[4]!)).toBe(publishedBeforeCrash ? 2 : 1);
      before.close();
      after.close();
    },
  );

  it(
    'retries with back-off while the bus is down, goes red with its backlog, and then publishes everything ' +
      'in order',
    async () => {
      const db = openStateDb(join(dir, 'state.db'));
      const outbox = new SqliteOutbox(db, 'orders');
      const bus = new InProcessEventBus();
      const heard: string[] = [];
      await bus.subscribe('live', 'cart.updated', (e) => void heard.push(e.id));
      let down = true;
      const flaky = Object.assign(Object.create(bus) as EventBus, {
        async publishEnvelope(envelope: EventEnvelope) {
          if (down) throw new Error('broker unreachable');
          return bus.publishEnvelope(envelope);
        },
      });
      const log = recordingLogger();
      const relay = new OutboxRelay(outbox, flaky, {
        metrics,
        logger: log.logger,
        retryDelayMs: 5,
        maxRetryDelayMs: 20,
      }).start();
      const sent = [1, 2, 3].map((n) => updateCart(db, n, n).id);
      relay.notify();
      await eventually(
        async () => (await metrics.counter('shop_outbox_publish_failures_total', '').value({ outbox: 'orders' })) >= 3,
        10_000,
      );
      expect(await relay.ready()).toMatchObject({ ok: false });
      expect((await relay.ready()).detail).toContain('3 event(s) waiting');
      expect(await metrics.render()).toContain('shop_outbox_backlog{outbox="orders"} 3');
      expect(heard).toEqual([]);

      down = false;
      await relay.flushed();
      await bus.drain();
      expect(heard).toEqual(sent);
      expect(await relay.ready()).toMatchObject({ ok: true });
      expect(await metrics.render()).toContain('shop_outbox_backlog{outbox="orders"} 0');
      expect(db.prepare('SELECT MIN(attempts) FROM event_outbox').pluck().get()).toBeGreaterThanOrEqual(1);
      await relay.stop();
      db.close();
    },
  );

  it('goes red when the backlog passes its limit even while publishing works', async () => {
    const db = openStateDb(join(dir, 'state.db'));
    const outbox = new SqliteOutbox(db, 'orders');
    for (let n = 1; n <= 3; n++) updateCart(db, n, n);
    const relay = new OutboxRelay(outbox, new InProcessEventBus(), { metrics, logger: quiet.logger, maxBacklog: 2 });
    expect(await relay.ready()).toEqual({ ok: false, detail: 'outbox orders: backlog 3 over 2' });
    db.close();
  });

  it('deletes published rows once they are older than the retention, and never unsent ones', async () => {
    const db = openStateDb(join(dir, 'state.db'));
    const outbox = new SqliteOutbox(db, 'orders');
    updateCart(db, 1, 1);
    updateCart(db, 2, 2);
    const [first] = await outbox.unsent(1);
    await outbox.markSent(first!);
    expect(await outbox.pruneSent(new Date(Date.now() + 1_000))).toBe(1);
    expect(await outbox.backlog()).toBe(1);
    db.close();
  });

  describe('schema', () => {
    it('adopts an outbox made before versioned migrations: rows kept, versions recorded, relay reads', async () => {
      const file = join(dir, 'old.db');
      const old = openSqliteDatabase(file);
      old.exec(outboxDdlBeforeMigrations);
      const { params } = outboxStatement('cart.updated', cart(1), 'cart-1');
      old
        .prepare('INSERT INTO event_outbox (event_id, topic, event_key, envelope, created_at) VALUES (?, ?, ?, ?, ?)')
        .run(...params);
      old
        .prepare(
          'INSERT INTO event_outbox (event_id, topic, envelope, created_at, sent_at) ' +
            "VALUES ('sent', 't', '{}', 'x', 'y')",
        )
        .run();
      old.close();

      const db = openSqliteDatabase(file);
      const outbox = new SqliteOutbox(db, 'orders');
      expect(db.prepare("SELECT version FROM schema_migrations WHERE schema = 'event_outbox'").pluck().all()).toEqual(
        outboxMigrations.map((m) => m.version),
      );
      expect(await outbox.backlog()).toBe(1);
      expect((await outbox.unsent(10))[0]).toMatchObject({ key: 'cart-1', envelope: { payload: cart(1) } });
      expect(db.prepare('SELECT COUNT(*) FROM event_outbox').pluck().get()).toBe(2);
      db.close();
    });

    it('prunes sent rows through an index (migration 2), not by reading the whole table', () => {
      const db = openStateDb(join(dir, 'state.db'));
      const plan = db
        .prepare('EXPLAIN QUERY PLAN DELETE FROM event_outbox WHERE sent_at IS NOT NULL AND sent_at < ?')
        .all('2026-01-01') as { detail: string }[];
      expect(plan.map((step) => step.detail).join('; ')).toMatch(/USING INDEX event_outbox_sent/);
      db.close();
    });

    it('refuses a file whose outbox a newer release migrated', () => {
      const file = join(dir, 'future.db');
      const db = openStateDb(file);
      db.prepare(
        "INSERT INTO schema_migrations (schema, version, name, applied_at) VALUES ('event_outbox', 99, 'later', 'x')",
      ).run();
      expect(() => new SqliteOutbox(db, 'orders')).toThrow(SchemaTooNewError);
      db.close();
    });
  });
});
