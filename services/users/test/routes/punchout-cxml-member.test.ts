import { cxmlCredentialHeaders, CxmlMemberSchema, internalCxmlMemberPath } from '@shop/contracts';
import { cxmlBuyer, cxmlConnection, cxmlSharedSecret } from '../punchout-flows';
import { buildUsers, type UsersTestApp } from '../helper';

describe('GET /internal/punchout/cxml/member: whom a cXML credential speaks for', () => {
  let t: UsersTestApp;
  let buyerId: number;
  let adminHeaders: Record<string, string>;
  beforeEach(async () => {
    t = await buildUsers({ internalCalls: true });
    ({ userid: buyerId, adminHeaders } = await cxmlConnection(t));
  });
  afterEach(() => t.app.close());

  const ask = (credential: { domain: string; identity: string; sharedSecret: string }) =>
    t.app.inject({
      method: 'GET',
      url: internalCxmlMemberPath,
      headers: {
        [cxmlCredentialHeaders.domain]: encodeURIComponent(credential.domain),
        [cxmlCredentialHeaders.identity]: encodeURIComponent(credential.identity),
        [cxmlCredentialHeaders.sharedSecret]: encodeURIComponent(credential.sharedSecret),
      },
    });

  it('answers the connection and its member with the company membership, the domain in any case', async () => {
    const res = await ask({ ...cxmlBuyer, domain: 'networkid', sharedSecret: cxmlSharedSecret });
    expect(res.statusCode).toBe(200);
    const member = CxmlMemberSchema.parse(res.json());
    expect(member.user.userid).toBe(buyerId);
    expect(member.user.company_account).toMatchObject({ company_id: member.company_id, verified: true });
  });

  it('refuses a wrong shared secret and an unknown identity alike with 401', async () => {
    expect((await ask({ ...cxmlBuyer, sharedSecret: 'not-the-shared-secret' })).statusCode).toBe(401);
    expect((await ask({ ...cxmlBuyer, identity: 'AN0999', sharedSecret: cxmlSharedSecret })).statusCode).toBe(401);
    expect(
      (await ask({ ...cxmlBuyer, identity: 'Ostoj\u00e4rjestelm\u00e4', sharedSecret: cxmlSharedSecret })).statusCode,
    ).toBe(401);
  });

  it('refuses the right credential with 401 once the member has left the company', async () => {
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/users/company/members/${buyerId}`,
      headers: adminHeaders,
    });
    expect(removed.statusCode).toBe(200);
    expect((await ask({ ...cxmlBuyer, sharedSecret: cxmlSharedSecret })).statusCode).toBe(401);
  });

  it('refuses a call without the credential headers with 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: internalCxmlMemberPath })).statusCode).toBe(400);
  });

  it('is not served when the service is embedded behind the gateway', async () => {
    const embedded = await buildUsers();
    try {
      const res = await embedded.app.inject({ method: 'GET', url: internalCxmlMemberPath });
      expect(res.statusCode).toBe(404);
    } finally {
      await embedded.app.close();
    }
  });
});
