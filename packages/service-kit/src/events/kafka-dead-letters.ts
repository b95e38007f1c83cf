import { randomUUID } from 'node:crypto';
import { topics, type Topic } from '@shop/contracts';
import { KafkaJSError, type IHeaders, type Kafka, type Message } from 'kafkajs';
import { errorText, type EventMetrics } from './delivery';
import {
  deadLetterTopic,
  type DeadLetter,
  type DeadLetterSelection,
  type KeptDeadLetter,
  type Replay,
} from './event-bus';
import type { KafkaClientLogger } from './kafka-client-log';
import { retryWhileRetriable } from './kafka-retriable';

/** Carried by a replayed dead letter: only this consumer group acts on it, the others had handled it. */
const replayGroupHeader = 'x-shop-replay-group';

/**
 * Marks a message of `<topic>.dlq` as the record of a replay (of the letter its value names), not a
 * dead letter: the dead-letter topic alone says which letters are still waiting.
 */
const replayMarkerHeader = 'x-shop-replay-of';

interface ReplayMarker {
  /** The replayed letter's id: `<topic>:<partition>:<offset>` on its dead-letter topic. */
  replayOf: string;
  at: string;
  by: string;
}

/** What the dead letters need of the bus: its clients, its topic prefix and its retrying send. */
export interface DeadLetterBus {
  kafka: Kafka;
  prefix: string;
  logger: KafkaClientLogger;
  metrics: EventMetrics;
  send(topic: string, messages: Message[]): Promise<void>;
}

/** The contract topic a Kafka dead letter's id names, or null for an id that is none of ours. */
function topicOfLetterId(id: string): Topic | null {
  const match = /^([a-z.-]+):\d{1,6}:\d{1,19}$/.exec(id);
  const topic = match?.[1] as Topic | undefined;
  return topic && (topics as readonly string[]).includes(topic) ? topic : null;
}

function headerText(headers: IHeaders | undefined, name: string): string | undefined {
  const value = headers?.[name];
  if (value === undefined) return undefined;
  return (Array.isArray(value) ? value[0] : value)?.toString();
}

/** Whether a message is the replay of another group's dead letter, which this group had handled. */
export function isReplayForOtherGroup(headers: IHeaders | undefined, group: string): boolean {
  const replayFor = headerText(headers, replayGroupHeader);
  return replayFor !== undefined && replayFor !== group;
}

/**
 * The Kafka bus's dead letters: written to `<topic>.dlq`, listed and replayed from there. The
 * topics are the record, nothing else is kept.
 */
export class KafkaDeadLetters {
  constructor(private readonly bus: DeadLetterBus) {}

  async record(letter: DeadLetter): Promise<void> {
    try {
      await this.bus.send(this.bus.prefix + deadLetterTopic(letter.event.topic), [
        { key: letter.event.id, value: JSON.stringify(letter), headers: { 'x-shop-group': letter.group } },
      ]);
    } catch (error) {
      // Retriable for kafkajs: the consumer restarts and the event is delivered again, not skipped.
      throw new KafkaJSError(`could not dead-letter event ${letter.event.id}: ${errorText(error)}`, {
        retriable: true,
      });
    }
  }

  async list(selection: DeadLetterSelection = {}): Promise<KeptDeadLetter[]> {
    const wanted = selection.topic ? [selection.topic] : [...topics];
    const letters = await this.read(wanted);
    return letters.filter((letter) => !selection.group || letter.group === selection.group);
  }

  async replayOne(id: string, by: string): Promise<boolean> {
    const topic = topicOfLetterId(id);
    if (!topic) return false;
    const letter = (await this.read([topic])).find((l) => l.id === id);
    if (!letter || letter.replayed) return false;
    await this.replay(letter, by);
    return true;
  }

  async replayAll(topic: Topic, options: { group?: string; by?: string } = {}): Promise<number> {
    const pending = (await this.read([topic])).filter(
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
    await this.bus.send(this.bus.prefix + topic, [
      { key: letter.event.id, value: JSON.stringify(letter.event), headers: { [replayGroupHeader]: letter.group } },
    ]);
    const marker: ReplayMarker = { replayOf: letter.id, at: new Date().toISOString(), by };
    await this.bus.send(this.bus.prefix + deadLetterTopic(topic), [
      { key: letter.event.id, value: JSON.stringify(marker), headers: { [replayMarkerHeader]: letter.id } },
    ]);
    this.bus.metrics.replayed.inc({ group: letter.group, topic });
  }

  /**
   * The dead letters of these topics with their replays, read from the start of each `<topic>.dlq`
   * by a consumer group used once (and deleted).
   */
  private async read(wanted: Topic[]): Promise<KeptDeadLetter[]> {
    const { kafka, prefix } = this.bus;
    const names = new Map(wanted.map((topic) => [prefix + deadLetterTopic(topic), topic]));
    const admin = kafka.admin();
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
      const groupId = `${prefix}dead-letter-reader.${randomUUID()}`;
      const consumer = kafka.consumer({ groupId, maxWaitTimeInMs: 500 });
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
    const admin = this.bus.kafka.admin();
    try {
      await admin.connect();
      await admin.deleteGroups([groupId]);
    } catch (error) {
      this.bus.logger.warn({ groupId, err: errorText(error) }, 'could not delete the dead-letter reader group');
    } finally {
      await admin.disconnect();
    }
  }
}
