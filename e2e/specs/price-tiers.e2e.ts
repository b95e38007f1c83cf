import { join } from 'node:path';
import type { Order, Variant } from '@shop/contracts';
import Database from 'better-sqlite3';
import { MongoClient } from 'mongodb';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { firstRootVariant, logInByLink, returningBuyer } from '../support/buyer';
import { openPage, screenshot, type ViewportName, withShopAndBrowser } from '../support/browser';
import { eventually, found } from '../support/poll';
import type { RunningShop } from '../support/shop';

jest.setTimeout(180_000);

let shop: RunningShop;
let browser: Browser;
/**
 * An available variant on the shop-wide tiers whose minimum lies under the first (50 pieces), so the
 * quantity can reach it.
 */
let variant: Variant;
/** An available variant whose supplier's feed gives it volume tiers of its own. */
let tiered: Variant;

withShopAndBrowser(async (started) => {
  ({ shop, browser } = started);
  variant = await firstRootVariant(
    shop,
    (v) => v.min_order < 50 && !v.volume_tiers,
    'on the shop-wide tiers with a minimum under 50 pieces',
  );
  tiered = await firstRootVariant(shop, (v) => v.volume_tiers !== undefined, 'with volume tiers of its own');
});

interface Shift {
  value: number;
  sources: string[];
}

/** Every layout shift from the first paint on that no input just caused, with what moved. */
function observeLayoutShifts() {
  const shifts: Shift[] = [];
  (window as unknown as { __layoutShifts: Shift[] }).__layoutShifts = shifts;
  type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
  type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] };
  const name = (node: Node | null) =>
    node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : 'gone';
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShift[])
      if (!entry.hadRecentInput)
        shifts.push({
          value: entry.value,
          sources: entry.sources.map((s) => `${name(s.node)} ${s.previousRect.y} → ${s.currentRect.y}`),
        });
  }).observe({ type: 'layout-shift', buffered: true });
}

async function cumulativeShift(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const shifts = await page.evaluate(() => (window as unknown as { __layoutShifts: Shift[] }).__layoutShifts);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  return { total: total < 0.05 ? 'under 0.05' : total, shifts: total < 0.05 ? [] : shifts };
}

async function open(viewport: ViewportName) {
  const opened = await openPage(browser, viewport, 'de');
  await returningBuyer(opened.context, shop, 'de');
  await opened.page.addInitScript(observeLayoutShifts);
  return opened;
}

/** The cart as the server prices it, read with the browser's own cookies. */
async function cartOf(context: BrowserContext, uuid: string): Promise<Order> {
  return (await context.request.get(`${shop.url}/api/orders/by-id/${uuid}`)).json();
}

