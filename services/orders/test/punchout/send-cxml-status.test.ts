import type { FulfilmentPart, Order } from '@shop/contracts';
import { InProcessEventBus } from '@shop/service-kit';
import { cxmlAttribute, cxmlStatusResponse, cxmlText, parseCxml } from '@shop/service-kit/cxml';
import type { CxmlOriginStore, StoredCxmlOrigin } from '../../src/punchout/cxml-origin-store';
import { cxmlStatusDocuments, type CxmlStatusDeps } from '../../src/punchout/send-cxml-status';

const orderUuid = '5d0c1b6e-8f0a-4c9e-9b1a-2f3e4d5c6b7a';
const origin: StoredCxmlOrigin = {
  orderUuid,
  connectionId: '0b9b3c55-8a1c-4a3e-9a57-6d7e4d0c1f01',
  statusUrl: 'https://buyer.example/cxml/status',
  orderId: 'PO-4711',
  orderDate: '',
  payloadId: '1@buyer.example',
  buyer: { domain: 'NetworkID', identity: 'AN01000000001' },
  shop: { domain: 'DUNS', identity: 'nordbau' },
  sharedSecret: 'cxml-shared-secret-of-the-buyer',
  lineNumbers: [{ variantId: 102, lineNumber: 1 }],
};
const part: FulfilmentPart = {
  supplier: { id: 26, name: 'Pirkan Rauta Oy', language: 'fi' },
  state: 'shipped',
  lines: [
    { variant_id: 102, code: 'DSM-1', title: 'Zaun', quantity: 4, reference: '', state: 'shipped', reason: null },
  ],
  created_at: '2026-11-30T08:00:00.000Z',
  mailed_at: '2026-11-30T08:01:00.000Z',
  confirmed_at: '2026-12-01T08:00:00.000Z',
  dispatch_date: '2026-12-03',
  shipped_at: '2026-12-03T12:00:00.000Z',
  shipment: { carrier: 'Posti', tracking_number: 'JJFI1', tracking_url: null },
  history: [
    { at: '2026-12-01T08:00:00.000Z', actor: 'supplier', type: 'confirmed', detail: '2026-12-03' },
    { at: '2026-12-03T12:00:00.000Z', actor: 'supplier', type: 'shipped' },
  ],
};
const order = { uuid: orderUuid, order_number: 'NB-100123', locale: 'fi', fulfilment: { parts: [part] } } as Order;
const answer = (code: number) => ({
  status: 200,
  body: cxmlStatusResponse({ payloadId: '9@buyer.example', timestamp: new Date(), lang: 'en' }, code, 'x'),
});

/** The subscriber's world: one order, its origin (or none), and the buyer system's answers in turn. */
function world(answers: { status: number; body: string }[], kept: StoredCxmlOrigin | null = origin) {
  const sent: { url: string; body: string; headers: Record<string, string> }[] = [];
  const origins: CxmlOriginStore = { save: async () => undefined, of: async () => kept, close: async () => undefined };
  const deps = {
    store: { findByUuid: async () => order },
    now: () => new Date('2026-12-03T12:05:00Z'),
    cxmlStatus: {
      origins,
      publicOrigin: 'https://shop.example',
      post: async (url: string, body: string, headers: Record<string, string>) => {
        sent.push({ url, body, headers });
        return answers[Math.min(sent.length, answers.length) - 1]!;
      },
    },
  } as unknown as CxmlStatusDeps;
  return { deps, sent };
}

const event = (change: 'confirmed' | 'shipped', historyIndex: number) => ({
  id: `event-${change}`,
  topic: 'fulfilment.part-changed' as const,
  occurredAt: '2026-12-03T12:00:00.000Z',
  payload: { uuid: orderUuid, supplierId: 26, change, historyIndex },
});

describe('status documents to the buyer\u2019s system', () => {
  it('posts a confirmation and a ship notice to the connection\u2019s status URL as cXML', async () => {
    const { deps, sent } = world([answer(200)]);
    await cxmlStatusDocuments.handle(event('confirmed', 0) as never, deps);
    await cxmlStatusDocuments.handle(event('shipped', 1) as never, deps);
    expect(sent.map((s) => [s.url, s.headers['content-type']])).toEqual([
      ['https://buyer.example/cxml/status', 'text/xml; charset=utf-8'],
      ['https://buyer.example/cxml/status', 'text/xml; charset=utf-8'],
    ]);
    const [confirmation, notice] = sent.map((s) => parseCxml(s.body));
    expect(cxmlAttribute(confirmation, 'orderID', 'Request', 'ConfirmationRequest', 'OrderReference')).toBe('PO-4711');
    expect(cxmlText(notice, 'Request', 'ShipNoticeRequest', 'ShipControl', 'ShipmentIdentifier')).toBe('JJFI1');
    expect(cxmlAttribute(notice, 'payloadID')).toMatch(/@shop\.example$/);
  });

  it('sends nothing for an order no OrderRequest with a status URL placed', async () => {
    const { deps, sent } = world([answer(200)], null);
    await cxmlStatusDocuments.handle(event('shipped', 1) as never, deps);
    expect(sent).toEqual([]);
  });

  it('is done only on the buyer\u2019s Status 200: an HTTP error or another Status is tried again', async () => {
    for (const refused of [{ status: 503, body: '' }, answer(401), answer(500), { status: 200, body: 'OK' }]) {
      const { deps } = world([refused]);
      await expect(cxmlStatusDocuments.handle(event('shipped', 1) as never, deps)).rejects.toThrow(
        /did not take the shipped document of NB-100123/,
      );
    }
  });

  it('is retried by the bus and dead-lettered after its last attempt; a later Status 200 ends it', async () => {
    const bus = new InProcessEventBus();
    const failing = world([answer(500)]);
    await bus.subscribe(
      cxmlStatusDocuments.group,
      'fulfilment.part-changed',
      (e) => cxmlStatusDocuments.handle(e, failing.deps),
      { maxAttempts: 3, retryDelayMs: 1, maxRetryDelayMs: 1 },
    );
    await bus.publish('fulfilment.part-changed', {
      uuid: orderUuid,
      supplierId: 26,
      change: 'shipped',
      historyIndex: 1,
    });
    await bus.drain();
    expect(failing.sent).toHaveLength(3);
    expect(bus.deadLetters('fulfilment.part-changed').map((l) => l.group)).toEqual(['orders-cxml-status']);

    const recovering = world([answer(500), answer(200)]);
    const again = new InProcessEventBus();
    await again.subscribe(
      cxmlStatusDocuments.group,
      'fulfilment.part-changed',
      (e) => cxmlStatusDocuments.handle(e, recovering.deps),
      { maxAttempts: 3, retryDelayMs: 1, maxRetryDelayMs: 1 },
    );
    await again.publish('fulfilment.part-changed', {
      uuid: orderUuid,
      supplierId: 26,
      change: 'shipped',
      historyIndex: 1,
    });
    await again.drain();
    expect(recovering.sent).toHaveLength(2);
    expect(again.deadLetters()).toEqual([]);
    await Promise.all([bus.close(), again.close()]);
  });
});
