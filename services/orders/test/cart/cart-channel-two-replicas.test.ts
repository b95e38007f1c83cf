import { randomUUID } from 'node:crypto';
import { InProcessEventBus, type EventBus } from '@shop/service-kit';
import { KafkaEventBus } from '@shop/service-kit/kafka-bus';
import { describeWithKafka } from '@shop/service-kit/testing';
import { logLevel } from 'kafkajs';
import { TestBrowser } from '../browser';
import { connect } from '../live-channel';
import { twoReplicas } from '../replicas';

/** A buyer's tab on replica A sees the change the same buyer's next request made through replica B. */
async function changeThroughBReachesTabOnA(busFor: () => Promise<EventBus>) {
  const { a, onB: sameBuyerOnB, close } = await twoReplicas(busFor);
  const onA = new TestBrowser(a);
  const cart = (
    await onA.inject({ method: 'POST', url: '/orders/add', payload: { variantId: 102, amount: 2, isProduction: true } })
  ).json();
  const tab = await connect(onA, `/ws/${cart.uuid}`);
  expect(await tab.next()).toEqual({ type: 'cart.length', uuid: cart.uuid, length: 2 });

  // The load balancer sends the buyer's next request to replica B, cookies and all.
  const onB = sameBuyerOnB(onA);
  const added = await onB.inject({
    method: 'POST',
    url: '/orders/add',
    payload: { uuid: cart.uuid, variantId: 102, amount: 3, isProduction: true },
  });
  expect(added.json()).toMatchObject({ uuid: cart.uuid, length: 5 });
  // The first add's event may come after the connect's count; the tab waits for the new count.
  let message = await tab.next();
  while ((message as { length?: number }).length === 2) message = await tab.next();
  expect(message).toEqual({ type: 'cart.length', uuid: cart.uuid, length: 5 });
  tab.socket.terminate();
  await close();
}

describe('live channel with two orders replicas', () => {
  it('gives each replica a consumer group of its own, so each sees every cart event', async () => {
    const bus = new InProcessEventBus();
    const groups: string[] = [];
    const subscribe = bus.subscribe.bind(bus);
    bus.subscribe = (group, topic, handler, options) => {
      if (topic === 'cart.updated') groups.push(group);
      return subscribe(group, topic, handler, options);
    };
    const { close } = await twoReplicas(async () => bus);
    expect(groups).toHaveLength(2);
    expect(new Set(groups).size).toBe(2);
    await close();
  });

  it('pushes a change made through replica B to a tab open on replica A (one in-process bus)', async () => {
    const bus = new InProcessEventBus();
    await changeThroughBReachesTabOnA(async () => bus);
  });
});

describeWithKafka('live channel with two orders replicas on Apache Kafka', (broker) => {
  const buses: KafkaEventBus[] = [];
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
  });

  it('pushes a change made through replica B to a tab open on replica A (a Kafka client each)', async () => {
    // A topic prefix of this test's own: no other run's events.
    const topicPrefix = `live-${randomUUID().slice(0, 8)}.`;
    await changeThroughBReachesTabOnA(async () => {
      const bus = new KafkaEventBus({
        brokers: broker().brokers.split(','),
        clientId: 'orders-replica',
        topicPrefix,
        clientLogLevel: logLevel.NOTHING,
      });
      buses.push(bus);
      await bus.ensureTopics(1);
      return bus;
    });
  }, 120_000);
});
