import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openPage, screenshot, viewports, withShopAndBrowser } from '../support/browser';
import { loginLinkPattern, returningBuyer } from '../support/buyer';
import { loginDrawer, type LoginView } from '../support/login-page';
import { linkIn, outboxMails, waitForMail } from '../support/mail';
import { eventually } from '../support/poll';
import { repoRoot, type RunningShop } from '../support/shop';
import { seller, type Order } from '@shop/contracts';
import { renderOrderDocument } from '../../services/orders/src/documents/order-document';

jest.setTimeout(120_000);

let shop: RunningShop;
let browser: Browser;
withShopAndBrowser((started) => void ({ shop, browser } = started));

const email = 'anna.virtanen@rakennus-oy.fi';
const firstPassword = 'Aita2026kesä';
const newPassword = 'Portti2027talvi';

/** The consent dialog is built elsewhere: the buyer here has accepted functional cookies, and reads English. */
async function buyerPage(viewport: 'desktop' | 'mobile') {
  const opened = await openPage(browser, viewport, 'en');
  await returningBuyer(opened.context, shop, 'en');
  return opened;
}

/** The login dialog is fixed to the viewport: a full-page shot would stretch the page under it. */
const dialogShot = (page: Page, name: string) =>
  page.screenshot({ path: join(repoRoot, 'test-results', 'screenshots', `${name}.png`) });

/** The link of the newest login, sign-up or reset mail after the first `after` of the outbox; waits for it. */
const mailedLoginLink = async (after: number) =>
  linkIn(await waitForMail(shop, { link: loginLinkPattern, after }), loginLinkPattern);

const openLogin = (page: Page, startsOn: LoginView) => loginDrawer(page).open(shop.url, startsOn);
const openPasswordForm = (page: Page, startsOn: LoginView) => loginDrawer(page).openPasswordForm(shop.url, startsOn);
const logout = (page: Page) => loginDrawer(page).logOut(shop.url);

async function passwordLogin(page: Page, password: string, startsOn: LoginView) {
  await openPasswordForm(page, startsOn);
  await loginDrawer(page).logInWithPassword(email, password);
}

const profile = (page: Page) => page.getByTestId('profile-page');
/** The order the buyer placed while logged in, opened again in the order view. */
let pastOrder = '';

