import { join } from 'node:path';
import { QuoteViewSchema, type QuoteView, type Variant } from '@shop/contracts';
import Database from 'better-sqlite3';
import { MongoClient } from 'mongodb';
import type { Browser, Page } from 'playwright-core';
import { openPage, screenshot, viewports, withShopAndBrowser, type ViewportName } from '../support/browser';
import { availableVariants, cartWithLines, logInByLink, returningBuyer } from '../support/buyer';
import { linkIn, mailsMatching, waitForMail, type MailQuery } from '../support/mail';
import { eventually } from '../support/poll';
import type { RunningShop } from '../support/shop';

jest.setTimeout(240_000);

let shop: RunningShop;

/** Moves a stored quote's validity to `day`, in the store the running shop keeps its quotes in. */
async function backdateQuote(uuid: string, day: string) {
  if (shop.ordersMongoUri) {
    const client = await new MongoClient(shop.ordersMongoUri).connect();
    try {
      await client
        .db()
        .collection('quotes')
        .updateOne({ uuid }, { $set: { 'doc.pricing.valid_until': day } });
    } finally {
      await client.close();
    }
    return;
  }
  const db = new Database(join(shop.dataDir, 'orders.sqlite'));
  db.prepare("UPDATE quotes SET doc = json_set(doc, '$.pricing.valid_until', ?) WHERE uuid = ?").run(day, uuid);
  db.close();
}
let browser: Browser;
withShopAndBrowser((started) => void ({ shop, browser } = started));

const buyer = { name: 'Anna Virtanen', email: 'anna.virtanen@rakennus-oy.fi', company: 'Rakennus Oy' };
const form = {
  vat: '1234567-8',
  company: buyer.company,
  name: buyer.name,
  phone: '+358401234567',
  email: buyer.email,
  streetAddress: 'Teollisuuskatu 5',
  postCode: '00510',
  city: 'Helsinki',
  country: 'FI',
  type: 'company',
};

/**
 * The link like `pattern` of the mail naming `number` (and matching `also`), on this journey's shop;
 * waits for the mail.
 */
async function mailedLink(number: string, pattern: RegExp, also: MailQuery = {}): Promise<string> {
  const link = new URL(linkIn(await waitForMail(shop, { ...also, containing: number, link: pattern }), pattern));
  // The mail links to the shop's PUBLIC_URL; the journey's shop listens elsewhere.
  return `${shop.url}${link.pathname}${link.hash}`;
}

