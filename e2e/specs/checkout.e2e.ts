import { firstBookableDay, VariantListResponseSchema, type Variant } from '@shop/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openPage, screenshot, shellStarted, viewports, withShopAndBrowser } from '../support/browser';
import { checkoutPage } from '../support/checkout-page';
import { waitForMail } from '../support/mail';
import { home } from '../support/pages';
import { eventually } from '../support/poll';
import type { RunningShop } from '../support/shop';

jest.setTimeout(120_000);

let shop: RunningShop;
let browser: Browser;
let variants: Variant[];
withShopAndBrowser(async (started) => {
  ({ shop, browser } = started);
  const listing = await fetch(`${shop.url}/api/productVariant/by-category/fences?range=[0,40]`).then((r) => r.json());
  variants = VariantListResponseSchema.parse(listing).variants.filter((v) => v.availability === 'available');
});

/** A guest's cart with two variants, put there through the same call the add-to-cart hook makes. */
async function guestCart(context: BrowserContext) {
  const [a, b] = variants;
  const first = await context.request.post(`${shop.url}/api/orders/add`, {
    data: { variantId: a!.id, amount: a!.min_order, isProduction: true },
  });
  const cart = await first.json();
  await context.request.post(`${shop.url}/api/orders/add`, {
    data: { uuid: cart.uuid, variantId: b!.id, amount: b!.min_order, isProduction: true },
  });
  await context.addCookies([{ name: 'cart_id', value: cart.uuid, url: shop.url }]);
  await context.addCookies([
    {
      name: 'consent',
      value: encodeURIComponent(JSON.stringify({ functional: true, analytics: false })),
      url: shop.url,
    },
  ]);
  return cart.uuid as string;
}

async function fillOrderForm(page: Page, separateShipping: boolean) {
  await checkoutPage(page).fillBilling();
  if (separateShipping) {
    await page.getByTestId('separate-shipping').check();
    const shipping: Record<string, string> = {
      name: 'Työmaa Vantaa',
      streetAddress: 'Tikkurilantie 10',
      postCode: '01300',
      city: 'Vantaa',
    };
    for (const [name, value] of Object.entries(shipping))
      await page.locator(`input[name="shipping.${name}"]`).fill(value);
  }
}

