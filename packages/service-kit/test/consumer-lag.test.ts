import { MetricsRegistry } from '../src';
import { ConsumerLag } from '../src/events/consumer-lag';

describe('the consumer lag gauge', () => {
  it("reports each partition's lag as of its group's last batch, and drops one a rebalance gave away", async () => {
    const registry = new MetricsRegistry();
    const lag = new ConsumerLag(registry);
    lag.record('orders-confirmation-mail', 'order.completed', 0, 12);
    lag.record('orders-confirmation-mail', 'order.completed', 1, 3);
    lag.record('orders-confirmation-mail', 'order.completed', 0, 0);
    lag.record('live-cart', 'cart.updated', 2, 5);
    const series = (name: string) => `shop_kafka_consumer_lag{${name}}`;
    let scrape = await registry.render();
    expect(scrape).toContain(`${series('group="orders-confirmation-mail",topic="order.completed",partition="0"')} 0`);
    expect(scrape).toContain(`${series('group="orders-confirmation-mail",topic="order.completed",partition="1"')} 3`);

    lag.assigned('orders-confirmation-mail', { 'order.completed': [0] });
    scrape = await registry.render();
    expect(scrape).toContain(`${series('group="orders-confirmation-mail",topic="order.completed",partition="0"')} 0`);
    expect(scrape).not.toContain('partition="1"');
    expect(scrape).toContain(`${series('group="live-cart",topic="cart.updated",partition="2"')} 5`);
  });
});
