import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { returningBuyer } from '../support/buyer';
import { home } from '../support/pages';
import { releaseCheckout, releaseTarget, shellBuildFiles, type ReleaseCheckout } from '../support/release-checkout';
import { repoRoot, startShop, type RunningShop } from '../support/shop';

/*
 * A team releases mf-cart alone (issue 16): built from its own checkout with a new text in the
 * four languages and a new optional prop, promoted with `npm run release`, rolled back with the
 * same command, while the shop runs and its shell is never rebuilt. The release's text shows in
 * the page's language, because each remote brings its own texts.
 */
jest.setTimeout(900_000);

const notes = {
  de: 'Neu in dieser Version: Lieferung direkt auf die Baustelle.',
  en: 'New in this release: delivery straight to the building site.',
  fi: 'Uutta tässä versiossa: toimitus suoraan työmaalle.',
  et: 'Uus selles versioonis: tarne otse ehitusplatsile.',
};
const messageObjects = {
  de: 'export const cartDe: Record<keyof typeof cartEn, string> = {\n',
  en: 'export const cartEn = {\n',
  fi: 'export const cartFi: Record<keyof typeof cartEn, string> = {\n',
  et: 'export const cartEt: Record<keyof typeof cartEn, string> = {\n',
};

describe('a release of mf-cart on its own', () => {
  let shop: RunningShop;
  let browser: Browser;
  let checkout: ReleaseCheckout;
  const target = releaseTarget('remote-release');
  const releaseEnv = target.env;
  const releaseFromRepo = target.releaseFromRepo;
  const cartNote = (page: Page) => page.getByTestId('cart-release-note');

  beforeAll(async () => {
    checkout = releaseCheckout();
    for (const [locale, object] of Object.entries(messageObjects)) {
      checkout.patch(
        `packages/i18n/src/messages/cart/${locale}.ts`,
        object,
        `${object}  'cart.release_note': ${JSON.stringify(notes[locale as keyof typeof notes])},\n`,
      );
    }
    checkout.patch(
      'mf-cart/src/features/checkout/checkout-page.tsx',
      "<p>{t('checkout.empty_text')}</p>",
      "<p>{t('checkout.empty_text')}</p>\n      <p data-testid=\"cart-release-note\">{t('cart.release_note')}</p>",
    );
    // A new optional prop (the contract's version stays: an addition the live shell need not know).
    checkout.patch(
      'mf-cart/src/features/checkout/checkout-page.tsx',
      'export function CheckoutPage() {\n  const t = useT();\n',
      'export function CheckoutPage({ compact = false }: { compact?: boolean } = {}) {\n  const t = useT();\n' +
        '  if (compact) return null;\n',
    );
    checkout.patch(
      'packages/contracts/src/remote-apps.ts',
      'cart: { CartButton: object; CartActions: object };',
      'cart: { CartButton: { compact?: boolean }; CartActions: object };',
    );
    [shop, browser] = await Promise.all([startShop(releaseEnv), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
    checkout?.remove();
    target.remove();
  });

  let tabOnRelease: Awaited<ReturnType<typeof openPage>> | undefined;

  it("shows the release's new text in the page's language, in a shell that was never rebuilt", async () => {
    const shellBefore = shellBuildFiles();
    const { page, context } = await openPage(browser, 'desktop');
    await page.goto(`${shop.url}/cart/new`);
    await page.getByTestId('cart-empty').waitFor();
    expect(await cartNote(page).count()).toBe(0);
    await context.close();

    const output = checkout.release(['cart', '2.0.0'], releaseEnv);
    expect(output).toContain('mf-cart: /remotes/cart/remoteEntry.js -> 2.0.0');

    tabOnRelease = await openPage(browser, 'desktop');
    const { page: released } = tabOnRelease;
    await released.goto(`${shop.url}/cart/new`);
    await expect(cartNote(released).textContent()).resolves.toBe(notes.de);
    // The release brings its own CSS file, which the page links in its head (the server rendered the
    // release's markup, styled before its scripts run) and its chunks load from the release's folder.
    const releaseCss = /^\/remotes\/releases\/cart\/2\.0\.0\/styles\.[0-9a-f]+\.css$/;
    const sheets = await released.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href ?? ''));
    expect(sheets.map((href) => new URL(href || 'about:blank').pathname)).toContainEqual(
      expect.stringMatching(releaseCss),
    );
    const linked = await released
      .locator('head link[rel="stylesheet"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(linked).toContainEqual(expect.stringMatching(releaseCss));
    expect(await released.getByTestId('cart-empty').evaluate((el) => getComputedStyle(el).display)).toBe('flex');
    await home(released).languageSwitcher.selectOption('fi');
    await cartNote(released).getByText(notes.fi).waitFor();
    expect(await released.locator('body').innerText()).not.toContain('cart.release_note');
    expect(await home(released).header.isVisible()).toBe(true);
    expect(tabOnRelease.pageErrors).toEqual([]);
    expect(shellBuildFiles()).toEqual(shellBefore);

    const phone = await openPage(browser, 'mobile', 'de');
    await returningBuyer(phone.context, shop, 'de');
    await phone.page.goto(`${shop.url}/cart/new`);
    await cartNote(phone.page).waitFor();
    await screenshot(phone.page, 'remote-release-cart-2.0.0-375');
    await phone.context.close();
  });

  it('rolls back with the same command: new pages get the earlier cart, a tab on the release works on', async () => {
    expect(releaseFromRepo(['cart', '--rollback'])).toContain('mf-cart: 2.0.0 -> /remotes/cart/remoteEntry.js');
    const { page, context, pageErrors } = await openPage(browser, 'desktop');
    await page.goto(`${shop.url}/cart/new`);
    await page.getByTestId('cart-empty').waitFor();
    expect(await cartNote(page).count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();

    // The tab that loaded 2.0.0 before the rollback: client-side navigation away and back still works.
    const { page: old, context: oldContext, pageErrors: oldErrors } = tabOnRelease!;
    await old.getByRole('link', { name: 'Nordbau' }).first().click();
    await home(old).categoryTiles.first().waitFor();
    await home(old).cartButton.click();
    await old.getByTestId('cart-empty').waitFor();
    expect(oldErrors).toEqual([]);
    await oldContext.close();
  });

  it('refuses a release built against another contract version: only the cart slots show their fallback', async () => {
    checkout.patch(
      'packages/contracts/src/remote-apps.ts',
      "remote: 'cart',\n  version: 2,",
      "remote: 'cart',\n  version: 3,",
    );
    checkout.release(['cart', '3.0.0'], releaseEnv);
    const { page, context } = await openPage(browser, 'desktop');
    await page.goto(`${shop.url}/cart/new`);
    const ui = home(page);
    await ui.remoteError('cart').first().waitFor();
    expect(await page.getByTestId('cart-empty').count()).toBe(0);
    expect(await ui.header.isVisible()).toBe(true);
    // The rest of the shop works: the catalogue's pages, through the header's home link.
    await page.goto(shop.url);
    await ui.categoryTiles.first().waitFor();
    await context.close();
    expect(releaseFromRepo(['cart', '--rollback'])).toContain('mf-cart: 3.0.0 -> /remotes/cart/remoteEntry.js');
  });

  it('refuses a release built against a version of a shared package the shell does not provide', async () => {
    checkout.patch(
      'packages/contracts/src/remote-apps.ts',
      "remote: 'cart',\n  version: 3,",
      "remote: 'cart',\n  version: 2,",
    );
    // @shop/state one minor version on: the shared singleton accepts ^0.(n+1).0, which the shell's 0.n.0
    // does not satisfy.
    const { version } = JSON.parse(readFileSync(join(repoRoot, 'packages/shop-state/package.json'), 'utf8')) as {
      version: string;
    };
    const [major, minor] = version.split('.').map(Number);
    checkout.patch(
      'packages/shop-state/package.json',
      `"version": "${version}"`,
      `"version": "${major}.${minor! + 1}.0"`,
    );
    checkout.release(['cart', '4.0.0'], releaseEnv);
    const { page, context } = await openPage(browser, 'desktop');
    const console: string[] = [];
    page.on('console', (message) => console.push(message.text()));
    await page.goto(`${shop.url}/cart/new`);
    const ui = home(page);
    await ui.remoteError('cart').first().waitFor();
    expect(await page.getByTestId('cart-empty').count()).toBe(0);
    // Every slot of the remote (header and page) names the cause, not a half-evaluated module's
    // "Cannot access 'l' before initialization" (the later slots got that before strictModuleErrorHandling).
    const failures = console.filter((text) => text.startsWith('[shell] remote cart failed'));
    expect(failures.length).toBeGreaterThan(1);
    for (const failure of failures) expect(failure).toMatch(/@shop\/state/);
    await page.goto(shop.url);
    await ui.categoryTiles.first().waitFor();
    await context.close();
    expect(releaseFromRepo(['cart', '--rollback'])).toContain('mf-cart: 4.0.0 -> /remotes/cart/remoteEntry.js');
  });
});
