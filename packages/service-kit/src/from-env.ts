import { consoleBusLogger, type BusLogger } from './events/delivery';
import type { EventBus } from './events/event-bus';
import { InProcessEventBus } from './events/in-process-bus';

type Env = Record<string, string | undefined>;

/**
 * KAFKA_BROKERS=host:9092,... selects Kafka; otherwise the in-process bus. Retries and dead
 * letters are reported to `logger` (pass the service's `app.log`). kafkajs is loaded only when Kafka
 * is chosen: the embedded shop never pays for it.
 */
export async function createEventBusFromEnv(
  env: Env,
  clientId: string,
  logger: BusLogger = consoleBusLogger,
): Promise<EventBus> {
  const brokers = env.KAFKA_BROKERS?.split(',')
    .map((b) => b.trim())
    .filter(Boolean);
  if (!brokers || brokers.length === 0) return new InProcessEventBus({ logger });
  const { KafkaEventBus } = await import('./events/kafka-bus');
  return new KafkaEventBus({ brokers, clientId, topicPrefix: env.KAFKA_TOPIC_PREFIX, logger });
}
