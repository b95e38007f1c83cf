import type { EventEnvelope } from '@shop/contracts';
import type { EventBus } from '../src';

const uuid = '5b8d2f5e-0f0a-4a57-9a55-8c4a1f2a9d11';

/** Waits until `check` holds (a broker delivers asynchronously), or fails after `ms`. */
async function eventually(check: () => boolean, ms = 20_000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('event not delivered in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** What every EventBus adapter must do; run by the in-process bus always and by Kafka when KAFKA_BROKERS is set. */
export function eventBusContract(create: () => Promise<EventBus>) {
  let bus: EventBus;
  beforeEach(async () => {
    bus = await create();
  });
  afterEach(async () => bus.close());

  it('delivers each published event to every consumer group, with its id and validated payload', async () => {
    const mailer: EventEnvelope[] = [];
    const live: EventEnvelope[] = [];
    await bus.subscribe('mailer', 'cart.updated', (e) => void mailer.push(e));
    await bus.subscribe('live', 'cart.updated', (e) => void live.push(e));
    const sent = await bus.publish('cart.updated', { uuid, length: 4 });
    await eventually(() => mailer.length === 1 && live.length === 1);
    expect(mailer[0]).toMatchObject({ id: sent.id, topic: 'cart.updated', payload: { uuid, length: 4 } });
    expect(live[0]?.id).toBe(sent.id);
  });

  it('keeps topics apart: a consumer hears only the topics it subscribed to', async () => {
    const heard: string[] = [];
    await bus.subscribe('search', 'search.query', (e) => void heard.push(e.topic));
    await bus.publish('cart.updated', { uuid, length: 1 });
    await bus.publish('search.query', { query_id: uuid, query: 'verkkoaita', locale: 'fi' });
    await eventually(() => heard.length === 1);
    expect(heard).toEqual(['search.query']);
  });

  it('refuses to publish a payload that breaks the contract', async () => {
    await expect(bus.publish('cart.updated', { uuid: 'nope', length: -1 })).rejects.toThrow();
  });
}
