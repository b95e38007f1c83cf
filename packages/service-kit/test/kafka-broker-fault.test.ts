import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { logLevel } from 'kafkajs';
import {
  BackgroundPublisher,
  enqueue,
  ensureOutboxTable,
  MemoryProcessedEvents,
  MetricsRegistry,
  onceOnly,
  openSqliteDatabase,
  OutboxRelay,
  SqliteOutbox,
} from '../src';
import { KafkaEventBus } from '../src/events/kafka-bus';
import { eventually, recordingLogger } from './event-bus.contract';
import { describeWithKafka } from './kafka-broker';

jest.setTimeout(600_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

describeWithKafka(
  'Kafka bus and outbox while the broker is killed (SIGKILL) and restarted',
  (broker) => {
    const newBus = (clientId: string, topicPrefix: string, metrics = new MetricsRegistry()) =>
      new KafkaEventBus({
        brokers: [broker().brokers],
        clientId,
        topicPrefix,
        metrics,
        logger: recordingLogger().logger,
        clientLogLevel: logLevel.NOTHING,
        publishTimeoutMs: 5_000,
        // The broker's minimum (group.min.session.timeout.ms): after each restart a group rejoins
        // once its old member's session ended, not 30 s later.
        consumerSessionTimeoutMs: 6_000,
      });

    it('reconnects its producer after the broker came back, with readiness red while it was gone', async () => {
      const prefix = `heal-${randomUUID().slice(0, 8)}.`;
      const bus = newBus('heal-test', prefix);
      await bus.ensureTopics(1);
      const payload = { uuid: '5b8d2f5e-0f0a-4a57-9a55-8c4a1f2a9d11', length: 1 };
      await bus.publish('cart.updated', payload);
      expect(await bus.ready()).toMatchObject({ ok: true });

      await broker().kill();
      try {
        await expect(bus.publish('cart.updated', payload)).rejects.toThrow();
        expect(await bus.ready()).toMatchObject({ ok: false });
      } finally {
        // Also when an expectation failed: the next test needs the broker.
        await broker().restart();
      }
      // A broker that answers may still be recovering its logs after the SIGKILL: publishing is
      // retried until it works (the old producer failed every publish from here on).
      await eventually(
        async () => {
          try {
            await bus.publish('cart.updated', payload);
            return true;
          } catch {
            return false;
          }
        },
        120_000,
        'publishing never worked again after the broker came back',
      );
      await eventually(async () => (await bus.ready()).ok, 60_000, 'readiness stayed red after the broker came back');
      await bus.close();
    });

    it('takes background publishes at once while the broker is down, and delivers them once it is back', async () => {
      const prefix = `background-${randomUUID().slice(0, 8)}.`;
      const metrics = new MetricsRegistry();
      const producerBus = newBus('background-producer', prefix, metrics);
      const consumerBus = newBus('background-consumer', prefix);
      await producerBus.ensureTopics(3);
      const received: number[] = [];
      const uuid = '5b8d2f5e-0f0a-4a57-9a55-8c4a1f2a9d11';
      await consumerBus.subscribe('live', 'cart.updated', (e) => void received.push(e.payload.length));
      const publisher = new BackgroundPublisher(producerBus, {
        metrics,
        logger: recordingLogger().logger,
        retryDelayMs: 100,
        maxRetryDelayMs: 2_000,
      });
      publisher.publish('cart.updated', { uuid, length: 0 }, { key: uuid });
      await eventually(() => received.length === 1, 120_000, 'the consumer did not get going');

      await broker().kill();
      try {
        for (let length = 1; length <= 20; length++) publisher.publish('cart.updated', { uuid, length }, { key: uuid });
        expect(publisher.size).toBe(20);
        expect(received).toEqual([0]);
      } finally {
        await broker().restart();
      }
      // The consumer group reconnects on its own, and the publisher's retries get through.
      await eventually(
        () => received.length >= 21,
        180_000,
        'the events published while the broker was down never arrived',
      );
      expect(await publisher.flushed(60_000)).toBe(true);
      // A send given up at its deadline may have arrived too: duplicates, never gaps or reordering.
      const firstArrivals = received.filter((length, i) => received.indexOf(length) === i);
      expect(firstArrivals).toEqual(Array.from({ length: 21 }, (_, i) => i));
      expect(await metrics.counter('shop_events_dropped_total', '').value({ topic: 'cart.updated' })).toBe(0);

      await publisher.close();
      await Promise.all([producerBus.close(), consumerBus.close()]);
    });

    it('loses no event of the outbox and acts once on each, though the broker dies mid-burst', async () => {
      const total = 1_000;
      const prefix = `fault-${randomUUID().slice(0, 8)}.`;
      const dir = mkdtempSync(join(tmpdir(), 'outbox-fault-'));
      const db = openSqliteDatabase(join(dir, 'orders.db'));
      ensureOutboxTable(db);
      const metrics = new MetricsRegistry();
      const producerBus = newBus('fault-relay', prefix, metrics);
      const consumerBus = newBus('fault-consumer', prefix);
      await producerBus.ensureTopics(3);

      const processed = new MemoryProcessedEvents();
      const deliveries = new Map<string, number>();
      const effects = new Map<string, number>();
      await consumerBus.subscribe('mailer', 'cart.updated', async (event) => {
        deliveries.set(event.id, (deliveries.get(event.id) ?? 0) + 1);
        await onceOnly('mailer', processed, async (e) => void effects.set(e.id, (effects.get(e.id) ?? 0) + 1))(event);
      });

      const relay = new OutboxRelay(new SqliteOutbox(db, 'fault'), producerBus, {
        metrics,
        logger: recordingLogger().logger,
        retryDelayMs: 100,
        maxRetryDelayMs: 2_000,
      }).start();
      const published = () => metrics.counter('shop_outbox_published_total', '').value({ outbox: 'fault' });

      const ids: string[] = [];
      const started = Date.now();
      const writer = (async () => {
        for (let i = 0; i < total; i++) {
          const id = db.transaction(
            () => enqueue(db, 'cart.updated', { uuid: randomUUID(), length: i }, `cart-${i % 17}`).id,
          )();
          ids.push(id);
          relay.notify();
          await sleep(10);
        }
      })();

      await eventually(async () => (await published()) >= total / 4, 120_000, 'the relay did not get going');
      const killedAt = Date.now();
      const publishedBeforeKill = await published();
      await broker().kill();
      await eventually(async () => !(await relay.ready()).ok, 60_000, 'the relay stayed ready without a broker');
      const redAt = Date.now();
      const backlogWhileDown = await relay.backlog();
      await broker().restart();
      const brokerBackAt = Date.now();
      await writer;
      await relay.flushed();
      const drainedAt = Date.now();
      await eventually(() => effects.size === total, 180_000, 'not every event reached the consumer');
      const consumedAt = Date.now();
      // Late duplicates, if any, would arrive now: give them a moment before counting.
      await sleep(2_000);

      const delivered = [...deliveries.values()].reduce((a, b) => a + b, 0);
      const repeatedEffects = [...effects.values()].filter((n) => n > 1).length;
      process.stdout.write(
        [
          `[broker-fault] ${total} events through the SQLite outbox to Kafka ${broker().version}, broker ` +
            `SIGKILLed after ${publishedBeforeKill} were published`,
          `[broker-fault] readiness red ${seconds(redAt - killedAt)} after the kill, backlog then ${backlogWhileDown}`,
          `[broker-fault] broker down and restarted (answering again) in ${seconds(brokerBackAt - killedAt)}`,
          `[broker-fault] outbox empty ${seconds(drainedAt - brokerBackAt)} after the broker answered; every ` +
            `event consumed ${seconds(consumedAt - brokerBackAt)} after`,
          `[broker-fault] deliveries ${delivered} for ${total} events (${delivered - total} duplicates), side ` +
            `effects repeated: ${repeatedEffects}, lost: ${total - effects.size}; ` +
            `whole run ${seconds(consumedAt - started)}`,
        ].join('\n') + '\n',
      );

      expect(new Set(effects.keys())).toEqual(new Set(ids));
      expect(repeatedEffects).toBe(0);
      expect(await relay.ready()).toMatchObject({ ok: true });

      await relay.stop();
      await Promise.all([producerBus.close(), consumerBus.close()]);
      db.close();
      rmSync(dir, { recursive: true, force: true });
    });
  },
  { needsOwnBroker: true },
);
