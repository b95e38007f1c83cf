import { contractPriceFileLimit, defaultCompanyBilling, type CompanyMembership, type Order } from '@shop/contracts';
import { operatorSessions } from '@shop/service-kit/testing';
import type { OrderSearch } from '../../src/backoffice/order-search';
import type { TestBrowser } from '../browser';
import { cartToComplete } from '../checkout-fixture';
import { FakeUsers, sessionSecret } from '../fake-users';
import { buildOrders } from '../helper';

const noOrderSearch: OrderSearch = { search: async () => ({ orders: [], next: null }), close: async () => undefined };
const url = (company: string) => `/orders/backoffice/companies/${company}/contract-prices`;
const header = 'code;price;valid_from;valid_to;min_quantity';
/** Variant 102 is DSM-656-1830 at 24.50 EUR in the catalogue. */
const rakennusPrices = [
  header,
  'DSM-656-1830;21,90;2026-12-01;2027-06-30;1',
  'DSM-656-1830;19,90;2026-12-01;2027-06-30;100',
  '',
].join('\n');

const memberOf = (company_id: string, verified = true): CompanyMembership => ({
  company_id,
  name: company_id,
  vatid: 'FI12345671',
  verified,
  role: 'buyer',
  order_limit: null,
  billing: defaultCompanyBilling,
});

/** The orders service on 2026-12-10 with the back office, an operator, members of two companies and a private buyer. */
async function shop() {
  const users = new FakeUsers();
  const operators = operatorSessions(sessionSecret);
  const ctx = await buildOrders({
    sessionSecret,
    buyers: users.directory,
    backoffice: { search: noOrderSearch, operators: { users: operators.users, sessionSecret } },
  });
  ctx.setToday('2026-12-10');
  ctx.catalogue.put(102, { sale_price: 2_450, code: 'DSM-656-1830', title: 'Doppelstabmattenzaun' });
  const as = (userid: number, company: CompanyMembership | null) =>
    ctx.browser().login(users.login(userid, [], { company }));
  return {
    ctx,
    users,
    operator: ctx.browser().login(operators.operator),
    nonOperator: ctx.browser().login(operators.buyer),
    stranger: ctx.browser(),
    rakennus7: as(7, memberOf('c-rakennus')),
    other9: as(9, memberOf('c-other')),
    unverified11: as(11, memberOf('c-rakennus-claim', false)),
    private10: as(10, null),
  };
}

