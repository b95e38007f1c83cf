import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VariantListResponseSchema, type Variant } from '@shop/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import type { RunningShop } from './shop';

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

const quotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The mails to `email` in the shop's outbox (the mail folder of its data folder), oldest first. */
function mailsTo(shop: RunningShop, email: string): string[] {
  const outbox = join(shop.dataDir, 'outbox');
  return existsSync(outbox)
    ? readdirSync(outbox)
        .sort()
        .map((file) => quotedPrintable(readFileSync(join(outbox, file), 'utf8')))
        .filter((mail) => mail.includes(`To: ${email}`))
    : [];
}

/**
 * The first login link in the mails to `email` after its `before` earlier ones: the mail of this
 * request, not the last login's (on the production stack the mail comes through Kafka, after the
 * call answered, and an earlier link is used up).
 */
async function loginLink(shop: RunningShop, email: string, before: number): Promise<string> {
  // Up to 3 min: on a loaded machine the mail's way through the outbox, Kafka and the mailer took past 1 min.
  for (let attempt = 0; attempt < 1800; attempt += 1) {
    const link = mailsTo(shop, email)
      .slice(before)
      .map((mail) => /(https?:\/\/[^\s"<]+\?token=[A-Za-z0-9._%-]+)/.exec(mail)?.[1])
      .find(Boolean);
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no new login link for ${email} in the outbox`);
}

/** Logs the page's buyer in by magic link (the account is made on first use) and waits for the profile. */
export async function logInByLink(page: Page, shop: RunningShop, email: string) {
  const before = mailsTo(shop, email).length;
  await page.context().request.post(`${shop.url}/api/users/request-magic-link`, { data: { email, host: shop.url } });
  await page.goto(await loginLink(shop, email, before));
  await page.waitForURL(`${shop.url}/users/profile`);
  await page.getByTestId('account-info-form').waitFor();
}
