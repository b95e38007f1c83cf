import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { VariantListResponseSchema, type Variant } from '@shop/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { withShopAndBrowser } from '../support/browser';
import { repoRoot, type RunningShop } from '../support/shop';

jest.setTimeout(120_000);

/**
 * Gzip KB of JavaScript a first visit may transfer, per page: what the build reached
 * (docs/performance.md, "Bundles") plus ~5 % for ordinary growth; a step past them is a new
 * dependency or a lost split, worth a look before a budget moves. The goal for the
 * shell and the first remote on the home page is 150 KB; not reached yet (docs/performance.md
 * says what is left), so its budget is today's figure until the next cut lowers it.
 */
// 26 Nov 2026: home, category, variant and the shell with its first remote moved by 2 KB for the shared
// contracts chunk (+4.6 KB since aab88fa: fulfilment, timed delivery, the typed call table), after the
// same day's cuts took 8 KB off every page (docs/performance.md); the cart page's 18 KB cut is kept.
const budgetsKb = {
  homeShellAndFirstRemote: 242,
  pages: { home: 264, category: 269, product: 265, variant: 270, cart: 280 },
} as const;
type PageName = keyof typeof budgetsKb.pages;

/** Text only one module of a page's scripts contains: a second script with it is a second copy. */
const markers = {
  zod: '$ZodType',
  'federation runtime': 'beforeLoadRemoteSnapshot',
  'react-router': 'may be used only in the context of a <Router> component',
} as const;

/** Code only the pages that show an order need (the cart's summary, the account's orders): text of that code alone. */
const orderOnly = { 'order figures (@shop/ui/order-figures)': 'ui-order-figures' } as const;
const pagesWithAnOrder: PageName[] = ['cart'];

interface Script {
  url: string;
  app: string;
  rawBytes: number;
  sentBytes: number;
  encoding: string | undefined;
  copies: string[];
  orderCode: string[];
  digest: string;
}

let shop: RunningShop;
let browser: Browser;
let variant: Variant;
withShopAndBrowser(async (started) => {
  ({ shop, browser } = started);
  const listing = await fetch(`${shop.url}/api/productVariant/by-category/fences?range=[0,20]`).then((r) => r.json());
  variant = VariantListResponseSchema.parse(listing).variants.find((v) => v.availability === 'available')!;
});

/** The buyer's own cart with one line, made in the browser's context (its access cookie is HttpOnly). */
async function cartPath(context: BrowserContext) {
  const added = await context.request.post(`${shop.url}/api/orders/add`, {
    data: { variantId: variant.id, amount: variant.min_order, isProduction: true },
  });
  return `/cart/${(await added.json()).uuid}`;
}

const pages: Record<
  PageName,
  { path: (context: BrowserContext) => Promise<string>; ready: (page: Page) => Promise<unknown> }
> = {
  home: {
    path: async () => '/',
    ready: (page) => Promise.all([page.getByTestId('root-category').first().waitFor(), cartButton(page)]),
  },
  category: {
    path: async () => '/categories/fences',
    ready: (page) => page.getByTestId('variant-card').first().waitFor(),
  },
  product: { path: async () => `/products/${variant.products.slug}`, ready: addToCart },
  variant: { path: async () => `/variant/${variant.id}`, ready: addToCart },
  cart: { path: cartPath, ready: (page) => page.getByTestId('cart-line').first().waitFor() },
};

function cartButton(page: Page) {
  return page.getByTestId('cart-button').waitFor();
}

function addToCart(page: Page) {
  return page.locator('[data-testid="add-to-cart"]:not([disabled])').first().waitFor();
}

const appOf = (url: URL) => /^\/remotes\/([^/]+)\//.exec(url.pathname)?.[1] ?? 'shell';

