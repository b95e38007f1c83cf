import { CompanyAdminContactListSchema, WorkSiteListSchema, WorkSiteSchema } from '@shop/contracts';
import { companyAdmin, companyBody, member, siteBody } from '../company-flows';
import { otherRegisteredCompany } from '../fake-company-register';
import { loggedInUser } from '../flows';
import { buildUsers, type UsersTestApp } from '../helper';

describe("a company's work sites", () => {
  let t: UsersTestApp;
  beforeEach(async () => {
    t = await buildUsers();
  });
  afterEach(() => t.app.close());

  const list = async (headers: Record<string, string>) =>
    WorkSiteListSchema.parse((await t.app.inject({ method: 'GET', url: '/users/company/work-sites', headers })).json());

  it('are added, changed and removed by an admin and read by its buyers', async () => {
    const admin = await companyAdmin(t, 'anna@virtanen.fi');
    const buyer = await member(t, admin.headers, 'mikko@virtanen.fi');
    const added = await t.app.inject({
      method: 'POST',
      url: '/users/company/work-sites',
      headers: admin.headers,
      payload: siteBody(),
    });
    expect(added.statusCode).toBe(200);
    const site = WorkSiteSchema.parse(added.json());
    expect(site).toMatchObject({
      name: 'Pasila, Block C',
      contact_name: 'Jari Nieminen',
      contact_phone: '+358 40 765 4321',
    });
    await t.app.inject({
      method: 'POST',
      url: '/users/company/work-sites',
      headers: admin.headers,
      payload: siteBody({ name: 'Tikkurila depot', postcode: '01300', city: 'Vantaa' }),
    });
    expect((await list(buyer.headers)).map((s) => s.name)).toEqual(['Pasila, Block C', 'Tikkurila depot']);

    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/users/company/work-sites/${site.site_id}`,
      headers: admin.headers,
      payload: siteBody({ contact_name: 'Sanna Koski', contact_phone: '+358 50 111 2233' }),
    });
    expect(changed.json()).toMatchObject({ site_id: site.site_id, contact_name: 'Sanna Koski' });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/users/company/work-sites/${site.site_id}`,
      headers: admin.headers,
    });
    expect(removed.json()).toMatchObject({ code: 'WORK_SITE_REMOVED' });
    expect((await list(buyer.headers)).map((s) => s.name)).toEqual(['Tikkurila depot']);
  });

  it('cannot be changed by a buyer (403), nor read without a company (404) or a session (401)', async () => {
    const admin = await companyAdmin(t, 'anna@virtanen.fi');
    const buyer = await member(t, admin.headers, 'mikko@virtanen.fi');
    const site = WorkSiteSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/users/company/work-sites',
          headers: admin.headers,
          payload: siteBody(),
        })
      ).json(),
    );
    const add = await t.app.inject({
      method: 'POST',
      url: '/users/company/work-sites',
      headers: buyer.headers,
      payload: siteBody(),
    });
    expect(add.statusCode).toBe(403);
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/users/company/work-sites/${site.site_id}`,
        headers: buyer.headers,
        ...(method === 'PATCH' ? { payload: siteBody() } : {}),
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/users/company/work-sites' })).statusCode).toBe(401);
    const privateBuyer = await loggedInUser(t, 'private@buyer.fi');
    const res = await t.app.inject({ method: 'GET', url: '/users/company/work-sites', headers: privateBuyer.headers });
    expect(res.statusCode).toBe(404);
  });

  it("of company A are never seen or changed by company B's admin (404) nor listed to B's buyers", async () => {
    const adminA = await companyAdmin(t, 'anna@virtanen.fi');
    const site = WorkSiteSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/users/company/work-sites',
          headers: adminA.headers,
          payload: siteBody(),
        })
      ).json(),
    );
    const adminB = await companyAdmin(
      t,
      'mart@ehitus.ee',
      companyBody({ vatid: otherRegisteredCompany.vatId, billingpostcode: '11415', billingCountry: 'EE' }),
    );
    const buyerB = await member(t, adminB.headers, 'kati@ehitus.ee');
    expect(await list(adminB.headers)).toEqual([]);
    expect(await list(buyerB.headers)).toEqual([]);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/users/company/work-sites/${site.site_id}`,
      headers: adminB.headers,
      payload: siteBody({ name: 'Hijacked' }),
    });
    expect(patch.statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/users/company/work-sites/${site.site_id}`,
      headers: adminB.headers,
    });
    expect(del.statusCode).toBe(404);
    expect((await list(adminA.headers)).map((s) => s.name)).toEqual(['Pasila, Block C']);
  });

  it('refuse bad input with the field and the reason in the buyer language', async () => {
    const admin = await companyAdmin(t, 'anna@virtanen.fi');
    const res = await t.app.inject({
      method: 'POST',
      url: '/users/company/work-sites',
      headers: { ...admin.headers, 'x-locale': 'et' },
      payload: siteBody({ name: '', postcode: '1234', contact_phone: 'call me', country: 'US' }),
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json<{ issues: { field: string; reason: string }[] }>().issues.map((i) => i.field);
    expect(fields.sort()).toEqual(['contact_phone', 'country', 'name']);
    expect(res.json().issues.find((i: { field: string }) => i.field === 'name').reason).toBe('Andke objektile nimi.');
    const postcode = await t.app.inject({
      method: 'POST',
      url: '/users/company/work-sites',
      headers: admin.headers,
      payload: siteBody({ postcode: '1234' }),
    });
    expect(postcode.json().issues).toEqual([{ field: 'postcode', reason: expect.any(String) }]);
    expect(await list(admin.headers)).toEqual([]);
  });
});

describe('the internal company calls (GET /internal/companies/...)', () => {
  it("answer a company's admins with their languages, and its work sites, in the own process only", async () => {
    const t = await buildUsers({ internalCalls: true });
    try {
      const admin = await companyAdmin(t, 'anna@virtanen.fi');
      await member(t, admin.headers, 'mikko@virtanen.fi');
      const liisa = await member(t, admin.headers, 'liisa@virtanen.fi', { role: 'admin' });
      // Liisa now uses the shop in Finnish: the company's mails to her speak it.
      await t.app.inject({ method: 'GET', url: '/users/company', headers: { ...liisa.headers, 'x-locale': 'fi' } });
      const id = admin.company.company_id;
      const admins = CompanyAdminContactListSchema.parse(
        (await t.app.inject({ method: 'GET', url: `/internal/companies/${id}/admins` })).json(),
      );
      expect(admins.map((a) => [a.email, a.locale])).toEqual([
        ['anna@virtanen.fi', 'en'],
        ['liisa@virtanen.fi', 'fi'],
      ]);
      await t.app.inject({
        method: 'POST',
        url: '/users/company/work-sites',
        headers: admin.headers,
        payload: siteBody(),
      });
      const sites = WorkSiteListSchema.parse(
        (await t.app.inject({ method: 'GET', url: `/internal/companies/${id}/work-sites` })).json(),
      );
      expect(sites.map((s) => s.name)).toEqual(['Pasila, Block C']);
      expect((await t.app.inject({ method: 'GET', url: '/internal/companies/nope/admins' })).statusCode).toBe(404);
    } finally {
      await t.app.close();
    }
  });

  it('are not served when the service is embedded behind the gateway', async () => {
    const t = await buildUsers();
    try {
      const admin = await companyAdmin(t, 'anna@virtanen.fi');
      const res = await t.app.inject({ method: 'GET', url: `/internal/companies/${admin.company.company_id}/admins` });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.app.close();
    }
  });
});
