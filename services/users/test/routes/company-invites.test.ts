import { CompanyInviteListSchema, InvitePreviewSchema, LoginResponseSchema, UserSchema } from '@shop/contracts';
import { companyAdmin, companyBody, invite } from '../company-flows';
import { otherRegisteredCompany } from '../fake-company-register';
import { currentStatus, loggedInUser } from '../flows';
import { buildUsers, setCookieValue, shopOrigin, testPasswords, withSession, type UsersTestApp } from '../helper';
import { newUser } from '../fixtures';

describe('company invitations by e-mail', () => {
  let t: UsersTestApp;
  beforeEach(async () => {
    t = await buildUsers();
  });
  afterEach(() => t.app.close());

  const accept = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/users/company/invite/accept', headers, payload: { token } });
  const current = async (headers: Record<string, string>) =>
    UserSchema.parse((await t.app.inject({ method: 'GET', url: '/users/current', headers })).json());

  it("mails a link to the company's invitation page in the admin's language, listed until it is used", async () => {
    const admin = await companyAdmin(t, 'anna@virtanen.fi');
    const { mail, invite: sent } = await invite(t, { ...admin.headers, 'x-locale': 'fi' }, 'Mikko@Virtanen.fi', {
      order_limit: 2500,
    });
    expect(mail.to).toContain('mikko@virtanen.fi');
    expect(mail.link).toMatch(new RegExp(`^${shopOrigin}/company/invite\\?token=`));
    expect(mail.subject).toContain('Rakennus Virtanen Oy');
    expect(mail.raw).toContain('Hyväksy kutsu');
    const list = CompanyInviteListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/users/company/invites', headers: admin.headers })).json(),
    );
    expect(list).toEqual([
      expect.objectContaining({ invite_id: sent.invite_id, email: 'mikko@virtanen.fi', order_limit: 2500 }),
    ]);
    // The page shows what the link offers before it is used.
    const preview = await t.app.inject({ method: 'GET', url: `/users/company/invite?token=${mail.token}` });
    expect(InvitePreviewSchema.parse(preview.json())).toMatchObject({
      company_name: 'Rakennus Virtanen Oy',
      email: 'mikko@virtanen.fi',
      role: 'buyer',
    });
  });

  it('lets the logged-in account of the invited e-mail join, once', async () => {
    const admin = await companyAdmin(t, 'anna@virtanen.fi');
    const buyer = await loggedInUser(t, 'mikko@virtanen.fi');
    const { token } = await invite(t, admin.headers, 'mikko@virtanen.fi', { order_limit: 900 });
    const res = await accept(token, buyer.headers);
    expect(res.statusCode).toBe(200);
    expect(LoginResponseSchema.parse(res.json()).user.company_account).toMatchObject({
      company_id: admin.company.company_id,
      role: 'buyer',
      order_limit: 900,
    });
    // No new session: the buyer's own stays.
    expect(setCookieValue(res, 'sid')).toBeUndefined();
    expect((await current(buyer.headers)).company_account?.company_id).toBe(admin.company.company_id);
    const again = await accept(token, buyer.headers);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVITE_INVALID' });
    expect(
      CompanyInviteListSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/users/company/invites', headers: admin.headers })).json(),
      ),
    ).toEqual([]);
  });

  it('creates a verified account for a new e-mail and logs it in by the link', async () => {
    const admin = await companyAdmin(t, 'anna@virtanen.fi');
    const { token } = await invite(t, admin.headers, 'neu@virtanen.fi');
    const res = await accept(token, { 'x-locale': 'de' });
    expect(res.statusCode).toBe(200);
    const { user } = LoginResponseSchema.parse(res.json());
    expect(user).toMatchObject({ email: 'neu@virtanen.fi', isverified: true, hasPassword: false });
    expect(user.company_account?.company_id).toBe(admin.company.company_id);
    const sid = setCookieValue(res, 'sid')!;
    expect((await current(withSession(sid))).email).toBe('neu@virtanen.fi');
    expect((await t.published()).map((e) => e.topic)).toContain('user.registered');
  });

  it('asks an existing account to log in first (401 LOGIN_REQUIRED) and keeps the invitation open', async () => {
    const admin = await companyAdmin(t, 'anna@virtanen.fi');
    await t.store.insert(newUser({ email: 'mikko@virtanen.fi' }), await testPasswords.hash('Aita2026kesä'));
    const { token } = await invite(t, admin.headers, 'mikko@virtanen.fi');
    const res = await accept(token, { 'x-locale': 'en' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'LOGIN_REQUIRED', message: expect.stringContaining('mikko@virtanen.fi') });
    expect(setCookieValue(res, 'sid')).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: `/users/company/invite?token=${token}` })).statusCode).toBe(200);
  });

  it("refuses a link opened in another account's session (403) without using it", async () => {
    const admin = await companyAdmin(t, 'anna@virtanen.fi');
    const other = await loggedInUser(t, 'someone@else.fi');
    const { token } = await invite(t, admin.headers, 'mikko@virtanen.fi');
    const res = await accept(token, other.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'INVITE_OTHER_ACCOUNT' });
    expect((await current(other.headers)).company_account).toBeNull();
    expect((await accept(token, {})).statusCode).toBe(200);
  });

  it('refuses an expired, a revoked and a made-up link (400), and a user of another company (409)', async () => {
    const admin = await companyAdmin(t, 'anna@virtanen.fi');
    const expired = await invite(t, admin.headers, 'a@virtanen.fi');
    t.advance(7 * 24 * 60 + 1);
    expect((await accept(expired.token)).json()).toMatchObject({ code: 'INVITE_INVALID' });
    expect(
      (await t.app.inject({ method: 'GET', url: `/users/company/invite?token=${expired.token}` })).statusCode,
    ).toBe(400);

    const revoked = await invite(t, admin.headers, 'b@virtanen.fi');
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/users/company/invites/${revoked.invite.invite_id}`,
      headers: admin.headers,
    });
    expect(revoke.json()).toMatchObject({ code: 'INVITE_REVOKED' });
    expect((await accept(revoked.token)).statusCode).toBe(400);
    expect((await accept('x'.repeat(43))).statusCode).toBe(400);

    const adminB = await companyAdmin(
      t,
      'mart@ehitus.ee',
      companyBody({ vatid: otherRegisteredCompany.vatId, billingpostcode: '11415', billingCountry: 'EE' }),
    );
    const { token } = await invite(t, admin.headers, 'mart@ehitus.ee');
    const taken = await accept(token, adminB.headers);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'ALREADY_IN_COMPANY' });
  });

  it('replaces an open invitation to the same address: only the newest link works', async () => {
    const admin = await companyAdmin(t, 'anna@virtanen.fi');
    const first = await invite(t, admin.headers, 'mikko@virtanen.fi');
    const second = await invite(t, admin.headers, 'mikko@virtanen.fi');
    expect((await accept(first.token)).statusCode).toBe(400);
    expect((await accept(second.token)).statusCode).toBe(200);
  });

  it('invites an admin without an order limit and refuses inviting a member again (409 on email)', async () => {
    const admin = await companyAdmin(t, 'anna@virtanen.fi');
    const { token } = await invite(t, admin.headers, 'liisa@virtanen.fi', { role: 'admin', order_limit: 500 });
    const joined = LoginResponseSchema.parse((await accept(token)).json());
    expect(joined.user.company_account).toMatchObject({ role: 'admin', order_limit: null });
    const res = await t.app.inject({
      method: 'POST',
      url: '/users/company/invites',
      headers: { ...admin.headers, 'x-locale': 'de' },
      payload: { email: 'liisa@virtanen.fi', host: shopOrigin },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().issues).toEqual([{ field: 'email', reason: 'Diese Person ist bereits Mitglied Ihrer Firma.' }]);
  });

  it("keeps each company's invitations its own: no other admin lists or revokes them, no buyer invites", async () => {
    const adminA = await companyAdmin(t, 'anna@virtanen.fi');
    const sent = await invite(t, adminA.headers, 'mikko@virtanen.fi');
    const adminB = await companyAdmin(
      t,
      'mart@ehitus.ee',
      companyBody({ vatid: otherRegisteredCompany.vatId, billingpostcode: '11415', billingCountry: 'EE' }),
    );
    const listB = await t.app.inject({ method: 'GET', url: '/users/company/invites', headers: adminB.headers });
    expect(listB.json()).toEqual([]);
    const revokeB = await t.app.inject({
      method: 'DELETE',
      url: `/users/company/invites/${sent.invite.invite_id}`,
      headers: adminB.headers,
    });
    expect(revokeB.statusCode).toBe(404);
    const buyer = await loggedInUser(t, 'mikko@virtanen.fi');
    await accept(sent.token, buyer.headers);
    const byBuyer = await t.app.inject({
      method: 'POST',
      url: '/users/company/invites',
      headers: buyer.headers,
      payload: { email: 'x@virtanen.fi', host: shopOrigin },
    });
    expect(byBuyer.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/users/company/invites', headers: buyer.headers })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/users/company/invites' })).statusCode).toBe(401);
    expect(await currentStatus(t, buyer.sessionId)).toBe(200);
  });

  it('refuses a link to a foreign site and bad input with field and reason', async () => {
    const admin = await companyAdmin(t, 'anna@virtanen.fi');
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/users/company/invites',
      headers: admin.headers,
      payload: { email: 'mikko@virtanen.fi', host: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().issues).toEqual([expect.objectContaining({ field: 'host' })]);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/users/company/invites',
      headers: admin.headers,
      payload: { email: 'nope', role: 'owner', host: shopOrigin },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .issues.map((i: { field: string }) => i.field)
        .sort(),
    ).toEqual(['email', 'role']);
    expect(t.mails().filter((m) => m.subject.includes('Virtanen'))).toEqual([]);
  });
});
