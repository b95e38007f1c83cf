import type { Order, User, Variant } from '@shop/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { firstRootVariant, logInByLink, returningBuyer } from '../support/buyer';
import { openPage, screenshotsAtEveryWidth, withShopAndBrowser } from '../support/browser';
import { foundCompany, germanRegisteredCompany } from '../support/company';
import { logInAsOperator } from '../support/operator';
import { eventually } from '../support/poll';
import type { RunningShop } from '../support/shop';

jest.setTimeout(300_000);

let shop: RunningShop;
let browser: Browser;
let variant: Variant;

withShopAndBrowser(async (started) => {
  ({ shop, browser } = started);
  variant = await firstRootVariant(
    shop,
    (v) => v.min_order <= 10 && v.sale_price > 100,
    'with a minimum of at most 10 pieces',
  );
});

const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');
const euro = (cents: number) =>
  plain(new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(cents / 100));

/** A buyer who founded a company the shop verified (they are its admin, so its member). */
async function companyMember(email: string, company?: typeof germanRegisteredCompany) {
  const { page, context, pageErrors } = await openPage(browser, 'mobile', 'en');
  await returningBuyer(context, shop, 'en');
  await logInByLink(page, shop, email);
  await foundCompany(page, shop, company);
  const user = (await (await context.request.get(`${shop.url}/api/users/current`)).json()) as User;
  return { page, context, pageErrors, companyId: user.company_account!.company_id };
}

/** The browser's cart with the variant's minimum, opened on the cart page; the server's cart. */
async function cartPage(page: Page, context: BrowserContext): Promise<Order> {
  const added = await context.request.post(`${shop.url}/api/orders/add`, {
    data: { variantId: variant.id, amount: variant.min_order, isProduction: true },
  });
  const cart = (await added.json()) as Order;
  await context.addCookies([{ name: 'cart_id', value: cart.uuid, url: shop.url }]);
  await page.goto(`${shop.url}/cart/${cart.uuid}`, { waitUntil: 'networkidle' });
  await page.getByTestId('cart-line').first().waitFor();
  return cart;
}

describe('contract prices per company', () => {
  it('an operator imports a company’s price list; its member pays it, another company’s buyer does not', async () => {
    const stamp = Date.now();
    const member = await companyMember(`contract-member-${stamp}@example.com`);
    const contractCents = Math.floor(variant.sale_price * 0.8);
    const price = (contractCents / 100).toFixed(2).replace('.', ',');

    const operator = await openPage(browser, 'desktop', 'de');
    await returningBuyer(operator.context, shop, 'de');
    await logInAsOperator(operator.page, shop, `contract-operator-${stamp}@example.com`);
    const listUrl = `${shop.url}/api/orders/backoffice/companies/${member.companyId}/contract-prices`;
    // On the back office's company page: the company's card of the contract prices, a file chosen.
    await operator.page.goto(`${shop.url}/backoffice/companies`);
    const card = operator.page.getByTestId('contract-prices').locator(`details[data-company="${member.companyId}"]`);
    await card.locator('summary').click();
    const form = card.getByTestId('contract-prices-form');
    const importFile = async (csv: string) => {
      await form.locator('input[type="file"]').setInputFiles({
        name: 'preisliste.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      });
      await form.getByTestId('contract-prices-import').click();
    };
    // A bad row refuses the whole file, row by row in the operator's language.
    await importFile(`code;price;valid_from;valid_to;min_quantity\n${variant.code};abc;;;1\n`);
    expect(await form.getByTestId('contract-prices-refusals').textContent()).toMatch(/^Zeile 2, price: /);
    await importFile(`\uFEFFcode;price;valid_from;valid_to;min_quantity\r\n${variant.code};${price};;;1\r\n`);
    await card.getByTestId('contract-prices-summary').waitFor();
    expect(await card.getByTestId('contract-prices-summary').textContent()).toMatch(/^1 Zeile, importiert am /);
    expect(await card.locator('td').first().textContent()).toBe(variant.code);
    await screenshotsAtEveryWidth(operator.page, 'backoffice-contract-prices-de');

    // The orders service trusts the users service's answer about a session a few seconds.
    await eventually(async () => {
      const preview = await member.context.request.get(
        `${shop.url}/api/orders/price-preview?variantId=${variant.id}&quantity=${variant.min_order}`,
      );
      expect(await preview.json()).toMatchObject({ unit_price: contractCents, source: 'contract' });
    });
    const memberCart = await cartPage(member.page, member.context);
    expect(memberCart.items[0]).toMatchObject({ price: contractCents, price_source: 'contract' });
    expect(plain(await member.page.locator('.line__unit').first().textContent())).toBe(euro(contractCents));
    expect(await member.page.getByTestId('line-contract-price').first().textContent()).toBe('Your contract price');
    await screenshotsAtEveryWidth(member.page, 'contract-prices-member-cart');
    // The variant page prices the member's quantity as the cart does, and says whose price it is.
    const variantTier = async (page: typeof member.page) => {
      await page.goto(`${shop.url}/variant/${variant.id}`);
      await page.locator('[data-testid="quantity-price"][data-state="current"]').waitFor();
      return page.getByTestId('quantity-price-tier').textContent();
    };
    expect(await variantTier(member.page)).toBe('Your contract price');
    // Final: no volume tier is offered on top of it.
    expect((await member.page.getByTestId('quantity-price-next').textContent())?.trim()).toBe('');
    await screenshotsAtEveryWidth(member.page, 'contract-prices-member-variant');

    const other = await companyMember(`contract-other-${stamp}@example.com`, germanRegisteredCompany);
    const otherCart = await cartPage(other.page, other.context);
    expect(otherCart.items[0]).toMatchObject({ price: variant.sale_price });
    expect(otherCart.items[0]!.price_source).not.toBe('contract');
    expect(plain(await other.page.locator('.line__unit').first().textContent())).toBe(euro(variant.sale_price));
    expect(await other.page.getByTestId('line-contract-price').count()).toBe(0);
    expect(await variantTier(other.page)).not.toBe('Your contract price');
    // Nor may they read the list.
    expect((await other.context.request.get(listUrl)).status()).toBe(403);

    expect([...member.pageErrors, ...other.pageErrors]).toEqual([]);
    await Promise.all([member.context.close(), other.context.close(), operator.context.close()]);
  });
});
