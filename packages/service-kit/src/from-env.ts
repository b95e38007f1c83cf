import { join } from 'node:path';
import { SqliteDeadLetters } from './events/dead-letter-store';
import { consoleBusLogger, type BusLogger } from './events/delivery';
import type { EventBus } from './events/event-bus';
import { InProcessEventBus } from './events/in-process-bus';

type Env = Record<string, string | undefined>;

/**
 * KAFKA_BROKERS=host:9092,... selects Kafka; otherwise the in-process bus. Retries and dead
 * letters are reported to `logger` (pass the service's `app.log`). kafkajs is loaded only when Kafka
 * is chosen: the embedded shop never pays for it. Given `dataDir`, the in-process bus keeps its
 * dead letters in DATA_DIR/events/dead-letters.sqlite, so they outlive a restart (Kafka keeps them
 * on its `.dlq` topics).
 */
export async function createEventBusFromEnv(
  env: Env,
  clientId: string,
  logger: BusLogger = consoleBusLogger,
  dataDir?: string,
): Promise<EventBus> {
  const brokers = env.KAFKA_BROKERS?.split(',')
    .map((b) => b.trim())
    .filter(Boolean);
  if (!brokers || brokers.length === 0) {
    const deadLetters = dataDir ? new SqliteDeadLetters(deadLetterFileOf(dataDir)) : undefined;
    return new InProcessEventBus({ logger, deadLetters });
  }
  const { KafkaEventBus } = await import('./events/kafka-bus');
  return new KafkaEventBus({ brokers, clientId, topicPrefix: env.KAFKA_TOPIC_PREFIX, logger });
}

/** The embedded bus's dead letters: their own file, beside the services' databases. */
export function deadLetterFileOf(dataDir: string): string {
  return join(dataDir, 'events', 'dead-letters.sqlite');
}
