import type { FulfilmentPart, Order } from '@shop/contracts';
import { InProcessEventBus } from '@shop/service-kit';
import { cxmlAttribute, cxmlStatusResponse, cxmlText, parseCxml } from '@shop/service-kit/cxml';
import type { CxmlOriginStore, StoredCxmlOrigin } from '../../src/punchout/cxml-origin-store';
import { cxmlStatusDocuments, type CxmlStatusDeps } from '../../src/punchout/send-cxml-status';
import { cxmlOrigin } from './cxml-origin-store.contract';

const orderUuid = '5d0c1b6e-8f0a-4c9e-9b1a-2f3e4d5c6b7a';
const origin = cxmlOrigin({ orderUuid, orderDate: '', lineNumbers: [{ variantId: 102, lineNumber: 1 }] });
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

  /** A bus with the consumer on `answers` (3 quick attempts), after one supplier answer went through it. */
  async function busDelivering(answers: { status: number; body: string }[]) {
    const bus = new InProcessEventBus();
    const { deps, sent } = world(answers);
    await bus.subscribe(
      cxmlStatusDocuments.group,
      'fulfilment.part-changed',
      (e) => cxmlStatusDocuments.handle(e, deps),
      { maxAttempts: 3, retryDelayMs: 1, maxRetryDelayMs: 1 },
    );
    await bus.publish('fulfilment.part-changed', event('shipped', 1).payload);
    await bus.drain();
    return { bus, sent };
  }

  it('is retried by the bus and dead-lettered after its last attempt; a later Status 200 ends it', async () => {
    const failing = await busDelivering([answer(500)]);
    expect(failing.sent).toHaveLength(3);
    expect(failing.bus.deadLetters('fulfilment.part-changed').map((l) => l.group)).toEqual(['orders-cxml-status']);
    const recovering = await busDelivering([answer(500), answer(200)]);
    expect(recovering.sent).toHaveLength(2);
    expect(recovering.bus.deadLetters()).toEqual([]);
    await Promise.all([failing.bus.close(), recovering.bus.close()]);
  });
});
