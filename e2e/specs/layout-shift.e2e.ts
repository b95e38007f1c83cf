import type { Browser, Page } from 'playwright-core';
import { openPage, screenshot, type ViewportName, withShopAndBrowser } from '../support/browser';
import type { RunningShop } from '../support/shop';

jest.setTimeout(120_000);

let shop: RunningShop;
let browser: Browser;
type PageName = 'home' | 'category' | 'product' | 'variant' | 'cart';
let pages: Record<PageName, { path: string; cartId?: string }>;

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${shop.url}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status}`);
  return (await res.json()) as T;
}

interface ListedVariant {
  id: string;
  availability: string;
  min_order: number;
  variant_pictures: unknown[];
  products: { slug: string };
}

/** The five pages Lighthouse measures (scripts/lighthouse.mjs), found through the API; the cart gets two lines. */
async function findPages(): Promise<typeof pages> {
  const [root] = await api<{ slug: string }[]>('/api/category/rootCategories');
  if (!root) throw new Error('the catalogue has no categories');
  const listing = await api<{ variants: ListedVariant[] }>(
    `/api/productVariant/by-category/${root.slug}?range=${encodeURIComponent('[0,20]')}`,
  );
  const [a, b] = listing.variants.filter((v) => v.availability === 'available');
  if (!a || !b) throw new Error(`${root.slug} lists fewer than two available variants`);
  const { uuid } = await api<{ uuid: string }>('/api/orders/add', {
    method: 'POST',
    body: JSON.stringify({ variantId: a.id, amount: a.min_order, isProduction: true }),
  });
  await api('/api/orders/add', {
    method: 'POST',
    headers: { cookie: `cart_id=${uuid}` },
    body: JSON.stringify({ uuid, variantId: b.id, amount: b.min_order, isProduction: true }),
  });
  const withPicture = listing.variants.find((v) => v.variant_pictures.length > 0) ?? a;
  return {
    home: { path: '/' },
    category: { path: `/categories/${root.slug}` },
    product: { path: `/products/${withPicture.products.slug}` },
    variant: { path: `/variant/${withPicture.id}` },
    cart: { path: `/cart/${uuid}`, cartId: uuid },
  };
}

withShopAndBrowser(async (started) => {
  ({ shop, browser } = started);
  pages = await findPages();
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
      const { path, cartId } = pages[name];
      await context.addCookies([
        { name: 'locale', value: 'de', url: shop.url },
        {
          name: 'consent',
          value: encodeURIComponent(JSON.stringify({ functional: true, analytics: false })),
          url: shop.url,
        },
        ...(cartId ? [{ name: 'cart_id', value: cartId, url: shop.url }] : []),
      ]);
      const shifts = await shiftsOf(page, path);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      await screenshot(page, `layout-shift-${name}-${width}`);
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
