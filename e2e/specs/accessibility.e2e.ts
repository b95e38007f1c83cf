import type { Variant } from '@shop/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { availableVariants, cartWithLines, logInByLink, returningBuyer } from '../support/buyer';
import { openPage, screenshot, withShopAndBrowser, type ViewportName } from '../support/browser';
import { axeViolations } from '../support/axe';
import { checkoutPage } from '../support/checkout-page';
import type { RunningShop } from '../support/shop';

jest.setTimeout(180_000);

let shop: RunningShop;
let browser: Browser;
let variants: Variant[];
withShopAndBrowser(async (started) => {
  ({ shop, browser } = started);
  variants = await availableVariants(shop, 'fences');
});

/** Loaded: what the page is about is shown and nothing is still loading or animating in. */
async function settled(page: Page, ready: string) {
  await page.getByTestId(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
}

/** A page that needs no preparation: its address and the test id that shows it is there. */
const plainPages: [name: string, path: () => string, ready: string][] = [
  ['home', () => '/', 'root-category'],
  ['shop', () => '/shop', 'variant-card'],
  ['category', () => '/categories/fences', 'variant-card'],
  ['product', () => `/products/${variants[0]!.products.slug}`, 'variant-row'],
  ['variant', () => `/variant/${variants[0]!.id}`, 'attributes'],
  ['search', () => '/new_search?search=zaun', 'search-page'],
  ['login drawer', () => '/?login=true', 'login-drawer'],
  ['contact', () => '/contact', 'contact-form'],
  ['faq', () => '/faq', 'faq-page'],
  ['terms', () => '/terms', 'info-page-terms'],
  // The legal notice exists in German only: in English it is the not-found page.
  ['legal', () => '/legal', 'not-found'],
  ['not found', () => '/no-such-page', 'not-found'],
  ['unknown variant', () => '/variant/999999999', 'variant-not-found'],
];

describe.each(['mobile', 'desktop'] as ViewportName[])('zero axe violations at %s width', (viewport) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ page, context } = await openPage(browser, viewport, 'en'));
    await returningBuyer(context, shop);
  });
  afterAll(async () => context?.close());

  it.each(plainPages)('%s', async (name, path, ready) => {
    await page.goto(`${shop.url}${path()}`);
    await settled(page, ready);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('cart with lines, delivery and details, pay and confirm, summary, thank you', async () => {
    const uuid = await cartWithLines(context, shop, variants);
    await page.goto(`${shop.url}/cart/${uuid}`);
    await settled(page, 'cart-line');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('to-order-step').click();
    await settled(page, 'order-form');
    expect(await axeViolations(page)).toEqual([]);
    await checkoutPage(page).fillBilling();
    await page.getByRole('button', { name: 'Continue' }).click();
    await settled(page, 'pay-and-confirm');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('pay-and-confirm').getByText('Invoice, 30 days net', { exact: true }).click();
    await page.getByTestId('to-summary-step').click();
    await settled(page, 'review-and-confirm');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('confirm-order').click();
    await settled(page, 'thank-you');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('profile, logged in', async () => {
    await logInByLink(page, shop, `axe-${viewport}@rakennus-oy.fi`);
    await settled(page, 'account-info-form');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('cookie dialog on the first visit, and opened from the login drawer', async () => {
    const first = await openPage(browser, viewport, 'en');
    await first.page.goto(`${shop.url}/?login=true`);
    await settled(first.page, 'cookie-dialog');
    expect(await axeViolations(first.page)).toEqual([]);
    // Opened from the drawer, the dialog lies above it: its options take the click, not the drawer's backdrop.
    await first.page.getByTestId('consent-required').getByRole('button').click();
    await first.page.getByTestId('consent-functional').check();
    expect(await axeViolations(first.page)).toEqual([]);
    await screenshot(first.page, `a11y-cookie-dialog-over-drawer-${viewport}`);
    await first.page.getByTestId('consent-save').click();
    await first.page.getByTestId('consent-required').waitFor({ state: 'detached' });
    await first.context.close();
  });
});
