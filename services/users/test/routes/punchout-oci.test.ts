import { PunchoutConnectionSchema, UserSchema } from '@shop/contracts';
import { loggedInUser, password } from '../flows';
import { punchoutCompany } from '../punchout-flows';
import { buildUsers, setCookieLine, setCookieValue, withSession, type UsersTestApp } from '../helper';

const hookUrl = 'https://erp.buyer.example/sap/bc/gui/sap/its/bbpsc02?~OkCode=ADDI&~TARGET=_top';
const ociPassword = 'oci-secret-of-the-buyer';

describe('OCI punch-out: the purchasing system opens a session of a company member', () => {
  let t: UsersTestApp;
  let operatorHeaders: Record<string, string>;
  let adminHeaders: Record<string, string>;
  let companyId: string;
  let buyerId: number;
  beforeEach(async () => {
    t = await buildUsers();
    ({ adminHeaders, companyId, buyerId, operatorHeaders } = await punchoutCompany(t));
  });
  afterEach(() => t.app.close());

  const configure = (headers: Record<string, string>, over: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'PUT',
      url: '/users/backoffice/punchout',
      headers,
      payload: {
        protocol: 'oci',
        company_id: companyId,
        userid: buyerId,
        username: 'SAP-RAKENNUS',
        password: ociPassword,
        ...over,
      },
    });
  const ociLogin = (fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/users/punchout/oci',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const sapFields = (over: Record<string, string> = {}) => ({
    USERNAME: 'SAP-RAKENNUS',
    PASSWORD: ociPassword,
    HOOK_URL: hookUrl,
    '~OkCode': 'ADDI',
    '~TARGET': '_top',
    '~CALLER': 'CTLG',
    ...over,
  });
  const current = (token: string) =>
    t.app.inject({ method: 'GET', url: '/users/current', headers: withSession(token) });

  it('lets only operators set a connection, and never answers its secret', async () => {
    expect((await configure({})).statusCode).toBe(401);
    expect((await configure(adminHeaders)).statusCode).toBe(403);
    const res = await configure(operatorHeaders);
    expect(res.statusCode).toBe(200);
    expect(PunchoutConnectionSchema.strict().parse(res.json())).toMatchObject({
      company_id: companyId,
      userid: buyerId,
      protocol: 'oci',
      login: 'SAP-RAKENNUS',
    });
    expect(res.body).not.toContain(ociPassword);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/users/backoffice/companies/${companyId}/punchout`,
      headers: operatorHeaders,
    });
    expect(listed.json()).toEqual([res.json()]);
    expect(listed.body).not.toContain('scrypt');
  });

  it('refuses to map the connection to an account outside the company', async () => {
    const stranger = await loggedInUser(t, 'stranger@example.com');
    const res = await configure(operatorHeaders, { userid: stranger.user.userid });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([expect.objectContaining({ field: 'userid' })]);
  });

  it("opens the member's session from SAP's form post and keeps HOOK_URL and ~TARGET on the server", async () => {
    await configure(operatorHeaders);
    const res = await ociLogin(sapFields());
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
    // A new window opened by the purchasing system: a top-level navigation, which Lax serves.
    expect(setCookieLine(res, 'sid')).toMatch(/HttpOnly; SameSite=Lax; Max-Age=28800/);
    // The cart page's cue to offer the transfer: readable, and nothing that logs in.
    expect(setCookieLine(res, 'punchout')).toBe('punchout=oci; Path=/; SameSite=Lax; Max-Age=28800');
    const user = UserSchema.parse((await current(setCookieValue(res, 'sid')!)).json());
    expect(user.userid).toBe(buyerId);
    expect(user.company_account).toMatchObject({ company_id: companyId, role: 'buyer' });
    expect(user.punchout).toEqual({
      protocol: 'oci',
      return_url: hookUrl,
      target: '_top',
      buyer_cookie: '',
      credentials: null,
    });
  });

  it('opens it from a GET with the fields in the query as well', async () => {
    await configure(operatorHeaders);
    const res = await t.app.inject({
      method: 'GET',
      url: `/users/punchout/oci?${new URLSearchParams(sapFields({ '~TARGET': '' }))}`,
    });
    expect(res.statusCode).toBe(303);
    const user = UserSchema.parse((await current(setCookieValue(res, 'sid')!)).json());
    expect(user.punchout).toMatchObject({ return_url: hookUrl, target: '_top' });
  });

  it('gives a stranger nothing: a wrong password and an unknown user name get the same 401 and no cookie', async () => {
    await configure(operatorHeaders);
    const wrong = await ociLogin(sapFields({ PASSWORD: 'guessed-password-123' }));
    const unknown = await ociLogin(sapFields({ USERNAME: 'SAP-OTHER' }));
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('INVALID_CREDENTIALS');
      expect(setCookieValue(res, 'sid')).toBeUndefined();
    }
  });

  it('refuses a HOOK_URL that is no http or https address', async () => {
    await configure(operatorHeaders);
    for (const HOOK_URL of ['javascript:alert(1)', 'ftp://erp.buyer.example/hook', 'data:text/html,x', 'erp/hook']) {
      const res = await ociLogin(sapFields({ HOOK_URL }));
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([expect.objectContaining({ field: 'HOOK_URL' })]);
      expect(setCookieValue(res, 'sid')).toBeUndefined();
    }
  });

  it('refuses the login once the member has left the company', async () => {
    await configure(operatorHeaders);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/users/company/members/${buyerId}`,
      headers: adminHeaders,
    });
    expect(removed.statusCode).toBe(200);
    expect((await ociLogin(sapFields())).statusCode).toBe(401);
  });

  it('ends the punch-out session after 8 hours, and a buyer\u2019s own login carries no punch-out', async () => {
    await configure(operatorHeaders);
    const token = setCookieValue(await ociLogin(sapFields()), 'sid')!;
    t.advance(8 * 60 + 1);
    expect((await current(token)).statusCode).toBe(401);
    const own = await loggedInUser(t, 'own.login@rakennus-oy.fi');
    expect(UserSchema.parse((await current(own.sessionId)).json()).punchout).toBeUndefined();
    const again = await t.app.inject({
      method: 'POST',
      url: '/users/login',
      payload: { email: 'own.login@rakennus-oy.fi', password },
    });
    expect(setCookieLine(again, 'punchout')).toMatch(/^punchout=; .*Max-Age=0/);
  });
});
