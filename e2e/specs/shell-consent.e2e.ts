import type { Browser, Page } from 'playwright-core';
import { openPage, screenshot, type ViewportName, viewports, withShopAndBrowser } from '../support/browser';
import type { RunningShop } from '../support/shop';

jest.setTimeout(90_000);

let shop: RunningShop;
let browser: Browser;
// "localhost" plays the production host; 127.0.0.1, where the other tests run, is a test host.
const tagScript = 'http://tags.invalid/gtm.js';
withShopAndBrowser((started) => void ({ shop, browser } = started), {
  ANALYTICS_HOSTS: 'localhost',
  GTM_CONTAINER_ID: 'GTM-E2E',
  TAG_MANAGER_URL: tagScript,
});

/** Every request for the tag manager script, answered with a tiny script that marks the page. */
const recordTagScript = async (page: Page) => {
  const requests: string[] = [];
  await page.route(`${tagScript}**`, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__tagManagerRan = true;' });
  });
  return requests;
};

/** Every analytics call the page makes. */
const recordAnalytics = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/analytics/events') calls.push(request.postData() ?? '');
  });
  return calls;
};

describe('cookie consent', () => {
  it.each(Object.keys(viewports) as ViewportName[])('asks on the first visit at %s width', async (viewport) => {
    const { page, context } = await openPage(browser, viewport);
    await page.goto(shop.url);
    const dialog = page.getByTestId('cookie-dialog');
    await dialog.waitFor();
    await page.getByTestId('root-category').first().waitFor();
    await screenshot(page, `consent-dialog-${viewport}`);
    await page.getByTestId('consent-customize').click();
    await screenshot(page, `consent-dialog-custom-${viewport}`);
    await context.close();
  });

  it('sends no analytics before consent, and none after "essential only"', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    const calls = recordAnalytics(page);
    await page.goto(shop.url);
    await page.getByTestId('cookie-dialog').waitFor();
    await page.getByTestId('cta-banner').getByRole('link').click();
    await page.getByTestId('contact-form').waitFor();
    expect(calls).toEqual([]);
    await page.getByTestId('consent-essential-only').click();
    await page.getByTestId('cookie-dialog').waitFor({ state: 'detached' });
    const consent = (await context.cookies()).find((c) => c.name === 'consent');
    expect(JSON.parse(decodeURIComponent(consent?.value ?? ''))).toEqual({ functional: false, analytics: false });
    await page.goto(`${shop.url}/about`);
    await page.getByTestId('cta-banner').getByRole('link').click();
    await page.getByTestId('contact-form').waitFor();
    expect(calls).toEqual([]);
    await context.close();
  });

  it('sends events after "accept all", and the choice can be changed from the footer', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    const calls = recordAnalytics(page);
    await page.goto(`${shop.url}/about`);
    await page.getByTestId('consent-accept-all').click();
    const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/analytics/events');
    await page.getByTestId('cta-banner').getByRole('link').click();
    expect((await sent).status()).toBe(202);
    expect(JSON.parse(calls[0] ?? '{}')).toMatchObject({ name: 'Call To Button Clicked' });

    await page.getByTestId('cookie-settings').click();
    await page.getByTestId('consent-analytics').uncheck();
    await page.getByTestId('consent-save').click();
    const consent = (await context.cookies()).find((c) => c.name === 'consent');
    expect(JSON.parse(decodeURIComponent(consent?.value ?? ''))).toEqual({ functional: true, analytics: false });
    await context.close();
  });

  it('loads the tag manager on a production host only after analytics consent, and pushes events to it', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    const tagRequests = await recordTagScript(page);
    const productionUrl = shop.url.replace('127.0.0.1', 'localhost');
    await page.goto(`${productionUrl}/about`);
    await page.getByTestId('cookie-dialog').waitFor();
    await page.getByTestId('cta-banner').waitFor();
    expect(tagRequests).toEqual([]);
    await page.getByTestId('consent-accept-all').click();
    await page.waitForFunction(() => (window as unknown as { __tagManagerRan?: boolean }).__tagManagerRan === true);
    expect(tagRequests).toEqual([`${tagScript}?id=GTM-E2E`]);
    await page.getByTestId('cta-banner').getByRole('link').click();
    await page.waitForFunction(() =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some(
        (entry) => entry.event === 'Call To Button Clicked',
      ),
    );
    await context.close();
  });

  it('never loads the tag manager on a host that is not a production host, even with consent', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    const tagRequests = await recordTagScript(page);
    await page.goto(`${shop.url}/about`);
    const config = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/analytics/config');
    await page.getByTestId('consent-accept-all').click();
    expect(await (await config).json()).toEqual({ tagManager: null });
    await page.getByTestId('cta-banner').getByRole('link').click();
    await page.getByTestId('contact-form').waitFor();
    expect(tagRequests).toEqual([]);
    await context.close();
  });
});
