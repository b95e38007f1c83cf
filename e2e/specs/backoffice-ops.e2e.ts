import { randomUUID } from 'node:crypto';
import { SupplierSchema, type Variant } from '@shop/contracts';
import type { Browser, Cookie, Page } from 'playwright-core';
import { openUserStore } from '../../services/users/src/adapters/open-user-store';
import { changeRole } from '../../services/users/src/roles/change-role';
import { openPage, screenshot, withShopAndBrowser, type ViewportName } from '../support/browser';
import { plantDeadLetter } from '../support/dead-letters';
import { availableVariants, logInByLink, returningBuyer } from '../support/buyer';
import { waitForMail } from '../support/mail';
import { eventually } from '../support/poll';
import type { RunningShop } from '../support/shop';

jest.setTimeout(240_000);

let shop: RunningShop;
let browser: Browser;
withShopAndBrowser((started) => void ({ shop, browser } = started));

const operatorEmail = 'betrieb@nordbau.example';
const viewportNames: ViewportName[] = ['mobile', 'tablet', 'desktop'];
const widths: Record<ViewportName, number> = { mobile: 375, tablet: 768, desktop: 1440 };

/** A page of the operator's browser session at a viewport. */
async function operatorPage(viewport: ViewportName, cookies: Cookie[]) {
  const opened = await openPage(browser, viewport, 'de');
  await opened.context.addCookies(cookies);
  return opened;
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the back office: dead letters and supplier records, for operators only', () => {
  let operator: Awaited<ReturnType<typeof openPage>>;
  let operatorCookies: Cookie[];

  beforeAll(async () => {
    operator = await openPage(browser, 'desktop', 'de');
    await returningBuyer(operator.context, shop, 'de');
    await logInByLink(operator.page, shop, operatorEmail);
    // As `npm run users:role -- grant` does, on the running shop's users store.
    const store = await openUserStore(shop.usersMongoUri, shop.dataDir);
    try {
      expect(await changeRole(store, 'grant', operatorEmail, 'operator')).toMatchObject({ ok: true });
    } finally {
      await store.close();
    }
    operatorCookies = await operator.context.cookies();
  });

  afterAll(() => operator?.context.close());

  it('an operator sees an offer mail that failed, replays it, and the buyer gets the mail', async () => {
    // A basket whose offer mail failed five times (the SMTP server was down) before the last restart.
    const [article] = await availableVariants(shop, 'fences');
    const added = await fetch(`${shop.url}/api/orders/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ variantId: article!.id, amount: article!.min_order, isProduction: true }),
    });
    expect(added.status).toBe(200);
    const { uuid } = (await added.json()) as { uuid: string };
    const buyerAddress = `einkauf-${randomUUID().slice(0, 8)}@bau.example`;
    await plantDeadLetter(shop, {
      event: {
        id: randomUUID(),
        topic: 'order.offer-requested',
        occurredAt: new Date().toISOString(),
        payload: { uuid, locale: 'de', email: buyerAddress, comments: 'Bitte bis Freitag' },
      },
      group: 'orders-offer-mail',
      error: 'Error: connect ECONNREFUSED 127.0.0.1:25\n    at TCPConnectWrap.afterConnect',
      attempts: 5,
      failedAt: new Date().toISOString(),
    });

    for (const viewport of viewportNames) {
      const { page, context, pageErrors } = await operatorPage(viewport, operatorCookies);
      await page.goto(`${shop.url}/backoffice/dead-letters`);
      const row = page.getByTestId('dead-letter').first();
      await row.waitFor();
      await eventually(async () => expect(await row.textContent()).toContain('orders-offer-mail'));
      await eventually(async () => expect(await row.textContent()).toContain(uuid));
      await eventually(async () => expect(await row.textContent()).toContain('ECONNREFUSED'));
      expect([viewport, await noSidewaysScroll(page)]).toEqual([viewport, true]);
      await screenshot(page, `backoffice-dead-letters-${widths[viewport]}`);
      expect(pageErrors).toEqual([]);
      await context.close();
    }

    const { page } = operator;
    await page.goto(`${shop.url}/backoffice/dead-letters`);
    await page.getByTestId('dead-letter-replay').first().click();
    await page.getByTestId('dead-letter-replayed').first().waitFor();
    await eventually(async () =>
      expect(await page.getByTestId('dead-letter-replayed').first().textContent()).toContain(operatorEmail),
    );
    const mail = await waitForMail(shop, { to: buyerAddress, containing: /Angebot/ });
    expect(mail.text).toContain('Bitte bis Freitag');
    await screenshot(page, 'backoffice-dead-letters-1440-replayed');
    expect(operator.pageErrors).toEqual([]);
  });

  it('an operator changes a supplier’s e-mail and lead time; the next purchase order goes there', async () => {
    const variant: Variant = (await availableVariants(shop, 'fences'))[0]!;
    const supplierId = variant.supplier.id;
    const before = SupplierSchema.parse(await (await fetch(`${shop.url}/api/suppliers/${supplierId}`)).json());
    const newAddress = `einkauf@${before.slug}.example`;

    for (const viewport of viewportNames) {
      const { page, context, pageErrors } = await operatorPage(viewport, operatorCookies);
      await page.goto(`${shop.url}/backoffice/suppliers?supplier=${supplierId}`);
      await page.getByTestId('supplier-record-form').waitFor();
      expect([viewport, await noSidewaysScroll(page)]).toEqual([viewport, true]);
      await screenshot(page, `backoffice-suppliers-${widths[viewport]}`);
      expect(pageErrors).toEqual([]);
      await context.close();
    }

    const { page } = operator;
    await page.goto(`${shop.url}/backoffice/suppliers`);
    await page.getByTestId('supplier-records-search').fill(before.name);
    await page.getByTestId('supplier-record-edit').first().click();
    const form = page.getByTestId('supplier-record-form');
    await form.waitFor();
    // Bad values are refused under their fields, in German, before anything is sent.
    await form.locator('input[name="lead_time_days"]').fill('0');
    await form.locator('input[name="email"]').fill('kein-postfach');
    await page.getByTestId('supplier-record-save').click();
    await form.getByText('Lieferzeit in ganzen Arbeitstagen angeben, 1 bis 90').waitFor();
    await form.getByText('Geben Sie eine gültige E-Mail-Adresse ein').waitFor();
    await screenshot(page, 'backoffice-suppliers-1440-refused');

    await form.locator('input[name="lead_time_days"]').fill('12');
    await form.locator('input[name="email"]').fill(newAddress);
    await page.getByTestId('supplier-record-save').click();
    await form.getByTestId('supplier-record-changes').getByText(operatorEmail).waitFor();
    await eventually(async () =>
      expect(await form.getByTestId('supplier-record-changes').textContent()).toContain(`→ ${newAddress}`),
    );
    const after = SupplierSchema.parse(await (await fetch(`${shop.url}/api/suppliers/${supplierId}`)).json());
    expect(after.lead_time_days).toBe(12);

    // A guest's order of that supplier's article: its purchase order goes to the changed address.
    const request = operator.context.request;
    const added = await request.post(`${shop.url}/api/orders/add`, {
      data: { variantId: variant.id, amount: variant.min_order, isProduction: true },
    });
    expect(added.status()).toBe(200);
    const { uuid } = (await added.json()) as { uuid: string };
    const formSet = await request.patch(`${shop.url}/api/orders/set-form/${uuid}`, {
      data: {
        vat: '1234567-8',
        company: 'Rakennus Oy',
        name: 'Anna Virtanen',
        phone: '+358401234567',
        email: 'anna.virtanen@rakennus-oy.example',
        streetAddress: 'Teollisuuskatu 5',
        postCode: '00510',
        city: 'Helsinki',
        country: 'FI',
        type: 'company',
      },
    });
    expect(formSet.status()).toBe(200);
    expect((await request.patch(`${shop.url}/api/orders/set-payment-method/${uuid}/invoice`)).status()).toBe(200);
    expect((await request.post(`${shop.url}/api/orders/complete`, { data: { uuid } })).status()).toBe(200);
    const purchaseOrder = await waitForMail(shop, { to: newAddress, link: /\/supplier-order#/ });
    expect(purchaseOrder.to).toBe(newAddress);
    expect(operator.pageErrors).toEqual([]);
  });

  it('refuses the pages’ data to a buyer and to an anonymous visitor, in their language', async () => {
    const buyer = await openPage(browser, 'mobile', 'en');
    await returningBuyer(buyer.context, shop, 'en');
    for (const path of ['/backoffice/dead-letters', '/backoffice/suppliers']) {
      await buyer.page.goto(`${shop.url}${path}`);
      await buyer.page.getByTestId('backoffice-refused').waitFor();
      await eventually(async () => expect(await buyer.page.getByTestId('dead-letter').count()).toBe(0));
      await eventually(async () => expect(await buyer.page.getByTestId('supplier-record').count()).toBe(0));
    }
    await logInByLink(buyer.page, shop, 'kaeufer@bau.example');
    await buyer.page.goto(`${shop.url}/backoffice/suppliers`);
    await buyer.page.getByTestId('backoffice-refused').waitFor();
    await screenshot(buyer.page, 'backoffice-suppliers-375-refused-buyer');
    const call = await buyer.context.request.get(`${shop.url}/api/suppliers/backoffice`);
    expect(call.status()).toBe(403);
    await buyer.context.close();
  });
});
