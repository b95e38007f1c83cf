import { randomUUID } from 'node:crypto';
import type { CompanyMembership, CxmlMember, Order, User } from '@shop/contracts';
import { cxmlAttribute, cxmlStatusResponse, cxmlText, parseCxml } from '@shop/service-kit/cxml';
import { describeWithMongo } from '@shop/service-kit/testing';
import { cxmlCheckTimeoutMs, describeWithJdk, dtdErrors } from '../../../../packages/service-kit/test/cxml-dtd';
import { orderRequestXml, type CxmlTestAddress } from '../../../../packages/service-kit/test/cxml-buyer';
import type { CxmlBuyers } from '../../src/shared/cxml-buyers';
import { buildOrders } from '../helper';

const buyerCredential = { domain: 'NetworkID', identity: 'AN01000000001' };
const sharedSecret = 'cxml-shared-secret-of-the-buyer';
const companyId = randomUUID();

const membership = (over: Partial<CompanyMembership> = {}): CompanyMembership => ({
  company_id: companyId,
  name: 'Rakennus Oy',
  vatid: '1234567-8',
  verified: true,
  role: 'buyer',
  order_limit: null,
  billing: {
    payment_terms: { net_days: 30, early_payment: null },
    credit_limit: null,
    e_invoice: null,
    require_purchase_order: true,
    require_cost_center: false,
  },
  ...over,
});

const memberUser = (company: CompanyMembership): User => ({
  userid: 42,
  email: 'coupa.buyer@rakennus-oy.fi',
  company: company.name,
  vatid: company.vatid,
  customername: 'Coupa Buyer',
  phonenumber: '+358401234567',
  billingaddress: 'Teollisuuskatu 5',
  billingaddress_additional_line: '',
  billingpostcode: '00510',
  billingcity: 'Helsinki',
  billingCountry: 'FI',
  isverified: true,
  isdeleted: false,
  hasPassword: true,
  discount_link: null,
  roles: [],
  company_account: company,
});

/** The users service as the orders service asks it: one cXML connection, its member in the company. */
function fakeBuyers(company: () => CompanyMembership): CxmlBuyers & { asked: number } {
  const connectionId = randomUUID();
  const fake = {
    asked: 0,
    member: async ({
      domain,
      identity,
      sharedSecret: secret,
    }: {
      domain: string;
      identity: string;
      sharedSecret: string;
    }) => {
      fake.asked += 1;
      const known =
        domain.toLowerCase() === 'networkid' && identity === buyerCredential.identity && secret === sharedSecret;
      return known
        ? ({
            connection_id: connectionId,
            company_id: companyId,
            status_url: null,
            user: memberUser(company()),
          } satisfies CxmlMember)
        : null;
    },
  };
  return fake;
}

const billTo: CxmlTestAddress = {
  name: 'Rakennus Oy',
  deliverTo: 'Ostoreskontra',
  street: 'Teollisuuskatu 5',
  city: 'Helsinki',
  postalCode: '00510',
  country: 'FI',
};
const shipTo: CxmlTestAddress = {
  name: 'Työmaa Pasila',
  deliverTo: 'Mikko Työnjohtaja',
  street: 'Ratapihantie 11',
  city: 'Helsinki',
  postalCode: '00520',
  country: 'FI',
  phone: { countryCode: '358', area: '40', number: '7654321' },
};

const statusOf = (xml: string) => ({
  code: cxmlAttribute(parseCxml(xml), 'code', 'Response', 'Status'),
  detail: cxmlText(parseCxml(xml), 'Response', 'Status') ?? '',
});

