import { InProcessEventBus } from '@shop/service-kit';
import { subscribeAll, type OrderSubscriber, type SubscriberDeps } from '../../src/events/subscribers';

/** A subscriber of `group` to `order.placed` that does nothing: the test looks at the subscribing only. */
const subscriberOf = (group: string): OrderSubscriber => ({ event: 'order.placed', group, handle: async () => {} });

/**
 * A bus whose subscribes each wait until the test lets them end (as a Kafka group's join takes its
 * time), recording each one's start and end in order.
 */
function heldBus() {
  const bus = new InProcessEventBus();
  const steps: string[] = [];
  const held: (() => void)[] = [];
  const subscribe = bus.subscribe.bind(bus);
  bus.subscribe = async (group, topic, handler, options) => {
    steps.push(`start ${group}`);
    await new Promise<void>((resolve) => held.push(resolve));
    await subscribe(group, topic, handler, options);
    steps.push(`end ${group}`);
  };
  /** Lets every subscribe that waits end, and gives their continuations a turn. */
  const release = async () => {
    for (const end of held.splice(0)) end();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { bus, steps, release };
}

describe('subscribing the orders service', () => {
  it('starts every group without waiting for another group, and a group subscriber after subscriber', async () => {
    const { bus, steps, release } = heldBus();
    const table = [subscriberOf('mail'), subscriberOf('routing'), subscriberOf('mail'), subscriberOf('webhook')];
    // Only the bus is used while subscribing; the store is the handlers' (none runs here).
    const subscribed = subscribeAll(table, { bus } as unknown as SubscriberDeps);
    await new Promise((resolve) => setImmediate(resolve));
    expect(steps).toEqual(['start mail', 'start routing', 'start webhook']);
    await release();
    expect(steps.slice(3)).toEqual(['end mail', 'end routing', 'end webhook', 'start mail']);
    await release();
    await subscribed;
    expect(steps.slice(7)).toEqual(['end mail']);
  });
});
