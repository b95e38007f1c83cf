import type { Browser, Page } from 'playwright-core';
import { openPage, screenshot, withShopAndBrowser, type ViewportName } from '../support/browser';
import { logInByLink, returningBuyer } from '../support/buyer';
import { acceptInvitation, foundCompany, invitationLink, inviteBuyer, registeredCompany } from '../support/company';
import { eventually } from '../support/poll';
import type { RunningShop } from '../support/shop';

jest.setTimeout(240_000);

let shop: RunningShop;
let browser: Browser;
withShopAndBrowser((started) => void ({ shop, browser } = started));

const adminEmail = 'anna.virtanen@rakennus-virtanen.fi';
const buyerEmail = 'mikko.laine@rakennus-virtanen.fi';

const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('a company account: founded, a buyer invited by link, and removed again', () => {
  it('lets an admin found a company and invite a buyer who joins by link; removal ends their session', async () => {
    const admin = await openPage(browser, 'desktop', 'en');
    await returningBuyer(admin.context, shop, 'en');
    await logInByLink(admin.page, shop, adminEmail);
    await foundCompany(admin.page, shop);
    await eventually(async () =>
      expect(await admin.page.getByTestId('company-summary').textContent()).toContain(registeredCompany.name),
    );
    await eventually(async () =>
      expect(await admin.page.getByTestId('company-my-role').textContent()).toBe('Your role: Admin'),
    );

    // A work site with its contact, which buyers will see.
    await admin.page.getByTestId('work-site-add').click();
    const site = admin.page.getByTestId('work-site-form');
    await site.locator('input[name="name"]').fill('Pasila, Block C');
    await site.locator('input[name="street"]').fill('Ratapihantie 11');
    await site.locator('input[name="postcode"]').fill('00520');
    await site.locator('input[name="city"]').fill('Helsinki');
    await site.locator('select[name="country"]').selectOption('FI');
    await site.locator('input[name="contact_name"]').fill('Jari Nieminen');
    await site.locator('input[name="contact_phone"]').fill('+358 40 765 4321');
    await site.getByTestId('work-site-save').click();
    await admin.page.getByTestId('work-site').filter({ hasText: 'Pasila, Block C' }).waitFor();

    await inviteBuyer(admin.page, buyerEmail, 2500);

    // The buyer has no account yet: the link makes one, logs it in and joins the company.
    const buyer = await openPage(browser, 'mobile', 'fi');
    await returningBuyer(buyer.context, shop, 'fi');
    const link = await invitationLink(shop, buyerEmail);
    await buyer.page.goto(link);
    await buyer.page.getByTestId('company-invite-accept').waitFor();
    expect(await overflows(buyer.page)).toBe(false);
    await screenshot(buyer.page, 'company-invite-fi-375');
    // Looking at the offer uses nothing: joining is the button's.
    await acceptInvitation(buyer.page, link);
    await buyer.page.getByTestId('company-invite-open').click();
    await buyer.page.getByTestId('company-summary').waitFor();
    await eventually(async () =>
      expect(await buyer.page.getByTestId('company-my-role').textContent()).toBe('Roolisi: Ostaja'),
    );
    expect((await buyer.page.getByTestId('company-my-limit').textContent())?.replace(/\s/g, ' ')).toMatch(
      /^Tilausrajasi: 2 500,00 € sis\. ALV$/,
    );
    await buyer.page.getByTestId('work-site').filter({ hasText: 'Jari Nieminen' }).waitFor();
    await eventually(async () => expect(await buyer.page.getByTestId('company-members').count()).toBe(0));
    expect(await overflows(buyer.page)).toBe(false);
    await screenshot(buyer.page, 'company-buyer-fi-375');
    const current = await buyer.context.request.get(`${shop.url}/api/users/current`);
    expect(((await current.json()) as { company_account: { role: string } }).company_account.role).toBe('buyer');

    // The admin sees the buyer among the members, removes them, and the buyer's session ends at once.
    await admin.page.reload();
    const row = admin.page.getByTestId('company-member').filter({ hasText: buyerEmail });
    await row.waitFor();
    admin.page.once('dialog', (dialog) => void dialog.accept());
    await row.getByTestId('company-member-remove').click();
    await row.waitFor({ state: 'detached' });
    expect((await buyer.context.request.get(`${shop.url}/api/users/current`)).status()).toBe(401);
    await buyer.page.reload();
    await buyer.page.getByTestId('company-page').getByText('Kirjaudu sisään nähdäksesi yritystilisi.').waitFor();

    expect([...admin.pageErrors, ...buyer.pageErrors]).toEqual([]);
    await admin.context.close();
    await buyer.context.close();
  });

  it.each(['mobile', 'tablet', 'desktop'] as ViewportName[])(
    "shows the admin's company page within the %s width",
    async (viewport) => {
      const opened = await openPage(browser, viewport, 'de');
      await returningBuyer(opened.context, shop, 'de');
      await logInByLink(opened.page, shop, adminEmail);
      await opened.page.goto(`${shop.url}/company`);
      await opened.page.getByTestId('company-members').getByTestId('company-member').first().waitFor();
      await opened.page.getByTestId('work-site').first().waitFor();
      expect(await overflows(opened.page)).toBe(false);
      const width = { mobile: 375, tablet: 768, desktop: 1440 }[viewport];
      await screenshot(opened.page, `company-admin-de-${width}`);
      expect(opened.pageErrors).toEqual([]);
      await opened.context.close();
    },
  );
});
