import { defaultCompanyBilling, type CompanyBilling } from '@shop/contracts';
import type { CompanyStore, StoredCompany, StoredInvite, StoredMember } from '../src/ports/company-store';

export const now = new Date('2026-11-26T10:00:00Z');

export const company = (id: string): StoredCompany => ({
  company_id: id,
  name: `Company ${id}`,
  vatid: 'FI27345615',
  billingaddress: 'Teollisuuskatu 21',
  billingaddress_additional_line: '',
  billingpostcode: '00510',
  billingcity: 'Helsinki',
  billingCountry: 'FI',
  created_at: now.toISOString(),
  claimed_name: `Company ${id}`,
  register: null,
  verification: { status: 'unverified', decided_by: null, decided_at: null },
  billing: defaultCompanyBilling,
});
export const admin = (companyId: string, userid: number): StoredMember => ({
  company_id: companyId,
  userid,
  role: 'admin',
  order_limit: null,
  locale: 'de',
  joined_at: now.toISOString(),
});
const invite = (companyId: string, id: string, over: Partial<StoredInvite> = {}): StoredInvite => ({
  invite_id: id,
  company_id: companyId,
  email: `${id}@example.fi`,
  role: 'buyer',
  order_limit: 1500,
  token_hash: `hash-${id}`,
  created_at: now.toISOString(),
  expires_at: new Date(now.getTime() + 60_000).toISOString(),
  ...over,
});