describe('guest checkout', () => {
  it('changes a quantity in one tab and the badge follows in a second tab (live channel)', async () => {
    const { page, context } = await openPage(browser, 'desktop', 'en');
    const uuid = await guestCart(context);
    const other = await context.newPage();
    await other.goto(shop.url);
    // The buyer's other tab, in use: its app has started (shell/src/first-input).
    await shellStarted(other);
    await home(other).cartBadge.waitFor();
    const before = Number(await home(other).cartBadge.textContent());

    await page.goto(`${shop.url}/cart/${uuid}`);
    await page.getByTestId('cart-line').first().waitFor();
    await page.getByRole('button', { name: 'Increase quantity' }).first().click();
    await other.waitForFunction(
      (n) => document.querySelector('[data-testid="cart-badge"]')?.textContent === String(n),
      before + 1,
    );
    await context.close();
  });

  it(
    'checks out by invoice with a separate shipping address and gets the thank-you page and the e-mail with ' +
      'its PDF',
    async () => {
      const { page, context, pageErrors } = await openPage(browser, 'desktop', 'en');
      const uuid = await guestCart(context);
      const checkout = checkoutPage(page);
      await page.goto(`${shop.url}/cart/${uuid}`);
      await checkout.cartLines.nth(1).waitFor();
      await screenshot(page, 'checkout-cart-desktop');
      await checkout.toDetails();
      await fillOrderForm(page, true);
      await screenshot(page, 'checkout-details-desktop');
      await checkout.submitDetails();
      await checkout.placeOrder('Invoice, 30 days net');
      await checkout.thankYou.waitFor();
      await eventually(async () => expect(await checkout.orderNumber.textContent()).toMatch(/NB-1\d{5}/));
      await screenshot(page, 'checkout-thank-you-desktop');
      await eventually(async () => expect(await home(page).cartBadge.count()).toBe(0));
      // The confirmation PDF link names the page's language: a new tab sends no locale header.
      const pdfLink = await page.getByRole('link', { name: 'Order confirmation (PDF)' }).getAttribute('href');
      expect(pdfLink).toBe(`/api/orders/confirmation-pdf/${uuid}?lang=en`);
      const pdf = await context.request.get(`${shop.url}${pdfLink}`);
      expect([pdf.status(), (await pdf.body()).subarray(0, 5).toString()]).toEqual([200, '%PDF-']);

      const mail = await waitForMail(shop, { to: 'anna.virtanen@rakennus-oy.fi' });
      expect(mail.text).toContain('Content-Type: application/pdf');
      const order = await (await context.request.get(`${shop.url}/api/orders/processed-by-id/${uuid}`)).json();
      expect(order.form).toMatchObject({ isSeparateShipping: true, shipping: { city: 'Vantaa', postCode: '01300' } });
      expect(pageErrors).toEqual([]);

      // Someone else who learned the uuid (a shared screen, a log, a Referer) gets nothing of it.
      const stranger = await openPage(browser, 'desktop', 'en');
      for (const path of [
        `/api/orders/by-id/${uuid}`,
        `/api/orders/processed-by-id/${uuid}`,
        `/api/orders/confirmation-pdf/${uuid}`,
        `/api/orders/confirmed-by-id/${uuid}`,
      ]) {
        const res = await stranger.context.request.get(`${shop.url}${path}`);
        expect([path, res.status()]).toEqual([path, 404]);
        expect(await res.text()).not.toContain('Anna');
      }
      await stranger.page.goto(`${shop.url}/cart/${uuid}`);
      await stranger.page.getByTestId('cart-empty').waitFor();
      expect(await stranger.page.content()).not.toMatch(/Anna Virtanen|Tikkurilantie/);
      await stranger.context.close();
      await context.close();
    },
  );

  it(
    'keeps a guest cart to the browser that made it: the access cookie is HttpOnly, and another browser with ' +
      'the uuid finds no cart',
    async () => {
      const { page, context } = await openPage(browser, 'desktop', 'en');
      const uuid = await guestCart(context);
      const access = (await context.cookies()).find((c) => c.name === 'cart_access');
      expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      await page.goto(`${shop.url}/cart/${uuid}`);
      await page.getByTestId('cart-line').first().waitFor();
      expect(await page.evaluate(() => document.cookie)).not.toContain('cart_access');

      const stranger = await openPage(browser, 'desktop', 'en');
      await stranger.context.addCookies([{ name: 'cart_id', value: uuid, url: shop.url }]);
      await stranger.page.goto(`${shop.url}/cart/${uuid}`);
      await stranger.page.getByTestId('cart-empty').waitFor();
      const change = await stranger.context.request.patch(`${shop.url}/api/orders/set-quantity/${uuid}/1`, {
        data: { amount: 50 },
      });
      expect(change.status()).toBe(404);
      await stranger.context.close();
      await context.close();
    },
  );

  it('shares the basket as a link to a copy: another browser takes the copy into a cart of its own', async () => {
    const { page, context } = await openPage(browser, 'desktop', 'en');
    const uuid = await guestCart(context);
    await page.goto(`${shop.url}/cart/${uuid}`);
    await page.getByTestId('share-link-create').click();
    const link = await page.getByTestId('share-link').inputValue();
    expect(link).toMatch(new RegExp(`^${shop.url}/cart/[0-9a-f-]{36}$`));
    expect(link).not.toContain(uuid);

    for (const viewport of ['mobile', 'tablet'] as const) {
      const viewer = await openPage(browser, viewport, 'en');
      await viewer.page.goto(link);
      await viewer.page.getByTestId('shared-basket').waitFor();
      await screenshot(viewer.page, `checkout-shared-basket-${viewport}`);
      const overflow = await viewer.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await viewer.context.close();
    }

    const friend = await openPage(browser, 'desktop', 'en');
    await friend.page.goto(link);
    await friend.page.getByTestId('shared-basket').waitFor();
    await eventually(async () => expect(await friend.page.getByTestId('shared-line').count()).toBe(2));
    await screenshot(friend.page, 'checkout-shared-basket-desktop');
    await friend.page.getByTestId('take-shared').click();
    await friend.page.waitForURL((url) => /\/cart\/[0-9a-f-]{36}$/.test(url.pathname) && !link.endsWith(url.pathname));
    await friend.page.getByTestId('cart-line').nth(1).waitFor();
    expect(friend.page.url()).not.toContain(uuid);
    expect((await friend.context.request.get(`${shop.url}/api/orders/by-id/${uuid}`)).status()).toBe(404);
    await friend.context.close();
    await context.close();
  });

  it('lays out the cart and the details step on a tablet without anything running off the page', async () => {
    const { page, context } = await openPage(browser, 'tablet', 'en');
    const uuid = await guestCart(context);
    await page.goto(`${shop.url}/cart/${uuid}`);
    await page.getByTestId('cart-line').first().waitFor();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'checkout-cart-tablet');
    await page.getByTestId('to-order-step').click();
    await page.getByTestId('order-form').waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'checkout-details-tablet');
    await context.close();
  });

  it('shows each missing field in the buyer’s language on mobile', async () => {
    const { page, context } = await openPage(browser, 'mobile', 'fi');
    const uuid = await guestCart(context);
    await context.addCookies([{ name: 'locale', value: 'fi', url: shop.url }]);
    await page.goto(`${shop.url}/cart/${uuid}`);
    await page.getByTestId('to-order-step').click();
    // The order step is a page of its own: its button works once the page has hydrated.
    await page.getByTestId('order-form').waitFor();
    await shellStarted(page);
    await page.getByRole('button', { name: 'Jatka' }).click();
    await page.getByText('Anna Y-tunnus muodossa 1234567-8').waitFor();
    await screenshot(page, 'checkout-errors-mobile');
    await context.close();
  });
});

