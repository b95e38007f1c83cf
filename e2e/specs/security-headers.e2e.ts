import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { VariantListResponseSchema, type Variant } from '@shop/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openPage, withShopAndBrowser } from '../support/browser';
import { home } from '../support/pages';
import type { RunningShop } from '../support/shop';

jest.setTimeout(180_000);

let shop: RunningShop;
let browser: Browser;
let variant: Variant;
withShopAndBrowser(async (started) => {
  ({ shop, browser } = started);
  const listing = await fetch(`${shop.url}/api/productVariant/by-category/fences?range=[0,20]`, {
    headers: { 'x-locale': 'en' },
  }).then((r) => r.json());
  variant = VariantListResponseSchema.parse(listing).variants.find((v) => v.availability === 'available')!;
});

/**
 * Every Content-Security-Policy violation of a context, from any page and frame: the
 * `securitypolicyviolation` event and Chromium's console line ("Refused to load/execute/apply...").
 */
async function recordViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => void violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI} ` +
          `(${event.sourceFile}:${event.lineNumber}:${event.columnNumber})`,
      );
    });
  });
  const watch = (page: Page) =>
    page.on('console', (message) => {
      if (/Refused to|Content Security Policy/.test(message.text())) violations.push(message.text());
    });
  context.on('page', watch);
  for (const page of context.pages()) watch(page);
  return violations;
}

async function withConsent(context: BrowserContext) {
  await context.addCookies([
    {
      name: 'consent',
      value: encodeURIComponent(JSON.stringify({ functional: true, analytics: true })),
      url: shop.url,
    },
  ]);
}

describe('Content-Security-Policy in Chromium', () => {
  it('lets a buyer walk home, category, product, add to cart and open the cart with no violation', async () => {
    const { page, context, pageErrors } = await openPage(browser, 'desktop', 'en');
    await withConsent(context);
    const violations = await recordViolations(context);

    const response = await page.goto(shop.url);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    const ui = home(page);
    await ui.categoryTiles.first().waitFor();
    await ui.categoryTiles.first().click();
    await page.getByTestId('category-title').waitFor();

    await page.goto(`${shop.url}/products/${variant.products.slug}`);
    await page.getByTestId('variant-row').first().waitFor();
    await page.locator('[data-testid="add-to-cart"]:not([disabled])').first().click();
    await ui.cartBadge.waitFor();
    await ui.cartButton.click();
    await page.waitForURL(/\/cart\/[0-9a-f-]{36}/);
    await page.getByTestId('cart-line').first().waitFor();

    expect(violations).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('keeps the dev mailbox readable under the policy', async () => {
    const { page, context } = await openPage(browser, 'desktop', 'en');
    const violations = await recordViolations(context);
    const response = await page.goto(`${shop.url}/dev/mailbox`);
    expect(response?.headers()['content-security-policy']).toBeDefined();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(violations).toEqual([]);
    await context.close();
  });
});

describe('clickjacking', () => {
  let attacker: Server;
  let attackerUrl: string;
  beforeAll(async () => {
    // Another origin (another port) that puts the shop's checkout in a frame under its own page.
    attacker = createServer((request, response) => {
      const target = new URL(request.url ?? '/', 'http://x').searchParams.get('frame') ?? '';
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><html><body><h1>Win a prize</h1><iframe id="victim" onload="window.framed=true" src="${target.replace(/"/g, '')}" width="800" height="600"></iframe></body></html>`,
      );
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
  });
  afterAll(async () => new Promise<void>((resolve) => attacker.close(() => resolve())));

  it('refuses to show the checkout in a frame of another origin', async () => {
    const { page, context } = await openPage(browser, 'desktop', 'en');
    await withConsent(context);
    const added = await context.request.post(`${shop.url}/api/orders/add`, {
      data: { variantId: variant.id, amount: variant.min_order, isProduction: true },
    });
    const { uuid } = (await added.json()) as { uuid: string };
    const checkout = `${shop.url}/cart/${uuid}`;
    // The same address opens normally at the top level.
    const direct = await context.newPage();
    await direct.goto(checkout);
    await direct.getByTestId('cart-line').first().waitFor();

    const blocked = page.waitForEvent('console', (message) => message.text().includes("frame-ancestors 'none'"));
    await page.goto(`${attackerUrl}/?frame=${encodeURIComponent(checkout)}`);
    expect((await blocked).text()).toContain('The request has been blocked');
    await page.waitForFunction(() => (window as unknown as { framed?: boolean }).framed === true);
    // Chromium shows its own error page in the frame instead of the shop.
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(frame?.url()).toBe('chrome-error://chromewebdata/');
    await context.close();
  });
});