async function addToCart(browser: TestBrowser, amount: number): Promise<Order> {
  const answer = await browser.inject({
    method: 'POST',
    url: '/orders/add',
    payload: { variantId: 102, amount, isProduction: true },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

const importCsv = (browser: TestBrowser, company: string, csv: string, locale = 'en') =>
  browser.inject({ method: 'POST', url: url(company), headers: { 'x-locale': locale }, payload: { csv } });

describe('contract prices per company: the back office’s import, and what members are charged', () => {
  let s: Awaited<ReturnType<typeof shop>>;
  beforeEach(async () => {
    s = await shop();
  });
  afterEach(() => s.ctx.app.close());

  it('is for operators only: 401 without a session or with a buyer’s, 403 for a non-operator', async () => {
    const calls = [
      { method: 'GET', url: url('c-rakennus') },
      { method: 'POST', url: url('c-rakennus'), payload: { csv: rakennusPrices } },
      { method: 'DELETE', url: url('c-rakennus') },
    ] as const;
    for (const call of calls) {
      expect((await s.stranger.inject(call)).statusCode).toBe(401);
      expect((await s.nonOperator.inject(call)).statusCode).toBe(403);
      expect((await s.rakennus7.inject(call)).statusCode).toBe(401);
    }
  });

  it('imports a list, lists it, and its members pay its price with its source; another company’s do not', async () => {
    const imported = await importCsv(s.operator, 'c-rakennus', `\uFEFF${rakennusPrices}`);
    expect(imported.statusCode).toBe(200);
    expect(imported.headers['cache-control']).toBe('no-store');
    const list = (await s.operator.inject({ method: 'GET', url: url('c-rakennus') })).json();
    expect(list).toMatchObject({ company_id: 'c-rakennus', imported_by: 'user1@nordbau.example' });
    expect(list.rows).toEqual([
      { code: 'DSM-656-1830', price: 2_190, valid_from: '2026-12-01', valid_to: '2027-06-30', min_quantity: 1 },
      { code: 'DSM-656-1830', price: 1_990, valid_from: '2026-12-01', valid_to: '2027-06-30', min_quantity: 100 },
    ]);

    const member = await addToCart(s.rakennus7, 120);
    expect(member.items[0]).toMatchObject({ price: 1_990, discount: 0, price_source: 'contract' });
    expect(member.breakdown?.discounts.volume).toBe(0);
    for (const browser of [s.other9, s.private10, s.unverified11, s.stranger]) {
      const cart = await addToCart(browser, 120);
      // The catalogue's 24.50 with the 3 % volume tier of 50 pieces.
      expect(cart.items[0]).toMatchObject({ price: 2_450, discount: 8_820, price_source: 'tier' });
    }
  });

  it('prices a member’s product page preview with the contract price, and nobody else’s', async () => {
    await importCsv(s.operator, 'c-rakennus', rakennusPrices);
    const preview = (browser: TestBrowser) =>
      browser.inject({ method: 'GET', url: '/orders/price-preview?variantId=102&quantity=120' }).then((a) => a.json());
    expect(await preview(s.rakennus7)).toMatchObject({
      unit_price: 1_990,
      source: 'contract',
      discount: { kind: null, cents: 0 },
      net: 120 * 1_990,
      // A contract price is final: no volume tier is offered on top of it.
      next_tier: null,
      personal: null,
    });
    for (const browser of [s.other9, s.stranger])
      expect(await preview(browser)).toMatchObject({ unit_price: 2_450, source: 'tier', discount: { percent: 3 } });
  });

  it('charges the member the contract price at completion', async () => {
    await importCsv(s.operator, 'c-rakennus', rakennusPrices);
    const { complete } = await cartToComplete(s.rakennus7, { amount: 4 });
    const answer = await complete();
    expect(answer.statusCode).toBe(200);
    const order: Order = (
      await s.rakennus7.inject({ method: 'GET', url: `/orders/by-id/${answer.json().uuid}` })
    ).json();
    expect(order.items[0]).toMatchObject({ price: 2_190, price_source: 'contract' });
    expect(order.total_price).toBe(4 * 2_190);
  });

  it('transfers a punch-out session’s cart to the purchasing system at the contract price (OCI)', async () => {
    await importCsv(s.operator, 'c-rakennus', rakennusPrices);
    const token = s.users.login(12, [], { company: memberOf('c-rakennus') });
    s.users.update(token, {
      punchout: {
        protocol: 'oci',
        return_url: 'https://erp.rakennus.example/sap/bc/gui/sap/its/bbpsc02',
        target: '_top',
        buyer_cookie: '',
        credentials: null,
      },
    });
    const buyer = s.ctx.browser().login(token);
    const cart = await addToCart(buyer, 3);
    const transfer = await buyer.inject({
      method: 'POST',
      url: '/orders/punchout/transfer',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `uuid=${cart.uuid}`,
    });
    expect(transfer.statusCode).toBe(200);
    expect(transfer.body).toContain('<input type="hidden" name="NEW_ITEM-PRICE[1]" value="21.90">');
    expect(transfer.body).toContain('<input type="hidden" name="NEW_ITEM-VENDORMAT[1]" value="DSM-656-1830">');
  });

  it('refuses a file with a bad row whole, naming rows, fields and reasons in the operator’s language', async () => {
    await importCsv(s.operator, 'c-rakennus', rakennusPrices);
    const bad = `${header}\nDSM-656-1830;18,00;;;1\n;12,999;2026-02-30;;1\n`;
    const answer = await importCsv(s.operator, 'c-rakennus', bad, 'de');
    expect(answer.statusCode).toBe(400);
    const body = answer.json();
    expect(body.message).toMatch(/^Die Preisliste wurde nicht importiert/);
    expect(body.issues).toEqual([
      { field: 'rows.3.code', reason: 'Pflichtfeld' },
      { field: 'rows.3.price', reason: expect.stringMatching(/^Der Preis muss eine Zahl/) },
      { field: 'rows.3.valid_from', reason: expect.stringMatching(/^Das Datum muss/) },
    ]);
    const fi = (await importCsv(s.operator, 'c-rakennus', bad, 'fi')).json();
    expect(fi.issues[1].reason).toMatch(/^Hinnan on oltava alle 10 000 000 oleva luku/);
    // Nothing changed: the list imported before still stands.
    const list = (await s.operator.inject({ method: 'GET', url: url('c-rakennus') })).json();
    expect(list.rows.map((row: { price: number }) => row.price)).toEqual([2_190, 1_990]);
  });

  it('refuses a file above the size limit with 413, and an empty one with 400', async () => {
    const huge = `${header}\n${'X'.repeat(contractPriceFileLimit * 2 + 70 * 1024)}`;
    expect((await importCsv(s.operator, 'c-rakennus', huge)).statusCode).toBe(413);
    expect((await importCsv(s.operator, 'c-rakennus', '')).statusCode).toBe(400);
  });

  it('replaces a list whole, and after deleting it members pay the catalogue’s price again', async () => {
    await importCsv(s.operator, 'c-rakennus', rakennusPrices);
    await importCsv(s.operator, 'c-rakennus', `${header}\nDSM-656-1830;20,00;;;1\n`);
    expect((await addToCart(s.rakennus7, 120)).items[0]).toMatchObject({ price: 2_000, price_source: 'contract' });

    const removed = await s.operator.inject({ method: 'DELETE', url: url('c-rakennus') });
    expect(removed.json()).toEqual({ company_id: 'c-rakennus', rows: [], imported_at: null, imported_by: null });
    expect((await s.operator.inject({ method: 'DELETE', url: url('c-rakennus') })).statusCode).toBe(404);
    expect((await addToCart(s.rakennus7, 1)).items[0]).toMatchObject({ price: 2_450, price_source: 'list' });
  });
});
