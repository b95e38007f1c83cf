import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { VariantListResponseSchema, type Variant } from '@shop/contracts';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { shellStarted, withShopAndBrowser } from '../support/browser';
import { repoRoot, type RunningShop } from '../support/shop';

jest.setTimeout(120_000);

/**
 * Gzip KB of JavaScript a first visit may transfer, per page: what the build reached
 * (docs/performance.md, "Bundles") plus ~5 % for ordinary growth; a step past them is a new
 * dependency or a lost split, worth a look before a budget moves. The goal for the
 * shell and the first remote on the home page is 150 KB; not reached yet (docs/performance.md
 * says what is left), so its budget is today's figure until the next cut lowers it.
 */
// 26 Nov 2026, night: every budget ~2.5 KB above what the build reached without the federation runtime's
// snapshot plugin and node loader, zod's JSON Schema conversion, react-query's unused parts and the
// copies of @shop/ui's components in every chunk of an app (docs/performance.md, "Bundles"; the CSS,
// ~14 KB gzip per page, is counted in the report, not in these budgets). 30 Nov: issue 35's checkout
// (purchase-order number, cost centre, the company's terms and credit) and issue 36's punch-out transfer
// reached home 243.9, shell and first remote 224.1, category 247.7, product 247.2, variant 250.3 and
// cart 257.1, after invoices, open items and punch-out connections moved to the business contracts
// (which the cart page loads for its quote request and work sites: +1.9 KB there, -1.7 KB elsewhere).
const budgetsKb = {
  homeShellAndFirstRemote: 226,
  pages: { home: 246, category: 250, product: 249, variant: 252, cart: 260 },
} as const;
type PageName = keyof typeof budgetsKb.pages;

/** Text only one module of a page's scripts contains: a second script with it is a second copy. */
const markers = {
  zod: '$ZodType',
  'federation runtime': 'beforeLoadRemoteSnapshot',
  'react-router': 'may be used only in the context of a <Router> component',
} as const;

/**
 * Code no page of the shop runs, left out at build time (packages/webpack-config): the federation
 * runtime's snapshot plugin, which serves remotes registered by an mf-manifest.json, and its script
 * loader for Node.js (`experiments.optimization`); zod's JSON Schema conversion, which only the
 * services use (zod-without-json-schema-loader.js); react-query's server-rendering hydration
 * (browser/react-query-client.mjs).
 */
const leftOut = {
  'federation snapshot plugin': '"snapshot-plugin"',
  'federation Node.js script loader': 'runInThisContext',
  "zod's JSON Schema conversion": 'draft-2020-12',
  "react-query's hydration": 'dehydratedAt',
} as const;

/**
 * @shop/ui is bundled into each app, once: a chunk takes only the components it uses (its modules are
 * side-effect free for webpack, packages/webpack-config), not every component of the ui index. The
 * text field's label class stands for them.
 */
const uiComponent = 'ui-field__label';

/** style-loader's runtime: the apps' CSS comes as files (mini-css-extract), never as JavaScript that inserts it. */
const cssInsertedByScript = 'document.createElement("style")';

/** Code only the pages that show an order need (the cart's summary, the account's orders): text of that code alone. */
const orderOnly = { 'order figures (@shop/ui/order-figures)': 'ui-order-figures' } as const;
const pagesWithAnOrder: PageName[] = ['cart'];

interface Download {
  url: string;
  app: string;
  rawBytes: number;
  sentBytes: number;
  encoding: string | undefined;
  digest: string;
}

