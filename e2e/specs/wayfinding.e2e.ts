import { randomUUID } from 'node:crypto';
import type { Variant } from '@shop/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openUserStore } from '../../services/users/src/adapters/open-user-store';
import { changeRole } from '../../services/users/src/roles/change-role';
import { availableVariants, cartWithLines, logInByLink, returningBuyer } from '../support/buyer';
import { openPage, screenshot, viewports, withShopAndBrowser, type ViewportName } from '../support/browser';
import { eventually } from '../support/poll';
import type { RunningShop } from '../support/shop';

/*
 * Issue 34's pages as a buyer, an admin and an operator find their way on them, in Chromium at 375,
 * 768 and 1440 px: each page's trail, the phone's breadcrumb, the header's quote request, the cart's
 * quick-order link, the login that comes back to the page that asked for it, the back office's
 * sections and table, and "Cart Viewed" once per visit.
 */

jest.setTimeout(300_000);

let shop: RunningShop;
let browser: Browser;
let variants: Variant[];
withShopAndBrowser(async (started) => {
  ({ shop, browser } = started);
  variants = await availableVariants(shop, 'fences');
});

const widths = Object.keys(viewports) as ViewportName[];
const px = (viewport: ViewportName) => viewports[viewport].width;

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

/** An invoice order of this browser's cart, sent by the calls the checkout makes. */
async function sentOrder(context: BrowserContext, email: string) {
  const uuid = await cartWithLines(context, shop, variants);
  const request = context.request;
  expect((await request.patch(`${shop.url}/api/orders/set-form/${uuid}`, { data: form(email) })).status()).toBe(200);
  expect((await request.patch(`${shop.url}/api/orders/set-payment-method/${uuid}/invoice`)).status()).toBe(200);
  const complete = await request.post(`${shop.url}/api/orders/complete`, { data: { uuid } });
  expect(complete.status()).toBe(200);
  return { uuid, number: ((await complete.json()) as { order_number: string }).order_number };
}

/** The trail as the bar shows it, the front page first. */
const trailOf = async (page: Page) =>
  (await page.getByTestId('breadcrumb').allTextContents()).map((text) => text.trim()).join(' › ');

/** Waits until the page's own trail is up (set once its data came), then returns it. */
async function trailEnding(page: Page, last: string | RegExp) {
  const crumbs = page.getByTestId('breadcrumb');
  await crumbs.last().filter({ hasText: last }).waitFor();
  return trailOf(page);
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * Words split inside over two lines within `selector`: a letter or digit on each side of the line break
 * ("Referen/ce"), measured by the line box of each character. A break at a hyphen or a dot is not one.
 */
const wordsBrokenInside = (page: Page, selector: string) =>
  page.evaluate((within) => {
    const broken: string[] = [];
    const wordChar = /[\p{L}\p{N}]/u;
    for (const root of document.querySelectorAll(within)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const lineOf = (at: number) => {
          const range = document.createRange();
          range.setStart(node!, at);
          range.setEnd(node!, at + 1);
          return Math.round(range.getBoundingClientRect().top);
        };
        for (let at = 1; at < text.length; at += 1) {
          const split = wordChar.test(text[at - 1]!) && wordChar.test(text[at]!) && lineOf(at - 1) !== lineOf(at);
          if (split) broken.push(`${text.slice(0, at)}/${text.slice(at)}`);
        }
      }
    }
    return broken;
  }, selector);

