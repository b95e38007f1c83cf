import type { Variant } from '@shop/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { shellStarted, viewports, withShopAndBrowser } from '../support/browser';
import { availableVariants, cartWithLines, returningBuyer } from '../support/buyer';
import { companyOrderForm } from '../support/order-form';
import type { RunningShop } from '../support/shop';

// A buyer on a slow phone acts on the server's markup before its scripts have hydrated it (issue 32): a
// click was lost, a typed quantity was reset at hydration, a paste left "Check lines" disabled. Every
// test here loads its page on a CPU slowed down six times and acts as soon as the control's markup is
// there, never waiting for the shell (`data-shell`) first. A rendered page starts its app at the buyer's
// first input (shell/src/first-input): until a part has hydrated, what the buyer does on it is kept and
// handed to it then (a click made again, a typed value put back), and the effect must be there.
jest.setTimeout(300_000);

let shop: RunningShop;
let browser: Browser;
let variant: Variant;
let cartVariants: Variant[];
withShopAndBrowser(async (started) => {
  ({ shop, browser } = started);
  const available = await availableVariants(shop, 'fences');
  cartVariants = available;
  variant = available.find((v) => v.min_order < 40)!;
  expect(variant).toBeDefined();
});

const cpuSlowdown = 6;

/** A German-speaking returning buyer's mobile browser whose page's CPU is six times slower. */
async function slowPhone(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: viewports.mobile, locale: 'de' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.url });
  await returningBuyer(context, shop, 'de');
  const page = await context.newPage();
  // Six times slower on a machine other runs share: a control may take a while to hydrate.
  page.setDefaultTimeout(120_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return { context, page };
}

/** Navigates and returns once the server's answer has begun: before any script of the page has run. */
const openEarly = (page: Page, url: string) => page.goto(url, { waitUntil: 'commit' });

describe('controls rendered on the server, used before the page has hydrated', () => {
  it('runs no script of the app before the first input; a tap on "In den Warenkorb" adds to the cart', async () => {
    const { context, page } = await slowPhone();
    await page.goto(`${shop.url}/variant/${variant.id}`, { waitUntil: 'networkidle' });
    // The whole page is there, and no script of the app has run: no federation runtime, no React.
    expect(
      await page.evaluate(() => ({
        shell: document.documentElement.dataset.shell,
        federation: '__FEDERATION__' in window,
      })),
    ).toEqual({ shell: 'waiting', federation: false });
    const shown = Number(await page.getByTestId('quantity').inputValue());
    // The buyer scrolls to the button (which starts the app) and taps it at once: a tap where the button
    // is, not Playwright's click, which waits for what it clicks to be ready.
    await page.getByTestId('add-to-cart').scrollIntoViewIfNeeded();
    const box = (await page.getByTestId('add-to-cart').boundingBox())!;
    const added = page.waitForRequest((request) => request.url().endsWith('/api/orders/add'));
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    expect((await added).postDataJSON()).toMatchObject({ variantId: variant.id, amount: shown });
    await context.close();
  });

  it('keeps a quantity of 40 typed into the variant page at once, and adds 40 pieces', async () => {
    const { context, page } = await slowPhone();
    await openEarly(page, `${shop.url}/variant/${variant.id}`);
    await page.getByTestId('quantity').fill('40');
    await page.getByTestId('quantity').press('Enter');
    await shellStarted(page);
    expect(await page.getByTestId('quantity').inputValue()).toBe('40');
    const added = page.waitForRequest((request) => request.url().endsWith('/api/orders/add'));
    await page.getByTestId('add-to-cart').click();
    expect((await added).postDataJSON()).toMatchObject({ variantId: variant.id, amount: 40 });
    await context.close();
  });

  it('opens the password form on a click on "Log in with password" at once', async () => {
    const { context, page } = await slowPhone();
    await openEarly(page, `${shop.url}/?login=true`);
    await page.getByRole('button', { name: 'Mit Passwort anmelden' }).click();
    await page.getByTestId('password-login-form').waitFor();
    await context.close();
  });

  it('takes lines pasted into quick order at once: "Check lines" is enabled and checks them', async () => {
    const { context, page } = await slowPhone();
    await openEarly(page, `${shop.url}/quick-order`);
    await page.evaluate((text) => navigator.clipboard.writeText(text), `${variant.code}\t${variant.title}\t40\r\n`);
    await page.getByTestId('quick-order-text').click();
    await page.keyboard.press('Control+V');
    await page.getByTestId('quick-order-check').click();
    await page.getByTestId('quick-line').first().waitFor();
    await context.close();
  });

  it('answers "Weiter" on the order step at once: the missing fields are named', async () => {
    const { context, page } = await slowPhone();
    const uuid = await cartWithLines(context, shop, cartVariants);
    await openEarly(page, `${shop.url}/cart/${uuid}?step=order`);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByText('USt-IdNr. im Format 1234567-8 angeben').waitFor();
    await context.close();
  });

  it('answers "Jetzt bezahlen" on the thank-you page of a declined card payment at once', async () => {
    const { context, page } = await slowPhone();
    const uuid = await cartWithLines(context, shop, cartVariants);
    // To the declined payment as the checkout journey goes, each step once its page has hydrated.
    await page.goto(`${shop.url}/cart/${uuid}?step=order`);
    await shellStarted(page);
    const form = companyOrderForm();
    for (const name of ['vat', 'company', 'name', 'phone', 'email', 'streetAddress', 'postCode', 'city'] as const)
      await page.locator(`input[name="${name}"]`).fill(form[name]);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByTestId('pay-and-confirm').getByText('Kartenzahlung', { exact: true }).click();
    await page.getByTestId('to-summary-step').click();
    await page.getByTestId('confirm-order').click();
    await page.getByRole('button', { name: 'Ablehnen' }).click();
    await page.getByTestId('payment-declined').waitFor();
    // The thank-you page loaded again, and paid for at once.
    await page.reload({ waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Jetzt bezahlen' }).click();
    await page.getByTestId('test-payment').waitFor();
    await context.close();
  });
});
