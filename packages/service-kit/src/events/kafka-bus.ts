import { parseEvent, topics, type EventEnvelope, type EventPayload, type Topic } from '@shop/contracts';
import { Kafka, logLevel, type Admin, type Consumer, type Message, type Producer } from 'kafkajs';
import { defaultMetrics, type MetricsRegistry } from '../metrics/registry';
import { ConsumerLag } from './consumer-lag';
import {
  consoleBusLogger,
  defaultSubscribeOptions,
  deliverWithRetries,
  errorText,
  eventMetrics,
  type EventMetrics,
} from './delivery';
import { createEnvelope } from './envelope';
import { kafkaClientLog, type KafkaClientLogger } from './kafka-client-log';
import {
  deadLetterTopic,
  type DeadLetterSelection,
  type EventBus,
  type EventHandler,
  type KeptDeadLetter,
  type PublishOptions,
  type Readiness,
  type SubscribeOptions,
} from './event-bus';
import { isReplayForOtherGroup, KafkaDeadLetters } from './kafka-dead-letters';
import { retryWhileRetriable } from './kafka-retriable';

export interface KafkaBusOptions {
  brokers: string[];
  clientId: string;
  /** Prefix for topic names, so several environments can share one cluster. */
  topicPrefix?: string;
  /** Retries, dead letters and kafkajs's own lines (pass the service's `app.log`: one JSON line each). */
  logger?: KafkaClientLogger;
  metrics?: MetricsRegistry;
  /**
   * How long one publish keeps reconnecting and retrying before it fails (default 30 s). An
   * outbox relay retries beyond that on its own; a direct publisher gets the error.
   */
  publishTimeoutMs?: number;
  /** kafkajs's own log level (default WARN); its lines go to `logger`. */
  clientLogLevel?: logLevel;
  /**
   * How long the group coordinator keeps a consumer that stopped heartbeating (kafkajs's default,
   * 30 s, when not given; heartbeats every third of it). After the broker died, a group rejoining
   * waits that long for its old member: a test that restarts its broker gives a short one.
   */
  consumerSessionTimeoutMs?: number;
}

interface Subscription {
  handler: EventHandler<Topic>;
  options: Required<SubscribeOptions>;
}

interface Group {
  consumer: Consumer | null;
  handlers: Map<string, Subscription>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms);
  });
  work.catch(() => undefined);
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The production bus: one Kafka topic per event topic, one consumer group per subscriber group,
 * and `<topic>.dlq` for the events a group gave up on.
 *
 * The producer is idempotent with acks=all, so a retried send is written once per producer
 * session. It is created once for concurrent first publishes (they used to race its connect) and
 * thrown away after a failed send: kafkajs leaves a producer whose broker connection dropped
 * failing every later send at once, so each retry reconnects with a fresh one. A fresh producer
 * has a new producer id, so a send retried across producers can be written twice: consumers
 * deduplicate by event id (`onceOnly`).
 */
export class KafkaEventBus implements EventBus {
  readonly kind = 'kafka';
  private readonly kafka: Kafka;
  /** A client that fails fast, for readiness probes (the main one retries for many seconds). */
  private readonly probeKafka: Kafka;
  private producer: Promise<Producer> | null = null;
  private probe: Admin | null = null;
  private readonly groups = new Map<string, Group>();
  private readonly prefix: string;
  private readonly logger: KafkaClientLogger;
  private readonly metrics: EventMetrics;
  private readonly consumerLag: ConsumerLag;
  private readonly publishTimeoutMs: number;
  private readonly deadLetters: KafkaDeadLetters;
  private lastSendError: string | null = null;
  private closed = false;