/** The page at each of the three widths, each looked at: nothing may make it scroll sideways. */
async function shots(page: Page, name: string) {
  for (const viewport of Object.keys(viewports) as ViewportName[]) {
    await page.setViewportSize(viewports[viewport]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect([name, viewport, overflow]).toEqual([name, viewport, false]);
    await screenshot(page, `quote-${name}-${viewports[viewport].width}`);
  }
  await page.setViewportSize(viewports.desktop);
}

/** Requests a quote for a cart of two lines on the cart page, as a guest; answers its number and the seller's link. */
async function requestQuote(page: Page, variants: Variant[], note: string) {
  const uuid = await cartWithLines(page.context(), shop, variants);
  await page.goto(`${shop.url}/cart/${uuid}`);
  // The first page of a fresh shop on a loaded machine may take a while to load its remotes.
  await page.getByTestId('quote-request-open').click({ timeout: 90_000 });
  const form = page.getByTestId('quote-request-form');
  await form.getByLabel(/Ihr Name/).fill(buyer.name);
  await form.getByLabel(/E-Mail/).fill(buyer.email);
  await form.getByLabel(/Firma/).fill(buyer.company);
  await form.getByLabel(/Ihre Nachricht/).fill(note);
  return uuid;
}

/** The seller's browser prices every line at 80 % of its list price, valid for the default 30 days. */
async function priceAsSeller(pricingLink: string, screenshotName?: string): Promise<QuoteView> {
  const seller = await openPage(browser, 'desktop', 'de');
  await returningBuyer(seller.context, shop, 'de');
  await seller.page.goto(pricingLink);
  const form = seller.page.getByTestId('quote-pricing-form');
  await form.waitFor();
  const token = new URL(pricingLink).hash.slice(1);
  const read = QuoteViewSchema.parse(
    await (
      await fetch(`${shop.url}/api/orders/quote-pricing`, { headers: { authorization: `Bearer ${token}` } })
    ).json(),
  );
  const inputs = seller.page.getByTestId('quote-unit-price');
  for (const [index, line] of read.lines.entries())
    await inputs.nth(index).fill((Math.round(line.list_price * 0.8) / 100).toFixed(2).replace('.', ','));
  if (screenshotName) await shots(seller.page, screenshotName);
  await seller.page.getByTestId('quote-pricing-submit').click();
  await seller.page.getByTestId('quote-priced').waitFor();
  expect(seller.pageErrors).toEqual([]);
  const priced = QuoteViewSchema.parse(
    await (
      await fetch(`${shop.url}/api/orders/quote-pricing`, { headers: { authorization: `Bearer ${token}` } })
    ).json(),
  );
  await seller.context.close();
  return priced;
}

describe('a quote requested, priced, accepted and completed at the quoted prices', () => {
  it('runs from the cart through the seller’s pricing page to an order whose totals are the quote’s', async () => {
    const variants = (await availableVariants(shop, 'fences')).slice(0, 2);
    const guest = await openPage(browser, 'desktop', 'de');
    await returningBuyer(guest.context, shop, 'de');
    await requestQuote(guest.page, variants, 'Bitte frei Baustelle Pasila anbieten');
    await shots(guest.page, 'request');
    await guest.page.getByTestId('quote-request-submit').click();
    const done = await guest.page.getByTestId('quote-requested').textContent();
    const number = /Q-\d{6}/.exec(done ?? '')![0];

    // The seller's sales address got the request with its pricing link; the buyer their own link.
    const pricingLink = await mailedLink(number, /\/quote-pricing#[\w.-]+$/);
    const quote = await priceAsSeller(pricingLink, 'pricing');
    expect(quote.status).toBe('priced');
    expect(quote.pricing!.lines.map((l) => l.unit_price)).toEqual(
      quote.lines.map((l) => Math.round(l.list_price * 0.8)),
    );
    const buyerLink = await mailedLink(number, new RegExp(`/quote/${quote.uuid}#[\\w.-]+$`));

    // A stranger with the quote's address but without the link's token sees nothing of it.
    const stranger = await openPage(browser, 'mobile', 'de');
    await stranger.page.goto(`${shop.url}/quote/${quote.uuid}`);
    await stranger.page.getByTestId('quote-refused').waitFor();
    await stranger.page.goto(`${shop.url}/quote/${quote.uuid}#forged.${'x'.repeat(20)}.sig`);
    await eventually(async () =>
      expect(await stranger.page.getByTestId('quote-refused').textContent()).toContain('Link'),
    );
    await stranger.context.close();

    await guest.page.goto(buyerLink);
    await guest.page.getByTestId('quote-accept').waitFor();
    await eventually(async () =>
      expect(await guest.page.getByTestId('quote-status').getAttribute('data-status')).toBe('priced'),
    );
    await shots(guest.page, 'buyer');
    await guest.page.getByTestId('quote-accept').click();
    await guest.page.waitForURL(/\/cart\/[0-9a-f-]+\?step=order/);
    const cartUuid = /\/cart\/([0-9a-f-]+)/.exec(guest.page.url())![1]!;

    // The usual steps: the form, the delivery with the totals the buyer saw, invoice, then the binding order.
    const request = guest.context.request;
    expect((await request.patch(`${shop.url}/api/orders/set-form/${cartUuid}`, { data: form })).status()).toBe(200);
    const options = (await (await request.get(`${shop.url}/api/orders/delivery-options/${cartUuid}`)).json()) as {
      type: string;
      delivery_price: number;
      total_price_with_vat: number;
    }[];
    const freight = options.find((o) => o.type === 'product_freight')!;
    expect(freight.delivery_price).toBe(0);
    const state = await request.patch(`${shop.url}/api/orders/set-state/${cartUuid}`, {
      data: {
        state: 'order',
        deliveryMethodType: 'product_freight',
        freightTotal: freight.delivery_price,
        cartTotal: freight.total_price_with_vat,
      },
    });
    expect(state.status()).toBe(200);
    expect((await request.patch(`${shop.url}/api/orders/set-payment-method/${cartUuid}/invoice`)).status()).toBe(200);
    // A tampered quantity of the quote's cart is refused by the server.
    expect(
      (await request.patch(`${shop.url}/api/orders/set-quantity/${cartUuid}/1`, { data: { amount: 999 } })).status(),
    ).toBe(409);

    await guest.page.goto(`${shop.url}/cart/${cartUuid}?step=cart`);
    await guest.page.getByTestId('quote-cart-note').waitFor();
    await eventually(async () => expect(await guest.page.getByTestId('line-quantity').count()).toBe(0));
    await shots(guest.page, 'cart');
    await guest.page.goto(`${shop.url}/cart/${cartUuid}?step=summary`);
    await guest.page.getByTestId('confirm-order').click();
    await guest.page.getByTestId('thank-you').waitFor();

    const order = (await (await request.get(`${shop.url}/api/orders/processed-by-id/${cartUuid}`)).json()) as {
      total_price: number;
      total_vat_price: number;
      total_price_with_vat: number;
      items: { variant_id: number; quantity: number; price: number }[];
    };
    expect([order.total_price, order.total_vat_price, order.total_price_with_vat]).toEqual([
      quote.pricing!.goods,
      quote.pricing!.vat,
      quote.pricing!.total,
    ]);
    expect(order.items.map((i) => [i.variant_id, i.quantity, i.price])).toEqual(
      quote.lines.map((l, index) => [l.variant_id, l.quantity, quote.pricing!.lines[index]!.unit_price]),
    );

    // Accepting again: refused, whoever holds the link.
    await guest.page.goto(buyerLink);
    await guest.page.getByTestId('quote-status').waitFor();
    await eventually(async () =>
      expect(await guest.page.getByTestId('quote-status').getAttribute('data-status')).toBe('accepted'),
    );
    const token = new URL(buyerLink).hash.slice(1);
    const again = await fetch(`${shop.url}/api/orders/quote/${quote.uuid}/accept`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.status).toBe(409);
    expect(guest.pageErrors).toEqual([]);
    await guest.context.close();
  });
});

describe('a second round', () => {
  it('the buyer asks for changes on the quote page, the seller prices round 2, the buyer accepts it', async () => {
    const variants = (await availableVariants(shop, 'fences')).slice(6, 8);
    const guest = await openPage(browser, 'desktop', 'de');
    await returningBuyer(guest.context, shop, 'de');
    await requestQuote(guest.page, variants, 'Erste Runde');
    await guest.page.getByTestId('quote-request-submit').click();
    const number = /Q-\d{6}/.exec((await guest.page.getByTestId('quote-requested').textContent()) ?? '')![0];
    const first = await priceAsSeller(await mailedLink(number, /\/quote-pricing#[\w.-]+$/));
    const buyerLink = await mailedLink(number, new RegExp(`/quote/${first.uuid}#[\\w.-]+$`));

    await guest.page.goto(buyerLink);
    await guest.page.getByTestId('quote-changes-open').click();
    const wanted = first.lines[0]!.quantity + 2;
    await guest.page.getByTestId('quote-change-quantity').first().fill(String(wanted));
    await guest.page.getByTestId('quote-change-remove').nth(1).click();
    await guest.page.getByTestId('quote-changes-note').fill('Zwei Stück mehr, die zweite Position entfällt');
    await shots(guest.page, 'changes');
    await guest.page.getByTestId('quote-changes-submit').click();
    await guest.page.getByTestId('quote-changes-sent').waitFor();

    // The seller is mailed round 2 with its own pricing link, and prices the lines as they are now.
    const roundTwo = await mailedLink(number, /\/quote-pricing#[\w.-]+$/, { subject: /Runde 2/ });
    const second = await priceAsSeller(roundTwo, 'pricing-round2');
    expect(second.lines.map((l) => [l.variant_id, l.quantity])).toEqual([[first.lines[0]!.variant_id, wanted]]);
    expect(second.rounds.map((r) => r.pricing.total)).toEqual([first.pricing!.total]);
    // The buyer gets the revised quote as a PDF, as the first.
    await eventually(async () =>
      expect(mailsMatching(shop, { subject: new RegExp(`Ihr Angebot ${number}`) })).toHaveLength(2),
    );

    await guest.page.reload();
    await eventually(async () =>
      expect(await guest.page.getByTestId('quote-status').getAttribute('data-status')).toBe('priced'),
    );
    expect(await guest.page.getByTestId('quote-round-label').textContent()).toContain('Runde 2');
    expect(await guest.page.getByTestId('quote-round').count()).toBe(1);
    await shots(guest.page, 'round2');
    await guest.page.getByTestId('quote-accept').click();
    await guest.page.waitForURL(/\/cart\/[0-9a-f-]+\?step=order/);
    const cartUuid = /\/cart\/([0-9a-f-]+)/.exec(guest.page.url())![1]!;
    const cart = (await (await guest.context.request.get(`${shop.url}/api/orders/by-id/${cartUuid}`)).json()) as {
      quote: { lines: { variant_id: number; quantity: number; unit_price: number }[] };
    };
    expect(cart.quote.lines).toEqual([
      { variant_id: second.lines[0]!.variant_id, quantity: wanted, unit_price: second.pricing!.lines[0]!.unit_price },
    ]);
    expect(guest.pageErrors).toEqual([]);
    await guest.context.close();
  });
});

describe('an expired quote', () => {
  it('is shown as expired and its acceptance is refused with a clear message', async () => {
    const variants = (await availableVariants(shop, 'fences')).slice(2, 4);
    const guest = await openPage(browser, 'mobile', 'de');
    await returningBuyer(guest.context, shop, 'de');
    await requestQuote(guest.page, variants, 'Zweite Anfrage');
    await guest.page.getByTestId('quote-request-submit').click();
    const number = /Q-\d{6}/.exec((await guest.page.getByTestId('quote-requested').textContent()) ?? '')![0];
    const quote = await priceAsSeller(await mailedLink(number, /\/quote-pricing#[\w.-]+$/));
    const buyerLink = await mailedLink(number, new RegExp(`/quote/${quote.uuid}#[\\w.-]+$`));

    // Time moves on: the stored quote's validity is put in the past, as if its day had passed.
    await backdateQuote(quote.uuid, '2026-01-15');

    await guest.page.goto(buyerLink);
    await guest.page.getByTestId('quote-expired').waitFor();
    await eventually(async () => expect(await guest.page.getByTestId('quote-accept').count()).toBe(0));
    await eventually(async () =>
      expect(await guest.page.getByTestId('quote-expired').textContent()).toContain('15.01.2026'),
    );
    await shots(guest.page, 'expired');
    const token = new URL(buyerLink).hash.slice(1);
    const late = await fetch(`${shop.url}/api/orders/quote/${quote.uuid}/accept`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-locale': 'de' },
    });
    expect(late.status).toBe(409);
    expect(((await late.json()) as { message: string }).message).toBe(
      'Dieses Angebot war bis 15.01.2026 gültig und kann nicht mehr angenommen werden. ' +
        'Bitte fragen Sie ein neues Angebot an.',
    );
    expect(guest.pageErrors).toEqual([]);
    await guest.context.close();
  });
});

describe('a buyer’s quotes in the account', () => {
  it('lists the signed-in buyer’s quotes with their status, linked from the profile; no session, no list', async () => {
    const variants = (await availableVariants(shop, 'fences')).slice(4, 6);
    const anna = await openPage(browser, 'desktop', 'de');
    await returningBuyer(anna.context, shop, 'de');
    await logInByLink(anna.page, shop, 'einkauf.angebote@rakennus-oy.fi');
    await requestQuote(anna.page, variants, 'Für die Angebotsliste');
    await anna.page.getByTestId('quote-request-submit').click();
    const number = /Q-\d{6}/.exec((await anna.page.getByTestId('quote-requested').textContent()) ?? '')![0];
    await priceAsSeller(await mailedLink(number, /\/quote-pricing#[\w.-]+$/));

    await anna.page.goto(`${shop.url}/users/profile`);
    await anna.page.getByTestId('quotes-link').click();
    await anna.page.waitForURL(`${shop.url}/quotes`);
    const item = anna.page.getByTestId('quote-list-item').filter({ hasText: number });
    await item.waitFor();
    expect(await item.getAttribute('data-status')).toBe('priced');
    await eventually(async () => expect(await item.textContent()).toContain('Angebotssumme'));
    await shots(anna.page, 'list');
    await item.getByRole('link', { name: number }).click();
    await eventually(async () =>
      expect(await anna.page.getByTestId('quote-status').getAttribute('data-status')).toBe('priced'),
    );
    expect(anna.pageErrors).toEqual([]);
    await anna.context.close();

    expect((await fetch(`${shop.url}/api/orders/quotes`)).status).toBe(401);
  });
});
