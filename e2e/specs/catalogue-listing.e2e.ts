import type { Browser, Page } from 'playwright-core';
import { openPage, screenshot, type ViewportName, viewports, withShopAndBrowser } from '../support/browser';
import { home } from '../support/pages';
import { eventually } from '../support/poll';
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
  await page.evaluate(() =>
    document.querySelectorAll('img[loading="lazy"]').forEach((img) => ((img as HTMLImageElement).loading = 'eager')),
  );
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  await screenshot(page, name);
}

/** Names of the analytics events the page sent (they leave only with consent). */
function recordEvents(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/analytics/events') {
      names.push((JSON.parse(request.postData() ?? '{}') as { name?: string }).name ?? '');
    }
  });
  return names;
}

describe.each(Object.keys(viewports) as ViewportName[])('category listing at %s width', (viewport) => {
  it('home -> category -> filter + sort + table view -> reload keeps it -> back restores the list', async () => {
    const { page, context, pageErrors } = await openPage(browser, viewport);
    const events = recordEvents(page);
    await page.goto(shop.url);
    await page.getByTestId('consent-accept-all').click();
    await home(page).categoryTiles.first().click();
    await page.waitForURL(/\/categories\/[^/?]+$/);
    const ui = listing(page);
    await ui.title.waitFor();
    await ui.cards.first().waitFor();
    await eventually(async () => expect(await ui.cards.count()).toBeLessThanOrEqual(10));
    await shotWhenLoaded(page, `category-${viewport}`);

    // On phones and tablets the filters sit behind a toggle.
    if (viewport !== 'desktop') {
      await eventually(async () => expect(await ui.facetValues.first().isVisible()).toBe(false));
      await ui.filtersToggle.click();
    }
    // click, not check: the box follows the address, which changes a moment after the click.
    await ui.facetValues.first().click();
    await page.waitForURL((url) => url.searchParams.has('f'));
    await ui.chips.first().waitFor();
    await page
      .locator('[data-testid="variant-list"][data-filters]:not([data-filters="{}"])[aria-busy="false"]')
      .waitFor();
    const chosen = params(page).get('f');

    await ui.sort.selectOption('title_asc');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'title_asc');
    // The previous rows stay on screen while the sorted ones load: wait for the sorted ones.
    await page.locator('[data-testid="variant-list"][data-sort="title_asc"][aria-busy="false"]').waitFor();
    await ui.cards.first().waitFor();
    const titles = await ui.links.allTextContents();
    expect(titles).toEqual(
      [...titles].sort((a, b) => a.localeCompare(b, 'de', { numeric: true, sensitivity: 'base' })),
    );

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
    await eventually(async () => expect(await ui.sort.inputValue()).toBe('title_asc'));
    await eventually(async () => expect(await ui.chips.count()).toBe(1));
    await eventually(async () => expect(await ui.links.allTextContents()).toEqual(tableTitles));

    // Back: the same filtered, sorted list as cards again.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('view'));
    await ui.cards.first().waitFor();
    await ui.settled();
    expect(params(page).get('sort')).toBe('title_asc');
    await eventually(async () => expect(await ui.rows.count()).toBe(0));
    await eventually(async () => expect(await ui.links.allTextContents()).toEqual(titles));

    // Nothing may run out of the page sideways.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    for (const name of ['Variant List Viewed', 'Filter Chosen', 'Product Listing Style Changed'])
      expect(events).toContain(name);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

/** The deep grating branch of the generated catalogue: 7 category levels, products in the last. */
const deepBranch = [
  'gratings',
  'steel-gratings',
  'press-welded-gratings',
  'press-welded-hdg',
  'press-welded-hdg-34x38',
  'press-welded-hdg-34x38-30x3',
  'press-welded-hdg-34x38-30x3-stock',
];

describe.each(Object.keys(viewports) as ViewportName[])('shop page at %s width', (viewport) => {
  it('/shop lists every product like a category: root categories, count, paging of 10, a filter', async () => {
    const { page, context, pageErrors } = await openPage(browser, viewport);
    await page.goto(`${shop.url}/shop`);
    await page.getByTestId('consent-essential-only').click();
    const ui = listing(page);
    await page.getByTestId('shop-page').waitFor();
    await ui.cards.first().waitFor();
    await ui.settled();
    await eventually(async () => expect(await ui.cards.count()).toBe(10));
    // The root categories lead on, as tiles with their counts.
    await home(page).categoryTiles.first().waitFor();
    await eventually(async () => expect(await home(page).categoryTiles.count()).toBeGreaterThanOrEqual(8));
    const total = Number((await page.getByTestId('variant-count').textContent())?.replace(/\D/g, ''));
    expect(total).toBeGreaterThan(10_000);
    await shotWhenLoaded(page, `shop-${viewport}`);

    const first = await ui.links.allTextContents();
    await page.getByTestId('listing-pager').getByRole('button', { name: 'Seite 2', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await page.locator('[data-testid="variant-list"][data-page="2"][aria-busy="false"]').waitFor();
    const second = await ui.links.allTextContents();
    expect(second).toHaveLength(10);
    expect(second.some((title) => first.includes(title))).toBe(false);

    if (viewport !== 'desktop') await ui.filtersToggle.click();
    await ui.facetValues.first().click();
    await page.waitForURL((url) => url.searchParams.has('f') && !url.searchParams.has('page'));
    await page
      .locator('[data-testid="variant-list"][data-filters]:not([data-filters="{}"])[aria-busy="false"]')
      .waitFor();
    await ui.chips.first().waitFor();
    const filtered = Number((await page.getByTestId('variant-count').textContent())?.replace(/\D/g, ''));
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(total);
    await page.reload();
    await ui.cards.first().waitFor();
    await eventually(async () => expect(await ui.chips.count()).toBe(1));

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('the deep grating branch: each level lists its subcategory, the deepest collapses its breadcrumbs', async () => {
    const { page, context, pageErrors } = await openPage(browser, viewport, 'en');
    await page.goto(`${shop.url}/categories/${deepBranch[4]}`);
    await page.getByTestId('consent-essential-only').click();
    const ui = listing(page);
    await ui.title.waitFor();
    const subcategories = page.getByTestId('subcategories');
    await subcategories.waitFor();
    await eventually(async () =>
      expect(await subcategories.getByRole('link').getAttribute('href')).toBe(`/categories/${deepBranch[5]}`),
    );
    await eventually(async () =>
      expect(await subcategories.textContent()).toMatch(/Bearing bar 30 × 3 mm\s*\d+ products/),
    );
    await ui.cards.first().waitFor();
    await shotWhenLoaded(page, `deep-category-parent-${viewport}`);

    // Down one level by its tile, then to the deepest.
    await subcategories.getByRole('link').click();
    await page.waitForURL(`**/categories/${deepBranch[5]}`);
    await page
      .getByTestId('subcategories')
      .getByRole('link', { name: /Stock sizes/ })
      .click();
    await page.waitForURL(`**/categories/${deepBranch[6]}`);
    await ui.title.getByText('Stock sizes').waitFor();
    await ui.cards.first().waitFor();
    await ui.settled();
    await eventually(async () => expect(await page.getByTestId('subcategories').count()).toBe(0));
    await eventually(async () => expect(await ui.cards.count()).toBeGreaterThanOrEqual(10));

    // Front page, Shop and seven category levels: nine crumbs, more than eight, so they collapse.
    const crumbs = page.getByTestId('breadcrumbs');
    await crumbs.getByTestId('breadcrumb-group').first().waitFor({ state: 'attached' });
    const entries = await crumbs.getByTestId('breadcrumb').allTextContents();
    expect(entries[0]).toBe('Front page');
    expect(entries.at(-1)).toBe('Stock sizes');
    expect(entries.length).toBeLessThanOrEqual(8);
    const hidden = await crumbs
      .locator('[data-testid="breadcrumb-group"] a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const shown = await crumbs
      .locator('[data-testid="breadcrumb"] > a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect([...shown.slice(0, 1), ...hidden, ...shown.slice(1)]).toEqual([
      '/',
      '/shop',
      ...deepBranch.slice(0, 6).map((slug) => `/categories/${slug}`),
    ]);
    await shotWhenLoaded(page, `deep-category-${viewport}`);

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    if (viewport === 'mobile') {
      // A phone shows the level above in full as the way back; the others are there for screen readers.
      const back = crumbs.getByRole('link', { name: 'Bearing bar 30 × 3 mm' });
      expect(await back.evaluate((a) => a.scrollWidth <= a.clientWidth && a.getBoundingClientRect().width > 50)).toBe(
        true,
      );
      await back.click();
      await page.waitForURL(`**/categories/${deepBranch[5]}`);
      expect(pageErrors).toEqual([]);
      await context.close();
      return;
    }
    // The hidden levels open as a dropdown and lead to their category.
    const group = crumbs.getByTestId('breadcrumb-group').first();
    await group.locator('summary').click();
    const hiddenLevel = group.getByRole('link', { name: 'Steel gratings' });
    await hiddenLevel.waitFor({ state: 'visible' });
    await screenshot(page, `deep-category-crumbs-open-${viewport}`);
    await hiddenLevel.click();
    await page.waitForURL(`**/categories/${deepBranch[1]}`);
    await ui.title.getByText('Steel gratings').waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
