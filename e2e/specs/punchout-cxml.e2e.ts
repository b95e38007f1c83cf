import { OrderSchema, PublicOrderSchema, UserSchema } from '@shop/contracts';
import { cxmlAttribute, cxmlChildren, cxmlText, parseCxml } from '@shop/service-kit/cxml';
import type { Browser } from 'playwright-core';
import { z } from 'zod';
import { cxmlValidatorUnavailableReason, dtdErrors } from '../../packages/service-kit/test/cxml-dtd';
import { openPage, screenshot } from '../support/browser';
import { availableVariants, cartWithLines, returningBuyer } from '../support/buyer';
import { purchaseOrderMails, shopToday, supplierAnswers } from '../support/fulfilment';
import { eventually } from '../support/poll';
import { purchaserEmail, withPunchoutShop } from '../support/punchout';
import { startProcurementPartner, type ProcurementPartner } from '../support/procurement-partner';
import type { RunningShop } from '../support/shop';

jest.setTimeout(240_000);

const cxml = { from: { domain: 'NetworkID', identity: 'AN01000000001' }, sharedSecret: 'cxml-secret-of-the-buyer' };

let shop: RunningShop;
let browser: Browser;
let partner: ProcurementPartner;
withPunchoutShop(
  (started) => ({ protocol: 'cxml', ...cxml.from, shared_secret: cxml.sharedSecret, status_url: started.statusUrl }),
  { cxml },
  (started) => void ({ shop, browser, partner } = started),
);

