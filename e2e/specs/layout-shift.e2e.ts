import type { Variant } from '@shop/contracts';
import type { Browser, Page } from 'playwright-core';
import { availableVariants, cartWithLines } from '../support/buyer';
import { openPage, screenshot, type ViewportName, withShopAndBrowser } from '../support/browser';
import type { RunningShop } from '../support/shop';

jest.setTimeout(120_000);

let shop: RunningShop;
let browser: Browser;
type PageName = 'home' | 'category' | 'product' | 'variant' | 'cart';
let paths: Record<Exclude<PageName, 'cart'>, string>;
let cartVariants: Variant[];

/** The pages Lighthouse measures (scripts/lighthouse.mjs), found through the API. */
async function findPages() {
  const res = await fetch(`${shop.url}/api/category/rootCategories`);
  const [root] = (await res.json()) as { slug: string }[];
  if (!root) throw new Error('the catalogue has no categories');
  const available = await availableVariants(shop, root.slug);
  if (available.length < 2) throw new Error(`${root.slug} lists fewer than two available variants`);
  cartVariants = available;
  const withPicture = available.find((v) => v.variant_pictures.length > 0) ?? available[0]!;
  paths = {
    home: '/',
    category: `/categories/${root.slug}`,
    product: `/products/${withPicture.products.slug}`,
    variant: `/variant/${withPicture.id}`,
  };
}

withShopAndBrowser(async (started) => {
  ({ shop, browser } = started);
  await findPages();
});

interface Shift {
  value: number;
  sources: string[];
}

/** Records every layout shift from the first paint on, with the elements that moved. */
function observeLayoutShifts() {
  const shifts: Shift[] = [];
  (window as unknown as { __layoutShifts: Shift[] }).__layoutShifts = shifts;
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return String(node?.nodeName ?? 'gone');
    const id = node.getAttribute('data-testid');
    return `${node.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ''}.${[...node.classList].join('.')}`;
  };
  const box = (rect: DOMRectReadOnly) => `${rect.y}+${rect.height}`;
  type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
  type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShift[]) {
      if (!entry.hadRecentInput)
        shifts.push({
          value: entry.value,
          sources: entry.sources.map((s) => `${describe(s.node)} ${box(s.previousRect)} → ${box(s.currentRect)}`),
        });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Loads a page and waits until it has settled. */
async function shiftsOf(page: Page, path: string): Promise<Shift[]> {
  await page.addInitScript(observeLayoutShifts);
  await page.goto(`${shop.url}${path}`, { waitUntil: 'networkidle' });
  await page.locator('[aria-busy="true"], .ui-skeleton').first().waitFor({ state: 'detached', timeout: 30_000 });
  // Late images and fonts still move things after the network has gone quiet; give them two frames.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return recordedShifts(page);
}

const recordedShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __layoutShifts: Shift[] }).__layoutShifts);

const pageNames: PageName[] = ['home', 'category', 'product', 'variant', 'cart'];
// Phones are what Lighthouse measures and the goal names; tablets and desktops lay the same pages out otherwise.
const widths: ViewportName[] = ['mobile', 'tablet', 'desktop'];

describe.each(pageNames.flatMap((name) => widths.map((width) => [name, width] as const)))(
  'the %s page (%s)',
  (name, width) => {
    it('does not move what is already shown while it loads (CLS under 0.05)', async () => {
      const { page, context, pageErrors } = await openPage(browser, width, 'de');
      await context.addCookies([
        { name: 'locale', value: 'de', url: shop.url },
        {
          name: 'consent',
          value: encodeURIComponent(JSON.stringify({ functional: true, analytics: false })),
          url: shop.url,
        },
      ]);
      // The cart page of a guest cart this browser made, with two lines (its access cookie is the browser's).
      const path = name === 'cart' ? `/cart/${await cartWithLines(context, shop, cartVariants)}` : paths[name];
      const shifts = await shiftsOf(page, path);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      await screenshot(page, `layout-shift-${name}-${width}`);
      if (name === 'cart') expect(await page.getByTestId('cart-line').count()).toBe(2);
      // The shifts in the message name the elements that moved.
      expect({ total: total < 0.05 ? 'under 0.05' : total, shifts: total < 0.05 ? [] : shifts }).toEqual({
        total: 'under 0.05',
        shifts: [],
      });
      expect(pageErrors).toEqual([]);
      await context.close();
    });
  },
);

describe('a first-time buyer at 375 px', () => {
  it('gets the cookie dialog over the home page, not pushing it (CLS under 0.05)', async () => {
    const { page, context, pageErrors } = await openPage(browser, 'mobile', 'de');
    await shiftsOf(page, '/');
    await page.getByTestId('cookie-dialog').waitFor();
    const shifts = await recordedShifts(page);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect({ total: total < 0.05 ? 'under 0.05' : total, shifts: total < 0.05 ? [] : shifts }).toEqual({
      total: 'under 0.05',
      shifts: [],
    });
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
