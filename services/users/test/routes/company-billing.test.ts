import {
  CompanyBillingRecordListSchema,
  defaultCompanyBilling,
  UserSchema,
  type CompanyBilling,
} from '@shop/contracts';
import { companyAdmin, companyBody, member, operator, unverifiedCompanyAdmin } from '../company-flows';
import { loggedInUser } from '../flows';
import { buildUsers, type UsersTestApp } from '../helper';

const billing: CompanyBilling = {
  payment_terms: { net_days: 14, early_payment: { days: 7, percent: 2 } },
  credit_limit: 2_500_000,
  e_invoice: { format: 'finvoice', address: '003727345615', operator: '003721291126' },
  require_purchase_order: true,
  require_cost_center: false,
};

describe("a company's billing settings: set by an operator, read by its members", () => {
  let t: UsersTestApp;
  beforeEach(async () => {
    t = await buildUsers();
  });
  afterEach(() => t.app.close());

  const setBilling = (headers: Record<string, string>, companyId: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/users/backoffice/companies/${companyId}/billing`, headers, payload });
  const current = async (headers: Record<string, string>) =>
    UserSchema.parse((await t.app.inject({ method: 'GET', url: '/users/current', headers })).json());

  it("lets an operator set a verified company's terms, which its members then carry with their session", async () => {
    const admin = await companyAdmin(t, 'anna.virtanen@rakennus-oy.fi');
    const buyer = await member(t, admin.headers, 'mikko.laine@rakennus-oy.fi', { order_limit: 2000 });
    const staff = await operator(t);
    const companyId = admin.company.company_id;
    expect((await current(buyer.headers)).company_account?.billing).toEqual(defaultCompanyBilling);

    const res = await setBilling(staff.headers, companyId, billing);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ company_id: companyId, name: 'Rakennus Virtanen Oy', vatid: 'FI27345615', billing });
    expect((await current(buyer.headers)).company_account).toMatchObject({ order_limit: 2000, billing });
    const page = await t.app.inject({ method: 'GET', url: '/users/company', headers: admin.headers });
    expect(page.json().membership.billing).toEqual(billing);
    const list = await t.app.inject({
      method: 'GET',
      url: '/users/backoffice/companies/billing',
      headers: staff.headers,
    });
    expect(CompanyBillingRecordListSchema.parse(list.json())).toEqual([
      { company_id: companyId, name: 'Rakennus Virtanen Oy', vatid: 'FI27345615', billing },
    ]);
  });

  it('lists only verified companies: one awaiting verification orders on no invoice yet', async () => {
    await unverifiedCompanyAdmin(t, 'squatter@example.com', companyBody({ vatid: 'EE102345678' }));
    const staff = await operator(t);
    const list = await t.app.inject({
      method: 'GET',
      url: '/users/backoffice/companies/billing',
      headers: staff.headers,
    });
    expect(list.json()).toEqual([]);
  });

  it("lets no company admin, buyer or stranger change or list a company's terms", async () => {
    const admin = await companyAdmin(t, 'anna.virtanen@rakennus-oy.fi');
    const buyer = await member(t, admin.headers, 'mikko.laine@rakennus-oy.fi');
    const stranger = await loggedInUser(t, 'stranger@example.com');
    const companyId = admin.company.company_id;
    for (const caller of [admin, buyer, stranger]) {
      const res = await setBilling(caller.headers, companyId, billing);
      expect([res.statusCode, res.json().code]).toEqual([403, 'FORBIDDEN']);
      const list = await t.app.inject({
        method: 'GET',
        url: '/users/backoffice/companies/billing',
        headers: caller.headers,
      });
      expect(list.statusCode).toBe(403);
    }
    expect((await setBilling({}, companyId, billing)).statusCode).toBe(401);
    expect((await current(admin.headers)).company_account?.billing).toEqual(defaultCompanyBilling);
  });

  it("refuses bad settings naming each field and reason in the operator's language; an unknown company", async () => {
    const admin = await companyAdmin(t, 'anna.virtanen@rakennus-oy.fi');
    const staff = await operator(t);
    const bad = await setBilling({ ...staff.headers, 'x-locale': 'de' }, admin.company.company_id, {
      ...billing,
      payment_terms: { net_days: 45, early_payment: { days: 7, percent: 2.555 } },
      credit_limit: -1,
      e_invoice: { format: 'xrechnung-ubl', leitweg_id: 'not-an-id' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual(
      expect.arrayContaining([
        { field: 'payment_terms.net_days', reason: 'Wählen Sie 14, 30 oder 60 Tage netto.' },
        {
          field: 'payment_terms.early_payment.percent',
          reason: 'Geben Sie das Skonto in Prozent an: mehr als 0, höchstens 10, höchstens zwei Nachkommastellen.',
        },
        {
          field: 'credit_limit',
          reason:
            'Geben Sie das Kreditlimit in Euro an (0 oder mehr, höchstens zwei Nachkommastellen) oder kein Limit.',
        },
        { field: 'e_invoice.leitweg_id', reason: 'Das ist keine Leitweg-ID (zum Beispiel 04011000-1234512345-06).' },
      ]),
    );
    const finvoice = await setBilling({ ...staff.headers, 'x-locale': 'fi' }, admin.company.company_id, {
      ...billing,
      e_invoice: { format: 'finvoice', address: '12345', operator: 'x' },
    });
    expect(finvoice.json().issues).toEqual([
      { field: 'e_invoice.address', reason: 'Anna verkkolaskuosoite OVT-tunnuksena (0037 ja Y-tunnus) tai IBANina.' },
      { field: 'e_invoice.operator', reason: 'Anna välittäjä OVT-tunnuksena tai pankin BIC-koodina.' },
    ]);
    const unknownField = await setBilling(staff.headers, admin.company.company_id, { ...billing, discount: 5 });
    expect([unknownField.statusCode, unknownField.json().issues[0].field]).toEqual([400, 'discount']);
    expect((await setBilling(staff.headers, 'no-such-company', billing)).statusCode).toBe(404);
    expect((await current(admin.headers)).company_account?.billing).toEqual(defaultCompanyBilling);
  });
});
