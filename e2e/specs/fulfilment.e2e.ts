import { readFileSync } from 'node:fs';
import type { Supplier, Variant } from '@shop/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openPage, screenshot, viewports, withShopAndBrowser, type ViewportName } from '../support/browser';
import { logInByLink, returningBuyer } from '../support/buyer';
import { purchaseOrderMails, variantsOfTwoSuppliers } from '../support/fulfilment';
import { waitForMail } from '../support/mail';
import { eventually } from '../support/poll';
import type { RunningShop } from '../support/shop';
import { openUserStore } from '../../services/users/src/adapters/open-user-store';
import { changeRole } from '../../services/users/src/roles/change-role';

jest.setTimeout(240_000);

let shop: RunningShop;
let browser: Browser;
withShopAndBrowser((started) => void ({ shop, browser } = started));

const email = 'anna.virtanen@rakennus-oy.fi';
const operatorEmail = 'olli.operaattori@nordbau.example';

/** A supplier's browser: no cookies of the shop, the browser's language that of its country. */
async function supplierPage(viewport: ViewportName, token: string, locale: string) {
  const opened = await openPage(browser, viewport, locale);
  await returningBuyer(opened.context, shop, locale);
  await opened.page.goto(`${shop.url}/supplier-order#${token}`);
  await opened.page.getByTestId('supplier-order-lines').waitFor();
  // Long product titles in the lines and the line select must not make the page scroll sideways.
  const overflow = await opened.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect([viewport, overflow]).toEqual([viewport, false]);
  return opened;
}

const lineStates = (page: Page) =>
  page.getByTestId('supplier-order-line').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-state')));

