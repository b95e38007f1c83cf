import type { Browser } from 'playwright-core';
import { openPage, screenshot, type ViewportName, viewports, withShopAndBrowser } from '../support/browser';
import { eventually } from '../support/poll';
import type { RunningShop } from '../support/shop';

jest.setTimeout(90_000);

let shop: RunningShop;
let browser: Browser;
withShopAndBrowser((started) => void ({ shop, browser } = started));

const infoPages = ['/about', '/faq', '/blog', '/terms', '/privacy', '/supplierInfo', '/contact'];
const locales = ['de', 'fi', 'en', 'et'] as const;
const served = (path: string, locale: string, redirect: RequestRedirect = 'follow') =>
  fetch(`${shop.url}${path}`, { headers: { accept: 'text/html', cookie: `locale=${locale}` }, redirect });
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

describe('information pages in the served HTML', () => {
  it.each(locales)('every page has its own title and description in %s before any script runs', async (locale) => {
    const titles = new Set<string>();
    for (const path of infoPages) {
      const res = await served(path, locale);
      const html = await res.text();
      expect([path, res.status]).toEqual([path, 200]);
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      titles.add(titleOf(html));
    }
    expect(titles.size).toBe(infoPages.length);
  });

  it('has /legal in German only', async () => {
    expect(titleOf(await (await served('/legal', 'de')).text())).toBe('Impressum | Nordbau');
    for (const locale of ['fi', 'en', 'et']) expect((await served('/legal', locale)).status).toBe(404);
  });

  it('renders each page in the browser in the buyer language', async () => {
    const { page, context, pageErrors } = await openPage(browser, 'desktop', 'fi');
    await context.addCookies([
      { name: 'locale', value: 'fi', url: shop.url },
      {
        name: 'consent',
        value: encodeURIComponent(JSON.stringify({ functional: true, analytics: false })),
        url: shop.url,
      },
    ]);
    await page.goto(`${shop.url}/faq`);
    await page.getByRole('heading', { level: 1, name: 'Usein kysytyt kysymykset' }).waitFor();
    await page.getByTestId('faq-item').first().waitFor();
    await eventually(async () => expect(await page.getByTestId('breadcrumbs').textContent()).toContain('Etusivu'));
    await page.goto(`${shop.url}/contact`);
    await page.getByTestId('contact-form').waitFor();
    await eventually(async () => expect(await page.getByTestId('cta-banner').count()).toBe(0));
    await page.goto(`${shop.url}/about`);
    await page.getByTestId('cta-banner').waitFor();
    await eventually(async () => expect(await page.title()).toBe('Meistä | Nordbau'));
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('not-found page and blog', () => {
  it.each(Object.keys(viewports) as ViewportName[])(
    'shows the menu hint and a row of popular products on an unknown page at %s width',
    async (viewport) => {
      const { page, context } = await openPage(browser, viewport, 'en');
      await context.addCookies([
        { name: 'locale', value: 'en', url: shop.url },
        {
          name: 'consent',
          value: encodeURIComponent(JSON.stringify({ functional: true, analytics: false })),
          url: shop.url,
        },
      ]);
      const res = await page.goto(`${shop.url}/old-page-that-is-gone`);
      expect(res?.status()).toBe(404);
      await page.getByTestId('menu-hint').waitFor();
      const popular = page.getByTestId('popular-products');
      await popular.getByRole('link').first().waitFor();
      await eventually(async () =>
        expect(await popular.getByRole('link', { name: /€/ }).count()).toBeGreaterThanOrEqual(4),
      );
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `shell-not-found-${viewport}`);
      await context.close();
    },
  );

  it('shows the app shell at /_app: header and footer around an empty page, not the not-found page', async () => {
    const { page, context } = await openPage(browser, 'mobile', 'de');
    const res = await page.goto(`${shop.url}/_app`);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['x-robots-tag']).toBe('noindex');
    await page.getByTestId('app-shell-page').waitFor({ state: 'attached' });
    await page.getByTestId('shop-header').waitFor();
    await page.getByTestId('footer').waitFor();
    await eventually(async () => expect(await page.getByTestId('not-found').count()).toBe(0));
    await eventually(async () => expect(await page.title()).toBe('Nordbau – Baustoffe und Industrieprodukte'));
    await screenshot(page, 'shell-app-shell-mobile');
    await context.close();
  });

  it('lists the blog and opens a post with its title', async () => {
    const { page, context } = await openPage(browser, 'desktop', 'en');
    await context.addCookies([
      { name: 'locale', value: 'en', url: shop.url },
      {
        name: 'consent',
        value: encodeURIComponent(JSON.stringify({ functional: true, analytics: false })),
        url: shop.url,
      },
    ]);
    await page.goto(`${shop.url}/blog`);
    await page.getByTestId('blog-card').first().waitFor();
    await page.getByTestId('blog-card').first().getByRole('link').first().click();
    await page.getByTestId('blog-post').getByRole('heading', { level: 1 }).waitFor();
    await eventually(async () => expect(await page.title()).toMatch(/\| Nordbau$/));
    await screenshot(page, 'shell-blog-post');
    await context.close();
  });
});

describe('old addresses', () => {
  it.each([
    ['/blogi/co2', '/blog/co2'],
    ['/ukk', '/faq'],
    ['/tietosuojaseloste', '/privacy'],
    ['/toimitusehdot', '/terms'],
    ['/kauppa', '/shop'],
    ['/tuoteryhma/aidat-ja-aitaelementit', '/categories/fences'],
    ['/tuote/12345', '/variant/12345'],
  ])('%s answers 301 to %s', async (from, to) => {
    const res = await served(from, 'fi', 'manual');
    expect([res.status, res.headers.get('location')]).toEqual([301, to]);
  });
});
