import { topics, type Topic } from '@shop/contracts';
import { consoleBusLogger, type BusLogger } from './delivery';
import { KafkaEventBus } from './kafka-bus';

/** The topics a replay can name (the command checks its argument against them). */
export { topics };

/**
 * What `node scripts/replay-dead-letters.mjs` runs: replays the dead letters of `topic` on the
 * Kafka cluster of KAFKA_BROKERS (and KAFKA_TOPIC_PREFIX); resolves with how many.
 */
export async function replayDeadLetters(
  env: Record<string, string | undefined>,
  topic: Topic,
  options: { group?: string; logger?: BusLogger } = {},
): Promise<number> {
  const brokers =
    env.KAFKA_BROKERS?.split(',')
      .map((b) => b.trim())
      .filter(Boolean) ?? [];
  if (brokers.length === 0) throw new Error('KAFKA_BROKERS is not set');
  const bus = new KafkaEventBus({
    brokers,
    clientId: 'dead-letter-replay',
    topicPrefix: env.KAFKA_TOPIC_PREFIX,
    logger: options.logger ?? consoleBusLogger,
  });
  try {
    return await bus.replayDeadLetters(topic, { group: options.group });
  } finally {
    await bus.close();
  }
}