/** What every CompanyStore adapter must do (run by the SQLite and the MongoDB suites). */
export function companyStoreContract(open: () => Promise<CompanyStore>, destroy: (s: CompanyStore) => Promise<void>) {
  let store: CompanyStore;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(() => destroy(store));

  it('keeps one company per user: founding a second one, or joining another, is refused', async () => {
    expect(await store.createCompany(company('a'), admin('a', 1))).toBe('created');
    expect(await store.createCompany(company('b'), admin('b', 1))).toBe('already_member');
    expect(await store.company('b')).toBeNull();
    await store.createCompany(company('c'), admin('c', 2));
    await store.createInvite(invite('c', 'i1'));
    expect(await store.acceptInvite('hash-i1', 1, 'fi', now)).toBe('already_member');
    // Still open for whoever it was meant for.
    expect(await store.findInvite('hash-i1', now)).not.toBeNull();
    expect((await store.membershipOf(1))?.company.company_id).toBe('a');
  });

  it('uses an invitation once, even when two accept it at the same moment', async () => {
    await store.createCompany(company('a'), admin('a', 1));
    await store.createInvite(invite('a', 'i1'));
    const results = await Promise.all([
      store.acceptInvite('hash-i1', 2, 'fi', now),
      store.acceptInvite('hash-i1', 3, 'et', now),
    ]);
    expect(results.filter((r) => typeof r === 'object')).toHaveLength(1);
    expect(results.filter((r) => r === 'invalid')).toHaveLength(1);
    expect((await store.members('a')).map((m) => m.userid).sort()).toHaveLength(2);
    expect(await store.openInvites('a', now)).toEqual([]);
  });

  it('founds one company when one user founds two at the same moment', async () => {
    const results = await Promise.all([
      store.createCompany(company('a'), admin('a', 1)),
      store.createCompany(company('b'), admin('b', 1)),
    ]);
    expect(results.sort()).toEqual(['already_member', 'created']);
    const kept = (await store.membershipOf(1))!.company.company_id;
    expect(await store.company(kept === 'a' ? 'b' : 'a')).toBeNull();
  });

  it('lets an invitation revoked while it is accepted be either used or revoked, not both', async () => {
    await store.createCompany(company('a'), admin('a', 1));
    await store.createInvite(invite('a', 'i1'));
    const [accepted, revoked] = await Promise.all([
      store.acceptInvite('hash-i1', 2, 'fi', now),
      store.revokeInvite('a', 'i1'),
    ]);
    expect([typeof accepted === 'object', revoked].filter(Boolean)).toHaveLength(1);
    expect(await store.membershipOf(2)).toEqual(typeof accepted === 'object' ? expect.anything() : null);
    expect(await store.openInvites('a', now)).toEqual([]);
  });

  it('gives a joining buyer the invitation role and limit; an expired or revoked invitation is closed', async () => {
    await store.createCompany(company('a'), admin('a', 1));
    await store.createInvite(invite('a', 'i1'));
    await store.createInvite(invite('a', 'i2'));
    await store.createInvite(invite('a', 'i3', { expires_at: now.toISOString() }));
    const joined = await store.acceptInvite('hash-i1', 2, 'fi', now);
    expect(joined).toMatchObject({ member: { userid: 2, role: 'buyer', order_limit: 1500, locale: 'fi' } });
    expect(await store.revokeInvite('b', 'i2')).toBe(false);
    expect(await store.revokeInvite('a', 'i2')).toBe(true);
    expect(await store.acceptInvite('hash-i2', 4, 'fi', now)).toBe('invalid');
    expect(await store.acceptInvite('hash-i3', 5, 'fi', now)).toBe('invalid');
    expect(await store.openInvites('a', now)).toEqual([]);
  });

  it('never leaves a company without an admin, and acts only on members of the company named', async () => {
    await store.createCompany(company('a'), admin('a', 1));
    await store.createCompany(company('b'), admin('b', 9));
    expect(await store.updateMember('a', 1, { role: 'buyer' })).toBe('last_admin');
    expect(await store.removeMember('a', 1)).toBe('last_admin');
    expect(await store.removeMember('b', 1)).toBe('not_found');
    expect(await store.updateMember('b', 1, { order_limit: 5 })).toBe('not_found');
    await store.createInvite(invite('a', 'i1', { role: 'admin', order_limit: null }));
    await store.acceptInvite('hash-i1', 2, 'fi', now);
    expect(await store.updateMember('a', 1, { role: 'buyer', order_limit: 700 })).toMatchObject({
      role: 'buyer',
      order_limit: 700,
    });
    expect(await store.removeMember('a', 2)).toBe('last_admin');
    expect(await store.updateMember('a', 1, { role: 'admin' })).toMatchObject({ role: 'admin', order_limit: null });
    expect(await store.removeMember('a', 2)).toBe('removed');
    expect(await store.membershipOf(2)).toBeNull();
  });

  it('keeps one admin when two admins step down at the same moment', async () => {
    await store.createCompany(company('a'), admin('a', 1));
    await store.createInvite(invite('a', 'i1', { role: 'admin', order_limit: null }));
    await store.acceptInvite('hash-i1', 2, 'fi', now);
    const results = await Promise.all([
      store.updateMember('a', 1, { role: 'buyer' }),
      store.updateMember('a', 2, { role: 'buyer' }),
    ]);
    expect(results.filter((r) => r === 'last_admin')).toHaveLength(1);
    expect((await store.members('a')).filter((m) => m.role === 'admin')).toHaveLength(1);
  });

  it("keeps a change of a member's limit and of their language made at the same moment", async () => {
    await store.createCompany(company('a'), admin('a', 1));
    await store.createInvite(invite('a', 'i1'));
    await store.acceptInvite('hash-i1', 2, 'fi', now);
    const locales = ['et', 'de', 'fi'] as const;
    for (let round = 1; round <= 12; round += 1) {
      const locale = locales[round % 3]!;
      await Promise.all([store.updateMember('a', 2, { order_limit: round }), store.setMemberLocale('a', 2, locale)]);
      expect((await store.members('a'))[1]).toMatchObject({ userid: 2, order_limit: round, locale });
    }
  });

  it("keeps each company's work sites apart, in the order they were added", async () => {
    await store.createCompany(company('a'), admin('a', 1));
    await store.createCompany(company('b'), admin('b', 2));
    const site = (id: string, name: string) => ({
      site_id: id,
      name,
      street: 'Ratapihantie 11',
      additional_line: '',
      postcode: '00520',
      city: 'Helsinki',
      country: 'FI',
      contact_name: 'Jari Nieminen',
      contact_phone: '+358 40 765 4321',
    });
    await store.addWorkSite({ ...site('s1', 'Pasila'), company_id: 'a' });
    await store.addWorkSite({ ...site('s2', 'Vantaa'), company_id: 'a' });
    await store.addWorkSite({ ...site('s3', 'Tallinn'), company_id: 'b' });
    expect((await store.workSites('a')).map((s) => s.name)).toEqual(['Pasila', 'Vantaa']);
    expect(await store.updateWorkSite('b', site('s1', 'Taken'))).toBeNull();
    expect(await store.removeWorkSite('b', 's1')).toBe(false);
    expect(await store.updateWorkSite('a', site('s1', 'Pasila C'))).toMatchObject({ name: 'Pasila C' });
    expect(await store.removeWorkSite('a', 's2')).toBe(true);
    expect((await store.workSites('a')).map((s) => s.name)).toEqual(['Pasila C']);
    expect((await store.workSites('b')).map((s) => s.name)).toEqual(['Tallinn']);
  });

  const decided = (status: 'verified' | 'rejected') => ({
    status,
    decided_by: 'olli@nordbau.example',
    decided_at: now.toISOString(),
  });

  it('keeps a founded company unverified until an operator decides, and lists it until then', async () => {
    const registerAnswer = {
      name: 'Rakennus Virtanen Oy',
      vatId: 'FI27345615',
      businessId: '2734561-5',
      country: 'FI',
      streetAddress: 'Teollisuuskatu 21',
      postCode: '00510',
      city: 'Helsinki',
    };
    await store.createCompany({ ...company('a'), claimed_name: 'Acme Oy', register: registerAnswer }, admin('a', 1));
    expect(await store.company('a')).toMatchObject({
      claimed_name: 'Acme Oy',
      register: registerAnswer,
      verification: { status: 'unverified', decided_by: null, decided_at: null },
    });
    expect((await store.awaitingVerification()).map((c) => c.company_id)).toEqual(['a']);
    expect(await store.verifiedCompanyOf('FI27345615')).toBeNull();
    expect(await store.decideVerification('a', decided('verified'))).toMatchObject({
      company_id: 'a',
      verification: decided('verified'),
    });
    expect((await store.membershipOf(1))?.company.verification).toEqual(decided('verified'));
    expect((await store.verifiedCompanyOf('FI27345615'))?.company_id).toBe('a');
    expect(await store.awaitingVerification()).toEqual([]);
    expect(await store.decideVerification('a', decided('rejected'))).toBe('decided');
    expect(await store.decideVerification('nope', decided('verified'))).toBe('not_found');
  });

  it("keeps a company's billing, lists verified companies by name, keeps both when decided at once", async () => {
    const billing: CompanyBilling = {
      payment_terms: { net_days: 14, early_payment: { days: 7, percent: 2.5 } },
      credit_limit: 2_500_000,
      e_invoice: { format: 'xrechnung-cii', leitweg_id: '04011000-1234512345-06' },
      require_purchase_order: true,
      require_cost_center: true,
    };
    await store.createCompany({ ...company('a'), name: 'Zeta Bau GmbH' }, admin('a', 1));
    await store.createCompany({ ...company('b'), name: 'Alfa Oy', vatid: 'FI12345671' }, admin('b', 2));
    await store.createCompany({ ...company('c'), vatid: 'EE100000000' }, admin('c', 3));
    expect((await store.company('a'))?.billing).toEqual(defaultCompanyBilling);
    const [set] = await Promise.all([
      store.setBilling('a', billing),
      store.decideVerification('a', decided('verified')),
    ]);
    expect(set?.billing).toEqual(billing);
    expect(await store.company('a')).toMatchObject({ billing, verification: decided('verified') });
    expect((await store.membershipOf(1))?.company.billing).toEqual(billing);
    expect(await store.setBilling('nope', billing)).toBeNull();
    await store.decideVerification('b', decided('verified'));
    expect((await store.verifiedCompanies()).map((c) => c.company_id)).toEqual(['b', 'a']);
  });

  it('verifies one company per VAT id, even when two approvals come at the same moment', async () => {
    await store.createCompany(company('a'), admin('a', 1));
    await store.createCompany(company('b'), admin('b', 2));
    const results = await Promise.all([
      store.decideVerification('a', decided('verified')),
      store.decideVerification('b', decided('verified')),
    ]);
    expect(results.filter((r) => r === 'verified_elsewhere')).toHaveLength(1);
    expect(results.filter((r) => typeof r === 'object')).toHaveLength(1);
  });

  it('takes the members of a rejected company out of it and closes its invitations', async () => {
    await store.createCompany(company('a'), admin('a', 1));
    await store.createInvite(invite('a', 'i1'));
    expect(await store.decideVerification('a', decided('rejected'))).toMatchObject({
      verification: decided('rejected'),
    });
    expect(await store.membershipOf(1)).toBeNull();
    expect(await store.findInvite('hash-i1', now)).toBeNull();
    expect(await store.awaitingVerification()).toEqual([]);
    expect(await store.createCompany(company('b'), admin('b', 1))).toBe('created');
  });
}