interface Script extends Download {
  copies: string[];
  leftOutCode: string[];
  carriesUiField: boolean;
  orderCode: string[];
  insertsCss: boolean;
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

/**
 * Every script and stylesheet a first visit loads, with what went over the wire: gzip asked for, as
 * most clients do.
 */
async function downloadsOf(name: PageName): Promise<{ scripts: Script[]; stylesheets: Download[] }> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const loading: Promise<Download & { body: string | null }>[] = [];
  const collect = (request: Request) => {
    const url = new URL(request.url());
    if (url.origin !== new URL(shop.url).origin || !/\.(js|css)$/.test(url.pathname)) return;
    loading.push(
      (async () => {
        const [response, sizes] = await Promise.all([request.response(), request.sizes()]);
        // A prefetch's body is not kept for the page (the script's own request, from the cache, has it).
        const body = await response!.body().then(
          (bytes) => bytes.toString(),
          () => null,
        );
        return {
          url: url.pathname,
          app: appOf(url),
          rawBytes: body === null ? 0 : Buffer.byteLength(body),
          sentBytes: sizes.responseBodySize,
          encoding: response!.headers()['content-encoding'],
          digest: body === null ? '' : createHash('sha256').update(body).digest('hex'),
          body,
        };
      })(),
    );
  };
  page.on('requestfinished', collect);
  await page.goto(shop.url + (await pages[name].path(context)));
  // The app starts at the buyer's first input (shell/src/first-input): its scripts are the visit's too.
  await shellStarted(page);
  await pages[name].ready(page);
  await page.waitForLoadState('networkidle');
  // The first visit's files are those finished by now: one finishing later (after the page closed)
  // could not read its body any more, and its rejection would fail whichever test runs then.
  page.off('requestfinished', collect);
  // A script the page fetched ahead (<link rel="prefetch">) is asked again when it runs, from the cache:
  // one download, counted as it came over the wire, with the body of whichever request could read it.
  const byUrl = new Map<string, Download & { body: string | null }>();
  for (const download of await Promise.all(loading)) {
    const seen = byUrl.get(download.url);
    const wire = !seen || download.sentBytes > seen.sentBytes ? download : seen;
    const read = download.body !== null ? download : (seen ?? download);
    byUrl.set(download.url, {
      ...wire,
      encoding: wire.encoding ?? read.encoding,
      rawBytes: read.rawBytes,
      digest: read.digest,
      body: read.body,
    });
  }
  const downloads = [...byUrl.values()].map((download) => ({ ...download, body: download.body ?? '' }));
  await context.close();
  expect(pageErrors).toEqual([]);
  const scripts = downloads
    .filter((d) => d.url.endsWith('.js'))
    .map(({ body, ...script }) => ({
      ...script,
      copies: Object.entries(markers).flatMap(([module, marker]) => (body.includes(marker) ? [module] : [])),
      leftOutCode: Object.entries(leftOut).flatMap(([part, marker]) => (body.includes(marker) ? [part] : [])),
      orderCode: Object.entries(orderOnly).flatMap(([code, marker]) => (body.includes(marker) ? [code] : [])),
      insertsCss: body.includes(cssInsertedByScript),
      carriesUiField: body.includes(uiComponent),
    }));
  const stylesheets = downloads.filter((d) => d.url.endsWith('.css')).map(({ body: _body, ...sheet }) => sheet);
  return { scripts, stylesheets };
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
const sum = (files: Download[], key: 'rawBytes' | 'sentBytes') => files.reduce((total, s) => total + s[key], 0);

const measured: Record<
  string,
  { requests: number; rawKb: number; sentKb: number; cssRequests: number; cssRawKb: number; cssSentKb: number }
> = {};
const downloadsByPage: Record<string, { scripts: Script[]; stylesheets: Download[] }> = {};
afterAll(() => {
  if (Object.keys(measured).length === 0) return;
  // The figures for docs/performance.md ("Bundles"), and every script and stylesheet for a closer look.
  console.table(measured);
  mkdirSync(join(repoRoot, 'test-results'), { recursive: true });
  writeFileSync(join(repoRoot, 'test-results/bundle-budget.json'), JSON.stringify(downloadsByPage, null, 2));
});

/** The row of the report for a set of scripts and stylesheets. */
const figures = (scripts: Download[], stylesheets: Download[]) => ({
  requests: scripts.length,
  rawKb: kb(sum(scripts, 'rawBytes')),
  sentKb: kb(sum(scripts, 'sentBytes')),
  cssRequests: stylesheets.length,
  cssRawKb: kb(sum(stylesheets, 'rawBytes')),
  cssSentKb: kb(sum(stylesheets, 'sentBytes')),
});

describe.each(Object.keys(pages) as PageName[])('JavaScript of the %s page', (name) => {
  it('arrives gzip-compressed, within budget, each script, zod, federation runtime and react-router once', async () => {
    const { scripts, stylesheets } = await downloadsOf(name);
    downloadsByPage[name] = { scripts, stylesheets };
    measured[name] = figures(scripts, stylesheets);

    expect([...scripts, ...stylesheets].filter((s) => s.encoding !== 'gzip').map((s) => s.url)).toEqual([]);
    expect(kb(sum(scripts, 'sentBytes'))).toBeLessThanOrEqual(budgetsKb.pages[name]);
    for (const module of Object.keys(markers)) {
      expect([module, scripts.filter((s) => s.copies.includes(module)).map((s) => s.url)]).toEqual([
        module,
        [expect.any(String)],
      ]);
    }
    expect(scripts.filter((s) => s.leftOutCode.length > 0).map((s) => [s.url, s.leftOutCode])).toEqual([]);
    // Federation once emitted a small shared module twice (its provider's chunk and its consumers'
    // fallback) and the page preloaded both: the same script under two names.
    const twice = scripts.filter((s, i) => scripts.findIndex((other) => other.digest === s.digest) !== i);
    expect(twice.map((s) => s.url)).toEqual([]);
    const uiCopies = scripts.filter((s) => s.carriesUiField).map((s) => s.app);
    expect(uiCopies.filter((app, i) => uiCopies.indexOf(app) !== i)).toEqual([]);
    // The CSS comes as files: the shell's from the page's head, each remote's with its chunks, one per app.
    expect(scripts.filter((s) => s.insertsCss).map((s) => s.url)).toEqual([]);
    expect(stylesheets.map((s) => s.app).sort()).toEqual(['cart', 'catalogue', 'shell']);
    if (!pagesWithAnOrder.includes(name)) {
      expect(scripts.filter((s) => s.orderCode.length > 0).map((s) => [s.url, s.orderCode])).toEqual([]);
    }
    if (name === 'home') {
      // The first remote the home page shows is the catalogue's (its category tiles).
      const firstApps = (file: Download) => file.app === 'shell' || file.app === 'catalogue';
      const shellAndFirstRemote = scripts.filter(firstApps);
      const firstCss = stylesheets.filter(firstApps);
      measured['home, shell and first remote'] = figures(shellAndFirstRemote, firstCss);
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