describe('an order from two suppliers, answered by each on its own page and followed by the buyer', () => {
  let buyer: { page: Page; context: BrowserContext; pageErrors: string[] };
  let parts: { variant: Variant; supplier: Supplier; token: string }[];
  let order: { uuid: string; order_number: string };

  beforeAll(async () => {
    buyer = await openPage(browser, 'desktop', 'fi');
    await returningBuyer(buyer.context, shop, 'fi');
    await logInByLink(buyer.page, shop, email);
    const chosen = await variantsOfTwoSuppliers(shop);
    const request = buyer.context.request;
    let uuid: string | undefined;
    for (const { variant } of chosen) {
      const added = await request.post(`${shop.url}/api/orders/add`, {
        data: { ...(uuid ? { uuid } : {}), variantId: variant.id, amount: variant.min_order, isProduction: true },
      });
      expect(added.status()).toBe(200);
      uuid = ((await added.json()) as { uuid: string }).uuid;
    }
    const form = await request.patch(`${shop.url}/api/orders/set-form/${uuid}`, {
      data: {
        vat: '1234567-8',
        company: 'Rakennus Oy',
        name: 'Anna Virtanen',
        phone: '+358401234567',
        email,
        streetAddress: 'Teollisuuskatu 5',
        postCode: '00510',
        city: 'Helsinki',
        country: 'FI',
        type: 'company',
        customer_reference: 'Työmaa Pasila',
      },
    });
    expect(form.status()).toBe(200);
    expect((await request.patch(`${shop.url}/api/orders/set-payment-method/${uuid}/invoice`)).status()).toBe(200);
    const complete = await request.post(`${shop.url}/api/orders/complete`, { data: { uuid } });
    expect(complete.status()).toBe(200);
    order = (await complete.json()) as { uuid: string; order_number: string };

    const mails = await purchaseOrderMails(shop, order.order_number, 2);
    parts = chosen.map(({ variant, supplier }) => {
      const mail = mails.find((m) => m.to.includes(supplier.slug));
      if (!mail) throw new Error(`no purchase order mailed to ${supplier.name}`);
      return { variant, supplier, token: mail.token };
    });
    expect(mails).toHaveLength(2);
  });

  afterAll(() => buyer?.context.close());

  it('the first supplier confirms its line and ships it with tracking, in its own language', async () => {
    const [first] = parts;
    const { page, context, pageErrors } = await supplierPage('mobile', first!.token, 'en');
    // The page speaks the supplier's language, whatever the browser's.
    await page.waitForFunction((lang) => document.documentElement.lang === lang, first!.supplier.language);
    await expectTitles(page, [first!.variant]);
    await screenshot(page, `fulfilment-supplier-${first!.supplier.language}-375`);
    await page.getByTestId('confirm-submit').click();
    await page.getByTestId('ship-form').waitFor();
    expect(await lineStates(page)).toEqual(['confirmed']);
    const ship = page.getByTestId('ship-form');
    await ship.locator('input[name="carrier"]').fill('Kaukokiito');
    await ship.locator('input[name="tracking_number"]').fill('KK123456');
    await ship.locator('input[name="tracking_url"]').fill('https://tracking.example/KK123456');
    await page.getByTestId('ship-submit').click();
    await page.getByTestId('supplier-order-done').waitFor();
    expect(await lineStates(page)).toEqual(['shipped']);
    await eventually(async () =>
      expect(await page.getByTestId('supplier-order-shipment').textContent()).toContain('KK123456'),
    );
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('the second supplier reports its line not deliverable with a reason', async () => {
    const [, second] = parts;
    const { page, context, pageErrors } = await supplierPage('desktop', second!.token, 'en');
    await page.waitForFunction((lang) => document.documentElement.lang === lang, second!.supplier.language);
    await expectTitles(page, [second!.variant]);
    await screenshot(page, `fulfilment-supplier-${second!.supplier.language}-1440`);
    const form = page.getByTestId('not-deliverable-form');
    await form.locator('textarea[name="reason"]').fill('Production discontinued');
    await page.getByTestId('not-deliverable-submit').click();
    await page.getByTestId('supplier-order-done').waitFor();
    expect(await lineStates(page)).toEqual(['not_deliverable']);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("a third browser with the first supplier's link sees only that part, and a forged link is refused", async () => {
    const [first, second] = parts;
    const { page, context } = await supplierPage('desktop', first!.token, 'de');
    await expectTitles(page, [first!.variant]);
    await eventually(async () =>
      expect(await page.getByTestId('supplier-order-page').textContent()).not.toContain(second!.variant.code),
    );
    await screenshot(page, `fulfilment-supplier-${first!.supplier.language}-1440-answered`);

    const [header, payload] = second!.token.split('.');
    await page.goto(`${shop.url}/supplier-order#${header}.${payload}.${first!.token.split('.')[2]}`);
    await page.reload();
    await page.getByTestId('supplier-order-refused').waitFor();
    await context.close();
  });

  it("the buyer's order view shows both parts: shipped with its tracking link, not deliverable with why", async () => {
    const [first, second] = parts;
    const { page } = buyer;
    await page.goto(`${shop.url}/users/profile`);
    const details = page.getByTestId('order-details').first();
    await details.locator('summary').click();
    const shown = details.getByTestId('order-part');
    await shown.first().waitFor();
    const states = await shown.evaluateAll((els) => els.map((el) => el.getAttribute('data-state')));
    expect(states.sort()).toEqual(['not_deliverable', 'shipped']);
    const shipped = details.locator('[data-testid="order-part"][data-state="shipped"]');
    await eventually(async () => expect(await shipped.textContent()).toContain(first!.supplier.name));
    await eventually(async () =>
      expect(await shipped.getByRole('link').getAttribute('href')).toBe('https://tracking.example/KK123456'),
    );
    const refused = details.locator('[data-testid="order-part"][data-state="not_deliverable"]');
    await eventually(async () => expect(await refused.textContent()).toContain(second!.supplier.name));
    await eventually(async () => expect(await refused.textContent()).toContain('Production discontinued'));
    await screenshot(page, 'fulfilment-buyer-order-view-1440');
    expect(buyer.pageErrors).toEqual([]);
  });

  it('an operator granted by the command sees both answers on the timeline and cancels the line', async () => {
    const [first, second] = parts;
    const operator = await openPage(browser, 'desktop', 'en');
    await returningBuyer(operator.context, shop, 'en');
    await logInByLink(operator.page, shop, operatorEmail);
    // What `npm run users:role -- grant` does, on the running shop's users store.
    const store = await openUserStore(shop.usersMongoUri, shop.dataDir);
    try {
      expect(await changeRole(store, 'grant', operatorEmail, 'operator')).toMatchObject({ ok: true });
    } finally {
      await store.close();
    }
    const { page } = operator;
    await page.goto(`${shop.url}/backoffice?q=${order.order_number}`);
    const row = page.getByTestId('backoffice-order-row');
    await row.first().waitFor();
    await eventually(async () => expect(await row.count()).toBe(1));
    for (const viewport of ['mobile', 'tablet', 'desktop'] as const)
      await screenshotAt(operator.page, viewport, `backoffice-orders-${viewportWidth[viewport]}`);
    // The export buttons download every order the list's filters match (here: this order's number).
    const downloaded = async (testId: string) => {
      const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
      return { name: file.suggestedFilename(), body: readFileSync((await file.path())!) };
    };
    const csv = await downloaded('orders-csv');
    expect(csv.name).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const csvLines = csv.body
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect([csvLines.length, csvLines[0]!.split(',')[0], csvLines[1]!.split(',')[0]]).toEqual([
      2,
      'order_number',
      order.order_number,
    ]);
    const xlsx = await downloaded('orders-xlsx');
    expect([xlsx.name.endsWith('.xlsx'), xlsx.body.subarray(0, 2).toString()]).toEqual([true, 'PK']);
    await row.getByRole('link', { name: order.order_number }).click();
    const entries = page.getByTestId('backoffice-timeline-entry');
    await entries.first().waitFor();
    const timeline = await entries.allTextContents();
    const answered = (name: string, event: string) =>
      timeline.find((text) => text.includes(event) && text.includes(`Supplier: ${name}`));
    expect(answered(first!.supplier.name, 'Confirmed by the supplier')).toBeDefined();
    expect(answered(first!.supplier.name, 'Shipped')).toContain('Kaukokiito');
    expect(answered(second!.supplier.name, 'Line not deliverable')).toContain('Production discontinued');
    await eventually(async () =>
      expect(await entries.locator('time').first().getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/),
    );
    for (const viewport of ['mobile', 'tablet', 'desktop'] as const)
      await screenshotAt(operator.page, viewport, `backoffice-order-${viewportWidth[viewport]}`);

    await page.getByTestId(`backoffice-cancel-${second!.variant.id}`).click();
    await page.getByTestId('backoffice-cancel-reason').fill('The supplier no longer makes it');
    await page.getByTestId('backoffice-cancel-confirm').click();
    await page.getByTestId('backoffice-cancelled').waitFor();
    await eventually(async () =>
      expect(await page.getByTestId('backoffice-cancelled').textContent()).toContain(second!.variant.code),
    );
    // Not the last entry: the cancellation leaves only shipped lines, so the order's invoice follows it.
    const cancelled = page.getByTestId('backoffice-timeline-entry').filter({ hasText: 'Line cancelled' });
    await eventually(async () => expect(await cancelled.textContent()).toContain(`Operator: ${operatorEmail}`));
    expect(operator.pageErrors).toEqual([]);
    await operator.context.close();

    // The buyer (who ordered in Finnish) is told which line, why, and the new total.
    const mail = await waitForMail(shop, {
      to: email,
      subject: new RegExp(`Tilauksesi ${order.order_number}: rivi peruttiin`),
    });
    expect(mail.text).toContain(second!.variant.code);
    expect(mail.text).toContain('The supplier no longer makes it');
    // What was delivered is invoiced (docs/invoices.md, "Issuing"): the invoice PDF, in Finnish.
    const invoice = await waitForMail(shop, {
      to: email,
      subject: new RegExp(`Lasku INV-\\d+ tilauksestanne ${order.order_number}`),
    });
    expect(invoice.attachments).toEqual([expect.stringMatching(/^INV-\d+\.pdf$/)]);
  });

  it('the back office refuses a buyer and a caller without a session, in the page and in the API', async () => {
    const { page } = buyer;
    await page.goto(`${shop.url}/backoffice`);
    const refused = page.getByTestId('backoffice-refused');
    await refused.waitFor();
    await eventually(async () => expect(await refused.textContent()).toContain('Tämä on vain kaupan ylläpitäjille.'));
    await eventually(async () => expect(await page.getByTestId('backoffice-orders').count()).toBe(0));
    const asBuyer = await buyer.context.request.get(`${shop.url}/api/orders/backoffice/orders`);
    expect(asBuyer.status()).toBe(403);
    const anonymous = await openPage(browser, 'mobile', 'en');
    // Consent given, so the banner does not hide the page; no session.
    await returningBuyer(anonymous.context, shop, 'en');
    await anonymous.page.goto(`${shop.url}/backoffice/orders/${order.uuid}`);
    await anonymous.page.getByTestId('backoffice-refused').waitFor();
    // The login opens on this page and comes back to it.
    await eventually(async () =>
      expect(await anonymous.page.getByTestId('backoffice-refused').getByRole('link').getAttribute('href')).toBe(
        `/backoffice/orders/${order.uuid}?login=true&back=true`,
      ),
    );
    await eventually(async () => expect(await anonymous.page.getByTestId('backoffice-nav').count()).toBe(0));
    await screenshot(anonymous.page, 'backoffice-refused-375');
    const asNobody = await anonymous.context.request.post(
      `${shop.url}/api/orders/backoffice/orders/${order.uuid}/mark-delivered`,
    );
    expect(asNobody.status()).toBe(401);
    await anonymous.context.close();
  });

  it('each answered supplier page fits 375 and 1440 px in German and Finnish', async () => {
    for (const { token, supplier } of parts)
      for (const viewport of ['mobile', 'desktop'] as const) {
        const { page, context } = await supplierPage(viewport, token, supplier.language);
        await screenshot(page, `fulfilment-supplier-${supplier.language}-${viewport === 'mobile' ? 375 : 1440}-done`);
        await context.close();
      }
  });
});

/** The page lists exactly these variants' lines, by their codes. */
async function expectTitles(page: Page, variants: Variant[]) {
  const rows = await page.getByTestId('supplier-order-line').allTextContents();
  expect(rows).toHaveLength(variants.length);
  variants.forEach((variant, index) => expect(rows[index]).toContain(variant.code));
}

const viewportWidth = { mobile: 375, tablet: 768, desktop: 1440 } as const;

/** The page at a viewport's size, without sideways scrolling, photographed. */
async function screenshotAt(page: Page, viewport: ViewportName, name: string) {
  await page.setViewportSize(viewports[viewport]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect([name, overflow]).toEqual([name, false]);
  await screenshot(page, name);
}
