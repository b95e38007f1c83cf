import type { Browser, Page } from 'playwright-core';
import { openPage, screenshot, type ViewportName, viewports, withShopAndBrowser } from '../support/browser';
import { home } from '../support/pages';
import type { RunningShop } from '../support/shop';

jest.setTimeout(90_000);

let shop: RunningShop;
let browser: Browser;
withShopAndBrowser((started) => void ({ shop, browser } = started));

const listing = (page: Page) => ({
  root: page.getByTestId('category-page'),
  title: page.getByTestId('category-title'),
  cards: page.getByTestId('variant-card'),
  rows: page.getByTestId('variant-row'),
  links: page.getByTestId('variant-link'),
  facetValues: page.locator('[data-testid="facet-value"]:not([disabled])'),
  chips: page.getByTestId('filter-chip'),
  sort: page.getByTestId('sort-select'),
  tableView: page.getByTestId('view-table'),
  filtersToggle: page.getByTestId('filters-toggle'),
  /** The list of the current address has arrived (not the previous one kept on screen meanwhile). */
  settled: () => page.locator('[data-testid="variant-list"][aria-busy="false"]').waitFor(),
});

const params = (page: Page) => new URL(page.url()).searchParams;

/** Full-page screenshots only after every picture has arrived (the lower ones load lazily). */
async function shotWhenLoaded(page: Page, name: string) {
  // A full-page shot does not scroll, so lazy pictures below the first screen would stay empty.
  await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => ((img as HTMLImageElement).loading = 'eager')));
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  await screenshot(page, name);
}

/** Names of the analytics events the page sent (they leave only with consent). */
function recordEvents(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/analytics/events') {
      names.push((JSON.parse(request.postData() ?? '{}') as { name?: string }).name ?? '');
    }
  });
  return names;
}

describe.each(Object.keys(viewports) as ViewportName[])('category listing at %s width', (viewport) => {
  it('home -> category -> filter + sort + table view -> reload keeps it -> back restores the previous list', async () => {
    const { page, context, pageErrors } = await openPage(browser, viewport);
    const events = recordEvents(page);
    await page.goto(shop.url);
    await page.getByTestId('consent-accept-all').click();
    await home(page).categoryTiles.first().click();
    await page.waitForURL(/\/categories\/[^/?]+$/);
    const ui = listing(page);
    await ui.title.waitFor();
    await ui.cards.first().waitFor();
    expect(await ui.cards.count()).toBeLessThanOrEqual(10);
    await shotWhenLoaded(page, `category-${viewport}`);

    // On phones and tablets the filters sit behind a toggle.
    if (viewport !== 'desktop') {
      expect(await ui.facetValues.first().isVisible()).toBe(false);
      await ui.filtersToggle.click();
    }
    // click, not check: the box follows the address, which changes a moment after the click.
    await ui.facetValues.first().click();
    await page.waitForURL((url) => url.searchParams.has('f'));
    await ui.chips.first().waitFor();
    await page.locator('[data-testid="variant-list"][data-filters]:not([data-filters="{}"])[aria-busy="false"]').waitFor();
    const chosen = params(page).get('f');

    await ui.sort.selectOption('title_asc');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'title_asc');
    // The previous rows stay on screen while the sorted ones load: wait for the sorted ones.
    await page.locator('[data-testid="variant-list"][data-sort="title_asc"][aria-busy="false"]').waitFor();
    await ui.cards.first().waitFor();
    const titles = await ui.links.allTextContents();
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'de', { numeric: true, sensitivity: 'base' })));

    await ui.tableView.click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'table');
    await ui.rows.first().waitFor();
    if (viewport !== 'desktop') await ui.filtersToggle.click();
    await shotWhenLoaded(page, `category-filtered-table-${viewport}`);
    const tableTitles = await ui.links.allTextContents();

    await page.reload();
    await ui.rows.first().waitFor();
    await ui.settled();
    expect(params(page).get('f')).toBe(chosen);
    expect(params(page).get('sort')).toBe('title_asc');
    expect(await ui.sort.inputValue()).toBe('title_asc');
    expect(await ui.chips.count()).toBe(1);
    expect(await ui.links.allTextContents()).toEqual(tableTitles);

    // Back: the same filtered, sorted list as cards again.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('view'));
    await ui.cards.first().waitFor();
    await ui.settled();
    expect(params(page).get('sort')).toBe('title_asc');
    expect(await ui.rows.count()).toBe(0);
    expect(await ui.links.allTextContents()).toEqual(titles);

    // Nothing may run out of the page sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const name of ['Variant List Viewed', 'Filter Chosen', 'Product Listing Style Changed']) expect(events).toContain(name);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('shop page', () => {
  it('/shop offers the root categories as a start', async () => {
    const { page, context, pageErrors } = await openPage(browser, 'desktop');
    await page.goto(`${shop.url}/shop`);
    await page.getByTestId('consent-essential-only').click();
    await page.getByTestId('shop-page').waitFor();
    await home(page).categoryTiles.first().waitFor();
    expect(await home(page).categoryTiles.count()).toBeGreaterThanOrEqual(8);
    await screenshot(page, 'shop-desktop');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
