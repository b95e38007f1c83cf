import { defaultCompanyBilling, type CompanyMembership, type Invoice } from '@shop/contracts';
import { operatorSessions } from '@shop/service-kit/testing';
import type { OrderSearch } from '../../src/backoffice/order-search';
import { FakeUsers, sessionSecret } from '../fake-users';
import { buildOrders } from '../helper';
import { finnishDraft } from '../invoicing/invoice-fixtures';
import { creditOnePost, issueInvoice } from '../invoicing/invoice-store.contract';
import { RecordingPdf } from '../recording-fakes';

const noOrderSearch: OrderSearch = { search: async () => ({ orders: [], next: null }), close: async () => undefined };

const memberOf = (company_id: string): CompanyMembership => ({
  company_id,
  name: company_id === 'c-rakennus' ? 'Rakennus Oy' : 'Muu Oy',
  vatid: 'FI12345671',
  verified: true,
  role: 'buyer',
  order_limit: null,
  billing: defaultCompanyBilling,
});

/**
 * The orders service on 2026-12-11 with the back office and four invoices: INV-000001 of user 7 of
 * Rakennus Oy (c-rakennus) with a credit note, INV-000002 of their colleague 8, INV-000003 of
 * user 9 of another company, INV-000004 of user 10, a private buyer; and the browsers of each, of a
 * stranger, of an operator and of a logged-in non-operator.
 */
export async function shopWithInvoices() {
  const users = new FakeUsers();
  const operators = operatorSessions(sessionSecret);
  const pdf = new RecordingPdf();
  const ctx = await buildOrders({
    sessionSecret,
    buyers: users.directory,
    pdfRenderer: pdf,
    backoffice: { search: noOrderSearch, operators: { users: operators.users, sessionSecret } },
  });
  ctx.setToday('2026-12-11');
  const issue = (user_id: number | null, company_id: string | null, issueDate = '2026-11-30') =>
    issueInvoice(ctx.invoices, finnishDraft({ issueDate, account: { user_id, company_id } }));
  const own = await issue(7, 'c-rakennus');
  const note = await creditOnePost(ctx.invoices, own);
  const colleagues = await issue(8, 'c-rakennus', '2026-11-01');
  const otherCompany = await issue(9, 'c-other', '2026-10-01');
  const privateBuyer = await issue(10, null);
  const as = (userid: number, company: string | null = null) =>
    ctx.browser().login(users.login(userid, [], { company: company ? memberOf(company) : null }));
  return {
    ctx,
    pdf,
    documents: { own, note, colleagues, otherCompany, privateBuyer } satisfies Record<string, Invoice>,
    buyer7: as(7, 'c-rakennus'),
    colleague8: as(8, 'c-rakennus'),
    other9: as(9, 'c-other'),
    private10: as(10),
    stranger: ctx.browser(),
    operator: ctx.browser().login(operators.operator),
    nonOperator: ctx.browser().login(operators.buyer),
  };
}
