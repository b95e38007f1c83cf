import { translate } from '@shop/i18n';
import type { Browser, Page } from 'playwright-core';
import { openPage, withShopAndBrowser } from '../support/browser';
import { home } from '../support/pages';
import { eventually } from '../support/poll';
import type { RunningShop } from '../support/shop';

jest.setTimeout(90_000);

let shop: RunningShop;
let browser: Browser;
withShopAndBrowser((started) => void ({ shop, browser } = started));

/** The tab's title once the page the buyer moved to has set it (client-side: no new HTML arrives). */
const titleBecomes = (page: Page, title: string) =>
  page.waitForFunction((expected) => document.title === expected, title, { timeout: 15_000 });

describe('page titles', () => {
  it('follow client-side navigation home -> category -> product -> cart -> home', async () => {
    const { page, context, pageErrors } = await openPage(browser, 'desktop');
    await page.goto(shop.url);
    await page.getByTestId('consent-essential-only').click();
    const homeTitle = translate('de', 'head.index.title');
    await eventually(async () => expect(await page.title()).toBe(homeTitle));

    await home(page).categoryTiles.first().click();
    const category = page.getByTestId('category-title');
    await category.waitFor();
    await titleBecomes(page, translate('de', 'head.category.title', { title: (await category.textContent())!.trim() }));

    await page.getByTestId('variant-link').first().click();
    const heading = page.locator('main h1').first();
    await page.waitForURL(/\/(variant|products)\//);
    await heading.waitFor();
    await titleBecomes(page, translate('de', 'head.product.title', { title: (await heading.textContent())!.trim() }));

    await home(page).cartButton.click();
    await titleBecomes(page, translate('de', 'head.cart.title'));

    await page.locator('.main-bar__logo').click();
    await titleBecomes(page, homeTitle);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
