import { parseEvent, topics, type EventEnvelope, type EventPayload, type Topic } from '@shop/contracts';
import {
  Kafka,
  KafkaJSError,
  logLevel,
  type Admin,
  type Consumer,
  type IHeaders,
  type Message,
  type Producer,
} from 'kafkajs';
import type { MetricsRegistry } from '../metrics/registry';
import {
  consoleBusLogger,
  defaultSubscribeOptions,
  deliverWithRetries,
  errorText,
  eventMetrics,
  type BusLogger,
  type EventMetrics,
} from './delivery';
import { createEnvelope } from './envelope';
import {
  deadLetterTopic,
  type DeadLetter,
  type EventBus,
  type EventHandler,
  type PublishOptions,
  type Readiness,
  type SubscribeOptions,
} from './event-bus';

export interface KafkaBusOptions {
  brokers: string[];
  clientId: string;
  /** Prefix for topic names, so several environments can share one cluster. */
  topicPrefix?: string;
  logger?: BusLogger;
  metrics?: MetricsRegistry;
  /**
   * How long one publish keeps reconnecting and retrying before it fails (default 30 s). An
   * outbox relay retries beyond that on its own; a direct publisher gets the error.
   */
  publishTimeoutMs?: number;
  /** kafkajs's own log level (default WARN); its lines go to `logger`. */
  clientLogLevel?: logLevel;
}

/** Carried by a replayed dead letter: only this consumer group acts on it, the others had handled it. */
export const replayGroupHeader = 'x-shop-replay-group';

interface Subscription {
  handler: EventHandler<Topic>;
  options: Required<SubscribeOptions>;
}

interface Group {
  consumer: Consumer | null;
  handlers: Map<string, Subscription>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function headerText(headers: IHeaders | undefined, name: string): string | undefined {
  const value = headers?.[name];
  if (value === undefined) return undefined;
  return (Array.isArray(value) ? value[0] : value)?.toString();
}

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
  private readonly logger: BusLogger;
  private readonly metrics: EventMetrics;
  private readonly publishTimeoutMs: number;
  private lastSendError: string | null = null;
  private closed = false;

