import type { EventEnvelope } from '@shop/contracts';
import {
  InProcessEventBus,
  OutboxRelay,
  type EventBus,
  type OutboxRelayOptions,
  type PublishOptions,
} from '@shop/service-kit';
import type { OrderStore } from '../shared/order-store';

/**
 * Publishes the orders outbox (the events the store committed with their orders) to the bus, now
 * and after every commit that wrote events. Composition roots start it after the store and stop it
 * before the bus closes (`relay.stop()`), then close the store.
 */
export function startOrderEventRelay(store: OrderStore, bus: EventBus, options: OutboxRelayOptions = {}): OutboxRelay {
  const relay = new OutboxRelay(
    store.outbox,
    bus instanceof InProcessEventBus ? handledInProcess(bus) : bus,
    options,
  ).start();
  store.onEvents(() => relay.notify());
  return relay;
}

/**
 * The in-process bus as the relay must see it: there the broker is this process, and an event it
 * accepted lives only in memory until its consumers are done with it. Marking the row sent at
 * that moment meant a crash before the confirmation mail went out lost it for good; so a publish
 * counts only once every delivery under way has finished (handled, or dead-lettered after its
 * retries). Until then the row stays in the outbox and a restart publishes it again, which
 * `onceOnly` and the mail's idempotency key absorb.
 */
function handledInProcess(bus: InProcessEventBus): EventBus {
  // The bus's own drain, taken now: a drain replaced later that waits for this relay (the tests'
  // helper does) must never be awaited from inside the relay's own publish.
  const drained = bus.drain.bind(bus);
  return {
    kind: bus.kind,
    publish: (topic, payload, options) => bus.publish(topic, payload, options),
    publishEnvelope: async (envelope: EventEnvelope, options?: PublishOptions) => {
      await bus.publishEnvelope(envelope, options);
      await drained();
    },
    subscribe: (group, topic, handler, options) => bus.subscribe(group, topic, handler, options),
    ready: () => bus.ready(),
    replayDeadLetters: (topic, options) => bus.replayDeadLetters(topic, options),
    listDeadLetters: (selection) => bus.listDeadLetters(selection),
    replayDeadLetter: (id, by) => bus.replayDeadLetter(id, by),
    close: () => bus.close(),
  };
}
