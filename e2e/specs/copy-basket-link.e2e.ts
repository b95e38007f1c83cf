import { VariantListResponseSchema, type Variant } from '@shop/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openPage, screenshot, withShopAndBrowser, type ViewportName } from '../support/browser';
import type { RunningShop } from '../support/shop';

jest.setTimeout(120_000);

let shop: RunningShop;
let browser: Browser;
let variants: Variant[];
withShopAndBrowser(async (started) => {
  ({ shop, browser } = started);
  const listing = await fetch(`${shop.url}/api/productVariant/by-category/fences?range=[0,40]`).then((r) => r.json());
  variants = VariantListResponseSchema.parse(listing).variants.filter((v) => v.availability === 'available');
});

/** A page whose clipboard the test may read back, as a buyer's browser that allows copying. */
async function pageWithClipboard(viewport: ViewportName, locale: string) {
  const opened = await openPage(browser, viewport, locale);
  await opened.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.url });
  await opened.context.addCookies([
    {
      name: 'consent',
      value: encodeURIComponent(JSON.stringify({ functional: true, analytics: false })),
      url: shop.url,
    },
  ]);
  return opened;
}

/** A guest's cart with two variants, put there through the call the add-to-cart hook makes. */
async function guestCart(context: BrowserContext) {
  const [a, b] = variants;
  const cart = await (
    await context.request.post(`${shop.url}/api/orders/add`, {
      data: { variantId: a!.id, amount: a!.min_order, isProduction: true },
    })
  ).json();
  await context.request.post(`${shop.url}/api/orders/add`, {
    data: { uuid: cart.uuid, variantId: b!.id, amount: b!.min_order, isProduction: true },
  });
  await context.addCookies([{ name: 'cart_id', value: cart.uuid, url: shop.url }]);
  return cart.uuid as string;
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

describe('copying a basket link', () => {
  it('puts the link to a copy of the basket on the clipboard, and the recipient can pass it on', async () => {
    const buyer = await pageWithClipboard('desktop', 'de');
    const uuid = await guestCart(buyer.context);
    await buyer.page.goto(`${shop.url}/cart/${uuid}`);
    await buyer.page.getByTestId('share-link-create').click();
    const link = await buyer.page.getByTestId('share-link').inputValue();
    expect(link).toMatch(new RegExp(`^${shop.url}/cart/[0-9a-f-]{36}$`));

    await buyer.page.getByRole('button', { name: 'Link kopieren' }).click();
    await buyer.page.getByTestId('notifications').getByText('Link kopiert').waitFor();
    expect(await clipboard(buyer.page)).toBe(link);
    await screenshot(buyer.page, 'copy-basket-link-desktop');

    const friend = await pageWithClipboard('mobile', 'fi');
    await friend.page.goto(link);
    await friend.page.getByTestId('shared-basket').waitFor();
    await friend.page.getByRole('button', { name: 'Kopioi linkki' }).click();
    await friend.page.getByTestId('notifications').getByText('Linkki kopioitu').waitFor();
    expect(await clipboard(friend.page)).toBe(link);
    await screenshot(friend.page, 'copy-basket-link-shared-mobile');
    const overflow = await friend.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    expect([...buyer.pageErrors, ...friend.pageErrors]).toEqual([]);
    await friend.context.close();
    await buyer.context.close();
  });
});
