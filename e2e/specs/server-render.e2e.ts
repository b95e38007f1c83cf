import type { Browser, Page } from 'playwright-core';
import { openPage, withShopAndBrowser, type ViewportName } from '../support/browser';
import { availableVariants, cartWithLines, logInByLink, returningBuyer } from '../support/buyer';
import type { RunningShop } from '../support/shop';

jest.setTimeout(240_000);

let shop: RunningShop;
let browser: Browser;
withShopAndBrowser((started) => void ({ shop, browser } = started));

/**
 * Before any script of the page runs (the readyState turns "interactive" before deferred scripts),
 * remembers the header and the page's main element the gateway sent, and collects what the shell
 * logs when hydration gives up on the server's markup.
 */
const rememberServerMarkup = () => {
  const w = window as unknown as { serverHeader?: Element | null; serverMain?: Element | null };
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    w.serverHeader = document.querySelector('[data-testid="shop-header"]');
    w.serverMain = document.querySelector('#root main');
  });
};

async function openRendered(page: Page, path: string) {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await page.addInitScript(rememberServerMarkup);
  const response = await page.goto(`${shop.url}${path}`);
  const sent = (await response!.text()).includes('<div id="root"><div class="layout">');
  return { warnings, sent };
}

/** The header and main element the server sent are the ones on screen: hydrated, not painted again. */
const keptServerMarkup = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { serverHeader?: Element | null; serverMain?: Element | null };
    return [
      Boolean(w.serverHeader?.isConnected) && w.serverHeader === document.querySelector('[data-testid="shop-header"]'),
      Boolean(w.serverMain?.isConnected) && w.serverMain === document.querySelector('#root main'),
    ];
  });

const hydrationWarnings = (warnings: string[]) => warnings.filter((text) => text.includes('not hydrated'));

describe('pages painted by the server and taken over by the browser', () => {
  const pages: [string, string, string][] = [
    ['home', '/', 'root-category'],
    ['category', '/categories/fences', 'variant-price'],
    ['product', '/products/mobile-fence-panel-heavy-duty-419', 'variant-row'],
    ['faq', '/faq', 'faq-item'],
  ];

  it.each(['mobile', 'desktop'] as ViewportName[])(
    'at %s, every page arrives rendered, hydrates without a mismatch and fills its remotes',
    async (viewport) => {
      const { page, context, pageErrors } = await openPage(browser, viewport, 'fi');
      await returningBuyer(context, shop, 'fi');
      for (const [name, path, filled] of pages) {
        const { warnings, sent } = await openRendered(page, path);
        await page.getByTestId(filled).first().waitFor();
        expect([name, sent, await keptServerMarkup(page), hydrationWarnings(warnings)]).toEqual([
          name,
          true,
          [true, true],
          [],
        ]);
        page.removeAllListeners('console');
      }
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );

  it("hydrates a logged-in buyer's cart page and a first visit's consent question alike", async () => {
    const buyer = await openPage(browser, 'mobile', 'en');
    await returningBuyer(buyer.context, shop, 'en');
    await logInByLink(buyer.page, shop, `hydrate-${Date.now()}@example.com`);
    const uuid = await cartWithLines(buyer.context, shop, await availableVariants(shop, 'fences'));
    const cart = await openRendered(buyer.page, `/cart/${uuid}`);
    await buyer.page.getByTestId('cart-line').first().waitFor();
    expect([cart.sent, await keptServerMarkup(buyer.page), hydrationWarnings(cart.warnings)]).toEqual([
      true,
      [true, true],
      [],
    ]);
    expect(buyer.pageErrors).toEqual([]);
    await buyer.context.close();

    const first = await openPage(browser, 'mobile', 'et');
    const home = await openRendered(first.page, '/');
    await first.page.getByTestId('consent-essential-only').click();
    expect([home.sent, await keptServerMarkup(first.page), hydrationWarnings(home.warnings)]).toEqual([
      true,
      [true, true],
      [],
    ]);
    expect(first.pageErrors).toEqual([]);
    await first.context.close();
  });
});