/** Text as read: the no-break spaces numbers and percents carry ("3 %") read as spaces. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');
const textsOf = async (locator: Locator) => (await locator.allTextContents()).map(plain);
const textOf = async (locator: Locator) => plain(await locator.textContent());

const settledPrice = (page: Page) => page.locator('[data-testid="quantity-price"][data-state="current"]').first();
const cartUuidOf = async (context: BrowserContext) =>
  (await context.cookies(shop.url)).find((cookie) => cookie.name === 'cart_id')?.value;

describe.each<ViewportName>(['mobile', 'tablet', 'desktop'])('volume tiers at %s', (viewport) => {
  it('are listed on the product page, price the chosen quantity as the cart charges it, show in the cart', async () => {
    const { page, context, pageErrors } = await open(viewport);

    await page.goto(`${shop.url}/products/${variant.products.slug}`, { waitUntil: 'networkidle' });
    const list = page.getByTestId('price-tiers');
    // networkidle no longer waits for the rows' price previews (they come with the page), so on a busy
    // machine the remote may still be rendering: wait for the list before reading it.
    await list.getByTestId('volume-tier').nth(2).waitFor();
    await eventually(async () =>
      expect(await textsOf(list.getByTestId('volume-tier'))).toEqual([
        'ab 50 Stück: 3 %',
        'ab 200 Stück: 5 %',
        'ab 1.000 Stück: 8 %',
      ]),
    );
    await eventually(async () =>
      expect(await textOf(list.getByTestId('order-tier').first())).toMatch(/^ab 5\.000,00 € Bestellwert: 2 %$/),
    );
    await settledPrice(page).waitFor();
    await screenshot(page, `price-tiers-product-${viewport}`);
    expect(await cumulativeShift(page)).toEqual({ total: 'under 0.05', shifts: [] });

    await page.goto(`${shop.url}/variant/${variant.id}`, { waitUntil: 'networkidle' });
    await settledPrice(page).waitFor();
    const quantity = page.getByTestId('quantity');
    await quantity.fill('200');
    await quantity.press('Enter');
    // The figure for the old quantity is marked pending at once, never shown as the new one's.
    await page.locator('[data-testid="quantity-price"][data-state="pending"]').waitFor();
    await settledPrice(page).waitFor();
    await eventually(async () =>
      expect(await textOf(page.getByTestId('quantity-price-tier'))).toBe('Mengenrabatt 5 % eingerechnet'),
    );
    await eventually(async () =>
      expect(await textOf(page.getByTestId('quantity-price-next'))).toBe('noch 800 Stück für 8 %'),
    );
    await eventually(async () =>
      expect(await textOf(page.locator('[data-testid="volume-tier"][aria-current="true"]'))).toBe(
        'ab 200 Stück: 5 %erreicht',
      ),
    );
    const shownNet = await textOf(page.getByTestId('quantity-price-net'));
    await screenshot(page, `price-tiers-variant-${viewport}`);
    expect(await cumulativeShift(page)).toEqual({ total: 'under 0.05', shifts: [] });

    await page.getByTestId('add-to-cart').click();
    const uuid = await found('the cart cookie', () => cartUuidOf(context));
    const cart = await cartOf(context, uuid);
    const line = cart.items.find((item) => item.variant_id === variant.id)!;
    expect(line.quantity).toBe(200);
    const euro = new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' });
    expect(shownNet).toBe(plain(euro.format((line.price * line.quantity - line.discount) / 100)));

    await page.goto(`${shop.url}/cart/${uuid}`, { waitUntil: 'networkidle' });
    await eventually(async () =>
      expect(await textOf(page.getByTestId('line-tier').first())).toBe(
        'Mengenrabatt 5 % eingerechnet · noch 800 Stück für 8 %',
      ),
    );
    await page.getByTestId('cart-discounts').waitFor();
    await screenshot(page, `price-tiers-cart-${viewport}`);
    expect(await cumulativeShift(page)).toEqual({ total: 'under 0.05', shifts: [] });
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('a variant with volume tiers of its own', () => {
  it('lists them on its product and variant pages and the cart charges them, not the shop-wide ones', async () => {
    const { page, context, pageErrors } = await open('mobile');
    const count = new Intl.NumberFormat('de');
    const own = tiered.volume_tiers!.map((tier) => `ab ${count.format(tier.min_quantity)} Stück: ${tier.percent} %`);
    await page.goto(`${shop.url}/products/${tiered.products.slug}`, { waitUntil: 'networkidle' });
    await page
      .getByTestId('price-tiers')
      .getByTestId('volume-tier')
      .nth(own.length - 1)
      .waitFor();
    await eventually(async () => expect(await textsOf(page.getByTestId('volume-tier'))).toEqual(own));
    await screenshot(page, 'price-tiers-own-product-mobile');

    const second = tiered.volume_tiers![1]!;
    await page.goto(`${shop.url}/variant/${tiered.id}`, { waitUntil: 'networkidle' });
    await settledPrice(page).waitFor();
    const quantity = page.getByTestId('quantity');
    await quantity.fill(String(second.min_quantity));
    await quantity.press('Enter');
    await page.locator('[data-testid="quantity-price"][data-state="pending"]').waitFor();
    await settledPrice(page).waitFor();
    await eventually(async () =>
      expect(await textOf(page.getByTestId('quantity-price-tier'))).toBe(
        `Mengenrabatt ${second.percent} % eingerechnet`,
      ),
    );
    await eventually(async () =>
      expect(await textOf(page.locator('[data-testid="volume-tier"][aria-current="true"]'))).toBe(`${own[1]}erreicht`),
    );
    await screenshot(page, 'price-tiers-own-variant-mobile');
    await page.getByTestId('add-to-cart').click();
    const uuid = await found('the cart cookie', () => cartUuidOf(context));
    const line = (await cartOf(context, uuid)).items.find((item) => item.variant_id === tiered.id)!;
    expect(line.discount).toBe(Math.round((line.price * line.quantity * second.percent) / 100));
    const third = tiered.volume_tiers![2]!;
    await page.goto(`${shop.url}/cart/${uuid}`, { waitUntil: 'networkidle' });
    const missing = count.format(third.min_quantity - second.min_quantity);
    const lineTier = `Mengenrabatt ${second.percent} % eingerechnet · noch ${missing} Stück für ${third.percent} %`;
    await eventually(async () => expect(await textOf(page.getByTestId('line-tier').first())).toBe(lineTier));
    await screenshot(page, 'price-tiers-own-cart-mobile');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

/**
 * The seller keeps personal discounts in the users store and the shop has no screen for them: they
 * are written into the account's document, in the embedded store's file or on the production stack's
 * MongoDB-protocol server.
 */