describe('cXML punch-out against the procurement test partner', () => {
  it('sets up once, returns the cart as a PunchOutOrderMessage and takes its OrderRequest once', async () => {
    const setup = await partner.cxmlSetup('1CX3L4843PPZO');
    expect(setup.status).toBe(200);
    expect(cxmlAttribute(parseCxml(setup.xml), 'code', 'Response', 'Status')).toBe('200');
    const { page, context, pageErrors } = await openPage(browser, 'desktop', 'en');
    await returningBuyer(context, shop, 'en');
    await page.goto(setup.startPage!);
    await page.waitForURL(`${shop.url}/`);
    const me = UserSchema.parse(await (await context.request.get(`${shop.url}/api/users/current`)).json());
    expect([me.email, me.punchout?.protocol, me.punchout?.return_url]).toEqual([
      purchaserEmail,
      'cxml',
      partner.browserFormPost,
    ]);

    const uuid = await cartWithLines(context, shop, await availableVariants(shop, 'fences'));
    await page.goto(`${shop.url}/cart/${uuid}`);
    const cart = OrderSchema.parse(await (await context.request.get(`${shop.url}/api/orders/by-id/${uuid}`)).json());
    await page.getByTestId('punchout-transfer').click();

    const form = await partner.nextTransfer();
    await page.getByTestId('partner-received').waitFor();
    expect(form.map(([name]) => name)).toEqual(['cxml-urlencoded']);
    const message = parseCxml(form[0]![1]);
    const order = cxmlChildren(message.Message, 'PunchOutOrderMessage')[0];
    expect(cxmlText(order, 'BuyerCookie')).toBe('1CX3L4843PPZO');
    expect(cxmlText(message, 'Header', 'To', 'Credential', 'Identity')).toBe(cxml.from.identity);
    const items = cxmlChildren(order, 'ItemIn');
    expect(items.map((item) => cxmlText(item, 'ItemID', 'SupplierPartID'))).toEqual(cart.items.map((i) => i.code));
    expect(items.map((item) => cxmlAttribute(item, 'quantity'))).toEqual(cart.items.map((i) => String(i.quantity)));
    for (const item of items) {
      expect(cxmlAttribute(item, 'currency', 'ItemDetail', 'UnitPrice', 'Money')).toBe('EUR');
      expect(cxmlAttribute(item, 'xml:lang', 'ItemDetail', 'Description')).toBe('en');
      expect(cxmlText(item, 'ItemDetail', 'UnitOfMeasure')).toBe('C62');
    }
    // The prices are the shop's: the header's total is the goods the cart charges.
    expect(cxmlText(order, 'PunchOutOrderMessageHeader', 'Total', 'Money')).toBe((cart.total_price / 100).toFixed(2));
    await screenshot(page, 'punchout-cxml-received-en-1440');
    expect(pageErrors).toEqual([]);

    // The requisition approved on its side, the purchasing system orders what it received.
    const purchaseOrder = {
      message: form[0]![1],
      orderId: 'PO-2026-4711',
      payloadId: `${Date.now()}.order@partner.example`,
      billTo: {
        name: 'Rakennus Virtanen Oy',
        deliverTo: 'Ostoreskontra',
        street: 'Teollisuuskatu 21',
        city: 'Helsinki',
        postalCode: '00510',
        country: 'FI',
        phone: { countryCode: '358', area: '40', number: '1234567' },
      },
      shipTo: {
        name: 'Työmaa Pasila',
        deliverTo: 'Mikko Työnjohtaja',
        street: 'Ratapihantie 11',
        city: 'Helsinki',
        postalCode: '00520',
        country: 'FI',
      },
    };
    const ordered = await partner.cxmlOrder(purchaseOrder);
    expect([ordered.status, cxmlAttribute(parseCxml(ordered.xml), 'code', 'Response', 'Status')]).toEqual([200, '200']);
    const orderNumber = cxmlText(parseCxml(ordered.xml), 'Response', 'Status')!.split('\n')[0];
    const placed = async () =>
      z
        .array(PublicOrderSchema)
        .parse(await (await context.request.get(`${shop.url}/api/orders/by-user`)).json())
        .filter((o) => o.order_number !== null);
    const [mine] = await placed();
    expect(mine).toMatchObject({ order_number: orderNumber });
    expect(mine!.items.map((i) => [i.code, i.quantity])).toEqual(cart.items.map((i) => [i.code, i.quantity]));
    const detail = OrderSchema.parse(
      await (await context.request.get(`${shop.url}/api/orders/by-id/${mine!.uuid}`)).json(),
    );
    expect(detail.billing?.purchase_order).toBe('PO-2026-4711');
    expect(detail.form?.shipping).toMatchObject({ streetAddress: 'Ratapihantie 11', postCode: '00520' });
    // The purchasing system sends the same document again (it saw no answer): the same answer, no second order.
    const resent = await partner.cxmlOrder(purchaseOrder);
    expect(resent.xml).toBe(ordered.xml);
    expect(await placed()).toHaveLength(1);

    // Each supplier confirms and ships its part: the purchasing system hears of both for its orderID.
    const purchaseOrders = await purchaseOrderMails(shop, orderNumber!, 1);
    for (const { token } of purchaseOrders) {
      await supplierAnswers(shop, token, 'confirm', { dispatch_date: shopToday() });
      await supplierAnswers(shop, token, 'shipped', { carrier: 'Kaukokiito', tracking_number: 'KK987654' });
    }
    const documents = await eventually(() => {
      const received = partner.statusDocuments().map((xml) => ({ xml, root: parseCxml(xml) }));
      const of = (name: string) => received.filter(({ root }) => cxmlChildren(root.Request, name).length > 0);
      expect([of('ConfirmationRequest').length, of('ShipNoticeRequest').length]).toEqual([
        purchaseOrders.length,
        purchaseOrders.length,
      ]);
      return received;
    });
    for (const { root } of documents) {
      expect(cxmlText(root, 'Header', 'Sender', 'Credential', 'SharedSecret')).toBe(cxml.sharedSecret);
      expect(cxmlText(root, 'Header', 'To', 'Credential', 'Identity')).toBe(cxml.from.identity);
      const request = root.Request as never;
      const reference =
        cxmlAttribute(request, 'orderID', 'ConfirmationRequest', 'OrderReference') ??
        cxmlAttribute(request, 'orderID', 'ShipNoticeRequest', 'ShipNoticePortion', 'OrderReference');
      expect(reference).toBe('PO-2026-4711');
    }
    // The partner checks them against the cXML DTD where a JDK can.
    if (!cxmlValidatorUnavailableReason()) {
      const errors = dtdErrors(Object.fromEntries(documents.map(({ xml }, i) => [`status-${i}`, xml])));
      expect(Object.values(errors).flat()).toEqual([]);
    }

    // The start page worked once: opened again, it opens nothing.
    const again = await openPage(browser, 'desktop', 'en');
    const reopened = await again.context.request.get(setup.startPage!, { maxRedirects: 0 });
    expect(reopened.status()).toBe(400);
    expect((await again.context.cookies()).map((c) => c.name)).not.toContain('sid');
  });

  it('answers a cXML Status 401 to a partner with the wrong shared secret', async () => {
    const stranger = await startProcurementPartner(shop.url, {
      cxml: { ...cxml, sharedSecret: 'guessed-secret-0001' },
    });
    try {
      const setup = await stranger.cxmlSetup('X');
      expect([setup.status, cxmlAttribute(parseCxml(setup.xml), 'code', 'Response', 'Status')]).toEqual([200, '401']);
      expect(setup.startPage).toBeUndefined();
    } finally {
      await stranger.close();
    }
  });
});