describe('a buyer’s pages', () => {
  let buyer: Awaited<ReturnType<typeof openPage>>;
  beforeAll(async () => {
    buyer = await openPage(browser, 'desktop', 'en');
    await returningBuyer(buyer.context, shop, 'en');
  });
  afterAll(() => buyer?.context.close());

  it('the variant page’s breadcrumb: the levels above readable, on a phone the one above as the way back', async () => {
    const { page } = buyer;
    for (const viewport of widths) {
      await page.setViewportSize(viewports[viewport]);
      await page.goto(`${shop.url}/variant/${variants[0]!.id}`);
      await page.getByTestId('attributes').waitFor();
      const crumbs = page.getByTestId('breadcrumb');
      await crumbs.nth(2).waitFor({ state: 'attached' });
      const shown = await crumbs.evaluateAll((items) =>
        items
          .filter((item) => item.getBoundingClientRect().width > 1)
          .map((item) => {
            const name = item.querySelector('a, span')!;
            return {
              text: name.textContent,
              width: name.getBoundingClientRect().width,
              // The text's own width, not scrollWidth: an overflow under a pixel still ends in an ellipsis.
              cut: (() => {
                const text = document.createRange();
                text.selectNodeContents(name);
                return text.getBoundingClientRect().width > name.getBoundingClientRect().width + 0.01;
              })(),
            };
          }),
      );
      const names = await crumbs.allTextContents();
      if (viewport === 'mobile') {
        // One crumb, the level above this variant, with the whole line for its name (not a stub of it).
        expect(shown.map((crumb) => crumb.text)).toEqual([names.at(-2)]);
        expect(shown[0]!.width).toBeGreaterThan(280);
      } else {
        // The levels above, each in full (on a tablet a long product title above may end in an
        // ellipsis); the variant's own name is the heading below.
        expect(shown.map((crumb) => crumb.text)).toEqual(names.slice(0, -1));
        const whole = viewport === 'tablet' ? shown.slice(0, -1) : shown;
        expect(whole.filter((crumb) => crumb.cut)).toEqual([]);
        expect(shown.at(-1)!.width).toBeGreaterThan(200);
      }
      expect([viewport, await noSidewaysScroll(page)]).toEqual([viewport, true]);
      await screenshot(page, `wayfinding-variant-breadcrumb-${px(viewport)}`);
    }
    const back = page.getByTestId('breadcrumb').nth(-2).getByRole('link');
    await page.setViewportSize(viewports.mobile);
    const target = await back.getAttribute('href');
    await back.click();
    await page.waitForURL(`${shop.url}${target}`);
  });

  it('the cart’s quick order is a link, and "Cart Viewed" is sent once per visit of the cart', async () => {
    const { page, context } = buyer;
    await context.addCookies([
      {
        name: 'consent',
        value: encodeURIComponent(JSON.stringify({ functional: true, analytics: true })),
        url: shop.url,
      },
    ]);
    const uuid = await cartWithLines(context, shop, variants);
    const viewed: string[] = [];
    const count = (request: { url(): string; postData(): string | null }) => {
      if (request.url().endsWith('/api/analytics/events') && request.postData()?.includes('"Cart Viewed"'))
        viewed.push(request.url());
    };
    page.on('request', count);
    try {
      for (const viewport of widths) {
        await page.setViewportSize(viewports[viewport]);
        await page.goto(`${shop.url}/cart/${uuid}`);
        await page.getByTestId('cart-line').first().waitFor();
        const link = page.getByTestId('to-quick-order');
        const look = await link.evaluate((a) => ({
          underline: getComputedStyle(a).textDecorationLine,
          button: a.className.includes('ui-button'),
        }));
        expect(look).toEqual({ underline: 'underline', button: false });
        await screenshot(page, `wayfinding-cart-quick-order-${px(viewport)}`);
      }
      await page.waitForLoadState('networkidle');
      expect(viewed.length).toBe(3);
      // Within one visit: to the order step and back, twice.
      for (let round = 0; round < 2; round += 1) {
        await page.getByTestId('to-order-step').click();
        await page.getByTestId('order-form').waitFor();
        await page.goBack();
        await page.getByTestId('cart-line').first().waitFor();
      }
      await page.waitForLoadState('networkidle');
      expect(viewed.length).toBe(3);
      // A new visit: from another page back to the cart by the header's cart button.
      await page.goto(`${shop.url}/`);
      await page.getByTestId('cart-button').click();
      await page.getByTestId('cart-line').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(viewed.length).toBe(4);
    } finally {
      page.off('request', count);
    }
  });

  it('the header’s "Request a quote" opens the quote request under the cart, and the empty cart says how', async () => {
    const { page } = buyer;
    for (const viewport of widths) {
      await page.setViewportSize(viewports[viewport]);
      await page.goto(`${shop.url}/`);
      await page.getByTestId('header-quote-request').click();
      await page.waitForURL((url) => url.pathname.startsWith('/cart/') && url.hash === '#quote-request');
      const form = page.getByTestId('quote-request-form');
      await form.waitFor();
      await eventually(async () => expect(await form.isVisible()).toBe(true));
      // In view, its heading below the sticky header.
      const heading = page.getByRole('heading', { name: 'Request a quote', level: 2 });
      const header = await page.locator('header').first().boundingBox();
      const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(header!.y + header!.height);
      expect(top).toBeLessThan(viewports[viewport].height);
      await screenshot(page, `wayfinding-header-quote-request-${px(viewport)}`);
    }
    const empty = await openPage(browser, 'mobile', 'en');
    await returningBuyer(empty.context, shop, 'en');
    for (const viewport of widths) {
      await empty.page.setViewportSize(viewports[viewport]);
      await empty.page.goto(`${shop.url}/`);
      await empty.page.getByTestId('header-quote-request').click();
      const hint = empty.page.getByTestId('quote-request-needs-cart');
      await hint.waitFor();
      await eventually(async () =>
        expect(await hint.getByRole('link', { name: 'Contact form' }).getAttribute('href')).toBe('/contact'),
      );
      await screenshot(empty.page, `wayfinding-header-quote-empty-cart-${px(viewport)}`);
    }
    await empty.context.close();
  });

  it('the confirmation and the quote have trails of their own', async () => {
    const { page, context } = buyer;
    await logInByLink(page, shop, 'wege@rakennus-oy.fi');
    const order = await sentOrder(context, 'wege@rakennus-oy.fi');
    const cart = await cartWithLines(context, shop, variants);
    const requested = await context.request.post(`${shop.url}/api/orders/quote-request`, {
      data: { cart_uuid: cart, note: '', buyer: { name: 'Anna Virtanen', email: 'wege@rakennus-oy.fi' } },
    });
    expect(requested.status()).toBe(200);
    const quote = (await requested.json()) as { uuid: string; number: string };
    for (const viewport of widths) {
      await page.setViewportSize(viewports[viewport]);
      await page.goto(`${shop.url}/cart/${order.uuid}`);
      await page.getByTestId('thank-you').waitFor();
      expect(await trailEnding(page, `Order number ${order.number}`)).toBe(
        `Front page › Cart and checkout › Order number ${order.number}`,
      );
      await screenshot(page, `wayfinding-confirmation-trail-${px(viewport)}`);
      await page.goto(`${shop.url}/quote/${quote.uuid}`);
      await page.getByTestId('quote-status').waitFor();
      expect(await trailEnding(page, `Quote ${quote.number}`)).toBe(`Front page › My account › Quote ${quote.number}`);
      await screenshot(page, `wayfinding-quote-trail-${px(viewport)}`);
    }
  });
});

