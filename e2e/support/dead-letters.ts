import { deadLetterTopic, deadLetterFileOf, SqliteDeadLetters, type DeadLetter } from '@shop/service-kit';
import { Kafka, logLevel } from 'kafkajs';
import type { RunningShop } from './shop';

/**
 * A dead letter put where the running shop's bus keeps them, as a consumer group that gave up would
 * have left it: the embedded bus's SQLite file, or on the production stack `<topic>.dlq` on Kafka
 * with the group in its header (KafkaEventBus reads both the same way for the back office).
 */
export async function plantDeadLetter(shop: RunningShop, letter: DeadLetter): Promise<void> {
  if (!shop.kafka) {
    const letters = new SqliteDeadLetters(deadLetterFileOf(shop.dataDir));
    try {
      letters.add(letter);
    } finally {
      letters.close();
    }
    return;
  }
  const producer = new Kafka({
    brokers: shop.kafka.brokers.split(','),
    clientId: 'e2e-dead-letter',
    logLevel: logLevel.NOTHING,
  }).producer();
  await producer.connect();
  try {
    await producer.send({
      topic: shop.kafka.topicPrefix + deadLetterTopic(letter.event.topic),
      messages: [{ key: letter.event.id, value: JSON.stringify(letter), headers: { 'x-shop-group': letter.group } }],
    });
  } finally {
    await producer.disconnect();
  }
}
