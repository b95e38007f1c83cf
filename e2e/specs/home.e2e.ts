import type { Browser } from 'playwright-core';
import { openPage, screenshot, type ViewportName, viewports, withShopAndBrowser } from '../support/browser';
import { home } from '../support/pages';
import type { RunningShop } from '../support/shop';

jest.setTimeout(60_000);

let shop: RunningShop;
let browser: Browser;
withShopAndBrowser((started) => void ({ shop, browser } = started));

describe.each(Object.keys(viewports) as ViewportName[])('home page at %s width', (viewport) => {
  it('shows the shell header, the root categories from mf-catalogue and the cart button from mf-cart', async () => {
    const { page, context, pageErrors } = await openPage(browser, viewport);
    await page.goto(shop.url);
    const ui = home(page);
    await ui.header.waitFor();
    await ui.categoryTiles.first().waitFor();
    expect(await ui.categoryTiles.count()).toBeGreaterThanOrEqual(8);
    await expect(ui.categoryTiles.first().textContent()).resolves.toContain('Zäune und Zaunelemente');
    expect(await ui.categories.getAttribute('data-remote')).toBe('catalogue');
    // mf-cart loads independently of mf-catalogue: wait for it rather than racing the tiles.
    await ui.cartButton.waitFor();
    expect(await ui.cartButton.isVisible()).toBe(true);
    expect(await ui.cartBadge.count()).toBe(0);
    expect(await ui.accountButton.isVisible()).toBe(true);
    // Every tile fits its column: no title runs out of its box.
    const overflowing = await ui.categoryTiles.evaluateAll((tiles) =>
      tiles.filter((t) => t.scrollWidth > t.clientWidth + 1).map((t) => t.textContent),
    );
    expect(overflowing).toEqual([]);
    await screenshot(page, `home-${viewport}`);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('login drawer from mf-account', () => {
  it('opens from the account button with ?login=true and closing removes the parameter', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    await page.goto(shop.url);
    const ui = home(page);
    await ui.accountButton.click();
    await ui.loginDrawer.waitFor();
    expect(new URL(page.url()).searchParams.get('login')).toBe('true');
    await screenshot(page, 'login-drawer-desktop');
    await page.keyboard.press('Escape');
    await ui.loginDrawer.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.has('login')).toBe(false);
    await context.close();
  });

  it('loads for /users/profile when nobody is logged in, full screen on mobile', async () => {
    const { page, context } = await openPage(browser, 'mobile');
    await page.goto(`${shop.url}/users/profile`);
    const drawer = home(page).loginDrawer;
    await drawer.waitFor();
    const box = await drawer.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(viewports.mobile.width - 1);
    await screenshot(page, 'login-dialog-mobile');
    await context.close();
  });
});

describe('languages', () => {
  it('switches the header and the categories to Finnish and keeps the choice in the locale cookie', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    await page.goto(shop.url);
    const ui = home(page);
    await ui.categoryTiles.first().waitFor();
    await ui.languageSwitcher.selectOption('fi');
    await ui.categories.getByText('Aidat ja aitaelementit').waitFor();
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'locale')?.value).toBe('fi');
    await page.reload();
    await ui.categories.getByText('Aidat ja aitaelementit').waitFor();
    await context.close();
  });
});