describe('card payment', () => {
  async function payByCard(decision: 'Approve payment' | 'Decline') {
    const { page, context } = await openPage(browser, 'desktop', 'en');
    const checkout = checkoutPage(page);
    const uuid = await guestCart(context);
    await page.goto(`${shop.url}/cart/${uuid}`);
    await checkout.toDetails();
    await fillOrderForm(page, false);
    await checkout.submitDetails();
    await checkout.placeOrder('Card payment');
    await page.getByTestId('test-payment').waitFor();
    await page.getByRole('button', { name: decision }).click();
    await page.getByTestId('thank-you').waitFor();
    // Back from the provider by its redirect, not by goto: its buttons work once the page has hydrated.
    await shellStarted(page);
    return { page, context };
  }

  it('approved: back in the shop the order is paid', async () => {
    const { page, context } = await payByCard('Approve payment');
    await page.getByTestId('payment-paid').waitFor();
    await screenshot(page, 'checkout-card-paid');
    await context.close();
  });

  it('declined: the buyer is told the order waits for its payment, no confirmation, and can pay again', async () => {
    const { page, context } = await payByCard('Decline');
    await page.getByTestId('payment-declined').waitFor();
    // No mail went out, so the page neither says a confirmation is on its way nor offers its PDF.
    const thanks = page.getByTestId('thank-you');
    await eventually(async () =>
      expect(await page.getByTestId('awaiting-payment').textContent()).toBe(
        'Your order waits for its payment: the confirmation goes to anna.virtanen@rakennus-oy.fi once it is paid.',
      ),
    );
    await eventually(async () => expect(await thanks.textContent()).not.toContain('on its way'));
    await eventually(async () =>
      expect(await thanks.getByRole('link', { name: 'Order confirmation (PDF)' }).count()).toBe(0),
    );
    for (const viewport of ['mobile', 'tablet', 'desktop'] as const) {
      await page.setViewportSize(viewports[viewport]);
      await screenshot(page, `checkout-card-declined-${viewports[viewport].width}`);
    }
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByTestId('test-payment').waitFor();
    await context.close();
  });
});

