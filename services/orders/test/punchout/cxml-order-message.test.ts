import type { CartItem, Order, PunchoutSession } from '@shop/contracts';
import { cxmlAttribute, cxmlChildren, cxmlText, parseCxml } from '@shop/service-kit/cxml';
import { cxmlCheckTimeoutMs, describeWithJdk, dtdErrors } from '../../../../packages/service-kit/test/cxml-dtd';
import { punchoutOrderMessage } from '../../src/punchout/cxml-order-message';
import { punchoutLines } from '../../src/punchout/punchout-lines';

jest.setTimeout(cxmlCheckTimeoutMs);

const session: PunchoutSession = {
  protocol: 'cxml',
  return_url: 'https://buyer.example/punchout/return',
  target: '_top',
  buyer_cookie: '1CX3L4843PPZO',
  credentials: {
    buyer: { domain: 'NetworkID', identity: 'AN01000000001' },
    supplier: { domain: 'DUNS', identity: 'nordbau' },
  },
};
const item = (over: Partial<CartItem>): CartItem => ({
  id: 1,
  code: 'DFT-003548',
  variant_id: 3548,
  quantity: 2,
  price: 98_290,
  discount: 0,
  fullTitle: 'Kaksilehtinen kääntöportti <raskas> & sinkitty',
  reference: '',
  variant: {
    description: 'Sopii verkkoaitoihin.',
    supplier: { id: 26, name: 'Pirkan Rauta Oy', slug: 'pirkan-rauta-oy' },
    delivery_estimate: { kind: 'range', min: 3, max: 5 },
  } as CartItem['variant'],
  ...over,
});
const cart = {
  items: [item({}), item({ id: 2, code: 'NB-7', quantity: 3, price: 1_000, discount: 1, variant: undefined })],
  total_price: 199_579,
} as Order;
const message = punchoutOrderMessage(punchoutLines(cart), {
  session,
  goodsCents: cart.total_price,
  locale: 'fi',
  host: 'shop.example',
  now: new Date('2026-11-30T08:00:00Z'),
});

describe('the PunchOutOrderMessage', () => {
  const root = parseCxml(message);
  const order = root.Message as never;

  it('sends the BuyerCookie back and turns the setup\u2019s credentials round', () => {
    expect(cxmlText(order, 'PunchOutOrderMessage', 'BuyerCookie')).toBe('1CX3L4843PPZO');
    expect(cxmlText(root, 'Header', 'From', 'Credential', 'Identity')).toBe('nordbau');
    expect(cxmlText(root, 'Header', 'To', 'Credential', 'Identity')).toBe('AN01000000001');
    expect(cxmlAttribute(root, 'payloadID')).toMatch(/^1796025600000\.[0-9a-f]{16}@shop\.example$/);
  });

  it('gives each line the shop\u2019s price, unit, classification and lead time, in the session language', () => {
    const items = cxmlChildren(cxmlChildren(order, 'PunchOutOrderMessage')[0], 'ItemIn');
    expect(items.map((i) => cxmlAttribute(i, 'quantity'))).toEqual(['2', '3']);
    expect(cxmlText(items[0], 'ItemID', 'SupplierPartID')).toBe('DFT-003548');
    // The variant's id, which the buyer's OrderRequest sends back to name the article.
    expect(cxmlText(items[0], 'ItemID', 'SupplierPartAuxiliaryID')).toBe('3548');
    expect(cxmlText(items[0], 'ItemDetail', 'UnitPrice', 'Money')).toBe('982.90');
    expect(cxmlAttribute(items[0], 'currency', 'ItemDetail', 'UnitPrice', 'Money')).toBe('EUR');
    expect(cxmlAttribute(items[0], 'xml:lang', 'ItemDetail', 'Description')).toBe('fi');
    expect(cxmlText(items[0], 'ItemDetail', 'UnitOfMeasure')).toBe('C62');
    expect(cxmlAttribute(items[0], 'domain', 'ItemDetail', 'Classification')).toBe('UNSPSC');
    expect(cxmlText(items[0], 'ItemDetail', 'LeadTime')).toBe('5');
    // 29.99 for three pieces: 9.9967 each, the line's total kept in the header's Total.
    expect(cxmlText(items[1], 'ItemDetail', 'UnitPrice', 'Money')).toBe('9.9967');
    expect(cxmlText(order, 'PunchOutOrderMessage', 'PunchOutOrderMessageHeader', 'Total', 'Money')).toBe('1995.79');
  });
});

describeWithJdk('the PunchOutOrderMessage against the cXML DTD', () => {
  it('validates, markup in the titles included', () => {
    expect(dtdErrors({ message })).toEqual({ message: [] });
  });
});