  constructor(private readonly options: KafkaBusOptions) {
    this.logger = options.logger ?? consoleBusLogger;
    const registry = options.metrics ?? defaultMetrics;
    const clientLogLevel = options.clientLogLevel ?? logLevel.WARN;
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      logLevel: clientLogLevel,
      logCreator: kafkaClientLog(this.logger, registry),
      connectionTimeout: 3_000,
      retry: { initialRetryTime: 300, maxRetryTime: 5_000, retries: 5 },
    });
    this.probeKafka = new Kafka({
      clientId: `${options.clientId}-readiness`,
      brokers: options.brokers,
      logLevel: logLevel.NOTHING,
      connectionTimeout: 2_000,
      requestTimeout: 5_000,
      retry: { retries: 0 },
    });
    this.prefix = options.topicPrefix ?? '';
    this.metrics = eventMetrics(registry);
    this.consumerLag = new ConsumerLag(registry);
    this.publishTimeoutMs = options.publishTimeoutMs ?? 30_000;
    this.deadLetters = new KafkaDeadLetters({
      kafka: this.kafka,
      prefix: this.prefix,
      logger: this.logger,
      metrics: this.metrics,
      send: (topic, messages) => this.send(topic, messages),
    });
  }

  /**
   * Creates every topic of the contract and its dead-letter topic if missing (idempotent; used at
   * start-up and by infra).
   */
  async ensureTopics(partitions = 3): Promise<void> {
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      const existing = new Set(await admin.listTopics());
      const wanted = topics.flatMap((t) => [this.prefix + t, this.prefix + deadLetterTopic(t)]);
      const missing = wanted.filter((t) => !existing.has(t));
      if (missing.length > 0) {
        await admin.createTopics({
          waitForLeaders: false,
          topics: missing.map((topic) => ({ topic, numPartitions: partitions })),
        });
        await this.waitForLeaders(admin, missing);
      }
    } finally {
      await admin.disconnect();
    }
  }

  async publish<T extends Topic>(
    topic: T,
    payload: EventPayload<T>,
    options?: PublishOptions,
  ): Promise<EventEnvelope<T>> {
    const envelope = createEnvelope(topic, payload);
    await this.publishEnvelope(envelope, options);
    return envelope;
  }

  async publishEnvelope(envelope: EventEnvelope, options?: PublishOptions): Promise<void> {
    await this.send(this.prefix + envelope.topic, [
      { key: options?.key ?? envelope.id, value: JSON.stringify(envelope) },
    ]);
    this.metrics.published.inc({ topic: envelope.topic });
  }

  async subscribe<T extends Topic>(
    group: string,
    topic: T,
    handler: EventHandler<T>,
    options?: SubscribeOptions,
  ): Promise<void> {
    if (this.closed) throw new Error('event bus is closed');
    let entry = this.groups.get(group);
    if (!entry) {
      entry = { consumer: null, handlers: new Map() };
      this.groups.set(group, entry);
    }
    entry.handlers.set(this.prefix + topic, {
      handler: handler as unknown as EventHandler<Topic>,
      options: { ...defaultSubscribeOptions, ...options },
    });
    // kafkajs cannot add topics to a running consumer: (re)start it with the whole subscription.
    await this.startGroup(group, entry);
  }

  async ready(): Promise<Readiness> {
    if (this.closed) return { ok: false, detail: 'kafka bus is closed' };
    try {
      this.probe ??= this.probeKafka.admin();
      const probe = this.probe;
      const cluster = await withTimeout(
        probe.connect().then(() => probe.describeCluster()),
        8_000,
        'kafka readiness probe',
      );
      if (this.lastSendError)
        return { ok: false, detail: `kafka reachable, but the last publish failed: ${this.lastSendError}` };
      return { ok: true, detail: `kafka: ${cluster.brokers.length} broker(s), controller ${cluster.controller}` };
    } catch (error) {
      const probe = this.probe;
      this.probe = null;
      probe?.disconnect().catch(() => undefined);
      return { ok: false, detail: `kafka unreachable: ${error instanceof Error ? error.message : String(error)}` };
    }
  }

  listDeadLetters(selection?: DeadLetterSelection): Promise<KeptDeadLetter[]> {
    return this.deadLetters.list(selection);
  }

  replayDeadLetter(id: string, by: string): Promise<boolean> {
    return this.deadLetters.replayOne(id, by);
  }

  replayDeadLetters(topic: Topic, options?: { group?: string; by?: string }): Promise<number> {
    return this.deadLetters.replayAll(topic, options);
  }

  async close(): Promise<void> {
    this.closed = true;
    const groups = [...this.groups.values()];
    this.groups.clear();
    await Promise.all(groups.map((g) => g.consumer?.disconnect().catch(() => undefined)));
    const producer = this.producer;
    this.producer = null;
    await producer?.then((p) => p.disconnect()).catch(() => undefined);
    await this.probe?.disconnect().catch(() => undefined);
    this.probe = null;
  }

  private producerSession(): Promise<Producer> {
    if (!this.producer) {
      const producer = this.kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
      const session: Promise<Producer> = producer.connect().then(() => producer);
      producer.on(producer.events.DISCONNECT, () => {
        if (this.producer === session) this.producer = null;
      });
      session.catch(() => {
        if (this.producer === session) this.producer = null;
      });
      this.producer = session;
    }
    return this.producer;
  }

  private dropProducer(session: Promise<Producer>) {
    if (this.producer === session) this.producer = null;
    session.then((p) => p.disconnect()).catch(() => undefined);
  }

  /**
   * Sends with acks=all, reconnecting with a fresh producer until it works or publishTimeoutMs
   * passed, never longer. A send given up at the deadline may still arrive, so a retry can write
   * the event twice (consumers deduplicate by id).
   */
  private async send(topic: string, messages: Message[]): Promise<void> {
    const deadline = Date.now() + this.publishTimeoutMs;
    for (let attempt = 1; ; attempt++) {
      if (this.closed) throw new Error('event bus is closed');
      const session = this.producerSession();
      try {
        // kafkajs's own connect retries and request timeout can outlast the deadline many times
        // over while the broker is away: each attempt gets only the time that is left.
        await withTimeout(
          session.then((producer) => producer.send({ topic, acks: -1, messages })),
          Math.max(1, deadline - Date.now()),
          `kafka publish to ${topic}`,
        );
        this.lastSendError = null;
        return;
      } catch (error) {
        this.lastSendError = error instanceof Error ? error.message : String(error);
        this.dropProducer(session);
        const wait = Math.min(5_000, 250 * 2 ** (attempt - 1));
        if (Date.now() + wait > deadline) throw error;
        this.logger.warn(
          { topic, attempt, retryInMs: wait, err: this.lastSendError },
          `kafka publish to ${topic} failed, reconnecting`,
        );
        await sleep(wait);
      }
    }
  }

  private async startGroup(group: string, entry: Group): Promise<void> {
    const previous = entry.consumer;
    entry.consumer = null;
    await previous?.disconnect().catch(() => undefined);
    if (this.closed) return;
    // A short long-poll: closing or re-subscribing waits for the fetch in flight.
    const session = this.options.consumerSessionTimeoutMs;
    const consumer = this.kafka.consumer({
      groupId: this.prefix + group,
      maxWaitTimeInMs: 1_000,
      ...(session ? { sessionTimeout: session, heartbeatInterval: Math.floor(session / 3) } : {}),
    });
    entry.consumer = consumer;
    // kafkajs restarts a consumer after retriable failures only; anything else would leave the
    // group silently dead, so it is started again here.
    consumer.on(consumer.events.CRASH, ({ payload }) => {
      if (payload.restart || this.closed || entry.consumer !== consumer) return;
      this.logger.error({ group, err: errorText(payload.error) }, `kafka consumer ${group} crashed, restarting`);
      setTimeout(() => {
        if (!this.closed && entry.consumer === consumer) {
          this.startGroup(group, entry).catch((error) =>
            this.logger.error({ group, err: errorText(error) }, `kafka consumer ${group} could not restart`),
          );
        }
      }, 1_000).unref();
    });
    const contractTopic = (name: string) => name.slice(this.prefix.length);
    consumer.on(consumer.events.END_BATCH_PROCESS, ({ payload }) =>
      this.consumerLag.record(group, contractTopic(payload.topic), payload.partition, Number(payload.offsetLag)),
    );
    consumer.on(consumer.events.GROUP_JOIN, ({ payload }) =>
      this.consumerLag.assigned(
        group,
        Object.fromEntries(
          Object.entries(payload.memberAssignment).map(([name, partitions]) => [contractTopic(name), partitions]),
        ),
      ),
    );
    const starts = await this.unstartedPartitions(this.prefix + group, [...entry.handlers.keys()]);
    await consumer.connect();
    await consumer.subscribe({ topics: [...entry.handlers.keys()], fromBeginning: false });
    // Left to kafkajs, a group without committed offsets starts at whatever is latest when its
    // first fetch runs, some time after subscribe() returned, so events published in between were
    // skipped; and a group that crashed before its first commit skipped everything published
    // while it was down. On its first join the group seeks to the end as it was before
    // subscribe(); kafkajs commits a seek and applies it before its first fetch.
    const joined = new Promise<void>((resolve) => {
      const stop = consumer.on(consumer.events.GROUP_JOIN, () => {
        stop();
        for (const [topic, partitions] of starts) {
          for (const [partition, offset] of partitions) consumer.seek({ topic, partition, offset });
        }
        resolve();
      });
    });
    await consumer.run({
      eachMessage: async ({ topic: name, message, heartbeat }) => {
        const subscription = entry.handlers.get(name);
        if (!subscription || !message.value) return;
        if (isReplayForOtherGroup(message.headers, group)) return;
        const raw = message.value.toString('utf8');
        let event: EventEnvelope;
        try {
          event = JSON.parse(raw) as EventEnvelope;
        } catch (error) {
          // Not even JSON: no attempt can succeed, so it goes to the dead letters at once.
          event = {
            id: `unparseable-${name}-${message.offset}`,
            topic: name.slice(this.prefix.length) as Topic,
            occurredAt: new Date().toISOString(),
            payload: raw as never,
          };
          await this.deadLetters.record({
            event,
            group,
            error: errorText(error),
            attempts: 1,
            failedAt: new Date().toISOString(),
          });
          return;
        }
        // A payload that breaks the contract fails like a handler: retried, then dead-lettered.
        const letter = await deliverWithRetries(
          (e) => subscription.handler({ ...e, payload: parseEvent(e.topic, e.payload) }),
          event,
          {
            group,
            options: subscription.options,
            logger: this.logger,
            metrics: this.metrics,
            beforeRetry: heartbeat,
          },
        );
        // The offset is committed only after this resolves: handled, or safely on the dead-letter topic.
        if (letter) await this.deadLetters.record(letter);
      },
    });
    await joined;
  }

  /**
   * kafkajs's own waitForLeaders retries only LEADER_NOT_AVAILABLE, but a KRaft broker answers
   * UNKNOWN_TOPIC_OR_PARTITION for a moment after creating a topic, which failed start-up.
   */
  private async waitForLeaders(admin: Admin, names: string[]): Promise<void> {
    const until = Date.now() + 60_000;
    for (;;) {
      try {
        const { topics: found } = await admin.fetchTopicMetadata({ topics: names });
        if (
          found.length === names.length &&
          found.every((t) => t.partitions.length > 0 && t.partitions.every((p) => p.leader >= 0))
        )
          return;
      } catch (error) {
        if (Date.now() > until) throw error;
      }
      if (Date.now() > until) throw new Error(`kafka topics have no leader after 60 s: ${names.join(', ')}`);
      await sleep(200);
    }
  }

  /** The end offset of every partition the group has no committed offset for yet. */
  private async unstartedPartitions(groupId: string, topicNames: string[]): Promise<Map<string, Map<number, string>>> {
    const starts = new Map<string, Map<number, string>>();
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      for (const topic of topicNames) {
        const [committed] = await retryWhileRetriable(() => admin.fetchOffsets({ groupId, topics: [topic] }));
        const missing = new Set(
          (committed?.partitions ?? []).filter((p) => Number(p.offset) < 0).map((p) => p.partition),
        );
        if (missing.size === 0) continue;
        const ends = await retryWhileRetriable(() => admin.fetchTopicOffsets(topic));
        starts.set(topic, new Map(ends.filter((e) => missing.has(e.partition)).map((e) => [e.partition, e.high])));
      }
    } finally {
      await admin.disconnect();
    }
    return starts;
  }
}
