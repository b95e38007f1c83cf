import { BackgroundPublisher, MetricsRegistry, type BackgroundPublisherOptions } from '../src';
import { BrokerOutageBus } from './broker-outage-bus';
import { eventually, recordingLogger } from './event-bus.contract';

const cart = (n: number) => `5b8d2f5e-0f0a-4a57-9a55-8c4a1f2a9d${String(n).padStart(2, '0')}`;

function publisherOn(bus: BrokerOutageBus, options: BackgroundPublisherOptions = {}) {
  const metrics = new MetricsRegistry();
  const publisher = new BackgroundPublisher(bus, {
    metrics,
    logger: recordingLogger().logger,
    retryDelayMs: 10,
    maxRetryDelayMs: 50,
    ...options,
  });
  const dropped = (topic: string) => metrics.counter('shop_events_dropped_total', '').value({ topic });
  return { publisher, dropped, metrics };
}

describe('background publisher', () => {
  it('hands an event to the in-process bus within publish, as a direct publish did', async () => {
    const bus = new BrokerOutageBus();
    const seen: number[] = [];
    await bus.subscribe('live', 'cart.updated', (e) => void seen.push(e.payload.length));
    const { publisher } = publisherOn(bus);
    publisher.publish('cart.updated', { uuid: cart(1), length: 3 });
    await bus.drain();
    expect(seen).toEqual([3]);
  });

  it('returns at once while the broker hangs, and sends the event once the broker answers again', async () => {
    const bus = new BrokerOutageBus();
    bus.state = 'hangs';
    const { publisher } = publisherOn(bus, { sendTimeoutMs: 20 });
    const envelope = publisher.publish('search.query', { query_id: cart(2), query: 'dübel', locale: 'de' });
    expect(bus.accepted).toEqual([]);
    bus.state = 'up';
    await eventually(() => bus.accepted.length === 1, 30_000, 'the event was not sent after the broker came back');
    expect(bus.accepted[0]!.id).toBe(envelope.id);
  });

  it('keeps the order of one key while the broker refuses, and loses nothing once it is back', async () => {
    const bus = new BrokerOutageBus();
    bus.state = 'throws';
    const { publisher } = publisherOn(bus);
    for (let length = 1; length <= 5; length++) {
      publisher.publish('cart.updated', { uuid: cart(3), length }, { key: cart(3) });
      publisher.publish('cart.updated', { uuid: cart(4), length: 10 + length }, { key: cart(4) });
    }
    await eventually(() => publisher.size === 10 && bus.accepted.length === 0, 30_000);
    bus.state = 'up';
    expect(await publisher.flushed(30_000)).toBe(true);
    const lengthsOf = (uuid: string) =>
      bus.accepted
        .map((e) => e.payload as { uuid: string; length: number })
        .filter((p) => p.uuid === uuid)
        .map((p) => p.length);
    expect(lengthsOf(cart(3))).toEqual([1, 2, 3, 4, 5]);
    expect(lengthsOf(cart(4))).toEqual([11, 12, 13, 14, 15]);
  });

  it('drops the oldest waiting events once full, counts them per topic, and sends the newest', async () => {
    const bus = new BrokerOutageBus();
    bus.state = 'throws';
    const { publisher, dropped } = publisherOn(bus, { capacity: 2, concurrency: 1 });
    const key = { key: cart(5) };
    const first = publisher.publish('cart.updated', { uuid: cart(5), length: 1 }, key);
    for (let length = 2; length <= 5; length++) publisher.publish('cart.updated', { uuid: cart(5), length }, key);
    expect(await dropped('cart.updated')).toBe(2);
    bus.state = 'up';
    expect(await publisher.flushed(30_000)).toBe(true);
    // The first was under way when the buffer filled; of those waiting, the newest two were kept.
    expect(bus.accepted.map((e) => (e.payload as { length: number }).length)).toEqual([1, 4, 5]);
    expect(bus.accepted[0]!.id).toBe(first.id);
    expect(await dropped('search.query')).toBe(0);
  });

  it('on close waits a bounded time, then drops and counts what the broker did not take', async () => {
    const bus = new BrokerOutageBus();
    bus.state = 'throws';
    const { publisher, dropped } = publisherOn(bus, { retryDelayMs: 60_000, maxRetryDelayMs: 60_000 });
    publisher.publish('search.click', { query_id: cart(6), result_pos: 0, variant_id: 7, add_to_cart: false });
    publisher.publish('search.click', { query_id: cart(6), result_pos: 0, variant_id: 8, add_to_cart: false });
    await eventually(
      async () => (await dropped('search.click')) === 0 && bus.accepted.length === 0 && publisher.size === 2,
    );
    await publisher.close(50);
    expect(await dropped('search.click')).toBe(2);
    publisher.publish('search.click', { query_id: cart(6), result_pos: 0, variant_id: 9, add_to_cart: true });
    expect(await dropped('search.click')).toBe(3);
    expect(publisher.size).toBe(0);
  });

  it('refuses a payload that breaks its contract to the caller, before anything is queued', () => {
    const { publisher } = publisherOn(new BrokerOutageBus());
    expect(() => publisher.publish('cart.updated', { uuid: 'not-a-uuid', length: -1 })).toThrow();
    expect(publisher.size).toBe(0);
  });
});
