import { companyAdmin, companyBody, invite } from '../company-flows';
import { buildUsers, type UsersTestApp } from '../helper';

/*
 * The company calls of issue 19 as an attacker meets them (R1's review, 26 Nov 2026): what the shop
 * mails in a company's name to an address the caller chooses.
 */
describe('company invitations: the shop mails only a registered company’s own name', () => {
  let t: UsersTestApp;
  beforeEach(async () => {
    t = await buildUsers();
  });
  afterEach(() => t.app.close());

  it('names the company as the register does whatever the founder typed, so no mail carries their words', async () => {
    const lure = 'Nordbau Sicherheit: Konto gesperrt, jetzt entsperren auf https://evil.example/login';
    const admin = await companyAdmin(t, 'mallory@example.fi', companyBody({ name: lure }));
    expect(admin.company.name).toBe('Rakennus Virtanen Oy');
    expect(admin.company.membership.name).toBe('Rakennus Virtanen Oy');
    const { mail } = await invite(t, { ...admin.headers, 'x-locale': 'de' }, 'victim@example.com');
    expect(mail.raw).toContain('Rakennus Virtanen Oy');
    expect(mail.raw).not.toContain('evil.example');
    expect(mail.raw).not.toContain('Konto gesperrt');
  });
});
