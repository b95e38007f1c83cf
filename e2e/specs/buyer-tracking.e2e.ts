import type { Supplier, Variant } from '@shop/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openPage, screenshot, viewports, withShopAndBrowser, type ViewportName } from '../support/browser';
import { availableVariants, cartWithLines, logInByLink, returningBuyer } from '../support/buyer';
import {
  buyerOrderLinkMails,
  purchaseOrderMails,
  shopToday,
  supplierAnswers,
  variantsOfTwoSuppliers,
} from '../support/fulfilment';
import { eventually } from '../support/poll';
import type { RunningShop } from '../support/shop';

jest.setTimeout(240_000);

let shop: RunningShop;
let browser: Browser;
withShopAndBrowser((started) => void ({ shop, browser } = started));

const form = (email: string) => ({
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
});

/** An order of `context`'s browser (a guest, or the session it holds) with one line of each variant, on invoice. */
async function sentOrder(context: BrowserContext, variants: Variant[], email: string) {
  const request = context.request;
  let uuid: string | undefined;
  for (const variant of variants) {
    const added = await request.post(`${shop.url}/api/orders/add`, {
      data: { ...(uuid ? { uuid } : {}), variantId: variant.id, amount: variant.min_order, isProduction: true },
    });
    expect(added.status()).toBe(200);
    uuid = ((await added.json()) as { uuid: string }).uuid;
  }
  expect((await request.patch(`${shop.url}/api/orders/set-form/${uuid}`, { data: form(email) })).status()).toBe(200);
  expect((await request.patch(`${shop.url}/api/orders/set-payment-method/${uuid}/invoice`)).status()).toBe(200);
  const complete = await request.post(`${shop.url}/api/orders/complete`, { data: { uuid } });
  expect(complete.status()).toBe(200);
  return { uuid: uuid!, orderNumber: ((await complete.json()) as { order_number: string }).order_number };
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("a guest follows each supplier's part on the order's confirmation page", () => {
  let guest: { page: Page; context: BrowserContext; pageErrors: string[] };
  let order: { uuid: string; orderNumber: string };
  let parts: { variant: Variant; supplier: Supplier }[];

  beforeAll(async () => {
    guest = await openPage(browser, 'desktop', 'en');
    await returningBuyer(guest.context, shop, 'en');
    parts = await variantsOfTwoSuppliers(shop);
    order = await sentOrder(
      guest.context,
      parts.map((p) => p.variant),
      'guest.buyer@rakennus-oy.fi',
    );
    const mails = await purchaseOrderMails(shop, order.orderNumber, 2);
    const token = (supplier: Supplier) => mails.find((m) => m.to.includes(supplier.slug))!.token;
    const [first, second] = parts;
    await supplierAnswers(shop, token(first!.supplier), 'confirm', { dispatch_date: shopToday() });
    await supplierAnswers(shop, token(first!.supplier), 'shipped', {
      carrier: 'Kaukokiito',
      tracking_number: 'KK987654',
      tracking_url: 'https://tracking.example/KK987654',
    });
    await supplierAnswers(shop, token(second!.supplier), 'not-deliverable', {
      variant_id: second!.variant.id,
      reason: 'Production discontinued',
    });
  });

  afterAll(() => guest?.context.close());

  it('shows the shipped part with tracking link, the line not deliverable with why, at 375, 768, 1440 px', async () => {
    const [first, second] = parts;
    const { page } = guest;
    for (const viewport of ['mobile', 'tablet', 'desktop'] as const) {
      await page.setViewportSize(viewports[viewport]);
      await page.goto(`${shop.url}/cart/${order.uuid}`);
      const thanks = page.getByTestId('thank-you');
      await thanks.getByTestId('order-part').first().waitFor();
      const shipped = thanks.locator('[data-testid="order-part"][data-state="shipped"]');
      await eventually(async () => expect(await shipped.textContent()).toContain(first!.supplier.name));
      await eventually(async () =>
        expect(await shipped.locator('[data-part="tracking"]').textContent()).toBe(
          'Kaukokiito, tracking number KK987654',
        ),
      );
      await eventually(async () =>
        expect(await shipped.getByRole('link').getAttribute('href')).toBe('https://tracking.example/KK987654'),
      );
      await eventually(async () =>
        expect(await shipped.locator('[data-part="dispatch"]').textContent()).toMatch(/^Dispatch date: /),
      );
      const refused = thanks.locator('[data-testid="order-part"][data-state="not_deliverable"]');
      await eventually(async () => expect(await refused.textContent()).toContain(second!.supplier.name));
      await eventually(async () => expect(await refused.textContent()).toContain('Reason: Production discontinued'));
      expect([viewport, await noSidewaysScroll(page)]).toEqual([viewport, true]);
      await screenshot(page, `buyer-tracking-guest-${viewports[viewport].width}`);
    }
    expect(guest.pageErrors).toEqual([]);
  });

  it("another browser with only the order's address sees no order and none of the buyer's data", async () => {
    const stranger = await openPage(browser, 'desktop', 'en');
    await returningBuyer(stranger.context, shop, 'en');
    const read = await stranger.context.request.get(`${shop.url}/api/orders/by-id/${order.uuid}`);
    expect(read.status()).toBe(404);
    expect(await read.text()).not.toContain('Teollisuuskatu 5');
    await stranger.page.goto(`${shop.url}/cart/${order.uuid}`);
    await stranger.page.getByTestId('cart-empty').waitFor();
    const text = await stranger.page.locator('body').textContent();
    for (const secret of ['Anna Virtanen', 'Teollisuuskatu 5', 'KK987654', order.orderNumber])
      expect(text).not.toContain(secret);
    await stranger.context.close();
  });
});

describe('a guest opens the order from the link in its mails, without the confirmation cookie', () => {
  it('sees both suppliers’ parts in a fresh browser at 375, 768, 1440 px; only its call gets the token', async () => {
    const email = 'link.guest@rakennus-oy.fi';
    const ordering = await openPage(browser, 'desktop', 'en');
    await returningBuyer(ordering.context, shop, 'en');
    const parts = await variantsOfTwoSuppliers(shop);
    const order = await sentOrder(
      ordering.context,
      parts.map((p) => p.variant),
      email,
    );
    await ordering.context.close();
    const purchaseOrders = await purchaseOrderMails(shop, order.orderNumber, 2);
    const tokenOf = (supplier: Supplier) => purchaseOrders.find((m) => m.to.includes(supplier.slug))!.token;
    const [first, second] = parts;
    await supplierAnswers(shop, tokenOf(first!.supplier), 'confirm', { dispatch_date: shopToday() });
    await supplierAnswers(shop, tokenOf(first!.supplier), 'shipped', {
      carrier: 'Kaukokiito',
      tracking_number: 'KK555111',
      tracking_url: 'https://tracking.example/KK555111',
    });
    await supplierAnswers(shop, tokenOf(second!.supplier), 'not-deliverable', {
      variant_id: second!.variant.id,
      reason: 'Production discontinued',
    });
    // The confirmation and the three answers, each with the order's link.
    const mails = await buyerOrderLinkMails(shop, email, order.orderNumber, 4);
    for (const mail of mails) expect(new URL(mail.link).pathname).toBe('/order');
    const { token } = mails[mails.length - 1]!;

    // A fresh browser: no confirmation cookie, no session; analytics allowed, so whatever it sends is seen.
    const { page, context, pageErrors } = await openPage(browser, 'mobile', 'en');
    await context.addCookies([
      {
        name: 'consent',
        value: encodeURIComponent(JSON.stringify({ functional: true, analytics: true })),
        url: shop.url,
      },
      { name: 'locale', value: 'en', url: shop.url },
    ]);
    expect((await context.request.get(`${shop.url}/api/orders/by-id/${order.uuid}`)).status()).toBe(404);
    const sent: { url: string; headers: Record<string, string>; body: string }[] = [];
    page.on('request', (request) =>
      sent.push({ url: request.url(), headers: request.headers(), body: request.postData() ?? '' }),
    );
    for (const viewport of ['mobile', 'tablet', 'desktop'] as const) {
      await page.setViewportSize(viewports[viewport]);
      await page.goto(`${shop.url}/order#${token}`);
      const view = page.getByTestId('order-link-page');
      await view.getByTestId('order-part').nth(1).waitFor();
      await eventually(async () =>
        expect(await view.getByRole('heading', { level: 1 }).textContent()).toBe(`Your order ${order.orderNumber}`),
      );
      await eventually(async () => expect(await view.getByTestId('order-link-line').count()).toBe(2));
      const shipped = view.locator('[data-testid="order-part"][data-state="shipped"]');
      await eventually(async () => expect(await shipped.textContent()).toContain(first!.supplier.name));
      await eventually(async () =>
        expect(await shipped.getByRole('link').getAttribute('href')).toBe('https://tracking.example/KK555111'),
      );
      const refused = view.locator('[data-testid="order-part"][data-state="not_deliverable"]');
      await eventually(async () => expect(await refused.textContent()).toContain('Reason: Production discontinued'));
      // Out of the address bar once read.
      expect(page.url()).toBe(`${shop.url}/order`);
      expect([viewport, await noSidewaysScroll(page)]).toEqual([viewport, true]);
      await screenshot(page, `buyer-tracking-order-link-${viewports[viewport].width}`);
    }
    await eventually(async () =>
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex'),
    );
    const carrying = sent.filter(
      (r) => r.url.includes(token) || r.body.includes(token) || Object.values(r.headers).some((h) => h.includes(token)),
    );
    expect(carrying.length).toBeGreaterThanOrEqual(1);
    for (const request of carrying) {
      expect(new URL(request.url).pathname).toBe('/api/orders/order-link');
      expect(request.url).not.toContain(token);
      expect(request.headers.authorization).toBe(`Bearer ${token}`);
      expect(request.headers.referer ?? '').not.toContain(token);
    }
    for (const request of sent) expect(request.headers.referer ?? '').not.toContain('#');

    // The same address with the token altered opens nothing.
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    await page.goto(`${shop.url}/order#${forged}`);
    await page.getByTestId('order-link-refused').waitFor();
    await eventually(async () => expect(await page.locator('body').textContent()).not.toContain('KK555111'));
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('a logged-in buyer adds a past order’s lines to the cart they have now', () => {
  it('merges the lines into the current cart at today’s prices and opens it from the history', async () => {
    const email = 'reorder.buyer@rakennus-oy.fi';
    const { page, context, pageErrors } = await openPage(browser, 'mobile', 'en');
    await returningBuyer(context, shop, 'en');
    await logInByLink(page, shop, email);
    const variants = (await availableVariants(shop, 'fences')).slice(0, 3);
    expect(variants.length).toBe(3);
    await sentOrder(context, variants.slice(0, 2), email);
    // Since then a new cart: the third variant, and one of the ordered ones.
    const current = await cartWithLines(context, shop, [variants[2]!, variants[0]!]);

    await page.goto(`${shop.url}/users/profile`);
    const row = page.getByTestId('order-row').first();
    await row.getByTestId('order-details').locator('summary').click();
    const lines = row.getByTestId('order-line');
    await eventually(async () => expect(await lines.count()).toBe(2));
    await eventually(async () =>
      expect(await lines.first().locator('[data-line="code"]').textContent()).toBe(`Code ${variants[0]!.code}`),
    );
    await row.getByTestId('reorder-into-cart').click();
    const result = row.getByTestId('reorder-result');
    await result.waitFor();
    await eventually(async () =>
      expect(await result.textContent()).toContain("The lines are in your cart, at today's prices."),
    );
    await screenshot(page, 'buyer-tracking-reorder-375');
    await page.setViewportSize(viewports.desktop);
    await screenshot(page, 'buyer-tracking-reorder-1440');

    await result.getByRole('link', { name: 'Go to the cart' }).click();
    await page.waitForURL(`${shop.url}/cart/${current}`);
    const cart = (await (await context.request.get(`${shop.url}/api/orders/by-id/${current}`)).json()) as {
      items: { variant_id: number; quantity: number; price: number }[];
    };
    const quantity = (variant: Variant) => cart.items.find((i) => i.variant_id === variant.id)?.quantity;
    expect([quantity(variants[0]!), quantity(variants[1]!), quantity(variants[2]!)]).toEqual([
      variants[0]!.min_order * 2,
      variants[1]!.min_order,
      variants[2]!.min_order,
    ]);
    for (const item of cart.items) expect(item.price).toBe(variants.find((v) => v.id === item.variant_id)!.sale_price);
    await page.getByTestId('cart-line').first().waitFor();
    await eventually(async () => expect(await page.getByTestId('cart-line').count()).toBe(3));
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe("the order form fills the buyer's company from the business register", () => {
  it.each(['mobile', 'tablet', 'desktop'] as ViewportName[])(
    'by VAT id when the field is left, and by name from the choices (%s)',
    async (viewport) => {
      const { page, context, pageErrors } = await openPage(browser, viewport, 'en');
      await returningBuyer(context, shop, 'en');
      const uuid = await cartWithLines(context, shop, (await availableVariants(shop, 'fences')).slice(0, 1));
      await page.goto(`${shop.url}/cart/${uuid}?step=order`);
      const vat = page.locator('input[name="vat"]');
      await vat.fill('2734561-5');
      await vat.press('Tab');
      await page.locator('[data-testid="company-lookup"][data-state="filled"]').waitFor();
      const value = (name: string) => page.locator(`[name="${name}"]`).first().inputValue();
      expect([await value('company'), await value('vat'), await value('city'), await value('postCode')]).toEqual([
        'Rakennus Virtanen Oy',
        'FI27345615',
        'Helsinki',
        '00510',
      ]);
      await screenshot(page, `buyer-tracking-company-vat-${viewports[viewport].width}`);

      await vat.fill('');
      const company = page.locator('input[name="company"]');
      await company.fill('Tallinna');
      await company.press('Tab');
      const choices = page.getByTestId('company-choices');
      await choices.waitFor();
      expect([viewport, await noSidewaysScroll(page)]).toEqual([viewport, true]);
      await screenshot(page, `buyer-tracking-company-choices-${viewports[viewport].width}`);
      await choices.getByRole('button', { name: /Tallinna Ehitus OÜ/ }).click();
      await page.locator('[data-testid="company-lookup"][data-state="filled"]').waitFor();
      expect([await value('company'), await value('vat'), await value('country')]).toEqual([
        'Tallinna Ehitus OÜ',
        'EE102345678',
        'EE',
      ]);
      // The buyer may still change what the register gave.
      await company.fill('Tallinna Ehitus OÜ, Tartu office');
      expect(await value('company')).toBe('Tallinna Ehitus OÜ, Tartu office');
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );
});
