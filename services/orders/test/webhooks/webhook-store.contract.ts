import { randomUUID } from 'node:crypto';
import type { NewDelivery, StoredEndpoint, WebhookStore } from '../../src/webhooks/webhook-store';

/** One throw-away database; `open` opens a store on it, again for each replica. */
export interface WebhookDatabase {
  open(): Promise<WebhookStore>;
  destroy(): Promise<void>;
}

const at = new Date('2026-11-30T10:00:00Z');
const later = (ms: number) => new Date(at.getTime() + ms);

export function endpointOf(companyId: string, change: Partial<StoredEndpoint> = {}): StoredEndpoint {
  return {
    id: randomUUID(),
    company_id: companyId,
    url: 'https://erp.example.fi/nordbau',
    events: ['order.placed'],
    active: true,
    description: '',
    created_at: at.toISOString(),
    updated_at: at.toISOString(),
    secret_rotated_at: at.toISOString(),
    secret: 'whsec_first',
    ...change,
  };
}

function deliveryTo(endpoint: StoredEndpoint, id = `wh_${randomUUID()}`): NewDelivery {
  return {
    id,
    endpoint_id: endpoint.id,
    company_id: endpoint.company_id,
    url: endpoint.url,
    event_type: 'order.placed',
    order_uuid: randomUUID(),
    order_number: '100234',
    body: '{"version":1}',
  };
}

const failed = { status: 'failed' as const, last_status: 400, last_error: 'HTTP 400', next_attempt_at: null };

/**
 * Webhook endpoints and deliveries (docs/procurement.md, "Webhooks"), the same on every engine:
 * an endpoint per company read back with its secret, a delivery queued once per id, claimed by one
 * replica at a time, its attempts recorded, and a failed one sent again.
 */
export function webhookStoreContract(openDatabase: () => Promise<WebhookDatabase>) {
  let database: WebhookDatabase;
  // Every store a test opened on its database (the first is `store`; a test opens a second replica).
  let opened: WebhookStore[] = [];
  const open = async () => {
    const replica = await database.open();
    opened.push(replica);
    return replica;
  };
  let store: WebhookStore;
  beforeEach(async () => {
    opened = [];
    database = await openDatabase();
    store = await open();
  });
  afterEach(async () => {
    await Promise.all(opened.map((replica) => replica.close()));
    await database.destroy();
  });

  it('keeps a company’s endpoints with their secrets, and changes one (an unknown id is null)', async () => {
    const endpoint = endpointOf('c-rakennus');
    await store.createEndpoint(endpoint);
    await store.createEndpoint(endpointOf('c-other'));
    expect(await store.endpointsOf('c-rakennus')).toEqual([endpoint]);
    const changed = await store.changeEndpoint(endpoint.id, {
      active: false,
      secret: 'whsec_second',
      updated_at: later(1000).toISOString(),
    });
    expect(changed).toEqual({
      ...endpoint,
      active: false,
      secret: 'whsec_second',
      updated_at: later(1000).toISOString(),
    });
    expect(await store.endpoint(endpoint.id)).toEqual(changed);
    expect(await store.changeEndpoint(randomUUID(), { updated_at: at.toISOString() })).toBeNull();
  });

  it('queues a delivery once: the same id queued again (the event delivered twice) stays as it was', async () => {
    const endpoint = endpointOf('c-rakennus');
    const delivery = deliveryTo(endpoint);
    await store.enqueue([delivery], at);
    const [claimed] = await store.claimDue(at, 30_000, 10);
    await store.recordAttempt(claimed!, failed, at);
    await store.enqueue([delivery], later(1000));
    expect(await store.deliveriesOf('c-rakennus', 10)).toEqual([
      expect.objectContaining({ id: delivery.id, status: 'failed', attempts: 1, last_status: 400 }),
    ]);
  });

  it('claims a due delivery for one replica only, until its lease runs out', async () => {
    const second = await open();
    const endpoint = endpointOf('c-rakennus');
    await store.enqueue([deliveryTo(endpoint), deliveryTo(endpoint)], at);
    const [mine, theirs] = await Promise.all([store.claimDue(at, 30_000, 10), second.claimDue(at, 30_000, 10)]);
    expect([...mine!, ...theirs!].map((d) => d.id).sort()).toHaveLength(2);
    expect(new Set([...mine!, ...theirs!].map((d) => d.id)).size).toBe(2);
    expect(await store.claimDue(later(29_000), 30_000, 10)).toEqual([]);
    expect(await second.claimDue(later(30_000), 30_000, 10)).toHaveLength(2);
  });

  it('records an attempt only under the claim that holds the delivery', async () => {
    const delivery = deliveryTo(endpointOf('c-rakennus'));
    await store.enqueue([delivery], at);
    const [expired] = await store.claimDue(at, 1000, 1);
    const [current] = await store.claimDue(later(1000), 1000, 1);
    const retry = {
      status: 'pending' as const,
      last_status: 500,
      last_error: 'HTTP 500',
      next_attempt_at: later(5000).toISOString(),
    };
    expect(await store.recordAttempt(expired!, retry, later(1500))).toBe(false);
    expect(await store.recordAttempt(current!, retry, later(1500))).toBe(true);
    expect(await store.claimDue(later(4000), 1000, 1)).toEqual([]);
    expect(await store.claimDue(later(5000), 1000, 1)).toEqual([
      expect.objectContaining({ id: delivery.id, attempts: 1 }),
    ]);
  });

  it('sends a failed delivery again from its first attempt; a pending or delivered one is not re-sent', async () => {
    const endpoint = endpointOf('c-rakennus');
    const refused = deliveryTo(endpoint);
    const waiting = deliveryTo(endpoint);
    await store.enqueue([refused], at);
    const [claimed] = await store.claimDue(at, 1000, 1);
    await store.recordAttempt(claimed!, failed, at);
    await store.enqueue([waiting], at);
    expect(await store.resend(waiting.id, later(1000))).toBeNull();
    expect(await store.resend(refused.id, later(1000))).toMatchObject({
      id: refused.id,
      status: 'pending',
      attempts: 0,
      next_attempt_at: later(1000).toISOString(),
    });
    expect(await store.delivery(refused.id)).not.toHaveProperty('body');
  });

  it('lists a company’s deliveries newest first, and no other company’s', async () => {
    const endpoint = endpointOf('c-rakennus');
    const first = deliveryTo(endpoint);
    const second = deliveryTo(endpoint);
    await store.enqueue([first], at);
    await store.enqueue([second], later(1000));
    await store.enqueue([deliveryTo(endpointOf('c-other'))], at);
    expect((await store.deliveriesOf('c-rakennus', 10)).map((d) => d.id)).toEqual([second.id, first.id]);
    expect(await store.deliveriesOf('c-rakennus', 1)).toHaveLength(1);
  });
}
