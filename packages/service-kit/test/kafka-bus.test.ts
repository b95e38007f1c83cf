import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Kafka, logLevel } from 'kafkajs';
import { deadLetterTopic, MetricsRegistry, type DeadLetter } from '../src';
import { KafkaEventBus } from '../src/events/kafka-bus';
import { retryWhileRetriable } from '../src/events/kafka-retriable';
import { eventBusContract, eventually, recordingLogger } from './event-bus.contract';
import { describeWithKafka } from './kafka-broker';

jest.setTimeout(120_000);

/** Every message on a topic now, read by a throw-away consumer group from the beginning. */
async function readTopic(brokers: string, topic: string): Promise<string[]> {
  const kafka = new Kafka({ clientId: 'dlq-reader', brokers: [brokers], logLevel: logLevel.NOTHING });
  const admin = kafka.admin();
  await admin.connect();
  const ends = await retryWhileRetriable(() => admin.fetchTopicOffsets(topic));
  await admin.disconnect();
  const wanted = new Map(ends.filter((e) => BigInt(e.high) > BigInt(e.low)).map((e) => [e.partition, BigInt(e.high)]));
  if (wanted.size === 0) return [];
  const values: string[] = [];
  const consumer = kafka.consumer({ groupId: `dlq-reader-${randomUUID()}` });
  await consumer.connect();
  await consumer.subscribe({ topics: [topic], fromBeginning: true });
  await new Promise<void>((resolve, reject) => {
    consumer
      .run({
        eachMessage: async ({ partition, message }) => {
          if (message.value) values.push(message.value.toString('utf8'));
          if (BigInt(message.offset) + 1n >= (wanted.get(partition) ?? 0n)) wanted.delete(partition);
          if (wanted.size === 0) resolve();
        },
      })
      .catch(reject);
  });
  await consumer.disconnect();
  return values;
}

describeWithKafka('KafkaEventBus against Apache Kafka', (broker) => {
  // First in the file: right after the broker started, before any consumer made the coordinator exist.
  it('has a broker whose group coordinator answers as soon as it started, without a retry', async () => {
    const kafka = new Kafka({
      clientId: 'coordinator-probe',
      brokers: [broker().brokers],
      logLevel: logLevel.NOTHING,
      retry: { retries: 0 },
    });
    const admin = kafka.admin();
    await admin.connect();
    try {
      // The cluster's metadata first: kafkajs finds a coordinator among the brokers it knows.
      await admin.describeCluster();
      const { groups } = await admin.describeGroups([`probe-${randomUUID()}`]);
      expect(groups).toHaveLength(1);
    } finally {
      await admin.disconnect();
    }
  });

  describe('contract', () => {
    const prefixes = new WeakMap<KafkaEventBus, string>();
    eventBusContract({
      create: async ({ metrics, logger }) => {
        // A topic prefix per test: runs never see each other's events.
        const topicPrefix = `test-${randomUUID().slice(0, 8)}.`;
        const bus = new KafkaEventBus({
          brokers: broker().brokers.split(','),
          clientId: 'contract-test',
          topicPrefix,
          metrics,
          logger,
          clientLogLevel: logLevel.NOTHING,
        });
        prefixes.set(bus, topicPrefix);
        await bus.ensureTopics(1);
        return bus;
      },
      deadLetters: async (bus, topic) => {
        const prefix = prefixes.get(bus as KafkaEventBus) ?? '';
        return (await readTopic(broker().brokers, prefix + deadLetterTopic(topic))).map(
          (v) => JSON.parse(v) as DeadLetter,
        );
      },
    });
  });

  it('publishes every one of a burst of start-up events, none racing the producer connect', async () => {
    const bus = new KafkaEventBus({
      brokers: [broker().brokers],
      clientId: 'startup-test',
      topicPrefix: `test-${randomUUID().slice(0, 8)}.`,
      logger: recordingLogger().logger,
      clientLogLevel: logLevel.NOTHING,
    });
    await bus.ensureTopics(1);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, n) =>
        bus.publish('cart.updated', { uuid: '5b8d2f5e-0f0a-4a57-9a55-8c4a1f2a9d11', length: n }),
      ),
    );
    await bus.close();
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
  });

  it('replays dead letters (scripts/replay-dead-letters.mjs --topic) to the group that gave up on them', async () => {
    const topicPrefix = `replay-${randomUUID().slice(0, 8)}.`;
    const metrics = new MetricsRegistry();
    const bus = new KafkaEventBus({
      brokers: [broker().brokers],
      clientId: 'replay-test',
      topicPrefix,
      metrics,
      logger: recordingLogger().logger,
      clientLogLevel: logLevel.NOTHING,
    });
    await bus.ensureTopics(1);
    let smtpUp = false;
    const mailed: string[] = [];
    await bus.subscribe(
      'orders-confirmation-mail',
      'order.offer-requested',
      (e) => {
        if (!smtpUp) throw new Error('smtp down');
        mailed.push(e.id);
      },
      { maxAttempts: 2, retryDelayMs: 10 },
    );
    const sent = await bus.publish('order.offer-requested', {
      uuid: '5b8d2f5e-0f0a-4a57-9a55-8c4a1f2a9d11',
      locale: 'de',
      email: 'a@example.com',
      comments: '',
    });
    await eventually(
      async () =>
        (await metrics
          .counter('shop_events_dead_lettered_total', '')
          .value({ group: 'orders-confirmation-mail', topic: 'order.offer-requested' })) === 1,
    );
    // The group's lag on the topic's one partition, as of its last batch: nothing left once the letter is on the dlq.
    await eventually(async () =>
      (await metrics.render()).includes(
        'shop_kafka_consumer_lag{group="orders-confirmation-mail",topic="order.offer-requested",partition="0"} 0',
      ),
    );
    smtpUp = true;

    const root = join(__dirname, '..', '..', '..');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['scripts/replay-dead-letters.mjs', '--topic', 'order.offer-requested'],
      {
        cwd: root,
        env: { ...process.env, KAFKA_BROKERS: broker().brokers, KAFKA_TOPIC_PREFIX: topicPrefix },
        timeout: 120_000,
      },
    );
    expect(stdout).toContain('replayed 1 dead letter(s) of order.offer-requested');
    await eventually(() => mailed.length === 1);
    expect(mailed).toEqual([sent.id]);
    await bus.close();
  });
});
