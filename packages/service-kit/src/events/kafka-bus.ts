import { topics, type EventEnvelope, type EventPayload, type Topic } from '@shop/contracts';
import { Kafka, logLevel, type Consumer, type Producer } from 'kafkajs';
import { createEnvelope, decodeEnvelope } from './envelope';
import type { EventBus, EventHandler } from './event-bus';

export interface KafkaBusOptions {
  brokers: string[];
  clientId: string;
  /** Prefix for topic names, so several environments can share one cluster. */
  topicPrefix?: string;
}

/** The production bus: one Kafka topic per event topic, one consumer group per subscriber group. */
export class KafkaEventBus implements EventBus {
  readonly kind = 'kafka';
  private readonly kafka: Kafka;
  private producer: Producer | null = null;
  private readonly consumers = new Map<string, { consumer: Consumer; handlers: Map<string, EventHandler<Topic>> }>();
  private readonly prefix: string;

  constructor(private readonly options: KafkaBusOptions) {
    this.kafka = new Kafka({ clientId: options.clientId, brokers: options.brokers, logLevel: logLevel.WARN });
    this.prefix = options.topicPrefix ?? '';
  }

  /** Creates every topic of the contract if missing (idempotent; used at start-up and by infra). */
  async ensureTopics(partitions = 3): Promise<void> {
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      const existing = new Set(await admin.listTopics());
      const missing = topics.map((t) => this.prefix + t).filter((t) => !existing.has(t));
      if (missing.length > 0) {
        await admin.createTopics({ waitForLeaders: true, topics: missing.map((topic) => ({ topic, numPartitions: partitions })) });
      }
    } finally {
      await admin.disconnect();
    }
  }

  async publish<T extends Topic>(topic: T, payload: EventPayload<T>): Promise<EventEnvelope<T>> {
    const envelope = createEnvelope(topic, payload);
    if (!this.producer) {
      this.producer = this.kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
      await this.producer.connect();
    }
    await this.producer.send({
      topic: this.prefix + topic,
      messages: [{ key: envelope.id, value: JSON.stringify(envelope) }],
    });
    return envelope;
  }

  async subscribe<T extends Topic>(group: string, topic: T, handler: EventHandler<T>): Promise<void> {
    let entry = this.consumers.get(group);
    if (entry) {
      // kafkajs cannot add topics to a running consumer: restart it with the new subscription.
      await entry.consumer.disconnect();
    } else {
      entry = { consumer: this.kafka.consumer({ groupId: this.prefix + group }), handlers: new Map() };
      this.consumers.set(group, entry);
    }
    entry.handlers.set(this.prefix + topic, handler as unknown as EventHandler<Topic>);
    const { consumer, handlers } = entry;
    await consumer.connect();
    await consumer.subscribe({ topics: [...handlers.keys()], fromBeginning: false });
    // A new group starts at the latest offset once it has joined: resolve only then, so an event
    // published after subscribe() returns is never missed.
    const joined = new Promise<void>((resolve) => {
      const stop = consumer.on(consumer.events.GROUP_JOIN, () => {
        stop();
        resolve();
      });
    });
    await consumer.run({
      eachMessage: async ({ topic: name, message }) => {
        if (!message.value) return;
        await handlers.get(name)?.(decodeEnvelope(message.value.toString('utf8')));
      },
    });
    await joined;
  }

  async close(): Promise<void> {
    await Promise.all([...this.consumers.values()].map((c) => c.consumer.disconnect()));
    this.consumers.clear();
    await this.producer?.disconnect();
    this.producer = null;
  }
}