describe('an admin who follows the approval mail’s link without being logged in', () => {
  it('gets the login on the page, and after logging in is back on that order', async () => {
    const email = `admin-${randomUUID().slice(0, 8)}@rakennus-oy.fi`;
    const password = 'Freigabe-2026-Pasila';
    // An account with a password, made as the buyer would: by the link, then the password set in the profile.
    const setup = await openPage(browser, 'desktop', 'en');
    await returningBuyer(setup.context, shop, 'en');
    await logInByLink(setup.page, shop, email);
    const status = await setup.page.evaluate(async (pass) => {
      const user = (await (await fetch('/api/users/current')).json()) as { userid: number };
      const answer = await fetch(`/api/users/reset-password/${user.userid}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password: pass }),
      });
      return answer.status;
    }, password);
    expect(status).toBe(200);
    await setup.context.close();

    const approval = `/approval/${randomUUID()}`;
    const admin = await openPage(browser, 'mobile', 'en');
    await returningBuyer(admin.context, shop, 'en');
    for (const viewport of widths) {
      await admin.page.setViewportSize(viewports[viewport]);
      await admin.page.goto(`${shop.url}${approval}`);
      await admin.page.getByTestId('approval-refused').waitFor();
      await eventually(async () =>
        expect(await admin.page.getByTestId('approval-refused').textContent()).toBe(
          'Please log in as an admin of the company to approve or reject this order.',
        ),
      );
      expect(await trailEnding(admin.page, 'Order approval')).toBe(
        'Front page › My account › Company account › Order approval',
      );
      await screenshot(admin.page, `wayfinding-approval-login-${px(viewport)}`);
    }
    await admin.page.getByTestId('approval-login').click();
    await admin.page.waitForURL(`${shop.url}${approval}?login=true&back=true`);
    const drawer = admin.page.getByTestId('login-drawer');
    await drawer.waitFor();
    await screenshot(admin.page, 'wayfinding-approval-login-drawer-1440');
    await drawer.getByRole('button', { name: 'Log in with password' }).click();
    await drawer.getByLabel('E-mail').fill(email);
    await drawer.getByLabel('Password', { exact: true }).fill(password);
    await drawer.getByRole('button', { name: 'Log in', exact: true }).click();
    // Back on the order, asked again with the session: this one belongs to no company of hers.
    await admin.page.waitForURL(`${shop.url}${approval}`);
    await admin.page.getByTestId('approval-refused').filter({ hasText: 'This order does not exist.' }).waitFor();
    await eventually(async () => expect(await admin.page.getByTestId('approval-login').count()).toBe(0));
    await screenshot(admin.page, 'wayfinding-approval-after-login-1440');
    expect(admin.pageErrors).toEqual([]);
    await admin.context.close();
  });
});

describe('the back office', () => {
  const operatorEmail = 'wege-betrieb@nordbau.example';
  let operator: Awaited<ReturnType<typeof openPage>>;
  let order: { uuid: string; number: string };

  beforeAll(async () => {
    operator = await openPage(browser, 'desktop', 'en');
    await returningBuyer(operator.context, shop, 'en');
    const guest = await openPage(browser, 'desktop', 'en');
    order = await sentOrder(guest.context, 'sehr.lange.adresse.eines.einkaeufers@rakennusliike-virtanen.fi');
    await guest.context.close();
    await logInByLink(operator.page, shop, operatorEmail);
    const store = await openUserStore(shop.usersMongoUri, shop.dataDir);
    try {
      expect(await changeRole(store, 'grant', operatorEmail, 'operator')).toMatchObject({ ok: true });
    } finally {
      await store.close();
    }
  });
  afterAll(() => operator?.context.close());

  it('shows the orders with whole words in every column, under its sections and trail', async () => {
    const { page } = operator;
    for (const viewport of widths) {
      await page.setViewportSize(viewports[viewport]);
      await page.goto(`${shop.url}/backoffice`);
      await page.getByTestId('backoffice-order-row').first().waitFor();
      await page.getByTestId('backoffice-nav').waitFor();
      expect(await trailEnding(page, 'Back office')).toBe('Front page › Back office');
      if (viewport === 'desktop') {
        await eventually(async () =>
          expect(await page.locator('[data-testid="backoffice-orders"] thead').isVisible()).toBe(true),
        );
        expect(await wordsBrokenInside(page, '[data-testid="backoffice-orders"] thead th')).toEqual([]);
        expect(await wordsBrokenInside(page, '[data-testid="backoffice-order-row"]')).toEqual([]);
      }
      expect([viewport, await noSidewaysScroll(page)]).toEqual([viewport, true]);
      await screenshot(page, `wayfinding-backoffice-orders-${px(viewport)}`);
      await page.goto(`${shop.url}/backoffice/orders/${order.uuid}`);
      expect(await trailEnding(page, `Order ${order.number}`)).toBe(`Front page › Back office › Order ${order.number}`);
      await screenshot(page, `wayfinding-backoffice-order-${px(viewport)}`);
    }
  });

  it('shows a refused buyer the refusal alone: no sections', async () => {
    const buyer = await openPage(browser, 'mobile', 'en');
    await returningBuyer(buyer.context, shop, 'en');
    await logInByLink(buyer.page, shop, 'kein-betrieb@rakennus-oy.fi');
    for (const viewport of widths) {
      await buyer.page.setViewportSize(viewports[viewport]);
      for (const path of ['/backoffice', '/backoffice/dead-letters', '/backoffice/suppliers']) {
        await buyer.page.goto(`${shop.url}${path}`);
        await buyer.page.getByTestId('backoffice-refused').waitFor();
        expect([path, await buyer.page.getByTestId('backoffice-nav').count()]).toEqual([path, 0]);
      }
      await screenshot(buyer.page, `wayfinding-backoffice-refused-buyer-${px(viewport)}`);
    }
    await buyer.context.close();
  });
});