describe('account journey (desktop)', () => {
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[];
  beforeAll(async () => {
    ({ page, context, pageErrors } = await buyerPage('desktop'));
  });
  afterAll(async () => context?.close());

  it('signs up and confirms the e-mail with the link from the outbox, landing on the profile', async () => {
    await openLogin(page, 'link');
    await dialogShot(page, 'account-login-passwordless-desktop');
    await page.getByRole('button', { name: 'Log in with password' }).click();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('dialog', { name: 'Create account' }).waitFor();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('The password must have at least 8 characters').waitFor();
    await dialogShot(page, 'account-signup-errors-desktop');
    const before = outboxMails(shop).length;
    await page.getByLabel('Password', { exact: true }).fill(firstPassword);
    await page.getByLabel('Confirm password').fill(firstPassword);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByTestId('email-sent').waitFor();
    await eventually(async () => expect(await page.getByTestId('email-sent').textContent()).toContain('spam folder'));
    await dialogShot(page, 'account-signup-sent-desktop');

    const link = await mailedLoginLink(before);
    expect(link).toContain('/users/verify?token=');
    await page.goto(link);
    await page.getByText('Your e-mail address is confirmed and you are logged in.').waitFor();
    await page.waitForURL(`${shop.url}/users/profile`);
    await profile(page).getByText(`Logged in as ${email}`).waitFor();
    await page.getByTestId('account-info-form').waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('edits the profile and keeps it after a reload', async () => {
    await page.getByLabel('Company').fill('Rakennus Oy');
    await page.getByLabel('VAT ID').fill('1234567-8');
    await page.getByLabel('Contact person').fill('Anna Virtanen');
    await page.getByLabel('Phone').fill('+358 40 123 4567');
    await page.getByLabel('Billing address', { exact: true }).fill('Teollisuuskatu 5');
    await page.getByLabel('Postcode').fill('00510');
    await page.getByLabel('City').fill('Helsinki');
    await page.getByLabel('Country').selectOption({ label: 'Finland' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Account information saved').first().waitFor();
    await screenshot(page, 'account-profile-desktop');
    await page.reload();
    await page.getByTestId('account-info-form').waitFor();
    await eventually(async () => expect(await page.getByLabel('Company').inputValue()).toBe('Rakennus Oy'));
    await eventually(async () => expect(await page.getByLabel('City').inputValue()).toBe('Helsinki'));
    await eventually(async () => expect(await page.getByLabel('Country').inputValue()).toBe('FI'));
  });

  it('logs out, and logs in again by magic link from the outbox', async () => {
    await logout(page);
    await page.goto(`${shop.url}/users/profile`);
    await page.getByTestId('login-drawer').waitFor();
    const before = outboxMails(shop).length;
    await loginDrawer(page).requestLink(email);
    await dialogShot(page, 'account-magic-link-sent-desktop');
    await page.goto(await mailedLoginLink(before));
    await page.waitForURL(`${shop.url}/users/profile`);
    await profile(page).getByText(`Logged in as ${email}`).waitFor();
  });

  it('logs out and logs in by password', async () => {
    await logout(page);
    // The last login was by e-mail link: the drawer opens on the link form.
    await passwordLogin(page, 'Wrong2026pass', 'link');
    await page.getByText('Invalid email or password').waitFor();
    await dialogShot(page, 'account-login-invalid-desktop');
    await page.getByLabel('Password', { exact: true }).fill(firstPassword);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(`${shop.url}/users/profile`);
    await page.getByTestId('account-info-form').waitFor();
    // The session is an HttpOnly cookie: no script on the page can read it.
    const cookies = await context.cookies();
    const sid = cookies.find((c) => c.name === 'sid')!;
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookies.some((c) => c.name === 'session_id')).toBe(false);
    const readable = await page.evaluate(() => document.cookie);
    expect(readable).toContain('logged_in=1');
    expect(readable).not.toContain(sid.value);
    expect(cookies.find((c) => c.name === 'login_method')?.value).toBe('password');
  });

  it('sees a past order with its state and total, and buys it again into a new cart', async () => {
    // An order placed while logged in: the same calls the checkout makes, with the buyer's session
    // cookie, which context.request sends like the browser does.
    const listing = await (
      await context.request.get(`${shop.url}/api/productVariant/by-category/pipes?range=[0,20]`)
    ).json();
    const variant = listing.variants.find((v: { availability: string }) => v.availability === 'available');
    const cart = await (
      await context.request.post(`${shop.url}/api/orders/add`, {
        // 200 pieces reach a volume tier: the order has a discount to show.
        data: { variantId: variant.id, amount: Math.max(variant.min_order, 200), isProduction: true },
      })
    ).json();
    await context.request.patch(`${shop.url}/api/orders/set-form/${cart.uuid}`, {
      data: {
        vat: '1234567-8',
        company: 'Rakennus Oy',
        name: 'Anna Virtanen',
        phone: '+358401234567',
        email,
        streetAddress: 'Teollisuuskatu 5',
        postCode: '00510',
        city: 'Helsinki',
        country: 'FI',
        type: 'company',
      },
    });
    // Own freight with the buyer's carrier, at the totals the server gives for it (as the checkout sends them).
    const options = await (await context.request.get(`${shop.url}/api/orders/delivery-options/${cart.uuid}`)).json();
    const ownFreight = options.find((o: { type: string }) => o.type === 'own_freight');
    await context.request.patch(`${shop.url}/api/orders/set-state/${cart.uuid}`, {
      data: {
        state: 'order',
        deliveryMethodType: 'own_freight',
        ownFreight: { carrierName: 'Kuljetus Virtanen Oy', carrierPhone: '+358401112223' },
        freightTotal: ownFreight.delivery_price,
        cartTotal: ownFreight.total_price_with_vat,
      },
    });
    await context.request.patch(`${shop.url}/api/orders/set-shipping-comment/${cart.uuid}`, {
      data: { comment: 'Portti 3' },
    });
    await context.request.patch(`${shop.url}/api/orders/set-payment-method/${cart.uuid}/invoice`);
    const done = await (
      await context.request.post(`${shop.url}/api/orders/complete`, { data: { uuid: cart.uuid } })
    ).json();

    await page.goto(`${shop.url}/users/profile`);
    const row = page.getByTestId('order-row').first();
    await row.waitFor();
    await eventually(async () => expect(await row.textContent()).toContain(done.order_number));
    await eventually(async () => expect(await row.textContent()).toContain('Confirmed'));
    pastOrder = done.uuid;
    await screenshot(page, 'account-orders-desktop');
    await row.getByTestId('buy-again').click();
    await page.waitForURL(/\/cart\/[0-9a-f-]{36}$/);
    expect(page.url()).not.toContain(cart.uuid);
    await page.getByTestId('cart-line').first().waitFor();
    await eventually(async () =>
      expect(await page.getByTestId('cart-line').first().textContent()).toContain(variant.code),
    );
    await page.goto(`${shop.url}/users/profile`);
    await page.getByTestId('account-info-form').waitFor();
  });

  it('opens the order view and its confirmation in German and Finnish, with the discount kinds apart', async () => {
    const sid = (await context.cookies()).filter((c) => c.name === 'sid' || c.name === 'logged_in');
    const [order] = ((await (await context.request.get(`${shop.url}/api/orders/by-user`)).json()) as Order[]).filter(
      (o) => o.uuid === pastOrder,
    );
    const breakdown = order!.breakdown!;
    const discounts = (['order_line', 'volume', 'whole_order'] as const).filter(
      (kind) => breakdown.discounts[kind] > 0,
    );
    expect(discounts.length).toBeGreaterThan(0);
    for (const locale of ['de', 'fi'] as const) {
      const eur = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'fi-FI', { style: 'currency', currency: 'EUR' });
      const amount = (cents: number) => eur.format(cents / 100).replace(/[\u00a0\u202f]/g, ' ');
      for (const viewport of ['mobile', 'desktop'] as const) {
        const opened = await openPage(browser, viewport, locale);
        await opened.context.addCookies([
          ...sid,
          { name: 'locale', value: locale, url: shop.url },
          {
            name: 'consent',
            value: encodeURIComponent(JSON.stringify({ functional: true, analytics: false })),
            url: shop.url,
          },
        ]);
        const view = opened.page;
        await view.goto(`${shop.url}/users/profile`);
        const details = view.getByTestId('order-details').first();
        await details.locator('summary').click();
        const figure = async (name: string) =>
          ((await details.locator(`[data-figure="${name}"] dd`).textContent()) ?? '').replace(/[\u00a0\u202f]/g, ' ');
        for (const kind of discounts)
          expect(await figure(`discount-${kind.replace('_', '-')}`)).toBe(`−${amount(breakdown.discounts[kind])}`);
        expect(await figure('freight')).toBe(amount(breakdown.freight));
        expect(await figure('packaging')).toBe(amount(breakdown.packaging));
        expect(await figure('total')).toBe(amount(order!.total_price_with_vat));
        const text = (await details.textContent())!.replace(/[\u00a0\u202f]/g, ' ');
        expect(text).toContain(locale === 'de' ? 'MwSt. 25,5 %' : 'ALV 25,5 %');
        expect(text).toContain(
          locale === 'de' ? 'Spediteur: Kuljetus Virtanen Oy' : 'Rahdinkuljettaja: Kuljetus Virtanen Oy',
        );
        expect(text).toContain('Portti 3');
        // From the top: a full-page shot taken scrolled down paints the sticky header mid-page.
        await view.evaluate(() => window.scrollTo(0, 0));
        await screenshot(view, `account-order-view-${locale}-${viewport}`);
        await view.getByTestId('order-history').screenshot({
          path: join(repoRoot, 'test-results', 'screenshots', `account-orders-${locale}-${viewport}.png`),
        });
        expect(opened.pageErrors).toEqual([]);
        await opened.context.close();
      }
      // The confirmation PDF is this document printed: shown here as the page Chromium prints, of the
      // order as it is read in the document's language (one language: labels and titles).
      const [read] = (
        (await (
          await context.request.get(`${shop.url}/api/orders/by-user`, { headers: { 'x-locale': locale } })
        ).json()) as Order[]
      ).filter((o) => o.uuid === pastOrder);
      const documentPage = await browser.newPage({ viewport: { width: 794, height: 1123 } });
      await documentPage.setContent(renderOrderDocument(read!, 'confirmation', locale, seller, new Date()));
      const printed = (await documentPage.textContent('body'))!.replace(/[\s\u00a0\u202f]+/g, ' ');
      expect(printed).toContain(read!.items[0]!.fullTitle.replace(/[\s\u00a0\u202f]+/g, ' '));
      if (locale === 'fi') expect(read!.items[0]!.fullTitle).not.toBe(order!.items[0]!.fullTitle);
      expect(printed).toContain(locale === 'de' ? 'MwSt. 25,5 %' : 'ALV 25,5 %');
      expect(printed).toContain(locale === 'de' ? 'Lieferzeit:' : 'Toimitusaika:');
      for (const kind of discounts) expect(printed).toContain(`−${amount(breakdown.discounts[kind])}`);
      await screenshot(documentPage, `order-confirmation-document-${locale}`);
      await documentPage.close();
    }
  });

  it('resets a forgotten password with the link from the outbox', async () => {
    await logout(page);
    // The last login was by password: the drawer opens on the password form, its reset link at hand.
    await openPasswordForm(page, 'password');
    await dialogShot(page, 'account-login-password-desktop');
    // The toggle still leads to the link form and back.
    await page.getByRole('button', { name: 'Log in with an e-mail link instead' }).click();
    await loginDrawer(page).forms.link.waitFor();
    await loginDrawer(page).toPasswordForm();
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByLabel('E-mail').fill(email);
    const before = outboxMails(shop).length;
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByTestId('email-sent').waitFor();
    const link = await mailedLoginLink(before);
    expect(link).toContain('/users/reset-password?token=');
    await page.goto(link);
    await page.getByTestId('reset-password-form').waitFor();
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await screenshot(page, 'account-reset-password-desktop');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByTestId('reset-done').waitFor();
    // The link worked once: opened again it is expired.
    await page.goto(link);
    await page.getByTestId('reset-link-invalid').waitFor();
    await passwordLogin(page, newPassword, 'password');
    await page.waitForURL(`${shop.url}/users/profile`);
  });

  it('deletes the account after confirmation and is refused at the next login', async () => {
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await screenshot(page, 'account-delete-confirm-desktop');
    await page.getByRole('button', { name: 'Yes, delete my account' }).click();
    await page.waitForURL(`${shop.url}/`);
    expect((await context.cookies()).filter((c) => c.name === 'sid' || c.name === 'logged_in')).toEqual([]);
    await passwordLogin(page, newPassword, 'password');
    await page.getByText('deleted by the user').waitFor();
    await dialogShot(page, 'account-login-deleted-desktop');
    expect(pageErrors).toEqual([]);
  });
});

describe('pre-registration account takeover', () => {
  it("a stranger's signup with the buyer's address never gives him her account when she opens the link", async () => {
    const victim = 'liisa.korhonen@rakennus-oy.fi';
    const attacker = await buyerPage('desktop');
    const before = outboxMails(shop).length;
    const signup = (page: Page, password: string) =>
      page.evaluate(
        async ({ email, password: pass }) =>
          (
            await fetch('/api/users/create', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ email, password: pass, host: location.origin }),
            })
          ).status,
        { email: victim, password },
      );
    await attacker.page.goto(shop.url);
    expect(await signup(attacker.page, 'Hyokkaaja2026x')).toBe(200);
    const attackersLink = await mailedLoginLink(before);

    // She opens the mail in her inbox, in her own browser: verified and logged in, without his password.
    const liisa = await buyerPage('desktop');
    await liisa.page.goto(attackersLink);
    await liisa.page.waitForURL(`${shop.url}/users/profile`);
    await profile(liisa.page).getByText(`Logged in as ${victim}`).waitFor();
    const login = (page: Page, password: string) =>
      page.evaluate(
        async ({ email, password: pass }) =>
          (
            await fetch('/api/users/login', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ email, password: pass }),
            })
          ).status,
        { email: victim, password },
      );
    expect(await login(attacker.page, 'Hyokkaaja2026x')).toBe(401);
    await attacker.context.close();
    await liisa.context.close();
  });
});

