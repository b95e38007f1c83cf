import { subscribe } from '../../src/events/subscriber';
import { join } from 'node:path';
import { seller, UserSchema, type CompanyMembership, type SupplierContact, type User } from '@shop/contracts';
import { signSessionToken, type UsersRequest } from '@shop/service-kit';
import type { OrderSearch } from '../../src/backoffice/order-search';
import { backofficeMail } from '../../src/backoffice/send-backoffice-mails';
import { SqliteOrderSearch } from '../../src/backoffice/adapters/sqlite-order-search';
import { CartView } from '../../src/cart/cart-view';
import { fulfilmentRecords } from '../../src/fulfilment/fulfilment-records';
import { purchaseOrderRouting } from '../../src/fulfilment/route-purchase-orders';
import { fulfilmentUpdateMail } from '../../src/fulfilment/send-fulfilment-updates';
import { purchaseOrderMail } from '../../src/fulfilment/send-purchase-orders';
import { SupplierLinks } from '../../src/fulfilment/supplier-link';
import { finnishCompanyForm } from '../checkout-fixture';
import { buildOrders } from '../helper';
import { RecordingMailer, RecordingPdf } from '../recording-fakes';
export { RecordingMailer, RecordingPdf } from '../recording-fakes';

export const sessionSecret = 'backoffice-test-session-secret-0123456789';
const linkSecret = 'a-test-secret-of-at-least-thirty-two-characters';
const origin = 'https://shop.example';

const contacts: Record<number, SupplierContact> = {
  1: {
    id: 1,
    slug: 'saimaan-teras-oy',
    name: 'Saimaan Teräs Oy',
    country: 'FI',
    city: 'Lahti',
    language: 'fi',
    lead_time_days: 3,
    email: 'orders@saimaan-teras-oy.example',
  },
  2: {
    id: 2,
    slug: 'ruhr-stahl-gmbh',
    name: 'Ruhr Stahl GmbH',
    country: 'DE',
    city: 'Dortmund',
    language: 'de',
    lead_time_days: 5,
    email: 'orders@ruhr-stahl-gmbh.example',
  },
};

const userOf = (userid: number, email: string, roles: User['roles'], company: CompanyMembership | null): User =>
  UserSchema.parse({
    userid,
    email,
    company: '',
    vatid: '',
    customername: '',
    phonenumber: '',
    billingaddress: '',
    billingaddress_additional_line: '',
    billingpostcode: '',
    billingcity: '',
    billingCountry: '',
    isverified: true,
    isdeleted: false,
    hasPassword: true,
    discount_link: null,
    roles,
    company_account: company,
  });

/** The users service as the role guard asks it: sessions by token, each with its user and roles. */
export class FakeUsersService {
  private readonly sessions = new Map<string, User>();
  readonly request: UsersRequest = async (_path, headers) => {
    const token = /sid=([^;]+)/.exec(headers.cookie ?? '')?.[1] ?? '';
    const user = this.sessions.get(token);
    return user ? { status: 200, body: user } : { status: 401, body: null };
  };

  /** A session's cookie header, as a browser would send it (a company member's with their membership). */
  login(
    userid: number,
    email: string,
    roles: User['roles'],
    company: CompanyMembership | null = null,
  ): { cookie: string } {
    const token = signSessionToken(
      { userid, sessionId: `s-${userid}-${this.sessions.size}`, expiresAt: new Date(Date.now() + 3_600_000) },
      sessionSecret,
      new Date(),
    );
    this.sessions.set(token, userOf(userid, email, roles, company));
    return { cookie: `sid=${token}` };
  }

  /** Logs the session out: the users service no longer knows it. */
  end(headers: { cookie: string }) {
    this.sessions.delete(headers.cookie.slice(4));
  }
}

/**
 * An orders service with the back office, and one sent invoice order of three lines from two
 * suppliers, routed and mailed by the consumers (as docs/orders.md's flow); an operator's, a
 * buyer's and an ended session's cookies.
 */
