import { CompanyAccountSchema, CompanyMemberListSchema, defaultCompanyBilling, UserSchema } from '@shop/contracts';
import { companyAdmin, companyBody, member } from '../company-flows';
import { otherRegisteredCompany } from '../fake-company-register';
import { currentStatus, loggedInUser, login } from '../flows';
import { buildUsers, withSession, type UsersTestApp } from '../helper';

describe('company accounts: founding, members, removal', () => {
  let t: UsersTestApp;
  beforeEach(async () => {
    t = await buildUsers();
  });
  afterEach(() => t.app.close());

  const current = async (headers: Record<string, string>) =>
    UserSchema.parse((await t.app.inject({ method: 'GET', url: '/users/current', headers })).json());

  it('keeps a private buyer a single account: company_account is null and GET /users/company is 404', async () => {
    const buyer = await loggedInUser(t);
    expect((await current(buyer.headers)).company_account).toBeNull();
    const res = await t.app.inject({ method: 'GET', url: '/users/company', headers: buyer.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NO_COMPANY' });
  });

  it('makes the founder admin of a company whose VAT id the register knows, kept as the register has it', async () => {
    const admin = await loggedInUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/users/company',
      headers: admin.headers,
      payload: companyBody({ vatid: '2734561-5' }),
    });
    expect(res.statusCode).toBe(200);
    const company = CompanyAccountSchema.parse(res.json());
    expect(company).toMatchObject({ name: 'Rakennus Virtanen Oy', vatid: 'FI27345615', billingCountry: 'FI' });
    expect(company.membership).toEqual({
      company_id: company.company_id,
      name: 'Rakennus Virtanen Oy',
      vatid: 'FI27345615',
      verified: false,
      role: 'admin',
      order_limit: null,
      billing: defaultCompanyBilling,
    });
    expect((await current(admin.headers)).company_account).toEqual(company.membership);
    expect(t.register.asked).toEqual(['2734561-5']);
  });

  it('refuses a VAT id unknown to the register (400 on vatid, in the buyer language); founds nothing', async () => {
    const admin = await loggedInUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/users/company',
      headers: { ...admin.headers, 'x-locale': 'de' },
      payload: companyBody({ vatid: 'FI12345671' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VAT_ID_UNKNOWN',
      issues: [{ field: 'vatid', reason: 'Das Unternehmensregister kennt diese USt-IdNr. nicht.' }],
    });
    expect((await current(admin.headers)).company_account).toBeNull();
  });

  it('answers 503 when the register cannot be asked, and founds nothing', async () => {
    const admin = await loggedInUser(t);
    t.register.down = true;
    const res = await t.app.inject({
      method: 'POST',
      url: '/users/company',
      headers: admin.headers,
      payload: companyBody(),
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'REGISTER_UNAVAILABLE' });
    expect((await current(admin.headers)).company_account).toBeNull();
  });

  it('refuses bad input with the field and the reason in the buyer language', async () => {
    const admin = await loggedInUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/users/company',
      headers: { ...admin.headers, 'x-locale': 'fi' },
      payload: companyBody({ name: ' ', billingpostcode: '1234', vatid: 'nope' }),
    });
    expect(res.statusCode).toBe(400);
    const fields = Object.fromEntries(
      res.json<{ issues: { field: string; reason: string }[] }>().issues.map((i) => [i.field, i.reason]),
    );
    expect(Object.keys(fields).sort()).toEqual(['billingpostcode', 'name', 'vatid']);
    expect(fields.name).toMatch(/yrity/i);
    expect(t.register.asked).toEqual([]);
  });

  it('refuses founding without a session (401) and a second company of the same user (409)', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/users/company', payload: companyBody() })).statusCode).toBe(
      401,
    );
    const admin = await companyAdmin(t, 'anna@virtanen.fi');
    const again = await t.app.inject({
      method: 'POST',
      url: '/users/company',
      headers: admin.headers,
      payload: companyBody({ vatid: otherRegisteredCompany.vatId, billingpostcode: '11415', billingCountry: 'EE' }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_IN_COMPANY' });
  });

  it('lists the members to an admin only: a buyer gets 403, a stranger 401', async () => {
    const admin = await companyAdmin(t, 'anna@virtanen.fi');
    const buyer = await member(t, admin.headers, 'mikko@virtanen.fi', { order_limit: 2500 });
    const res = await t.app.inject({ method: 'GET', url: '/users/company/members', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const members = CompanyMemberListSchema.parse(res.json());
    expect(members.map((m) => [m.email, m.role, m.order_limit])).toEqual([
      ['anna@virtanen.fi', 'admin', null],
      ['mikko@virtanen.fi', 'buyer', 2500],
    ]);
    const asBuyer = await t.app.inject({ method: 'GET', url: '/users/company/members', headers: buyer.headers });
    expect(asBuyer.statusCode).toBe(403);
    expect(asBuyer.json()).toMatchObject({ code: 'COMPANY_ADMIN_ONLY' });
    expect((await t.app.inject({ method: 'GET', url: '/users/company/members' })).statusCode).toBe(401);
  });

  it('shows a buyer their company and own limit on GET /users/company and GET /users/current', async () => {
    const admin = await companyAdmin(t, 'anna@virtanen.fi');
    const buyer = await member(t, admin.headers, 'mikko@virtanen.fi', { order_limit: 2500 });
    const company = CompanyAccountSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/users/company', headers: buyer.headers })).json(),
    );
    expect(company.company_id).toBe(admin.company.company_id);
    expect(company.membership).toMatchObject({ role: 'buyer', order_limit: 2500 });
    expect((await current(buyer.headers)).company_account).toMatchObject({ role: 'buyer', order_limit: 2500 });
  });

  it("sets a buyer's order limit (and takes it away with null); an admin never has one", async () => {
    const admin = await companyAdmin(t, 'anna@virtanen.fi');
    const buyer = await member(t, admin.headers, 'mikko@virtanen.fi');
    const patch = (payload: object, userid = buyer.user.userid) =>
      t.app.inject({ method: 'PATCH', url: `/users/company/members/${userid}`, headers: admin.headers, payload });
    expect((await patch({ order_limit: 1200.5 })).json()).toMatchObject({ order_limit: 1200.5, role: 'buyer' });
    expect((await current(buyer.headers)).company_account?.order_limit).toBe(1200.5);
    expect((await patch({ order_limit: null })).json()).toMatchObject({ order_limit: null });
    await patch({ order_limit: 800 });
    expect((await patch({ role: 'admin' })).json()).toMatchObject({ role: 'admin', order_limit: null });
    const bad = await patch({ order_limit: -5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([{ field: 'order_limit', reason: expect.stringMatching(/euro/i) }]);
  });

  it('never leaves the company without an admin: the last one cannot become a buyer nor go (409)', async () => {
    const admin = await companyAdmin(t, 'anna@virtanen.fi');
    const url = `/users/company/members/${admin.user.userid}`;
    const demote = await t.app.inject({ method: 'PATCH', url, headers: admin.headers, payload: { role: 'buyer' } });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ code: 'LAST_ADMIN' });
    expect((await t.app.inject({ method: 'DELETE', url, headers: admin.headers })).statusCode).toBe(409);
    // With a second admin, the first may step down.
    await member(t, admin.headers, 'liisa@virtanen.fi', { role: 'admin' });
    const stepDown = await t.app.inject({ method: 'PATCH', url, headers: admin.headers, payload: { role: 'buyer' } });
    expect(stepDown.json()).toMatchObject({ role: 'buyer' });
  });

  it('removes a user from the company and ends all their sessions: GET /users/current refuses them', async () => {
    const admin = await companyAdmin(t, 'anna@virtanen.fi');
    const buyer = await member(t, admin.headers, 'mikko@virtanen.fi');
    expect(await currentStatus(t, buyer.sessionId)).toBe(200);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/users/company/members/${buyer.user.userid}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 'MEMBER_REMOVED' });
    expect(await currentStatus(t, buyer.sessionId)).toBe(401);
    // Logged in again, the account is a private buyer's.
    const again = await login(t, 'mikko@virtanen.fi');
    expect((await current(withSession(again))).company_account).toBeNull();
    expect(await currentStatus(t, admin.sessionId)).toBe(200);
  });

  it("answers only the admin's own company: another company's member cannot be changed or removed (404)", async () => {
    const adminA = await companyAdmin(t, 'anna@virtanen.fi');
    const buyerA = await member(t, adminA.headers, 'mikko@virtanen.fi');
    const adminB = await companyAdmin(
      t,
      'mart@ehitus.ee',
      companyBody({ vatid: otherRegisteredCompany.vatId, billingpostcode: '11415', billingCountry: 'EE' }),
    );
    const url = `/users/company/members/${buyerA.user.userid}`;
    const patched = await t.app.inject({ method: 'PATCH', url, headers: adminB.headers, payload: { order_limit: 1 } });
    expect(patched.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: adminB.headers })).statusCode).toBe(404);
    const listB = CompanyMemberListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/users/company/members', headers: adminB.headers })).json(),
    );
    expect(listB.map((m) => m.email)).toEqual(['mart@ehitus.ee']);
    expect(await currentStatus(t, buyerA.sessionId)).toBe(200);
    // A buyer of A may not remove anyone of A either.
    const byBuyer = await t.app.inject({
      method: 'DELETE',
      url: `/users/company/members/${adminA.user.userid}`,
      headers: buyerA.headers,
    });
    expect(byBuyer.statusCode).toBe(403);
  });
});

