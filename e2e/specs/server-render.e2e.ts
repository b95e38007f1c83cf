import type { Browser, Page } from 'playwright-core';
import { openPage, withShopAndBrowser, type ViewportName } from '../support/browser';
import { availableVariants, cartWithLines, logInByLink, returningBuyer } from '../support/buyer';
import type { RunningShop } from '../support/shop';

jest.setTimeout(240_000);

let shop: RunningShop;
let browser: Browser;
withShopAndBrowser((started) => void ({ shop, browser } = started));

type Remembered = { serverHeader?: Element | null; serverMain?: Element | null; serverRemote?: Element | null };

/**
 * Before any script of the page runs (the readyState turns "interactive" before deferred scripts),
 * remembers the header, the page's main element and an element of a remote's content the gateway
 * sent, and collects what the shell logs when hydration gives up on the server's markup.
 */
const rememberServerMarkup = (remoteSelector: string) => {
  const w = window as unknown as Remembered;
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    w.serverHeader = document.querySelector('[data-testid="shop-header"]');
    w.serverMain = document.querySelector('#root main');
    w.serverRemote = document.querySelector(remoteSelector);
  });
};

async function openRendered(page: Page, path: string, remoteSelector: string) {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await page.addInitScript(rememberServerMarkup, remoteSelector);
  const response = await page.goto(`${shop.url}${path}`);
  // React may put a preload of the page's first picture before the layout.
  const sent = /<div id="root">(<link [^>]*>)*<div class="layout">/.test(await response!.text());
  return { warnings, sent };
}

/**
 * The header, the main element and the remote's element the server sent are the ones on screen:
 * hydrated, not painted again, the remote's part too, once its code has arrived.
 */
const keptServerMarkup = (page: Page, remoteSelector: string) =>
  page.evaluate((selector) => {
    const w = window as unknown as Remembered;
    const kept = (sent: Element | null | undefined, now: Element | null) => Boolean(sent?.isConnected) && sent === now;
    return [
      kept(w.serverHeader, document.querySelector('[data-testid="shop-header"]')),
      kept(w.serverMain, document.querySelector('#root main')),
      kept(w.serverRemote, document.querySelector(selector)),
    ];
  }, remoteSelector);

const hydrationWarnings = (warnings: string[]) => warnings.filter((text) => text.includes('not hydrated'));

describe('pages painted by the server and taken over by the browser', () => {
  // Each page, what shows its remotes have filled it, and an element of a remote the server renders.
  const pages: [string, string, string, string][] = [
    ['home', '/', 'root-category', '[data-testid="search-bar"]'],
    ['category', '/categories/fences', 'variant-price', '[data-testid="category-title"]'],
    ['product', '/products/mobile-fence-panel-heavy-duty-419', 'variant-row', '[data-testid="product-page"] h1'],
    ['faq', '/faq', 'faq-item', '[data-testid="search-bar"]'],
  ];

  it.each(['mobile', 'desktop'] as ViewportName[])(
    'at %s, every page arrives rendered, hydrates without a mismatch and fills its remotes',
    async (viewport) => {
      const { page, context, pageErrors } = await openPage(browser, viewport, 'fi');
      await returningBuyer(context, shop, 'fi');
      for (const [name, path, filled, remote] of pages) {
        const { warnings, sent } = await openRendered(page, path, remote);
        await page.getByTestId(filled).first().waitFor();
        expect([name, sent, await keptServerMarkup(page, remote), hydrationWarnings(warnings)]).toEqual([
          name,
          true,
          [true, true, true],
          [],
        ]);
        page.removeAllListeners('console');
      }
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );

  it("hydrates a buyer's cart page and header badge, and a first visit's consent question, alike", async () => {
    const buyer = await openPage(browser, 'mobile', 'en');
    await returningBuyer(buyer.context, shop, 'en');
    await logInByLink(buyer.page, shop, `hydrate-${Date.now()}@example.com`);
    const uuid = await cartWithLines(buyer.context, shop, await availableVariants(shop, 'fences'));
    const line = '[data-testid="cart-line"]';
    const cart = await openRendered(buyer.page, `/cart/${uuid}`, line);
    await buyer.page.getByTestId('cart-line').first().waitFor();
    expect([cart.sent, await keptServerMarkup(buyer.page, line), hydrationWarnings(cart.warnings)]).toEqual([
      true,
      [true, true, true],
      [],
    ]);
    // The header's badge counts the cart's pieces in the server's paint, and hydration keeps it.
    const { length } = (await (await buyer.context.request.get(`${shop.url}/api/orders/by-id/${uuid}`)).json()) as {
      length: number;
    };
    const badge = '[data-testid="cart-badge"]';
    const front = await openRendered(buyer.page, '/', badge);
    await buyer.page.getByTestId('root-category').first().waitFor();
    expect([
      front.sent,
      await keptServerMarkup(buyer.page, badge),
      await buyer.page.locator(badge).textContent(),
      hydrationWarnings(front.warnings),
    ]).toEqual([true, [true, true, true], String(length), []]);
    expect(buyer.pageErrors).toEqual([]);
    await buyer.context.close();

    const first = await openPage(browser, 'mobile', 'et');
    const search = '[data-testid="search-bar"]';
    const home = await openRendered(first.page, '/', search);
    await first.page.getByTestId('consent-essential-only').click();
    expect([home.sent, await keptServerMarkup(first.page, search), hydrationWarnings(home.warnings)]).toEqual([
      true,
      [true, true, true],
      [],
    ]);
    expect(first.pageErrors).toEqual([]);
    await first.context.close();
  });
});

describe('the HTML a plain GET receives', () => {
  const unescaped = (text: string) =>
    text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&');

  // On the production stack each remote is deployed on its own (production-stack.ts): the gateway
  // renders them from the server builds it fetched from their deployments.
  it("holds the remotes' server-rendered parts: the variant's title, the search field, the cart button", async () => {
    const [variant] = await availableVariants(shop, 'fences');
    const answer = await fetch(`${shop.url}/variant/${variant!.id}`, {
      headers: { accept: 'text/html', 'accept-language': 'de' },
    });
    const html = await answer.text();
    const title = /<h1 class="catalogue-page__title"[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
    expect({
      status: answer.status,
      title: title === undefined ? undefined : unescaped(title),
      searchField: html.includes('data-testid="search-input"'),
      cartButton: html.includes('data-testid="cart-button"'),
      loading: html.includes('data-testid="variant-page-loading"'),
    }).toEqual({ status: 200, title: variant!.title, searchField: true, cartButton: true, loading: false });
  });
});
