import type { FulfilmentLine, FulfilmentPart } from '@shop/contracts';
import { cxmlAttribute, cxmlChildren, cxmlStatusResponse, cxmlText, parseCxml } from '@shop/service-kit/cxml';
import { cxmlCheckTimeoutMs, describeWithJdk, dtdErrors } from '../../../../packages/service-kit/test/cxml-dtd';
import { confirmationRequest } from '../../src/punchout/cxml-confirmation-request';
import { shipNoticeRequest } from '../../src/punchout/cxml-ship-notice-request';
import { cxmlAnswerTaken } from '../../src/punchout/cxml-status-answer';
import { cxmlOrigin } from './cxml-origin-store.contract';

jest.setTimeout(cxmlCheckTimeoutMs);

const origin = cxmlOrigin({
  lineNumbers: [
    { variantId: 102, lineNumber: 10 },
    { variantId: 103, lineNumber: 20 },
  ],
});
const meta = { host: 'shop.example', now: new Date('2026-12-01T09:00:00Z'), lang: 'fi' };

const line = (over: Partial<FulfilmentLine>): FulfilmentLine => ({
  variant_id: 102,
  code: 'DSM-656-1830',
  title: 'Zaun & Tor',
  quantity: 4,
  reference: '',
  state: 'confirmed',
  reason: null,
  ...over,
});
const part = (over: Partial<FulfilmentPart>): FulfilmentPart => ({
  supplier: { id: 26, name: 'Pirkan Rauta Oy', language: 'fi' },
  state: 'confirmed',
  lines: [line({}), line({ variant_id: 103, code: 'NB-7', quantity: 2 })],
  created_at: '2026-11-30T08:00:00.000Z',
  mailed_at: '2026-11-30T08:01:00.000Z',
  confirmed_at: '2026-12-01T08:59:00.000Z',
  dispatch_date: '2026-12-03',
  shipped_at: null,
  shipment: null,
  history: [{ at: '2026-12-01T08:59:00.000Z', actor: 'supplier', type: 'confirmed', detail: '2026-12-03' }],
  ...over,
});

/** The ConfirmationRequest of a part's first answer. */
const confirmationOf = (answered: FulfilmentPart) =>
  confirmationRequest(origin, { orderNumber: 'NB-100123', part: answered, entry: answered.history[0]! }, meta);
const confirmation = confirmationOf(part({}));
const refusedPart = part({
  state: 'not_deliverable',
  lines: [line({ variant_id: 103, state: 'not_deliverable', reason: 'Tuote on poistunut valikoimasta' })],
  history: [{ at: '2026-12-01T08:59:00.000Z', actor: 'supplier', type: 'line_not_deliverable', variant_ids: [103] }],
});
const refusal = confirmationOf(refusedPart);
const shipped = part({
  state: 'shipped',
  lines: [line({ state: 'shipped' }), line({ variant_id: 103, state: 'shipped', quantity: 2 })],
  shipped_at: '2026-12-03T12:00:00.000Z',
  shipment: { carrier: 'Posti & Co', tracking_number: 'JJFI6432100012345', tracking_url: null },
});
const notice = shipNoticeRequest(origin, { orderNumber: 'NB-100123', part: shipped }, meta);

