import type { EventEnvelope, Topic } from '@shop/contracts';
import { MetricsRegistry, type BusLogger, type DeadLetter, type EventBus, type KeptDeadLetter } from '../src';
import { createEnvelope } from '../src/events/envelope';

const uuid = '5b8d2f5e-0f0a-4a57-9a55-8c4a1f2a9d11';

/** Waits until `check` holds (a broker delivers asynchronously), or fails after `ms`. */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  ms = 60_000,
  what = 'event not delivered in time',
) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(what);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Collects what a bus reports, so a test can check the dead-letter log line. */
export function recordingLogger() {
  const lines: { level: 'warn' | 'error'; message: string; details: object }[] = [];
  const logger: BusLogger = {
    warn: (details, message) => void lines.push({ level: 'warn', message, details }),
    error: (details, message) => void lines.push({ level: 'error', message, details }),
  };
  return { logger, lines };
}

export interface BusUnderTest {
  metrics: MetricsRegistry;
  logger: BusLogger;
}

export interface EventBusAdapter {
  create(context: BusUnderTest): Promise<EventBus>;
  /** What the adapter holds on `<topic>.dlq` now. */
  deadLetters(bus: EventBus, topic: Topic): Promise<DeadLetter[]>;
}

/** Fast retries: the policy is the same, only the waits are short. */
const quickRetries = { maxAttempts: 3, retryDelayMs: 10, maxRetryDelayMs: 50 };

