import type { Browser } from 'playwright-core';
import { openPage, screenshot, type ViewportName, viewports, withShopAndBrowser } from '../support/browser';
import { home } from '../support/pages';
import { eventually } from '../support/poll';
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
    await eventually(async () => expect(await ui.categoryTiles.count()).toBeGreaterThanOrEqual(8));
    await eventually(async () =>
      expect(await ui.categoryTiles.first().textContent()).toContain('Zäune und Zaunelemente'),
    );
    await eventually(async () => expect(await ui.categories.getAttribute('data-remote')).toBe('catalogue'));
    // mf-cart loads independently of mf-catalogue: wait for it rather than racing the tiles.
    await ui.cartButton.waitFor();
    await eventually(async () => expect(await ui.cartButton.isVisible()).toBe(true));
    await eventually(async () => expect(await ui.cartBadge.count()).toBe(0));
    await eventually(async () => expect(await ui.accountButton.isVisible()).toBe(true));
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

/** SPEC 9 items per row: what share of cards a row shows at each width (the half card says it scrolls). */
const itemsPerRow: Record<ViewportName, number> = { mobile: 3.5, tablet: 4.5, desktop: 8 };

describe.each(Object.keys(viewports) as ViewportName[])('front page rows at %s width', (viewport) => {
  it('shows top and popular rows with the right number of cards in view, the latest posts and reviews', async () => {
    const { page, context, pageErrors } = await openPage(browser, viewport);
    await page.goto(shop.url);
    await page.getByTestId('consent-essential-only').click();
    for (const list of ['top', 'popular']) {
      const row = page.getByTestId(`variant-row-${list}`);
      await row.getByTestId('variant-row-card').first().waitFor();
      await eventually(async () => expect(await row.getByTestId('variant-row-card').count()).toBe(12));
      // Sum over the cards of the part that is inside the row's box: 3 + ½ on phones, 4 + ½ on tablets, 8 on wide
      // screens.
      const inView = await row.getByTestId('variant-row-list').evaluate((list) => {
        const box = list.getBoundingClientRect();
        return Array.from(list.children).reduce((sum, item) => {
          const r = item.getBoundingClientRect();
          return sum + Math.max(0, Math.min(r.right, box.right) - Math.max(r.left, box.left)) / r.width;
        }, 0);
      });
      expect(Math.abs(inView - itemsPerRow[viewport])).toBeLessThan(0.05);
      const first = row.getByTestId('variant-row-card').first();
      await eventually(async () => expect(await first.getAttribute('href')).toMatch(/^\/variant\/\d+$/));
      await eventually(async () => expect(await first.textContent()).toMatch(/€.*zzgl\. MwSt\./));
      // Titles stay inside their cards.
      const overflowing = await row
        .getByTestId('variant-row-card')
        .evaluateAll((cards) => cards.filter((c) => c.scrollHeight > c.clientHeight + 1).length);
      expect(overflowing).toBe(0);
    }
    const posts = page.getByTestId('home-blog-post');
    await posts.first().waitFor();
    await eventually(async () => expect(await posts.count()).toBe(3));
    await eventually(async () =>
      expect(await posts.first().getByRole('link').first().getAttribute('href')).toMatch(/^\/blog\/[a-z0-9-]+$/),
    );
    await page.getByTestId('home-review').first().waitFor();
    await eventually(async () => expect(await page.getByTestId('home-review').count()).toBeGreaterThanOrEqual(3));

    await page.evaluate(() =>
      document.querySelectorAll('img[loading="lazy"]').forEach((img) => ((img as HTMLImageElement).loading = 'eager')),
    );
    await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, `home-rows-${viewport}`);

    // A card leads to its variant page.
    const href = await page.getByTestId('variant-row-top').getByTestId('variant-row-card').first().getAttribute('href');
    await page.getByTestId('variant-row-top').getByTestId('variant-row-card').first().click();
    await page.waitForURL(`**${href}`);
    await page.getByTestId('variant-page').waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("keeps the rows' place while they load: the skeletons are as tall as the rows", async () => {
    const { page, context } = await openPage(browser, viewport);
    // Hold the ranking answers back, so the skeletons can be measured.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/productVariant\/(top|popular)/, async (route) => {
      await held;
      await route.continue();
    });
    // The front page comes with its rows rendered: they load in the browser when the buyer comes back to
    // it from another page.
    await page.goto(`${shop.url}/faq`);
    await page.locator('.main-bar__logo').click();
    const top = page.getByTestId('home-top');
    await top.getByTestId('variant-row-skeleton').first().waitFor();
    const loading = await top.boundingBox();
    release();
    await top.getByTestId('variant-row-card').first().waitFor();
    const loaded = await top.boundingBox();
    expect(Math.abs((loaded?.height ?? 0) - (loading?.height ?? -1))).toBeLessThanOrEqual(1);
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