describe('the status documents to the buyer\u2019s system', () => {
  it('come from the shop as the buyer names it, to the buyer, with the connection\u2019s shared secret', () => {
    for (const xml of [confirmation, notice]) {
      const root = parseCxml(xml);
      expect(cxmlText(root, 'Header', 'From', 'Credential', 'Identity')).toBe('nordbau');
      expect(cxmlText(root, 'Header', 'To', 'Credential', 'Identity')).toBe('AN01000000001');
      expect(cxmlText(root, 'Header', 'Sender', 'Credential', 'SharedSecret')).toBe(origin.sharedSecret);
      expect(cxmlAttribute(root, 'payloadID')).toMatch(/@shop\.example$/);
    }
  });

  it('confirm the supplier\u2019s lines by the buyer\u2019s line numbers and dispatch day, for their orderID', () => {
    const request = parseCxml(confirmation).Request;
    expect(cxmlAttribute(request, 'type', 'ConfirmationRequest', 'ConfirmationHeader')).toBe('detail');
    expect(cxmlAttribute(request, 'orderID', 'ConfirmationRequest', 'OrderReference')).toBe('PO-4711');
    expect(cxmlAttribute(request, 'payloadID', 'ConfirmationRequest', 'OrderReference', 'DocumentReference')).toBe(
      origin.payloadId,
    );
    const items = cxmlChildren(cxmlChildren(request, 'ConfirmationRequest')[0], 'ConfirmationItem');
    expect(items.map((item) => [cxmlAttribute(item, 'lineNumber'), cxmlAttribute(item, 'quantity')])).toEqual([
      ['10', '4'],
      ['20', '2'],
    ]);
    expect(items.map((item) => cxmlAttribute(item, 'type', 'ConfirmationStatus'))).toEqual(['accept', 'accept']);
    expect(cxmlAttribute(items[0], 'shipmentDate', 'ConfirmationStatus')).toBe('2026-12-03T00:00:00+00:00');
  });

  it('reject a line the supplier cannot deliver, with the supplier\u2019s reason', () => {
    const request = parseCxml(refusal).Request;
    expect(cxmlAttribute(request, 'type', 'ConfirmationRequest', 'ConfirmationHeader')).toBe('reject');
    const items = cxmlChildren(cxmlChildren(request, 'ConfirmationRequest')[0], 'ConfirmationItem');
    expect(items.map((item) => cxmlAttribute(item, 'lineNumber'))).toEqual(['20']);
    expect(cxmlAttribute(items[0], 'type', 'ConfirmationStatus')).toBe('reject');
    expect(cxmlText(items[0], 'ConfirmationStatus', 'Comments')).toBe('Tuote on poistunut valikoimasta');
  });

  it('announce the shipment with its carrier, tracking number and shipped lines', () => {
    const request = parseCxml(notice).Request;
    expect(cxmlAttribute(request, 'shipmentID', 'ShipNoticeRequest', 'ShipNoticeHeader')).toBe('NB-100123-26');
    // Read without entity processing: the carrier as written, escaped.
    expect(cxmlText(request, 'ShipNoticeRequest', 'ShipControl', 'CarrierIdentifier')).toBe('Posti &amp; Co');
    expect(cxmlText(request, 'ShipNoticeRequest', 'ShipControl', 'ShipmentIdentifier')).toBe('JJFI6432100012345');
    expect(cxmlAttribute(request, 'orderID', 'ShipNoticeRequest', 'ShipNoticePortion', 'OrderReference')).toBe(
      'PO-4711',
    );
    const items = cxmlChildren(cxmlChildren(request, 'ShipNoticeRequest')[0], 'ShipNoticePortion');
    expect(
      cxmlChildren(items[0], 'ShipNoticeItem').map((item) => [
        cxmlAttribute(item, 'lineNumber'),
        cxmlAttribute(item, 'quantity'),
      ]),
    ).toEqual([
      ['10', '4'],
      ['20', '2'],
    ]);
  });

  it('leave ShipControl out when the supplier gave no carrier', () => {
    const bare = shipNoticeRequest(origin, { orderNumber: 'NB-100123', part: { ...shipped, shipment: null } }, meta);
    expect(cxmlChildren(parseCxml(bare).Request, 'ShipNoticeRequest')[0]).not.toHaveProperty('ShipControl');
  });
});

describe('the buyer system\u2019s answer to a status document', () => {
  const meta = { payloadId: '1@buyer.example', timestamp: new Date(), lang: 'en' };

  it('takes it only with a cXML Status 200', () => {
    expect(cxmlAnswerTaken(cxmlStatusResponse(meta, 200, 'OK'))).toBe(true);
    expect(cxmlAnswerTaken(cxmlStatusResponse(meta, 401, 'Unauthorized'))).toBe(false);
    expect(cxmlAnswerTaken(cxmlStatusResponse(meta, 500, 'Internal Server Error'))).toBe(false);
    expect(cxmlAnswerTaken('<html>OK</html>')).toBe(false);
    expect(cxmlAnswerTaken('')).toBe(false);
  });
});

describeWithJdk('the status documents against the cXML DTD', () => {
  it(
    'validate: a confirmation, a rejection, and a ship notice with and without its carrier',
    () => {
      const bare = shipNoticeRequest(origin, { orderNumber: 'NB-1', part: { ...shipped, shipment: null } }, meta);
      expect(dtdErrors({ confirmation, refusal, notice, bare })).toEqual({
        confirmation: [],
        refusal: [],
        notice: [],
        bare: [],
      });
    },
    cxmlCheckTimeoutMs,
  );

  it(
    'catch a confirmation without its OrderReference',
    () => {
      const broken = confirmation.replace(/<OrderReference.*?<\/OrderReference>/, '');
      expect(dtdErrors({ broken }).broken).not.toEqual([]);
    },
    cxmlCheckTimeoutMs,
  );
});
