import type { Browser, Cookie, Page } from 'playwright-core';
import { openUserStore } from '../../services/users/src/adapters/open-user-store';
import { changeRole } from '../../services/users/src/roles/change-role';
import { openPage, screenshot, withShopAndBrowser, type ViewportName } from '../support/browser';
import { availableVariants, cartWithLines, logInByLink, returningBuyer } from '../support/buyer';
import { foundUnverifiedCompany } from '../support/company';
import { eventually } from '../support/poll';
import type { RunningShop } from '../support/shop';

jest.setTimeout(240_000);

let shop: RunningShop;
let browser: Browser;
withShopAndBrowser((started) => void ({ shop, browser } = started));

const operatorEmail = 'pruefung@nordbau.example';
const founderEmail = 'anna.virtanen@rakennus-virtanen.example';
const viewportNames: ViewportName[] = ['mobile', 'tablet', 'desktop'];
const widths: Record<ViewportName, number> = { mobile: 375, tablet: 768, desktop: 1440 };

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** An Estonian guest's order form with a valid VAT id of the register, under a name that is not the register's. */
const acmeForm = {
  type: 'company',
  company: 'Acme Oy',
  vat: 'EE102345678',
  name: 'Mari Tamm',
  phone: '+3725551234',
  email: 'mari.tamm@acme.example',
  streetAddress: 'Peterburi tee 47',
  postCode: '11415',
  city: 'Tallinn',
  country: 'EE',
};

describe('company verification in the back office, and reverse charge only when the register agrees', () => {
  let operatorCookies: Cookie[];

  beforeAll(async () => {
    const operator = await openPage(browser, 'desktop', 'en');
    await returningBuyer(operator.context, shop, 'en');
    await logInByLink(operator.page, shop, operatorEmail);
    // As `npm run users:role -- grant` does, on the running shop's users store.
    const store = await openUserStore(shop.usersMongoUri, shop.dataDir);
    try {
      expect(await changeRole(store, 'grant', operatorEmail, 'operator')).toMatchObject({ ok: true });
    } finally {
      await store.close();
    }
    operatorCookies = await operator.context.cookies();
    await operator.context.close();
  });

  it('a founded company waits for the operator, who compares it with the register and approves it', async () => {
    const founder = await openPage(browser, 'desktop', 'en');
    await returningBuyer(founder.context, shop, 'en');
    await logInByLink(founder.page, shop, founderEmail);
    await foundUnverifiedCompany(founder.page, shop);
    const status = founder.page.getByTestId('company-verification');
    await eventually(async () => expect(await status.getAttribute('data-status')).toBe('unverified'));
    await eventually(async () => expect(await status.textContent()).toContain('Awaiting verification'));
    await eventually(async () => expect(await founder.page.getByTestId('invite-form').count()).toBe(0));
    await screenshot(founder.page, 'company-unverified-en-1440');

    for (const viewport of viewportNames) {
      const { page, context, pageErrors } = await openPage(browser, viewport, 'en');
      await context.addCookies(operatorCookies);
      await page.goto(`${shop.url}/backoffice/companies`);
      const card = page.getByTestId('pending-company').filter({ hasText: founderEmail });
      await card.waitFor();
      await eventually(async () => expect(await card.textContent()).toContain('Rakennus Virtanen Oy'));
      await eventually(async () => expect(await card.textContent()).toContain('Teollisuuskatu 21'));
      expect([viewport, await noSidewaysScroll(page)]).toEqual([viewport, true]);
      await screenshot(page, `backoffice-companies-${widths[viewport]}`);
      if (viewport === 'desktop') {
        await card.getByTestId('company-approve').click();
        await eventually(async () =>
          expect(await page.getByTestId('company-verification-done').textContent()).toBe(
            `Rakennus Virtanen Oy approved by ${operatorEmail}`,
          ),
        );
        await card.waitFor({ state: 'detached' });
      }
      expect(pageErrors).toEqual([]);
      await context.close();
    }

    await founder.page.reload();
    await founder.page.getByTestId('invite-form').waitFor();
    await eventually(async () =>
      expect(await founder.page.getByTestId('company-verification').getAttribute('data-status')).toBe('verified'),
    );
    await founder.context.close();
  });

  it('a buyer who is no operator sees the refusal, not the accounts', async () => {
    const buyer = await openPage(browser, 'mobile', 'de');
    await returningBuyer(buyer.context, shop, 'de');
    await logInByLink(buyer.page, shop, 'neugierig@bau.example');
    await buyer.page.goto(`${shop.url}/backoffice/companies`);
    await buyer.page.getByTestId('backoffice-refused').waitFor();
    await eventually(async () => expect(await buyer.page.getByTestId('pending-company').count()).toBe(0));
    await buyer.context.close();
  });

  it('a guest as "Acme Oy" with a valid Estonian id pays VAT and is told why, before and after ordering', async () => {
    const variants = await availableVariants(shop, 'fences');
    const guest = await openPage(browser, 'desktop', 'en');
    await returningBuyer(guest.context, shop, 'en');
    const uuid = await cartWithLines(guest.context, shop, variants);
    const saved = await guest.context.request.patch(`${shop.url}/api/orders/set-form/${uuid}`, { data: acmeForm });
    expect(saved.status()).toBe(200);
    const reason = 'VAT charged: the company name does not match the register (Tallinna Ehitus OÜ).';

    for (const viewport of viewportNames) {
      const { page, context, pageErrors } = await openPage(browser, viewport, 'en');
      await context.addCookies(await guest.context.cookies());
      await page.goto(`${shop.url}/cart/${uuid}`);
      const note = page.getByTestId('order-summary').getByTestId('vat-charged-reason');
      await note.waitFor();
      await eventually(async () => expect(await note.textContent()).toBe(reason));
      await eventually(async () =>
        expect(await page.getByTestId('order-summary').locator('[data-figure="vat"] dt').textContent()).toBe('VAT 24%'),
      );
      expect([viewport, await noSidewaysScroll(page)]).toEqual([viewport, true]);
      await screenshot(page, `checkout-vat-charged-${widths[viewport]}`);
      expect(pageErrors).toEqual([]);
      await context.close();
    }

    await guest.context.request.patch(`${shop.url}/api/orders/set-payment-method/${uuid}/invoice`);
    const completed = await guest.context.request.post(`${shop.url}/api/orders/complete`, {
      headers: { 'x-locale': 'en' },
      data: { uuid },
    });
    expect(completed.status()).toBe(200);
    await guest.page.goto(`${shop.url}/cart/${uuid}`);
    await guest.page.getByTestId('thank-you').waitFor();
    await eventually(async () =>
      expect(await guest.page.getByTestId('thank-you').getByTestId('vat-charged-reason').textContent()).toBe(reason),
    );
    await screenshot(guest.page, 'thank-you-vat-charged-1440');
    expect(guest.pageErrors).toEqual([]);
    await guest.context.close();
  });
});
