import { randomUUID } from 'node:crypto';
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
  type DeadLetter,
  type DeadLetterSelection,
  type EventBus,
  type EventHandler,
  type KeptDeadLetter,
  type PublishOptions,
  type Readiness,
  type Replay,
  type SubscribeOptions,
} from './event-bus';
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
}

/** Carried by a replayed dead letter: only this consumer group acts on it, the others had handled it. */
export const replayGroupHeader = 'x-shop-replay-group';

/**
 * Marks a message of `<topic>.dlq` as the record of a replay (of the letter its value names), not a
 * dead letter: the dead-letter topic alone says which letters are still waiting.
 */
export const replayMarkerHeader = 'x-shop-replay-of';

interface ReplayMarker {
  /** The replayed letter's id: `<topic>:<partition>:<offset>` on its dead-letter topic. */
  replayOf: string;
  at: string;
  by: string;
}

/** The contract topic a Kafka dead letter's id names, or null for an id that is none of ours. */
function topicOfLetterId(id: string): Topic | null {
  const match = /^([a-z.-]+):\d{1,6}:\d{1,19}$/.exec(id);
  const topic = match?.[1] as Topic | undefined;
  return topic && (topics as readonly string[]).includes(topic) ? topic : null;
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
  private readonly logger: KafkaClientLogger;
  private readonly metrics: EventMetrics;
  private readonly consumerLag: ConsumerLag;
  private readonly publishTimeoutMs: number;
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

  async listDeadLetters(selection: DeadLetterSelection = {}): Promise<KeptDeadLetter[]> {
    const wanted = selection.topic ? [selection.topic] : [...topics];
    const letters = await this.readDeadLetters(wanted);
    return letters.filter((letter) => !selection.group || letter.group === selection.group);
  }

  async replayDeadLetter(id: string, by: string): Promise<boolean> {
    const topic = topicOfLetterId(id);
    if (!topic) return false;
    const letter = (await this.readDeadLetters([topic])).find((l) => l.id === id);
    if (!letter || letter.replayed) return false;
    await this.replay(letter, by);
    return true;
  }

  async replayDeadLetters(topic: Topic, options: { group?: string; by?: string } = {}): Promise<number> {
    const pending = (await this.readDeadLetters([topic])).filter(
      (letter) => !letter.replayed && (!options.group || letter.group === options.group),
    );
    for (const letter of pending) await this.replay(letter, options.by ?? 'replay command');
    return pending.length;
  }

  /**
   * Re-publishes the event for its group alone, then writes the replay's marker on the dead-letter
   * topic: a crash in between replays it once more later, which idempotent consumers absorb.
   */
  private async replay(letter: KeptDeadLetter, by: string): Promise<void> {
    const topic = letter.event.topic;
    await this.send(this.prefix + topic, [
      { key: letter.event.id, value: JSON.stringify(letter.event), headers: { [replayGroupHeader]: letter.group } },
    ]);
    const marker: ReplayMarker = { replayOf: letter.id, at: new Date().toISOString(), by };
    await this.send(this.prefix + deadLetterTopic(topic), [
      { key: letter.event.id, value: JSON.stringify(marker), headers: { [replayMarkerHeader]: letter.id } },
    ]);
    this.metrics.replayed.inc({ group: letter.group, topic });
  }

  /**
   * The dead letters of these topics with their replays, read from the start of each `<topic>.dlq`
   * by a consumer group used once (and deleted): the topics are the record, nothing else is kept.
   */
  private async readDeadLetters(wanted: Topic[]): Promise<KeptDeadLetter[]> {
    const names = new Map(wanted.map((topic) => [this.prefix + deadLetterTopic(topic), topic]));
    const admin = this.kafka.admin();
    await admin.connect();
    const ends = new Map<string, Map<number, bigint>>();
    try {
      const existing = new Set(await admin.listTopics());
      for (const name of names.keys()) {
        if (!existing.has(name)) continue;
        const offsets = await retryWhileRetriable(() => admin.fetchTopicOffsets(name));
        const filled = offsets.filter((o) => BigInt(o.high) > BigInt(o.low));
        if (filled.length > 0) ends.set(name, new Map(filled.map((o) => [o.partition, BigInt(o.high)])));
      }
    } finally {
      await admin.disconnect();
    }
    const letters: KeptDeadLetter[] = [];
    const replays = new Map<string, Replay>();
    if (ends.size > 0) {
      const groupId = `${this.prefix}dead-letter-reader.${randomUUID()}`;
      const consumer = this.kafka.consumer({ groupId, maxWaitTimeInMs: 500 });
      await consumer.connect();
      try {
        await consumer.subscribe({ topics: [...ends.keys()], fromBeginning: true });
        await new Promise<void>((resolve, reject) => {
          consumer
            .run({
              autoCommit: false,
              eachMessage: async ({ topic: name, partition, message }) => {
                const topic = names.get(name);
                if (topic && message.value) {
                  const value = message.value.toString('utf8');
                  if (headerText(message.headers, replayMarkerHeader) !== undefined) {
                    const marker = JSON.parse(value) as ReplayMarker;
                    replays.set(marker.replayOf, { at: marker.at, by: marker.by });
                  } else {
                    const letter = JSON.parse(value) as DeadLetter;
                    letters.push({ ...letter, id: `${topic}:${partition}:${message.offset}`, replayed: null });
                  }
                }
                const partitions = ends.get(name);
                if (partitions && BigInt(message.offset) + 1n >= (partitions.get(partition) ?? 0n)) {
                  partitions.delete(partition);
                  if (partitions.size === 0) ends.delete(name);
                }
                if (ends.size === 0) resolve();
              },
            })
            .catch(reject);
        });
      } finally {
        await consumer.disconnect();
        await this.deleteGroup(groupId);
      }
    }
    return letters
      .map((letter) => ({ ...letter, replayed: replays.get(letter.id) ?? null }))
      .sort((a, b) => a.failedAt.localeCompare(b.failedAt));
  }

  private async deleteGroup(groupId: string): Promise<void> {
    const admin = this.kafka.admin();
    try {
      await admin.connect();
      await admin.deleteGroups([groupId]);
    } catch (error) {
      this.logger.warn({ groupId, err: errorText(error) }, 'could not delete the dead-letter reader group');
    } finally {
      await admin.disconnect();
    }
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