describe('the four steps, each in the address', () => {
  const texts = {
    de: { invoice: 'Rechnung, 30 Tage netto', timecap: 'Lieferung im vereinbarten Zeitfenster' },
    fi: { invoice: 'Lasku, 30 päivää netto', timecap: 'Toimitus sovittuna aikaikkunana' },
  };
  const helsinkiToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki' }).format(new Date());

  it.each([
    ['de', 'mobile'],
    ['fi', 'desktop'],
    ['de', 'desktop'],
    ['fi', 'mobile'],
  ] as const)(
    '%s at %s width: cart, order with a timed delivery and a site contact, pay, summary; reload and back stay on ' +
      'the step, and the order keeps what the summary showed',
    async (locale, viewport) => {
      const { page, context, pageErrors } = await openPage(browser, viewport, locale);
      const uuid = await guestCart(context);
      await context.addCookies([{ name: 'locale', value: locale, url: shop.url }]);
      const shot = (step: string) => screenshot(page, `checkout-steps-${step}-${locale}-${viewport}`);
      const atStep = async (step: string | null, testId: string) => {
        await page.waitForURL((url) => url.searchParams.get('step') === step);
        await page.getByTestId(testId).waitFor();
      };

      await page.goto(`${shop.url}/cart/${uuid}`);
      await page.getByTestId('cart-line').nth(1).waitFor();
      await shot('1-cart');
      await page.getByTestId('to-order-step').click();
      await atStep('order', 'order-form');
      await fillOrderForm(page, false);
      await page.getByTestId('delivery-methods').getByText(texts[locale].timecap).click();
      const day = firstBookableDay(helsinkiToday());
      await page.locator('input[name="timeWindow.date"]').fill(day);
      await page.locator('select[name="timeWindow.from"]').selectOption('09:00');
      await page.locator('select[name="timeWindow.to"]').selectOption('11:30');
      await page.locator('textarea[name="shippingComment"]').fill('Tor 3 / Portti 3');
      await page.locator('input[name="siteContact.name"]').fill('Mikko Mäkinen');
      await page.locator('input[name="siteContact.phone"]').fill('+358 40 765 4321');
      await shot('2-order');
      await page.getByTestId('order-form').locator('button[type="submit"]').click();

      await atStep('pay', 'pay-and-confirm');
      // Continue sat at the bottom of a long form: the next step shows from its top.
      const steps = await page.getByTestId('checkout-steps').boundingBox();
      expect(steps!.y).toBeGreaterThanOrEqual(0);
      expect(steps!.y).toBeLessThan(viewports[viewport].height);
      await page.reload();
      await atStep('pay', 'pay-and-confirm');
      await page.getByTestId('pay-and-confirm').getByText(texts[locale].invoice, { exact: true }).click();
      await page.waitForFunction(
        () => !document.querySelector<HTMLButtonElement>('[data-testid="to-summary-step"]')?.disabled,
      );
      await shot('3-pay');
      await page.getByTestId('to-summary-step').click();

      await atStep('summary', 'review-and-confirm');
      await eventually(async () =>
        expect(await page.getByTestId('review-site-contact').textContent()).toContain(
          'Mikko Mäkinen, +358 40 765 4321',
        ),
      );
      await eventually(async () =>
        expect(await page.getByTestId('review-instructions').textContent()).toContain('Tor 3 / Portti 3'),
      );
      await eventually(async () =>
        expect(await page.getByTestId('review-window').textContent()).toMatch(
          locale === 'de' ? /09:00–11:30 Uhr/ : /klo 09\.00–11\.30/,
        ),
      );
      await shot('4-summary');
      await page.goBack();
      await atStep('pay', 'pay-and-confirm');
      await page.goForward();
      await atStep('summary', 'review-and-confirm');
      await page.reload();
      await atStep('summary', 'review-and-confirm');
      await page.getByTestId('edit-review-billing').click();
      await atStep('order', 'order-form');
      await eventually(async () =>
        expect(await page.locator('input[name="company"]').inputValue()).toBe('Rakennus Oy'),
      );
      await eventually(async () =>
        expect(await page.locator('select[name="timeWindow.to"]').inputValue()).toBe('11:30'),
      );
      await page.goBack();
      await atStep('summary', 'review-and-confirm');

      await page.getByTestId('confirm-order').click();
      await page.getByTestId('thank-you').waitFor();
      const order = await (await context.request.get(`${shop.url}/api/orders/processed-by-id/${uuid}`)).json();
      expect(order).toMatchObject({
        delivery: { type: 'timecap' },
        delivery_window: { date: day, from: '09:00', to: '11:30' },
        shipping_comment: 'Tor 3 / Portti 3',
        site_contact: { name: 'Mikko Mäkinen', phone: '+358 40 765 4321' },
      });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );
});