describe('deleting an account of a company', () => {
  let t: UsersTestApp;
  beforeEach(async () => {
    t = await buildUsers();
  });
  afterEach(() => t.app.close());

  const remove = (userid: number, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/users/delete/${userid}`, headers });

  it('takes a buyer out of the company, which no longer lists them', async () => {
    const admin = await companyAdmin(t, 'anna@virtanen.fi');
    const buyer = await member(t, admin.headers, 'mikko@virtanen.fi');
    expect((await remove(buyer.user.userid, buyer.headers)).statusCode).toBe(200);
    const members = CompanyMemberListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/users/company/members', headers: admin.headers })).json(),
    );
    expect(members.map((m) => m.email)).toEqual(['anna@virtanen.fi']);
  });

  it("refuses the last admin's deletion while colleagues remain (409), allows it once another is admin", async () => {
    const admin = await companyAdmin(t, 'anna@virtanen.fi');
    const buyer = await member(t, admin.headers, 'mikko@virtanen.fi');
    const refused = await remove(admin.user.userid, { ...admin.headers, 'x-locale': 'de' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'LAST_ADMIN',
      message: expect.stringContaining('letzte Administrator'),
    });
    expect(await currentStatus(t, admin.sessionId)).toBe(200);
    await t.app.inject({
      method: 'PATCH',
      url: `/users/company/members/${buyer.user.userid}`,
      headers: admin.headers,
      payload: { role: 'admin' },
    });
    expect((await remove(admin.user.userid, admin.headers)).statusCode).toBe(200);
  });

  it("lets a company's only member delete the account", async () => {
    const admin = await companyAdmin(t, 'anna@virtanen.fi');
    expect((await remove(admin.user.userid, admin.headers)).statusCode).toBe(200);
    expect(await currentStatus(t, admin.sessionId)).toBe(401);
  });
});
