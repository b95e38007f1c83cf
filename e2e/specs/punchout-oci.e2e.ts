import { OrderSchema, UserSchema, type Order } from '@shop/contracts';
import type { Browser } from 'playwright-core';
import { openPage, screenshot, screenshotsAtEveryWidth } from '../support/browser';
import { availableVariants, cartWithLines, returningBuyer } from '../support/buyer';
import { loggedIn, operatorEmail, purchaserEmail, withPunchoutShop } from '../support/punchout';
import { eventually } from '../support/poll';
import type { ProcurementPartner, ReceivedForm } from '../support/procurement-partner';
import type { RunningShop } from '../support/shop';

jest.setTimeout(240_000);

const oci = { username: 'SAP-RAKENNUS', password: 'oci-secret-of-the-buyer' };

let shop: RunningShop;
let browser: Browser;
let partner: ProcurementPartner;
withPunchoutShop({ protocol: 'oci', ...oci }, { oci }, (started) => void ({ shop, browser, partner } = started));

/** Every value of one field, in the order received. */
const values = (form: ReceivedForm, name: string) => form.filter(([n]) => n === name).map(([, v]) => v);

describe('OCI punch-out against the procurement test partner', () => {
  it('logs in from SAP, shops with the company member\u2019s prices and transfers the cart to HOOK_URL', async () => {
    const { page, context, pageErrors } = await openPage(browser, 'desktop', 'en');
    await returningBuyer(context, shop, 'en');
    // The purchasing system's catalogue call: a form post to the shop, which lands on its start page.
    await page.goto(partner.ociStartPage);
    await page.waitForURL(`${shop.url}/`);
    const me = UserSchema.parse(await (await context.request.get(`${shop.url}/api/users/current`)).json());
    expect(me.email).toBe(purchaserEmail);
    expect(me.punchout).toEqual({
      protocol: 'oci',
      return_url: partner.hookUrl,
      target: '_top',
      buyer_cookie: '',
      credentials: null,
    });

    const uuid = await cartWithLines(context, shop, await availableVariants(shop, 'fences'));
    await page.goto(`${shop.url}/cart/${uuid}`);
    const transfer = page.getByTestId('punchout-transfer');
    await transfer.waitFor();
    expect(await page.getByTestId('to-order-step').count()).toBe(0);
    await screenshot(page, 'punchout-oci-cart-en-1440');
    const cart: Order = OrderSchema.parse(
      await (await context.request.get(`${shop.url}/api/orders/by-id/${uuid}`)).json(),
    );
    await transfer.click();

    // The partner got the cart at its hook, in the browser's window (~TARGET=_top).
    const form = await partner.nextTransfer();
    await page.getByTestId('partner-received').waitFor();
    expect(page.url()).toBe(partner.hookUrl);
    expect(values(form, 'NEW_ITEM-VENDORMAT[1]').concat(values(form, 'NEW_ITEM-VENDORMAT[2]'))).toEqual(
      cart.items.map((item) => item.code),
    );
    expect(values(form, 'NEW_ITEM-QUANTITY[1]')).toEqual([String(cart.items[0]!.quantity)]);
    for (const n of [1, 2]) {
      expect(values(form, `NEW_ITEM-UNIT[${n}]`)).toEqual(['C62']);
      expect(values(form, `NEW_ITEM-CURRENCY[${n}]`)).toEqual(['EUR']);
      expect(values(form, `NEW_ITEM-LEADTIME[${n}]`)[0]).toMatch(/^\d+$/);
      expect(values(form, `NEW_ITEM-LONGTEXT_${n}:132[]`).length).toBeGreaterThan(0);
      expect(values(form, `NEW_ITEM-DESCRIPTION[${n}]`)[0]).toBe(cart.items[n - 1]!.fullTitle.slice(0, 40));
    }
    // The prices are the shop's: the lines add up to the goods the cart charges.
    const transferred = [1, 2].reduce((sum, n) => {
      const price = Math.round(Number(values(form, `NEW_ITEM-PRICE[${n}]`)[0]) * 100);
      const quantity = Number(values(form, `NEW_ITEM-QUANTITY[${n}]`)[0]);
      return sum + (price * quantity) / Number(values(form, `NEW_ITEM-PRICEUNIT[${n}]`)[0]);
    }, 0);
    expect(transferred).toBe(cart.total_price);
    expect(pageErrors).toEqual([]);
  });

  it('gives a browser without the partner\u2019s credentials no punch-out session and no transfer', async () => {
    const { context } = await openPage(browser, 'desktop', 'en');
    const login = await context.request.post(`${shop.url}/api/users/punchout/oci`, {
      form: { USERNAME: oci.username, PASSWORD: 'guessed-password-1', HOOK_URL: 'https://evil.example/hook' },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(401);
    const uuid = await cartWithLines(context, shop, await availableVariants(shop, 'fences'));
    const transfer = await context.request.post(`${shop.url}/api/orders/punchout/transfer`, { form: { uuid } });
    expect(transfer.status()).toBe(401);
    await eventually(async () => expect((await context.cookies()).map((c) => c.name)).not.toContain('punchout'));
  });

  it('lets an operator revoke the connection and set it again on /backoffice/companies', async () => {
    const operator = await loggedIn(browser, shop, operatorEmail);
    const page = operator.pages()[0]!;
    await page.goto(`${shop.url}/backoffice/companies`);
    const section = page.getByTestId('punchout-connections');
    await section.locator('summary').first().click();
    const row = section.getByTestId('punchout-connection');
    await row.waitFor();
    expect(await row.textContent()).toContain(`shops as ${purchaserEmail}`);
    await screenshotsAtEveryWidth(page, 'backoffice-punchout-connections-en');

    await row.getByTestId('punchout-revoke').click();
    await row.getByTestId('punchout-revoke-confirm').click();
    await section.getByText('No connection yet.').waitFor();
    const refused = await operator.request.post(`${shop.url}/api/users/punchout/oci`, {
      form: { USERNAME: oci.username, PASSWORD: oci.password, HOOK_URL: partner.hookUrl },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(401);

    // The same credentials again, for the purchaser, through the form: the purchasing system is back.
    const form = section.getByTestId('punchout-connection-form');
    const purchaser = form.locator('select[name="userid"] option', { hasText: purchaserEmail });
    await form.locator('select[name="userid"]').selectOption((await purchaser.getAttribute('value'))!);
    await form.locator('input[name="username"]').fill(oci.username);
    await form.locator('input[name="password"]').fill(oci.password);
    await form.getByTestId('punchout-connection-save').click();
    await row.waitFor();
    const { page: purchasing, pageErrors } = await openPage(browser, 'desktop', 'en');
    await purchasing.goto(partner.ociStartPage);
    await purchasing.waitForURL(`${shop.url}/`);
    expect(pageErrors).toEqual([]);
    await operator.close();
  });
});
