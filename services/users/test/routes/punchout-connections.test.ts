import { CompanyMemberListSchema, PunchoutConnectionSchema } from '@shop/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqlitePunchoutStore } from '../../src/adapters/sqlite-punchout-store';
import type { PunchoutStore } from '../../src/ports/punchout-store';
import { punchoutCompany } from '../punchout-flows';
import { buildUsers, setCookieValue, withSession, type UsersTestApp } from '../helper';

const ociPassword = 'oci-secret-of-the-buyer';
const sapFields = {
  USERNAME: 'SAP-RAKENNUS',
  PASSWORD: ociPassword,
  HOOK_URL: 'https://erp.buyer.example/sap/bc/gui/sap/its/bbpsc02?~OkCode=ADDI',
};

describe('punch-out connections in the back office: members to shop as, revocation', () => {
  let t: UsersTestApp;
  let operatorHeaders: Record<string, string>;
  let adminHeaders: Record<string, string>;
  let companyId: string;
  let buyerId: number;
  const setUp = async (punchout?: PunchoutStore) => {
    t = await buildUsers(punchout ? { punchout } : {});
    ({ adminHeaders, companyId, buyerId, operatorHeaders } = await punchoutCompany(t));
  };
  afterEach(() => t.app.close());

  const configure = async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/users/backoffice/punchout',
      headers: operatorHeaders,
      payload: {
        protocol: 'oci',
        company_id: companyId,
        userid: buyerId,
        username: 'SAP-RAKENNUS',
        password: ociPassword,
      },
    });
    return PunchoutConnectionSchema.parse(res.json());
  };
  const login = () =>
    t.app.inject({
      method: 'POST',
      url: '/users/punchout/oci',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(sapFields).toString(),
    });
  const revoke = (headers: Record<string, string>, connectionId: string, company = companyId) =>
    t.app.inject({ method: 'DELETE', url: `/users/backoffice/companies/${company}/punchout/${connectionId}`, headers });
  const current = (token: string) =>
    t.app.inject({ method: 'GET', url: '/users/current', headers: withSession(token) });

  const setCxml = (headers: Record<string, string>, statusUrl: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/users/backoffice/punchout',
      headers,
      payload: {
        protocol: 'cxml',
        company_id: companyId,
        userid: buyerId,
        domain: 'NetworkID',
        identity: 'AN01000000001',
        shared_secret: 'cxml-shared-secret-of-the-buyer',
        status_url: statusUrl,
      },
    });

  it('keeps a cXML connection\u2019s status URL and lists it, to operators only', async () => {
    await setUp();
    expect((await setCxml(adminHeaders, 'https://buyer.example/cxml/status')).statusCode).toBe(403);
    const saved = await setCxml(operatorHeaders, 'https://buyer.example/cxml/status');
    expect(saved.statusCode).toBe(200);
    const list = await t.app.inject({
      method: 'GET',
      url: `/users/backoffice/companies/${companyId}/punchout`,
      headers: operatorHeaders,
    });
    expect(list.json()).toEqual([
      expect.objectContaining({ login: 'networkid:AN01000000001', status_url: 'https://buyer.example/cxml/status' }),
    ]);
  });

  it('refuses a status URL the shop must not post to, naming the field in the operator\u2019s language', async () => {
    await setUp();
    const reasons = async (url: string, locale: string) => {
      const res = await setCxml({ ...operatorHeaders, 'x-locale': locale }, url);
      expect(res.statusCode).toBe(400);
      return res.json<{ issues: { field: string; reason: string }[] }>().issues;
    };
    expect(await reasons('ftp://buyer.example/status', 'de')).toEqual([
      { field: 'status_url', reason: 'Geben Sie die Status-Adresse als https://… ohne Benutzername und Passwort an.' },
    ]);
    expect(await reasons('https://user:secret@buyer.example/status', 'en')).toEqual([
      { field: 'status_url', reason: 'Enter the status address as https://… without user name and password.' },
    ]);
    expect(await reasons('http://buyer.example/status', 'fi')).toEqual([
      { field: 'status_url', reason: 'Tilasanomat lähetetään vain https://-osoitteisiin.' },
    ]);
    expect(await reasons('https://10.0.0.8/status', 'et')).toEqual([
      {
        field: 'status_url',
        reason: 'Aadress on privaatvõrgus: olekuteated saadetakse ainult avalikele aadressidele.',
      },
    ]);
    expect(await reasons('https://169.254.169.254/latest/meta-data', 'en')).toEqual([
      expect.objectContaining({ field: 'status_url' }),
    ]);
  });

  it('takes a local status URL where WEBHOOKS_ALLOW_LOCAL allows it (the tests\u2019 partner)', async () => {
    t = await buildUsers({ outbound: { local: true } });
    ({ adminHeaders, companyId, buyerId, operatorHeaders } = await punchoutCompany(t));
    const saved = await setCxml(operatorHeaders, 'http://127.0.0.1:4567/cxml/status');
    expect(saved.json()).toMatchObject({ status_url: 'http://127.0.0.1:4567/cxml/status' });
  });

  it("lists a company's members, with name and e-mail, to operators only", async () => {
    await setUp();
    const url = `/users/backoffice/companies/${companyId}/members`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: adminHeaders })).statusCode).toBe(403);
    const res = await t.app.inject({ method: 'GET', url, headers: operatorHeaders });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const members = CompanyMemberListSchema.parse(res.json());
    expect(members.map((m) => [m.email, m.role])).toEqual([
      ['anna.virtanen@rakennus-oy.fi', 'admin'],
      ['sap.buyer@rakennus-oy.fi', 'buyer'],
    ]);
  });

  it('revokes a connection: its login opens nothing and the session it opened ends', async () => {
    await setUp();
    const connection = await configure();
    const sid = setCookieValue(await login(), 'sid')!;
    expect((await current(sid)).statusCode).toBe(200);

    expect((await revoke({}, connection.connection_id)).statusCode).toBe(401);
    expect((await revoke(adminHeaders, connection.connection_id)).statusCode).toBe(403);
    const res = await revoke(operatorHeaders, connection.connection_id);
    expect(res.statusCode).toBe(204);

    expect((await current(sid)).statusCode).toBe(401);
    expect((await login()).statusCode).toBe(401);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/users/backoffice/companies/${companyId}/punchout`,
      headers: operatorHeaders,
    });
    expect(listed.json()).toEqual([]);
  });

  it("answers 404 for another company's connection or one that is gone, and 400 naming a malformed id", async () => {
    await setUp();
    const connection = await configure();
    const elsewhere = await revoke(operatorHeaders, connection.connection_id, '0b9b3c55-8a1c-4a3e-9a57-6d7e4d0c1f01');
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe('That company has no such punch-out connection.');
    expect((await revoke(operatorHeaders, connection.connection_id)).statusCode).toBe(204);
    expect((await revoke(operatorHeaders, connection.connection_id)).statusCode).toBe(404);
    const malformed = await revoke(operatorHeaders, 'not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(JSON.stringify(malformed.json())).toContain('connection_id');
  });

  it('ends a session its login opened while an operator revoked the connection', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'punchout-race-'));
    const store = new SqlitePunchoutStore(join(dir, 'punchout.sqlite'));
    // Once armed, the operator revokes right after the login read the connection, before its session is stored.
    let armed = false;
    const racing: PunchoutStore = Object.assign(Object.create(store) as PunchoutStore, {
      connectionByLogin: async (...args: Parameters<PunchoutStore['connectionByLogin']>) => {
        const found = await store.connectionByLogin(...args);
        if (found && armed) await store.deleteConnection(found.company_id, found.connection_id);
        return found;
      },
    });
    try {
      await setUp(racing);
      await configure();
      armed = true;
      const res = await login();
      expect(res.statusCode).toBe(303);
      const sid = setCookieValue(res, 'sid')!;
      expect((await current(sid)).statusCode).toBe(401);
      // Ended, not only refused once.
      expect((await current(sid)).statusCode).toBe(401);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
