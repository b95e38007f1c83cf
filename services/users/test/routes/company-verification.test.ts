import { CompanyAccountSchema, PendingCompanyListSchema, UserSchema } from '@shop/contracts';
import {
  companyAdmin,
  companyBody,
  decideVerification,
  invite,
  operator,
  unverifiedCompanyAdmin,
} from '../company-flows';
import { registeredCompany } from '../fake-company-register';
import { loggedInUser } from '../flows';
import { buildUsers, shopOrigin, type UsersTestApp } from '../helper';

describe('company verification: a VAT id is no proof of control', () => {
  let t: UsersTestApp;
  beforeEach(async () => {
    t = await buildUsers();
  });
  afterEach(() => t.app.close());

  const current = async (headers: Record<string, string>) =>
    UserSchema.parse((await t.app.inject({ method: 'GET', url: '/users/current', headers })).json());
  const found = (headers: Record<string, string>, body = companyBody()) =>
    t.app.inject({ method: 'POST', url: '/users/company', headers, payload: body });
  const pendingList = async (headers: Record<string, string>) =>
    PendingCompanyListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/users/backoffice/companies', headers })).json(),
    );

  it('founds a company account unverified: the membership and the company page say so', async () => {
    const founder = await unverifiedCompanyAdmin(t, 'anna.virtanen@rakennus-oy.fi');
    expect(founder.company.verification).toEqual({ status: 'unverified', decided_by: null, decided_at: null });
    expect((await current(founder.headers)).company_account).toMatchObject({ role: 'admin', verified: false });
  });

  it('does not make a second founder of a verified company its admin: told to ask for an invitation', async () => {
    await companyAdmin(t, 'anna.virtanen@rakennus-oy.fi');
    const squatter = await loggedInUser(t, 'squatter@example.com');
    const res = await found({ ...squatter.headers, 'x-locale': 'fi' }, companyBody({ name: 'Rakennus Virtanen OY' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'COMPANY_ACCOUNT_EXISTS',
      issues: [
        { field: 'vatid', reason: 'Yrityksellä on jo vahvistettu tili kaupassa. Pyydä sen pääkäyttäjältä kutsu.' },
      ],
    });
    expect((await current(squatter.headers)).company_account).toBeNull();
  });

  it('sends two claims of one unverified VAT id to the operator; approving one refuses the other', async () => {
    const first = await unverifiedCompanyAdmin(t, 'anna.virtanen@rakennus-oy.fi');
    t.advance(1);
    const second = await unverifiedCompanyAdmin(t, 'squatter@example.com', companyBody({ name: 'Acme Oy' }));
    const staff = await operator(t);
    const listed = await pendingList(staff.headers);
    expect(listed.map((c) => [c.company_id, c.entered.name, c.founder?.email])).toEqual([
      [first.company.company_id, 'Rakennus Virtanen Oy', 'anna.virtanen@rakennus-oy.fi'],
      [second.company.company_id, 'Acme Oy', 'squatter@example.com'],
    ]);
    expect(listed[1]).toMatchObject({
      entered: { vatid: 'FI27345615', street: 'Teollisuuskatu 21', postcode: '00510', city: 'Helsinki', country: 'FI' },
      register: registeredCompany,
      verified_elsewhere: false,
    });
    expect((await decideVerification(t, staff.headers, first.company.company_id, 'approve')).statusCode).toBe(200);
    expect((await pendingList(staff.headers))[0]).toMatchObject({ verified_elsewhere: true });
    const refused = await decideVerification(t, staff.headers, second.company.company_id, 'approve');
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'COMPANY_ACCOUNT_EXISTS']);
    expect((await current(second.headers)).company_account).toMatchObject({ verified: false });
  });

  it('lets an unverified admin send no invitation and no mail in the company name', async () => {
    const founder = await unverifiedCompanyAdmin(t, 'squatter@example.com', companyBody({ vatid: 'EE102345678' }));
    const before = t.mails().length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/users/company/invites',
      headers: founder.headers,
      payload: { email: 'victim@example.com', host: shopOrigin },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'COMPANY_UNVERIFIED',
      message: 'Your company account awaits verification by the shop. Invitations can be sent once it is verified.',
    });
    expect(t.mails()).toHaveLength(before);
  });

  it("verifies an account by the operator's approval, recorded with who and when; invitations then work", async () => {
    const founder = await unverifiedCompanyAdmin(t, 'anna.virtanen@rakennus-oy.fi');
    const staff = await operator(t);
    t.advance(30);
    const approved = await decideVerification(t, staff.headers, founder.company.company_id, 'approve');
    expect(approved.statusCode).toBe(200);
    const verification = {
      status: 'verified',
      decided_by: 'olli.operaattori@nordbau.example',
      decided_at: t.clock.now.toISOString(),
    };
    expect(approved.json()).toEqual({
      company_id: founder.company.company_id,
      name: 'Rakennus Virtanen Oy',
      vatid: 'FI27345615',
      verification,
    });
    const page = await t.app.inject({ method: 'GET', url: '/users/company', headers: founder.headers });
    expect(CompanyAccountSchema.parse(page.json())).toMatchObject({ verification, membership: { verified: true } });
    expect(await pendingList(staff.headers)).toEqual([]);
    await invite(t, founder.headers, 'mikko.laine@rakennus-oy.fi');
    const again = await decideVerification(t, staff.headers, founder.company.company_id, 'reject');
    expect([again.statusCode, again.json().code]).toEqual([409, 'VERIFICATION_DECIDED']);
  });

  it('takes a rejected founder out of the account, so they are a private buyer again', async () => {
    const founder = await unverifiedCompanyAdmin(t, 'squatter@example.com');
    const staff = await operator(t);
    const rejected = await decideVerification(t, staff.headers, founder.company.company_id, 'reject');
    expect(rejected.json().verification).toMatchObject({ status: 'rejected', decided_by: staff.user.email });
    expect((await current(founder.headers)).company_account).toBeNull();
    expect(await pendingList(staff.headers)).toEqual([]);
  });

  it('lets only operators see and decide verifications (401 without a session, 403 for a buyer)', async () => {
    const founder = await unverifiedCompanyAdmin(t, 'anna.virtanen@rakennus-oy.fi');
    const anonymous = await t.app.inject({ method: 'GET', url: '/users/backoffice/companies' });
    expect(anonymous.statusCode).toBe(401);
    const own = await decideVerification(t, founder.headers, founder.company.company_id, 'approve');
    expect([own.statusCode, own.json().code]).toEqual([403, 'FORBIDDEN']);
    expect((await current(founder.headers)).company_account).toMatchObject({ verified: false });
  });

  it('refuses a decision that is neither approve nor reject, and an unknown company', async () => {
    const staff = await operator(t);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/users/backoffice/companies/x/verification',
      headers: staff.headers,
      payload: { decision: 'maybe' },
    });
    expect([bad.statusCode, bad.json().issues[0].field]).toEqual([400, 'decision']);
    expect((await decideVerification(t, staff.headers, 'no-such-company', 'approve')).statusCode).toBe(404);
  });
});
