import { randomUUID } from 'node:crypto';
import { KafkaEventBus } from '../src';
import { describeWithServer } from '../testing';
import { eventBusContract } from './event-bus.contract';

jest.setTimeout(60_000);

describeWithServer('KAFKA_BROKERS', 'KafkaEventBus (Kafka) contract', (brokers) => {
  eventBusContract(async () => {
    // A topic prefix per test: runs never see each other's events.
    const bus = new KafkaEventBus({ brokers: brokers.split(','), clientId: 'contract-test', topicPrefix: `test-${randomUUID().slice(0, 8)}.` });
    await bus.ensureTopics(1);
    return bus;
  });
});