export async function backofficeWithOrder() {
  const users = new FakeUsersService();
  const links = new SupplierLinks(linkSecret);
  let search: OrderSearch | null = null;
  const lateSearch: OrderSearch = {
    search: (query) => search!.search(query),
    close: async () => search?.close(),
  };
  const ctx = await buildOrders({
    linkSecret,
    backoffice: { search: lateSearch, operators: { users: users.request, sessionSecret } },
  });
  search = new SqliteOrderSearch(join(ctx.dir, 'orders.sqlite'));
  const pdf = new RecordingPdf();
  const mailer = new RecordingMailer();
  const suppliers = { contact: async (id: number) => contacts[id] ?? null };
  const deps = { bus: ctx.bus, store: ctx.store, fulfilment: fulfilmentRecords(ctx.store), mailer, pdf, seller };
  await subscribe(purchaseOrderRouting, { ...deps, catalogue: ctx.catalogue, suppliers });
  await subscribe(purchaseOrderMail, { ...deps, suppliers, links, publicOrigin: origin });
  await subscribe(fulfilmentUpdateMail, deps);
  await subscribe(backofficeMail, {
    ...deps,
    carts: new CartView({ store: ctx.store, catalogue: ctx.catalogue }),
    suppliers,
    links,
    publicOrigin: origin,
  });
  ctx.catalogue.put(101, {
    code: 'POST-1',
    title: 'Zaunpfosten',
    sale_price: 1_990,
    supplier: { id: 1, name: 'Saimaan Teräs Oy', slug: 'saimaan-teras-oy' },
  });
  ctx.catalogue.put(102, {
    code: 'PANEL-2',
    title: 'Doppelstabmatte',
    sale_price: 4_990,
    supplier: { id: 2, name: 'Ruhr Stahl GmbH', slug: 'ruhr-stahl-gmbh' },
  });
  ctx.catalogue.put(103, {
    code: 'CLAMP-3',
    title: 'Klemme',
    sale_price: 90,
    supplier: { id: 1, name: 'Saimaan Teräs Oy', slug: 'saimaan-teras-oy' },
  });
  const place = async (reference: string) => {
    const cart = (
      await ctx.app.inject({ method: 'POST', url: '/orders/add', payload: { variantId: 101, amount: 4 } })
    ).json();
    for (const [variantId, amount] of [
      [102, 10],
      [103, 20],
    ])
      await ctx.app.inject({ method: 'POST', url: '/orders/add', payload: { uuid: cart.uuid, variantId, amount } });
    await ctx.app.inject({
      method: 'PATCH',
      url: `/orders/set-form/${cart.uuid}`,
      payload: { ...finnishCompanyForm, customer_reference: reference },
    });
    await ctx.app.inject({ method: 'PATCH', url: `/orders/set-payment-method/${cart.uuid}/invoice` });
    const done = (
      await ctx.app.inject({
        method: 'POST',
        url: '/orders/complete',
        headers: { 'x-locale': 'fi' },
        payload: { uuid: cart.uuid },
      })
    ).json();
    await ctx.bus.drain();
    return done as { uuid: string; id: number; order_number: string; total_price_with_vat: number };
  };
  const done = await place('Työmaa Pasila');
  const tokenOf = (supplierId: number) => {
    const mail = mailer.sent.find(
      (m) => m.to[0] === contacts[supplierId]!.email && m.text.includes(done.order_number),
    )!;
    return /supplier-order#([\w.-]+)/.exec(mail.text)![1]!;
  };
  const supplier = (path: string, supplierId: number, payload: object) =>
    ctx.server.inject({
      method: 'POST',
      url: `/orders/supplier-order${path}`,
      headers: { authorization: `Bearer ${tokenOf(supplierId)}` },
      payload,
    });
  return {
    ...ctx,
    close: async () => {
      await ctx.server.close();
      await lateSearch.close();
    },
    users,
    mailer,
    pdf,
    done,
    place,
    supplier,
    operator: users.login(900, 'olli.operaattori@nordbau.example', ['operator']),
    buyer: users.login(901, 'anna.virtanen@rakennus-oy.fi', []),
  };
}