function suite(name: string, mongodbUri: () => string | undefined) {
  describe(`cXML OrderRequest (POST /orders/cxml/order) on ${name}`, () => {
    let t: Awaited<ReturnType<typeof buildOrders>>;
    let company: CompanyMembership;
    let buyers: ReturnType<typeof fakeBuyers>;
    beforeEach(async () => {
      company = membership();
      buyers = fakeBuyers(() => company);
      t = await buildOrders({ cxmlBuyers: buyers, mongodbUri: mongodbUri() });
      t.catalogue.put(102, { sale_price: 2_450, code: 'DSM-656-1830', title: 'Doppelstabmattenzaun 6/5/6, 1830 mm' });
      t.catalogue.put(103, { sale_price: 1_000, code: 'PFO-60', title: 'Pfosten 60 × 40 mm' });
    });
    afterEach(() => t.server.close());

    const request = (over: Partial<Parameters<typeof orderRequestXml>[0]> = {}) =>
      orderRequestXml({
        payloadId: `${randomUUID()}@buyer.example`,
        from: buyerCredential,
        sharedSecret,
        orderId: 'PO-4711',
        lines: [
          { code: 'DSM-656-1830', auxiliaryId: '102', quantity: 4, unitPrice: '24.50', description: 'Zaun' },
          { code: 'PFO-60', auxiliaryId: '103', quantity: 2, unitPrice: '10.00', description: 'Pfosten' },
        ],
        shipTo,
        billTo,
        ...over,
      });
    const post = (xml: string, contentType = 'text/xml; charset=utf-8') =>
      t.server.inject({
        method: 'POST',
        url: '/orders/cxml/order',
        headers: { 'content-type': contentType },
        payload: xml,
      });
    const ordersOfMember = async () => (await t.store.findByUser(42)).filter((o: Order) => o.order_number !== null);

    it('places the member\u2019s order on invoice with the document\u2019s PO number and ShipTo', async () => {
      const res = await post(request());
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/xml/);
      const status = statusOf(res.body);
      expect(status.code).toBe('200');
      const [order] = await ordersOfMember();
      expect(status.detail).toBe(order!.order_number);
      expect(order).toMatchObject({
        order_status: 'confirmed',
        paymentmethod: { name: 'invoice' },
        billing: { purchase_order: 'PO-4711' },
        company: { id: companyId, placed_by: { userid: 42 } },
      });
      expect(order!.items.map((i) => [i.code, i.quantity])).toEqual([
        ['DSM-656-1830', 4],
        ['PFO-60', 2],
      ]);
      expect(order!.form).toMatchObject({
        company: 'Rakennus Oy',
        vat: '1234567-8',
        email: 'coupa.buyer@rakennus-oy.fi',
        isSeparateShipping: true,
        shipping: {
          name: 'Mikko Työnjohtaja',
          streetAddress: 'Ratapihantie 11',
          postCode: '00520',
          city: 'Helsinki',
          country: 'FI',
        },
      });
    });

    it('delivers to the billing address without a ShipTo', async () => {
      await post(request({ shipTo: undefined }));
      const [order] = await ordersOfMember();
      expect(order!.form).toMatchObject({ isSeparateShipping: false, streetAddress: 'Teollisuuskatu 5' });
    });

    it('charges the shop\u2019s price where the UnitPrice differs, saying so in the Status', async () => {
      const res = await post(
        request({
          lines: [{ code: 'DSM-656-1830', auxiliaryId: '102', quantity: 4, unitPrice: '19.99', description: 'Zaun' }],
        }),
      );
      const status = statusOf(res.body);
      expect(status.code).toBe('200');
      expect(status.detail).toContain('ItemOut 1: UnitPrice 19.99 EUR is not the shop\u2019s; 24.50 EUR holds');
      const [order] = await ordersOfMember();
      expect(order!.items[0]!.price).toBe(2_450);
    });

    it('answers the same payloadID again with the first Response and places nothing more', async () => {
      const xml = request();
      const first = await post(xml);
      const again = await post(xml);
      expect(again.body).toBe(first.body);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(await ordersOfMember()).toHaveLength(1);
      // Another payloadID is another order.
      expect(statusOf((await post(request())).body).code).toBe('200');
      expect(await ordersOfMember()).toHaveLength(2);
    });

    it('refuses a wrong shared secret and an unknown identity with Status 401, placing nothing', async () => {
      for (const xml of [
        request({ sharedSecret: 'not-the-shared-secret' }),
        request({ from: { domain: 'NetworkID', identity: 'AN0999' } }),
      ]) {
        const res = await post(xml);
        expect(res.statusCode).toBe(200);
        expect(statusOf(res.body).code).toBe('401');
      }
      expect(await t.store.findByUser(42)).toEqual([]);
    });

    it('refuses a line whose code names no article of the shop with Status 400, naming the line', async () => {
      const res = await post(
        request({
          lines: [
            { code: 'DSM-656-1830', auxiliaryId: '102', quantity: 1, unitPrice: '24.50', description: 'Zaun' },
            { code: 'NOPE-1', auxiliaryId: '103', quantity: 1, unitPrice: '1.00', description: '?' },
            { code: 'PFO-60', quantity: 1, unitPrice: '10.00', description: 'no auxiliary id' },
          ],
        }),
      );
      const status = statusOf(res.body);
      expect(status.code).toBe('400');
      expect(status.detail).toMatch(/^ItemOut 2: SupplierPartID NOPE-1 .*; ItemOut 3: SupplierPartID PFO-60 /);
      expect(await t.store.findByUser(42)).toEqual([]);
    });

    it('refuses an address the form cannot take: Status 400 names the field in the buyer\u2019s language', async () => {
      const res = await post(request({ lang: 'de-DE', shipTo: { ...shipTo, postalCode: '1010' } }));
      const status = statusOf(res.body);
      expect(status.code).toBe('400');
      expect(status.detail).toMatch(/shipping\.postCode: \S/);
      expect(await ordersOfMember()).toEqual([]);
    });

    it('refuses an order for a company the shop has not verified with Status 403', async () => {
      company = membership({ verified: false });
      expect(statusOf((await post(request())).body).code).toBe('403');
      expect(await ordersOfMember()).toEqual([]);
    });

    it('places an order above the member\u2019s limit as waiting for the admins\u2019 approval', async () => {
      company = membership({ order_limit: 50 });
      expect(statusOf((await post(request())).body).code).toBe('200');
      const [order] = await ordersOfMember();
      expect(order).toMatchObject({ order_status: 'awaiting_approval', approval: { status: 'pending' } });
    });

    it('refuses update and delete OrderRequests with Status 450', async () => {
      expect(statusOf((await post(request({ type: 'update' }))).body).code).toBe('450');
    });

    it('refuses unreadable documents: not well-formed, no OrderRequest, a DTD subset, an entity', async () => {
      const xxe =
        '<?xml version="1.0"?><!DOCTYPE cXML [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>' +
        '<cXML payloadID="1@x" timestamp="2026-11-30T08:00:00Z"><Header/></cXML>';
      const bomb = request().replace('<cXML ', '<!ENTITY a "aaaa"><cXML ');
      for (const xml of ['<cXML', '<cXML payloadID="1@x" timestamp="t"/>', xxe, bomb]) {
        const res = await post(xml);
        expect(res.statusCode).toBe(200);
        expect(statusOf(res.body).code).toBe('400');
      }
      expect(buyers.asked).toBe(0);
    });

    it('refuses a body over 512 KB with 413 before reading it', async () => {
      const res = await post(
        request({ orderId: 'PO-1' }).replace('</cXML>', `<!--${'x'.repeat(520 * 1024)}--></cXML>`),
      );
      expect(res.statusCode).toBe(413);
      expect(buyers.asked).toBe(0);
    });
  });
}

