import type { Browser, BrowserContext } from 'playwright-core';
import { openPage, screenshot, type ViewportName, viewports, withShopAndBrowser } from '../support/browser';
import { eventually } from '../support/poll';
import type { RunningShop } from '../support/shop';

jest.setTimeout(90_000);

let shop: RunningShop;
let browser: Browser;
withShopAndBrowser((started) => void ({ shop, browser } = started));

/** A returning buyer: language chosen, consent given (no dialog over the page). */
const returning = (context: BrowserContext, locale: string) =>
  context.addCookies([
    { name: 'locale', value: locale, url: shop.url },
    {
      name: 'consent',
      value: encodeURIComponent(JSON.stringify({ functional: true, analytics: false })),
      url: shop.url,
    },
  ]);

describe('footer per language', () => {
  it('de: newsletter, menu, categories sorted by title, social links, badges', async () => {
    const { page, context } = await openPage(browser, 'desktop', 'de');
    await returning(context, 'de');
    await page.goto(`${shop.url}/about`);
    const footer = page.getByTestId('footer');
    await footer.getByTestId('footer-categories').getByRole('link').first().waitFor();
    for (const id of ['newsletter', 'footer-menu', 'footer-social', 'footer-badges'])
      await eventually(async () => expect(await footer.getByTestId(id).count()).toBe(1));
    await eventually(async () => expect(await footer.getByTestId('review-widget').count()).toBe(0));
    const titles = await footer.getByTestId('footer-categories').getByRole('link').allTextContents();
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'de')));
    await eventually(async () =>
      expect(await footer.getByTestId('footer-copyright').textContent()).toContain(String(new Date().getFullYear())),
    );
    await context.close();
  });

  it('fi: newsletter and the review widget', async () => {
    const { page, context } = await openPage(browser, 'desktop', 'fi');
    await returning(context, 'fi');
    await page.goto(`${shop.url}/about`);
    await page.getByTestId('review-widget').waitFor();
    await eventually(async () => expect(await page.getByTestId('newsletter').count()).toBe(1));
    await context.close();
  });

  it('et: no newsletter, menu, categories, social links or badges', async () => {
    const { page, context } = await openPage(browser, 'desktop', 'et');
    await returning(context, 'et');
    await page.goto(`${shop.url}/about`);
    await page.getByTestId('footer-company').waitFor();
    for (const id of [
      'newsletter',
      'footer-menu',
      'footer-categories',
      'footer-social',
      'footer-badges',
      'review-widget',
    ]) {
      expect([id, await page.getByTestId(id).count()]).toEqual([id, 0]);
    }
    await context.close();
  });
});

describe.each(Object.keys(viewports) as ViewportName[])('header and footer at %s width', (viewport) => {
  it('fit the page and look like the shop', async () => {
    const { page, context, pageErrors } = await openPage(browser, viewport, 'de');
    await returning(context, 'de');
    await page.goto(`${shop.url}/faq`);
    await page.getByTestId('faq-item').first().waitFor();
    await page.getByTestId('footer-categories').getByRole('link').first().waitFor();
    await page.getByTestId('cart-button').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, `shell-faq-${viewport}`);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('mobile navigation', () => {
  it('opens a 278 px side drawer with the categories at 375 px', async () => {
    const { page, context } = await openPage(browser, 'mobile', 'de');
    await returning(context, 'de');
    await page.goto(shop.url);
    await page.getByTestId('mobile-nav-toggle').click();
    const drawer = page.getByTestId('mobile-nav');
    await drawer.getByRole('link', { name: 'Zäune und Zaunelemente' }).waitFor();
    expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(278);
    await screenshot(page, 'shell-mobile-nav');
    await drawer.getByRole('link', { name: 'Über uns' }).click();
    await drawer.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/about');
    await context.close();
  });
});

describe('contact form', () => {
  it('shows errors in the buyer language, then sends the message to the outbox', async () => {
    const { page, context } = await openPage(browser, 'desktop', 'fi');
    await returning(context, 'fi');
    await page.goto(`${shop.url}/contact`);
    await page.getByTestId('contact-email').fill('ei-osoite');
    await page.getByTestId('contact-submit').click();
    await page.getByText('Anna kelvollinen sähköpostiosoite').waitFor();
    await page.getByText('Viesti vaaditaan').waitFor();
    await screenshot(page, 'shell-contact-errors');
    await page.getByTestId('contact-company').fill('Rakennus Oy');
    await page.getByTestId('contact-email').fill('anna@rakennus-oy.fi');
    await page.getByTestId('contact-message').fill('Tarjous 120 m verkkoaitaa Espooseen');
    await page.getByTestId('contact-submit').click();
    await page.getByTestId('contact-sent').waitFor();
    const mailbox = await (await fetch(`${shop.url}/dev/mailbox`)).text();
    expect(mailbox).toContain('Rakennus Oy');
    await context.close();
  });
});
