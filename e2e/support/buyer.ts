import { VariantListResponseSchema, type Variant } from '@shop/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { linkIn, outboxMails, waitForMail } from './mail';
import type { RunningShop } from './shop';

/** The link of a login or sign-up mail. */
export const loginLinkPattern = /\?token=[A-Za-z0-9._%-]+$/;

/** Functional cookies accepted and the language chosen: the state of a buyer who has been here before. */
export async function returningBuyer(context: BrowserContext, shop: RunningShop, locale = 'en') {
  await context.addCookies([
    {
      name: 'consent',
      value: encodeURIComponent(JSON.stringify({ functional: true, analytics: false })),
      url: shop.url,
    },
    { name: 'locale', value: locale, url: shop.url },
  ]);
}

/** Available variants of a category, as the listing call gives them. */
export async function availableVariants(shop: RunningShop, category: string): Promise<Variant[]> {
  const listing = await fetch(`${shop.url}/api/productVariant/by-category/${category}?range=[0,40]`);
  return VariantListResponseSchema.parse(await listing.json()).variants.filter((v) => v.availability === 'available');
}

/** The first available variant of the first root category that `fits` (what `wanted` names when none does). */
export async function firstRootVariant(
  shop: RunningShop,
  fits: (variant: Variant) => boolean,
  wanted: string,
): Promise<Variant> {
  const res = await fetch(`${shop.url}/api/category/rootCategories`);
  const [root] = (await res.json()) as { slug: string }[];
  const variant = (await availableVariants(shop, root!.slug)).find(fits);
  if (!variant) throw new Error(`no available variant ${wanted}`);
  return variant;
}

/** A cart of this browser with the first two of `variants`, put there by the add-to-cart call. */
export async function cartWithLines(context: BrowserContext, shop: RunningShop, variants: Variant[]) {
  let uuid: string | undefined;
  for (const variant of variants.slice(0, 2)) {
    const added = await context.request.post(`${shop.url}/api/orders/add`, {
      data: { ...(uuid ? { uuid } : {}), variantId: variant.id, amount: variant.min_order, isProduction: true },
    });
    uuid = ((await added.json()) as { uuid: string }).uuid;
  }
  await context.addCookies([{ name: 'cart_id', value: uuid!, url: shop.url }]);
  return uuid!;
}

/** Logs the page's buyer in by magic link (the account is made on first use) and waits for the profile. */
export async function logInByLink(page: Page, shop: RunningShop, email: string) {
  // The mail of this request, not an earlier login's: that link is used up.
  const after = outboxMails(shop).length;
  await page.context().request.post(`${shop.url}/api/users/request-magic-link`, { data: { email, host: shop.url } });
  const mail = await waitForMail(shop, { to: email, link: loginLinkPattern, after });
  await page.goto(linkIn(mail, loginLinkPattern));
  await page.waitForURL(`${shop.url}/users/profile`);
  await page.getByTestId('account-info-form').waitFor();
}
