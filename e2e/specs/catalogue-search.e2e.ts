import type { Browser, Page } from 'playwright-core';
import { openPage, screenshot, type ViewportName, viewports, withShopAndBrowser } from '../support/browser';
import { eventually } from '../support/poll';
import type { RunningShop } from '../support/shop';

jest.setTimeout(90_000);

let shop: RunningShop;
let browser: Browser;
withShopAndBrowser((started) => void ({ shop, browser } = started));

const search = (page: Page) => ({
  input: page.getByTestId('search-input'),
  dropdown: page.getByTestId('search-dropdown'),
  variants: page.getByTestId('search-variant'),
  noResults: page.getByTestId('search-no-results'),
  resultsPage: page.getByTestId('search-page'),
  cards: page.getByTestId('variant-card'),
  empty: page.getByTestId('search-empty'),
});

interface SearchRequest {
  term: string;
  range: [number, number];
}

/** Every GET /search/new the page sends, with its term and range. */
function recordSearches(page: Page): SearchRequest[] {
  const seen: SearchRequest[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const match = /^\/api\/search\/new\/([^/]+)$/.exec(url.pathname);
    if (request.method() !== 'GET' || !match) return;
    seen.push({
      term: decodeURIComponent(match[1]!),
      range: JSON.parse(url.searchParams.get('range') ?? '[0,5]') as [number, number],
    });
  });
  return seen;
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

async function openShop(viewport: ViewportName, locale: string) {
  const opened = await openPage(browser, viewport, locale);
  await opened.page.goto(shop.url);
  await opened.page.getByTestId('consent-accept-all').click();
  return opened;
}

/** Types like a person (80 ms between keys, well under the 300 ms pause) into the header search. */
async function typeInHeader(page: Page, viewport: ViewportName, term: string) {
  const ui = search(page);
  // Phones: the field has its own row across the header; wider screens: it sits between menu and buttons.
  const box = await ui.input.boundingBox();
  expect(box).not.toBeNull();
  if (viewport === 'mobile') expect(box!.width).toBeGreaterThan(viewports.mobile.width - 80);
  else expect(box!.width).toBeGreaterThanOrEqual(200);
  await ui.input.click();
  await ui.input.pressSequentially(term, { delay: 80 });
}

/**
 * Screenshots only after every picture has arrived; a full-page shot does not scroll, so lazy ones are asked for at
 * once.
 */
async function picturesLoaded(page: Page) {
  await page.evaluate(() =>
    document.querySelectorAll('img[loading="lazy"]').forEach((img) => ((img as HTMLImageElement).loading = 'eager')),
  );
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The dropdown stays inside the window (no sideways overflow of the results). */
async function dropdownInsideWindow(page: Page, viewport: ViewportName) {
  const box = await search(page).dropdown.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewports[viewport].width);
}

const words = [
  { term: 'zaun', locale: 'de', title: 'Suche: zaun | Nordbau' },
  { term: 'aita', locale: 'fi', title: 'Haku: aita | Nordbau' },
] as const;

describe.each(Object.keys(viewports) as ViewportName[])('header search at %s width', (viewport) => {
  it.each(words)(
    '"$term" ($locale): one search after the pause, dropdown, Enter opens /new_search with results',
    async ({ term, locale, title }) => {
      const { page, context, pageErrors } = await openShop(viewport, locale);
      const searches = recordSearches(page);
      const events = recordEvents(page);
      const ui = search(page);

      await typeInHeader(page, viewport, term);
      await ui.variants.first().waitFor();
      // One call for the whole word: nothing for "zau"/"ait" while typing, nothing per keystroke.
      expect(searches.filter((s) => s.range[0] === 0)).toEqual([{ term, range: [0, 5] }]);
      // Pages the dropdown loaded by scrolling belong to the same word, 5 at a time.
      for (const s of searches) expect(s).toEqual({ term, range: [s.range[0], 5] });
      await eventually(async () => expect(await page.getByRole('tab', { selected: true }).count()).toBe(1));
      await dropdownInsideWindow(page, viewport);
      await picturesLoaded(page);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `search-dropdown-${locale}-${viewport}`);

      await ui.input.press('Enter');
      await page.waitForURL((url) => url.pathname === '/new_search' && url.searchParams.get('search') === term);
      await page.locator(`[data-testid="search-results"][data-term="${term}"][aria-busy="false"]`).waitFor();
      await ui.cards.first().waitFor();
      await eventually(async () => expect(await ui.cards.count()).toBeGreaterThan(0));
      await eventually(async () => expect(await ui.cards.count()).toBeLessThanOrEqual(10));
      await eventually(async () => expect(await ui.input.inputValue()).toBe(''));
      await page.waitForFunction((expected) => document.title === expected, title);
      await picturesLoaded(page);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `search-page-${locale}-${viewport}`);

      for (const name of ['Catalogue Searched', 'All Search Results Opened']) expect(events).toContain(name);
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );

  it('an unknown term: no dropdown results, Enter shows the empty page with contact and phone buttons', async () => {
    const { page, context, pageErrors } = await openShop(viewport, 'de');
    const ui = search(page);
    await typeInHeader(page, viewport, 'qqxxzzq');
    await ui.noResults.waitFor();
    await ui.input.press('Enter');
    await page.waitForURL((url) => url.pathname === '/new_search' && url.searchParams.get('search') === 'qqxxzzq');
    await ui.empty.waitFor();
    await eventually(async () =>
      expect(await ui.empty.getByTestId('search-contact').getAttribute('href')).toBe('/contact'),
    );
    await eventually(async () =>
      expect(await ui.empty.locator('a[href^="tel:"]').getAttribute('href')).toBe('tel:+358942421000'),
    );
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `search-empty-${viewport}`);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('header search clicks', () => {
  it('a click on a variant opens its page, registers the click and resets the search', async () => {
    const { page, context, pageErrors } = await openShop('desktop', 'de');
    const ui = search(page);
    await typeInHeader(page, 'desktop', 'zaun');
    await ui.variants.first().waitFor();
    const href = await ui.variants.nth(1).getAttribute('href');
    expect(href).toMatch(/^\/variant\/\d+$/);
    const click = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/search/register_click');
    await ui.variants.nth(1).click();
    await page.waitForURL((url) => url.pathname === href);
    await page.getByTestId('variant-page').waitFor();
    await eventually(async () => expect(await ui.input.inputValue()).toBe(''));
    await eventually(async () => expect(await ui.dropdown.count()).toBe(0));
    expect(JSON.parse((await click).postData() ?? '{}')).toEqual(
      expect.objectContaining({ result_pos: 2, variant_id: Number(href!.split('/')[2]), add_to_cart: false }),
    );

    // Escape closes and empties it.
    await ui.input.click();
    await ui.input.pressSequentially('zaun', { delay: 50 });
    await ui.variants.first().waitFor();
    await ui.input.press('Escape');
    await eventually(async () => expect(await ui.dropdown.count()).toBe(0));
    await eventually(async () => expect(await ui.input.inputValue()).toBe(''));
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