/** Every script a first visit loads, with what went over the wire: gzip asked for, as most clients do. */
async function scriptsOf(name: PageName): Promise<Script[]> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const loading: Promise<Script>[] = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.origin !== new URL(shop.url).origin || !url.pathname.endsWith('.js')) return;
    loading.push(
      (async () => {
        const [response, sizes] = await Promise.all([request.response(), request.sizes()]);
        const body = (await response!.body()).toString();
        return {
          url: url.pathname,
          app: appOf(url),
          rawBytes: Buffer.byteLength(body),
          sentBytes: sizes.responseBodySize,
          encoding: response!.headers()['content-encoding'],
          copies: Object.entries(markers).flatMap(([module, marker]) => (body.includes(marker) ? [module] : [])),
          orderCode: Object.entries(orderOnly).flatMap(([code, marker]) => (body.includes(marker) ? [code] : [])),
          digest: createHash('sha256').update(body).digest('hex'),
        };
      })(),
    );
  });
  await page.goto(shop.url + (await pages[name].path(context)));
  await pages[name].ready(page);
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(loading);
  await context.close();
  expect(pageErrors).toEqual([]);
  return scripts;
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
const sum = (scripts: Script[], key: 'rawBytes' | 'sentBytes') => scripts.reduce((total, s) => total + s[key], 0);

const measured: Record<string, { requests: number; rawKb: number; sentKb: number }> = {};
const scriptsByPage: Record<string, Script[]> = {};
afterAll(() => {
  if (Object.keys(measured).length === 0) return;
  // The figures for docs/performance.md ("Bundles"), and every script for a closer look.
  console.table(measured);
  mkdirSync(join(repoRoot, 'test-results'), { recursive: true });
  writeFileSync(join(repoRoot, 'test-results/bundle-budget.json'), JSON.stringify(scriptsByPage, null, 2));
});

describe.each(Object.keys(pages) as PageName[])('JavaScript of the %s page', (name) => {
  it('arrives gzip-compressed, within budget, each script, zod, federation runtime and react-router once', async () => {
    const scripts = await scriptsOf(name);
    scriptsByPage[name] = scripts;
    measured[name] = {
      requests: scripts.length,
      rawKb: kb(sum(scripts, 'rawBytes')),
      sentKb: kb(sum(scripts, 'sentBytes')),
    };

    expect(scripts.filter((s) => s.encoding !== 'gzip').map((s) => s.url)).toEqual([]);
    expect(kb(sum(scripts, 'sentBytes'))).toBeLessThanOrEqual(budgetsKb.pages[name]);
    for (const module of Object.keys(markers)) {
      expect([module, scripts.filter((s) => s.copies.includes(module)).map((s) => s.url)]).toEqual([
        module,
        [expect.any(String)],
      ]);
    }
    // Federation once emitted a small shared module twice (its provider's chunk and its consumers'
    // fallback) and the page preloaded both: the same script under two names.
    const twice = scripts.filter((s, i) => scripts.findIndex((other) => other.digest === s.digest) !== i);
    expect(twice.map((s) => s.url)).toEqual([]);
    if (!pagesWithAnOrder.includes(name)) {
      expect(scripts.filter((s) => s.orderCode.length > 0).map((s) => [s.url, s.orderCode])).toEqual([]);
    }
    if (name === 'home') {
      // The first remote the home page shows is the catalogue's (its category tiles).
      const shellAndFirstRemote = scripts.filter((s) => s.app === 'shell' || s.app === 'catalogue');
      expect(kb(sum(shellAndFirstRemote, 'sentBytes'))).toBeLessThanOrEqual(budgetsKb.homeShellAndFirstRemote);
    }
  });
});

describe('the zod the browser gets (packages/webpack-config/browser/zod-api.mjs)', () => {
  it('offers every export of zod but its locales, JSON Schema conversion and compiler', () => {
    const left = ['z', 'default', 'core', 'locales', 'toJSONSchema', 'fromJSONSchema', 'compile', 'withParser'];
    const leftCompiler = ['ZodCompileAsyncError', 'ZodCompileUnsupportedError', 'toZod'];
    const surface = readFileSync(join(repoRoot, 'packages/webpack-config/browser/zod-api.mjs'), 'utf8');
    const offered = /export \{([^}]*)\} from 'zod\/v4'/
      .exec(surface)![1]!
      .split(',')
      .map((name) => name.trim());
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const zodExports = Object.keys(require('zod') as object);
    const expected = zodExports.filter((name) => ![...left, ...leftCompiler].includes(name));
    expect(offered.filter(Boolean).sort()).toEqual(expected.sort());
  });
});