  constructor(private readonly options: KafkaBusOptions) {
    this.logger = options.logger ?? consoleBusLogger;
    const logger = this.logger;
    const logCreator =
      () => (entry: { namespace: string; level: logLevel; log: { message: string } & Record<string, unknown> }) => {
        const { message, ...details } = entry.log;
        const line = `kafkajs ${entry.namespace}: ${message}`;
        if (entry.level === logLevel.ERROR) logger.error(details, line);
        else logger.warn(details, line);
      };
    const clientLogLevel = options.clientLogLevel ?? logLevel.WARN;
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      logLevel: clientLogLevel,
      logCreator,
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
    this.metrics = eventMetrics(options.metrics);
    this.publishTimeoutMs = options.publishTimeoutMs ?? 30_000;
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

  async replayDeadLetters(topic: Topic, options: { group?: string } = {}): Promise<number> {
    const dlq = this.prefix + deadLetterTopic(topic);
    // One replay consumer group per selection: each run continues where the last one stopped.
    const replayGroup = `${this.prefix}dead-letter-replay.${topic}.${options.group ?? '*'}`;
    const admin = this.kafka.admin();
    await admin.connect();
    let remaining: Map<number, bigint>;
    try {
      if (!(await admin.listTopics()).includes(dlq)) {
        throw new Error(
          `the dead-letter topic ${dlq} does not exist (ensureTopics or infra/kafka/create-topics.sh creates it)`,
        );
      }
      const [ends, committed] = await Promise.all([
        admin.fetchTopicOffsets(dlq),
        admin.fetchOffsets({ groupId: replayGroup, topics: [dlq] }),
      ]);
      const done = new Map((committed[0]?.partitions ?? []).map((p) => [p.partition, BigInt(p.offset)]));
      remaining = new Map();
      for (const end of ends) {
        const from = done.get(end.partition) ?? -1n;
        const start = from >= 0n ? from : BigInt(end.low);
        if (BigInt(end.high) > start) remaining.set(end.partition, BigInt(end.high));
      }
    } finally {
      await admin.disconnect();
    }
    if (remaining.size === 0) return 0;

    const consumer = this.kafka.consumer({ groupId: replayGroup });
    let replayed = 0;
    let failure: unknown = null;
    await consumer.connect();
    try {
      await consumer.subscribe({ topics: [dlq], fromBeginning: true });
      await new Promise<void>((resolve, reject) => {
        const reached = (partition: number, next: bigint) => {
          const end = remaining.get(partition);
          if (end !== undefined && next >= end) remaining.delete(partition);
          if (remaining.size === 0) resolve();
        };
        consumer
          .run({
            autoCommit: false,
            eachMessage: async ({ partition, message }) => {
              try {
                const letter = message.value ? (JSON.parse(message.value.toString('utf8')) as DeadLetter) : null;
                if (letter && (!options.group || letter.group === options.group)) {
                  await this.send(this.prefix + letter.event.topic, [
                    {
                      key: letter.event.id,
                      value: JSON.stringify(letter.event),
                      headers: { [replayGroupHeader]: letter.group },
                    },
                  ]);
                  this.metrics.replayed.inc({ group: letter.group, topic });
                  replayed++;
                }
                const next = BigInt(message.offset) + 1n;
                await consumer.commitOffsets([{ topic: dlq, partition, offset: next.toString() }]);
                reached(partition, next);
              } catch (error) {
                failure = error;
                reject(error);
                throw error;
              }
            },
          })
          .catch(reject);
      });
    } finally {
      await consumer.disconnect();
    }
    if (failure) throw failure;
    return replayed;
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

  /** Sends with acks=all, reconnecting with a fresh producer until it works or publishTimeoutMs passed. */
  private async send(topic: string, messages: Message[]): Promise<void> {
    const deadline = Date.now() + this.publishTimeoutMs;
    for (let attempt = 1; ; attempt++) {
      if (this.closed) throw new Error('event bus is closed');
      const session = this.producerSession();
      try {
        const producer = await session;
        await producer.send({ topic, acks: -1, messages });
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
    const consumer = this.kafka.consumer({ groupId: this.prefix + group, maxWaitTimeInMs: 1_000 });
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
        const replayFor = headerText(message.headers, replayGroupHeader);
        if (replayFor !== undefined && replayFor !== group) return;
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
          await this.deadLetter({
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
        if (letter) await this.deadLetter(letter);
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

  private async deadLetter(letter: DeadLetter): Promise<void> {
    try {
      await this.send(this.prefix + deadLetterTopic(letter.event.topic), [
        { key: letter.event.id, value: JSON.stringify(letter), headers: { 'x-shop-group': letter.group } },
      ]);
    } catch (error) {
      // Retriable for kafkajs: the consumer restarts and the event is delivered again, not skipped.
      throw new KafkaJSError(`could not dead-letter event ${letter.event.id}: ${errorText(error)}`, {
        retriable: true,
      });
    }
  }
}

/**
 * Right after a topic is made, a KRaft broker can name a leader in its metadata and still answer
 * "not the leader for that topic-partition" to an offsets request for a moment: such answers are
 * retriable (kafkajs marks them), so they are asked again for up to 30 s instead of failing a
 * subscribe.
 */
async function retryWhileRetriable<T>(call: () => Promise<T>, limitMs = 30_000): Promise<T> {
  const until = Date.now() + limitMs;
  for (let delay = 100; ; delay = Math.min(delay * 2, 2_000)) {
    try {
      return await call();
    } catch (error) {
      const retriable = (error as { retriable?: unknown }).retriable === true;
      if (!retriable || Date.now() + delay > until) throw error;
      await sleep(delay);
    }
  }
}
