import type { Variant } from '@shop/contracts';
import type { Browser, Locator } from 'playwright-core';
import { availableVariants, cartWithLines, logInByLink, returningBuyer } from '../support/buyer';
import { openPage, screenshot, withShopAndBrowser, type ViewportName } from '../support/browser';
import type { RunningShop } from '../support/shop';

jest.setTimeout(120_000);

let shop: RunningShop;
let browser: Browser;
let variants: Variant[];
withShopAndBrowser(async (started) => {
  ({ shop, browser } = started);
  variants = await availableVariants(shop, 'fences');
});

/** The lines an element's text is laid out on: one client rect per line of each text node, told apart by their top. */
const textLines = (element: Locator) =>
  element.evaluate((el) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });

/** Pixels between two boxes, negative when they overlap (the larger of the horizontal and vertical gaps). */
function gapBetween(a: { x: number; y: number; width: number; height: number }, b: typeof a): number {
  const horizontal = Math.max(b.x - (a.x + a.width), a.x - (b.x + b.width));
  const vertical = Math.max(b.y - (a.y + a.height), a.y - (b.y + b.height));
  return Math.max(horizontal, vertical);
}

describe('what a logged-in buyer sees', () => {
  it('the logged-in e-mail at 375 px: "Logged in as" and the whole address, on two lines at most', async () => {
    const { page, context, pageErrors } = await openPage(browser, 'mobile', 'en');
    await returningBuyer(context, shop);
    // A long but ordinary company address: the kind that wrapped over four ragged lines.
    const email = 'anna-kaisa.virtanen@rakennus-oy.fi';
    await logInByLink(page, shop, email);
    const line = page.locator('.profile-page__email');
    await line.getByText(email).waitFor();
    expect(await textLines(line)).toBeLessThanOrEqual(2);
    // Never broken inside the address while it fits the line.
    expect(await textLines(line.getByText(email, { exact: true }))).toBe(1);
    await screenshot(page, 'buyer-layout-profile-email-mobile');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it.each(['mobile', 'tablet', 'desktop'] as ViewportName[])(
    '"fill from my account" keeps clear of the buyer-type radio buttons at %s width',
    async (viewport) => {
      const { page, context, pageErrors } = await openPage(browser, viewport, 'en');
      await returningBuyer(context, shop);
      await logInByLink(page, shop, `fill-${viewport}@rakennus-oy.fi`);
      const uuid = await cartWithLines(context, shop, variants);
      await page.goto(`${shop.url}/cart/${uuid}`);
      await page.getByTestId('to-order-step').click();
      const fill = page.getByTestId('fill-from-account');
      await fill.waitFor();
      const button = (await fill.boundingBox())!;
      for (const choice of await page.locator('.checkout__buyer-type label').all()) {
        expect(gapBetween(button, (await choice.boundingBox())!)).toBeGreaterThanOrEqual(8);
      }
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );
});
