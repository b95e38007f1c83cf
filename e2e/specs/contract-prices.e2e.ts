import type { Order, User, Variant } from '@shop/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { availableVariants, logInByLink, returningBuyer } from '../support/buyer';
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
  const res = await fetch(`${shop.url}/api/category/rootCategories`);
  const [root] = (await res.json()) as { slug: string }[];
  const cheap = (await availableVariants(shop, root!.slug)).find((v) => v.min_order <= 10 && v.sale_price > 100);
  if (!cheap) throw new Error('no available variant with a minimum of at most 10 pieces');
  variant = cheap;
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
    // A bad row refuses the whole file, in the operator's language.
    const refused = await operator.context.request.post(listUrl, {
      headers: { 'x-locale': 'de' },
      data: { csv: `code;price;valid_from;valid_to;min_quantity\n${variant.code};abc;;;1\n` },
    });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Die Preisliste wurde nicht importiert/);
    const imported = await operator.context.request.post(listUrl, {
      data: { csv: `\uFEFFcode;price;valid_from;valid_to;min_quantity\r\n${variant.code};${price};;;1\r\n` },
    });
    expect(imported.status()).toBe(200);

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
    await screenshotsAtEveryWidth(member.page, 'contract-prices-member-cart');

    const other = await companyMember(`contract-other-${stamp}@example.com`, germanRegisteredCompany);
    const otherCart = await cartPage(other.page, other.context);
    expect(otherCart.items[0]).toMatchObject({ price: variant.sale_price });
    expect(otherCart.items[0]!.price_source).not.toBe('contract');
    expect(plain(await other.page.locator('.line__unit').first().textContent())).toBe(euro(variant.sale_price));
    // Nor may they read the list.
    expect((await other.context.request.get(listUrl)).status()).toBe(403);

    expect([...member.pageErrors, ...other.pageErrors]).toEqual([]);
    await Promise.all([member.context.close(), other.context.close(), operator.context.close()]);
  });
});