async function setPersonalDiscounts(shop: RunningShop, email: string, rows: unknown[]): Promise<void> {
  const discountLink = { discount_row: rows };
  if (shop.usersMongoUri) {
    const client = await new MongoClient(shop.usersMongoUri).connect();
    try {
      const updated = await client
        .db()
        .collection('users')
        .updateOne({ email }, { $set: { 'doc.discount_link': discountLink } });
      expect(updated.matchedCount).toBe(1);
    } finally {
      await client.close();
    }
    return;
  }
  const db = new Database(join(shop.dataDir, 'users.sqlite'));
  try {
    const row = db.prepare('SELECT userid, doc FROM users WHERE email = ?').get(email) as {
      userid: number;
      doc: string;
    };
    const doc = { ...JSON.parse(row.doc), discount_link: discountLink };
    db.prepare('UPDATE users SET doc = ? WHERE userid = ?').run(JSON.stringify(doc), row.userid);
  } finally {
    db.close();
  }
}

describe('a buyer with personal discounts', () => {
  it('sees those valid today with their end dates, not expired or future ones, the applied one marked', async () => {
    const { page, context, pageErrors } = await open('mobile');
    const email = `tiers-${Date.now()}@example.com`;
    await logInByLink(page, shop, email);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const rows = [
      { discount_percent: 4, start_date: null, end_date: day(40), threshold: 0 },
      { discount_percent: 9, start_date: null, end_date: day(-10), threshold: 0 },
      { discount_percent: 7, start_date: day(10), end_date: null, threshold: 0 },
    ];
    await setPersonalDiscounts(shop, email, rows);
    // The orders service trusts the users service's answer about a session a few seconds.
    await eventually(async () => {
      // The personal discounts the orders service sees.
      const tiers = (await (await context.request.get(`${shop.url}/api/orders/price-tiers`)).json()) as {
        personal: unknown[];
      };
      expect(tiers.personal).toHaveLength(1);
    });

    await page.goto(`${shop.url}/variant/${variant.id}`, { waitUntil: 'networkidle' });
    const personal = page.getByTestId('personal-discount');
    const endDate = new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeZone: 'UTC' });
    await settledPrice(page).waitFor();
    // Any quantity reaches a discount without threshold: it is marked.
    await eventually(async () =>
      expect(await textsOf(personal)).toEqual([
        `4 % auf jede Bestellung, gültig bis ${endDate.format(new Date(`${day(40)}T00:00:00Z`))}erreicht`,
      ]),
    );
    await eventually(async () =>
      expect(await textOf(page.getByTestId('quantity-price-personal'))).toMatch(
        /^Ihr persönlicher Rabatt von 4 % gilt für diese Bestellung, gültig bis /,
      ),
    );
    await screenshot(page, 'price-tiers-personal-variant-mobile');
    await page.getByTestId('add-to-cart').click();
    const uuid = await found('the cart cookie', () => cartUuidOf(context));
    await page.goto(`${shop.url}/cart/${uuid}`, { waitUntil: 'networkidle' });
    const applied = page.locator('[data-testid="cart-personal-discount"][aria-current="true"]');
    await eventually(async () =>
      expect(await textOf(applied)).toMatch(/^4 % auf jede Bestellung, gültig bis .+erreicht$/),
    );
    await eventually(async () => expect(await page.getByTestId('cart-personal-discount').count()).toBe(1));
    await screenshot(page, 'price-tiers-personal-cart-mobile');
    expect(await cumulativeShift(page)).toEqual({ total: 'under 0.05', shifts: [] });
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