describe('login dialog size', () => {
  it('is a right-side drawer on desktop', async () => {
    const { page, context } = await buyerPage('desktop');
    await openLogin(page, 'link');
    const box = await page.getByTestId('login-drawer').boundingBox();
    expect(box!.width).toBeLessThan(500);
    expect(Math.round(box!.x + box!.width)).toBe(viewports.desktop.width);
    await context.close();
  });

  it('is a full-screen dialog on mobile, with the signup view usable there', async () => {
    const { page, context } = await buyerPage('mobile');
    await openLogin(page, 'link');
    const box = await page.getByTestId('login-drawer').boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(viewports.mobile.width - 1);
    expect(box!.height).toBeGreaterThanOrEqual(viewports.mobile.height - 1);
    await dialogShot(page, 'account-login-passwordless-mobile');
    await page.getByRole('button', { name: 'Log in with password' }).click();
    await page.getByRole('button', { name: 'Create account' }).click();
    await dialogShot(page, 'account-signup-mobile');
    await context.close();
  });

  it('disables the submit without functional cookies', async () => {
    const { page, context } = await openPage(browser, 'mobile', 'en');
    await context.addCookies([{ name: 'locale', value: 'en', url: shop.url }]);
    await openLogin(page, 'link');
    await page.getByText('You need to accept functional cookies to use account').waitFor();
    await eventually(async () =>
      expect(await page.getByRole('button', { name: 'Send login link' }).isDisabled()).toBe(true),
    );
    await context.close();
  });
});

describe('profile on mobile', () => {
  it('shows the profile in one column', async () => {
    const { page, context } = await buyerPage('mobile');
    const before = outboxMails(shop).length;
    await openLogin(page, 'link');
    await loginDrawer(page).requestLink('mikko@aita.fi');
    await dialogShot(page, 'account-magic-link-sent-mobile');
    await page.goto(await mailedLoginLink(before));
    await page.waitForURL(`${shop.url}/users/profile`);
    await page.getByTestId('account-info-form').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'account-profile-mobile');
    await context.close();
  });
});