describe('cXML OrderRequest tries per client', () => {
  it('are counted before any credential is checked: beyond the limit 429, the users service not asked', async () => {
    const buyers = fakeBuyers(() => membership());
    const t = await buildOrders({
      cxmlBuyers: buyers,
      limits: { 'cxml-order': { windowMs: 60_000, per: { address: 2 } } },
    });
    try {
      const guess = (secret: string) =>
        t.server.inject({
          method: 'POST',
          url: '/orders/cxml/order',
          headers: { 'content-type': 'text/xml' },
          payload: orderRequestXml({
            payloadId: `${secret}@x`,
            from: buyerCredential,
            sharedSecret: secret,
            orderId: 'PO-1',
            lines: [{ code: 'X', auxiliaryId: '1', quantity: 1, unitPrice: '1.00', description: 'x' }],
            billTo,
          }),
        });
      expect((await guess('guess-0001')).statusCode).toBe(200);
      expect((await guess('guess-0002')).statusCode).toBe(200);
      expect((await guess('guess-0003')).statusCode).toBe(429);
      expect(buyers.asked).toBe(2);
    } finally {
      await t.server.close();
    }
  });
});

suite('SQLite', () => undefined);
describeWithMongo('MongoDB', (server) => {
  let n = 0;
  suite('MongoDB', () => server().databaseUri(`cxml_order_${n++}`));
});

describeWithJdk('the OrderRequest of the tests and the answers to it against the cXML DTD', () => {
  it(
    'validate: a request with ShipTo, BillTo and phone, and a Status answer',
    () => {
      const request = orderRequestXml({
        payloadId: '1@buyer.example',
        from: buyerCredential,
        sharedSecret,
        orderId: 'PO-4711',
        lines: [
          { code: 'DSM-656-1830', auxiliaryId: '102', quantity: 4, unitPrice: '24.50', description: 'Zaun & Tor' },
        ],
        shipTo,
        billTo,
      });
      const answer = cxmlStatusResponse(
        { payloadId: '2@shop.example', timestamp: new Date(), lang: 'en' },
        200,
        'OK',
        'NB-100001',
      );
      expect(dtdErrors({ request, answer })).toEqual({ request: [], answer: [] });
    },
    cxmlCheckTimeoutMs,
  );
});