/** What every EventBus adapter must do; run by the in-process bus always and by Kafka against a real broker. */
export function eventBusContract(adapter: EventBusAdapter) {
  let bus: EventBus;
  let metrics: MetricsRegistry;
  let log: ReturnType<typeof recordingLogger>;
  beforeEach(async () => {
    metrics = new MetricsRegistry();
    log = recordingLogger();
    bus = await adapter.create({ metrics, logger: log.logger });
  });
  afterEach(async () => bus.close());

  it('delivers each published event to every consumer group, with its id and validated payload', async () => {
    const mailer: EventEnvelope[] = [];
    const live: EventEnvelope[] = [];
    await bus.subscribe('mailer', 'cart.updated', (e) => void mailer.push(e));
    await bus.subscribe('live', 'cart.updated', (e) => void live.push(e));
    const sent = await bus.publish('cart.updated', { uuid, length: 4 });
    await eventually(() => mailer.length === 1 && live.length === 1);
    expect(mailer[0]).toMatchObject({ id: sent.id, topic: 'cart.updated', payload: { uuid, length: 4 } });
    expect(live[0]?.id).toBe(sent.id);
  });

  it('keeps topics apart: a consumer hears only the topics it subscribed to', async () => {
    const heard: string[] = [];
    await bus.subscribe('search', 'search.query', (e) => void heard.push(e.topic));
    await bus.publish('cart.updated', { uuid, length: 1 });
    await bus.publish('search.query', { query_id: uuid, query: 'verkkoaita', locale: 'fi' });
    await eventually(() => heard.length === 1);
    expect(heard).toEqual(['search.query']);
  });

  it('refuses to publish a payload that breaks the contract', async () => {
    await expect(bus.publish('cart.updated', { uuid: 'nope', length: -1 })).rejects.toThrow();
  });

  it('publishes an envelope made earlier (an outbox row) with its own id: consumers see a repeat', async () => {
    const heard: string[] = [];
    await bus.subscribe('mailer', 'cart.updated', (e) => void heard.push(e.id));
    const envelope = createEnvelope('cart.updated', { uuid, length: 2 });
    await bus.publishEnvelope(envelope, { key: uuid });
    await eventually(() => heard.length === 1);
    expect(heard).toEqual([envelope.id]);
  });

  it('retries a handler that fails, so a passing SMTP hiccup still ends in the side effect', async () => {
    let calls = 0;
    const done: string[] = [];
    await bus.subscribe(
      'mailer',
      'cart.updated',
      (e) => {
        calls++;
        if (calls < 3) throw new Error('smtp 421 try again later');
        done.push(e.id);
      },
      quickRetries,
    );
    const sent = await bus.publish('cart.updated', { uuid, length: 1 });
    await eventually(() => done.length === 1);
    expect(done).toEqual([sent.id]);
    expect(calls).toBe(3);
    expect(await adapter.deadLetters(bus, 'cart.updated')).toEqual([]);
  });

  it(
    'dead-letters an event after the last attempt, with the error and attempt count, logged and counted, and ' +
      'replays it to that group only',
    async () => {
      let broken = true;
      const mailed: string[] = [];
      const live: string[] = [];
      await bus.subscribe(
        'mailer',
        'cart.updated',
        (e) => {
          if (broken) throw new Error('smtp 550 mailbox unavailable');
          mailed.push(e.id);
        },
        quickRetries,
      );
      await bus.subscribe('live', 'cart.updated', (e) => void live.push(e.id), quickRetries);
      const sent = await bus.publish('cart.updated', { uuid, length: 5 });

      const counted = () =>
        metrics.counter('shop_events_dead_lettered_total', '').value({ group: 'mailer', topic: 'cart.updated' });
      await eventually(async () => (await counted()) === 1, 60_000, 'not dead-lettered');
      let letters: DeadLetter[] = [];
      await eventually(
        async () => (letters = await adapter.deadLetters(bus, 'cart.updated')).length === 1,
        60_000,
        'no dead letter stored',
      );
      expect(letters[0]).toMatchObject({ group: 'mailer', attempts: 3, event: { id: sent.id, topic: 'cart.updated' } });
      expect(letters[0]?.error).toContain('smtp 550 mailbox unavailable');
      expect(
        log.lines.some(
          (l) => l.level === 'error' && l.message.includes(sent.id) && l.message.includes('dead-lettered'),
        ),
      ).toBe(true);
      await eventually(() => live.length === 1);

      broken = false;
      expect(await bus.replayDeadLetters('cart.updated')).toBe(1);
      await eventually(() => mailed.length === 1, 60_000, 'replayed event not handled');
      expect(mailed).toEqual([sent.id]);
      // The group that had handled it is not handed it again.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(live).toEqual([sent.id]);
      // Each dead letter is replayed once.
      expect(await bus.replayDeadLetters('cart.updated')).toBe(0);
    },
  );

  it(
    'lists dead letters for operators with their own ids, replays one by its id to its group only and ' +
      'marks it replayed with time and operator; a second replay of it is refused',
    async () => {
      let broken = true;
      const mailed: string[] = [];
      await bus.subscribe(
        'mailer',
        'cart.updated',
        (e) => {
          if (broken) throw new Error('smtp 550 mailbox unavailable');
          mailed.push(e.id);
        },
        quickRetries,
      );
      const first = await bus.publish('cart.updated', { uuid, length: 1 });
      const second = await bus.publish('cart.updated', { uuid, length: 2 });
      let listed: KeptDeadLetter[] = [];
      await eventually(
        async () => (listed = await bus.listDeadLetters({ topic: 'cart.updated' })).length === 2,
        60_000,
        'dead letters not listed',
      );
      expect(new Set(listed.map((l) => l.event.id))).toEqual(new Set([first.id, second.id]));
      expect(listed.every((l) => l.group === 'mailer' && l.attempts === 3 && l.replayed === null)).toBe(true);
      expect(new Set(listed.map((l) => l.id)).size).toBe(2);
      expect(await bus.listDeadLetters({ topic: 'cart.updated', group: 'live' })).toEqual([]);
      expect(await bus.listDeadLetters({ topic: 'search.click' })).toEqual([]);

      broken = false;
      const chosen = listed.find((l) => l.event.id === second.id)!;
      expect(await bus.replayDeadLetter(chosen.id, 'ops@nordbau.example')).toBe(true);
      await eventually(() => mailed.length === 1, 60_000, 'replayed event not handled');
      expect(mailed).toEqual([second.id]);
      expect(await bus.replayDeadLetter(chosen.id, 'ops@nordbau.example')).toBe(false);
      expect(await bus.replayDeadLetter('no-such-letter', 'ops@nordbau.example')).toBe(false);

      const after = await bus.listDeadLetters({ topic: 'cart.updated' });
      const replayed = after.find((l) => l.id === chosen.id);
      expect(replayed?.replayed).toEqual({ by: 'ops@nordbau.example', at: expect.any(String) });
      expect(Number.isNaN(Date.parse(replayed!.replayed!.at))).toBe(false);
      expect(after.find((l) => l.event.id === first.id)?.replayed).toBeNull();

      // Replaying the rest of the topic takes only the one still waiting.
      expect(await bus.replayDeadLetters('cart.updated', { group: 'mailer', by: 'ops@nordbau.example' })).toBe(1);
      await eventually(() => mailed.length === 2, 60_000, 'second replayed event not handled');
      expect(mailed.sort()).toEqual([first.id, second.id].sort());
      expect((await bus.listDeadLetters({ topic: 'cart.updated' })).every((l) => l.replayed !== null)).toBe(true);
    },
  );

  it('reports itself ready while it can publish', async () => {
    expect(await bus.ready()).toMatchObject({ ok: true });
  });
}
