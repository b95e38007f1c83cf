import type { Variant } from '@shop/contracts';
import type { Browser, Page } from 'playwright-core';
import { availableVariants, cartWithLines, logInByLink, returningBuyer } from '../support/buyer';
import { openPage, screenshot, withShopAndBrowser, type ViewportName } from '../support/browser';
import type { RunningShop } from '../support/shop';

jest.setTimeout(180_000);

let shop: RunningShop;
let browser: Browser;
let variants: Variant[];
withShopAndBrowser(async (started) => {
  ({ shop, browser } = started);
  variants = await availableVariants(shop, 'fences');
});

/** Shown and settled: the page's own content is there and nothing is still loading. */
async function settled(page: Page, ready: string) {
  await page.getByTestId(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
}

/**
 * Elements that make the page wider than the viewport, so that a buyer would scroll sideways
 * (content of a row that scrolls or clips on its own does not count).
 */
const sticksOut = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    return [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && !clipped(el))
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
  });

/** The pages a buyer sees, screenshot at each width for a person to look at (test-results/screenshots). */
describe.each(['mobile', 'tablet', 'desktop'] as ViewportName[])('buyer pages at %s width', (viewport) => {
  it('home, category, product, variant, unknown variant, cart, checkout, login over consent, profile', async () => {
    const { page, context, pageErrors } = await openPage(browser, viewport, 'en');
    const shot = (name: string) => screenshot(page, `buyer-${name}-${viewport}`);
    await page.goto(`${shop.url}/?login=true`);
    await settled(page, 'cookie-dialog');
    await page.getByTestId('consent-required').getByRole('button').click();
    await shot('login-drawer-cookie-dialog');
    await context.clearCookies();
    await returningBuyer(context, shop);
    for (const [name, path, ready] of [
      ['home', '/', 'root-category'],
      ['category', '/categories/fences', 'variant-card'],
      ['product', `/products/${variants[0]!.products.slug}`, 'variant-row'],
      ['variant', `/variant/${variants[0]!.id}`, 'attributes'],
      ['unknown-variant', '/variant/999999999', 'variant-not-found'],
    ]) {
      await page.goto(`${shop.url}${path}`);
      await settled(page, ready!);
      await shot(name!);
      expect([name, await sticksOut(page)]).toEqual([name, []]);
    }
    await logInByLink(page, shop, `shots-${viewport}@rakennus-oy.fi`);
    await settled(page, 'account-info-form');
    await shot('profile');
    const uuid = await cartWithLines(context, shop, variants);
    await page.goto(`${shop.url}/cart/${uuid}`);
    await settled(page, 'cart-line');
    await shot('cart');
    await page.getByTestId('to-order-step').click();
    await settled(page, 'order-form');
    await shot('checkout-delivery');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
