import {
  CompanyBillingSchema,
  CompanySchema,
  defaultCompanyBilling,
  WorkSiteSchema,
  type CompanyBilling,
  type CompanyRole,
  type CompanyVerification,
  type Locale,
  type WorkSite,
} from '@shop/contracts';
import { openMigratedDatabase, type MigrationLogger, type Readiness, type SqliteDatabase } from '@shop/service-kit';
import type {
  CompanyStore,
  MemberRefusal,
  StoredCompany,
  StoredInvite,
  StoredMember,
  StoredWorkSite,
  VerificationRefusal,
} from '../ports/company-store';
import { companyMigrations } from './company-migrations';

interface CompanyRow extends Omit<StoredCompany, 'billingCountry' | 'register' | 'verification' | 'billing'> {
  billing_country: string;
  billing: string | null;
  register: string | null;
  verification_status: CompanyVerification['status'];
  verification_by: string | null;
  verification_at: string | null;
}
const toCompany = ({
  billing_country,
  billing,
  register,
  verification_status,
  verification_by,
  verification_at,
  ...row
}: CompanyRow): StoredCompany => ({
  ...row,
  billingCountry: billing_country,
  register: register === null ? null : CompanySchema.parse(JSON.parse(register)),
  verification: { status: verification_status, decided_by: verification_by, decided_at: verification_at },
  billing: billing === null ? defaultCompanyBilling : CompanyBillingSchema.parse(JSON.parse(billing)),
});
const companyColumns =
  'company_id, name, vatid, billingaddress, billingaddress_additional_line, billingpostcode, billingcity, ' +
  'billing_country, created_at, claimed_name, register, verification_status, verification_by, verification_at, billing';
const memberColumns = 'company_id, userid, role, order_limit, locale, joined_at';
const inviteColumns = 'invite_id, company_id, email, role, order_limit, token_hash, created_at, expires_at';

/** The embedded company store: companies.sqlite beside users.sqlite, its own file and migrations. */
export class SqliteCompanyStore implements CompanyStore {
  readonly kind = 'sqlite';
  private readonly db: SqliteDatabase;

  constructor(file: string, { logger }: { logger?: MigrationLogger } = {}) {
    this.db = openMigratedDatabase(file, { companies: companyMigrations }, logger);
  }

  async createCompany(company: StoredCompany, admin: StoredMember): Promise<'created' | 'already_member'> {
    return this.db.transaction(() => {
      if (this.memberRow(admin.userid)) return 'already_member' as const;
      this.db
        .prepare(`INSERT INTO companies (${companyColumns}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
        .run(
          company.company_id,
          company.name,
          company.vatid,
          company.billingaddress,
          company.billingaddress_additional_line,
          company.billingpostcode,
          company.billingcity,
          company.billingCountry,
          company.created_at,
          company.claimed_name,
          company.register === null ? null : JSON.stringify(company.register),
          company.verification.status,
          company.verification.decided_by,
          company.verification.decided_at,
          JSON.stringify(company.billing),
        );
      this.insertMember(admin);
      return 'created' as const;
    })();
  }

  async company(companyId: string): Promise<StoredCompany | null> {
    const row = this.db.prepare(`SELECT ${companyColumns} FROM companies WHERE company_id = ?`).get(companyId) as
      CompanyRow | undefined;
    return row ? toCompany(row) : null;
  }

  async membershipOf(userid: number): Promise<{ company: StoredCompany; member: StoredMember } | null> {
    const member = this.memberRow(userid);
    const company = member ? await this.company(member.company_id) : null;
    return member && company ? { company, member } : null;
  }

  async members(companyId: string): Promise<StoredMember[]> {
    return this.db
      .prepare(`SELECT ${memberColumns} FROM company_members WHERE company_id = ? ORDER BY joined_at, userid`)
      .all(companyId) as StoredMember[];
  }

  async updateMember(
    companyId: string,
    userid: number,
    change: { role?: CompanyRole; order_limit?: number | null },
  ): Promise<StoredMember | MemberRefusal> {
    return this.db.transaction((): StoredMember | MemberRefusal => {
      const member = this.memberRow(userid);
      if (!member || member.company_id !== companyId) return 'not_found';
      const role = change.role ?? member.role;
      if (member.role === 'admin' && role !== 'admin' && this.adminCount(companyId) <= 1) return 'last_admin';
      // An admin approves orders: a limit would be an admin's own approval of himself.
      const limit =
        role === 'admin' ? null : change.order_limit === undefined ? member.order_limit : change.order_limit;
      this.db.prepare('UPDATE company_members SET role = ?, order_limit = ? WHERE userid = ?').run(role, limit, userid);
      return { ...member, role, order_limit: limit };
    })();
  }

  async removeMember(companyId: string, userid: number): Promise<'removed' | MemberRefusal> {
    return this.db.transaction((): 'removed' | MemberRefusal => {
      const member = this.memberRow(userid);
      if (!member || member.company_id !== companyId) return 'not_found';
      if (member.role === 'admin' && this.adminCount(companyId) <= 1) return 'last_admin';
      this.db.prepare('DELETE FROM company_members WHERE userid = ?').run(userid);
      return 'removed';
    })();
  }

  async setMemberLocale(companyId: string, userid: number, locale: Locale): Promise<void> {
    this.db
      .prepare('UPDATE company_members SET locale = ? WHERE userid = ? AND company_id = ?')
      .run(locale, userid, companyId);
  }

  async createInvite(invite: StoredInvite): Promise<void> {
    this.db
      .prepare(`INSERT INTO company_invites (${inviteColumns}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(
        invite.invite_id,
        invite.company_id,
        invite.email,
        invite.role,
        invite.order_limit,
        invite.token_hash,
        invite.created_at,
        invite.expires_at,
      );
  }

  async openInvites(companyId: string, now: Date): Promise<StoredInvite[]> {
    return this.db
      .prepare(
        `SELECT ${inviteColumns} FROM company_invites
         WHERE company_id = ? AND closed_at IS NULL AND expires_at > ? ORDER BY created_at DESC, invite_id`,
      )
      .all(companyId, now.toISOString()) as StoredInvite[];
  }

  async revokeInvite(companyId: string, inviteId: string): Promise<boolean> {
    const { changes } = this.db
      .prepare('UPDATE company_invites SET closed_at = ? WHERE invite_id = ? AND company_id = ? AND closed_at IS NULL')
      .run(new Date().toISOString(), inviteId, companyId);
    return changes === 1;
  }

  async findInvite(tokenHash: string, now: Date): Promise<StoredInvite | null> {
    const row = this.db
      .prepare(
        `SELECT ${inviteColumns} FROM company_invites WHERE token_hash = ? AND closed_at IS NULL AND expires_at > ?`,
      )
      .get(tokenHash, now.toISOString()) as StoredInvite | undefined;
    return row ?? null;
  }

  async acceptInvite(
    tokenHash: string,
    userid: number,
    locale: Locale,
    now: Date,
  ): Promise<{ invite: StoredInvite; member: StoredMember } | 'invalid' | 'already_member'> {
    return this.db.transaction(() => {
      const at = now.toISOString();
      const invite = this.db
        .prepare(
          `SELECT ${inviteColumns} FROM company_invites WHERE token_hash = ? AND closed_at IS NULL AND expires_at > ?`,
        )
        .get(tokenHash, at) as StoredInvite | undefined;
      if (!invite) return 'invalid' as const;
      if (this.memberRow(userid)) return 'already_member' as const;
      this.db.prepare('UPDATE company_invites SET closed_at = ? WHERE invite_id = ?').run(at, invite.invite_id);
      const member: StoredMember = {
        company_id: invite.company_id,
        userid,
        role: invite.role,
        order_limit: invite.role === 'admin' ? null : invite.order_limit,
        locale,
        joined_at: at,
      };
      this.insertMember(member);
      return { invite, member };
    })();
  }

  async verifiedCompanyOf(vatid: string): Promise<StoredCompany | null> {
    const row = this.db
      .prepare(`SELECT ${companyColumns} FROM companies WHERE vatid = ? AND verification_status = 'verified'`)
      .get(vatid) as CompanyRow | undefined;
    return row ? toCompany(row) : null;
  }

  async awaitingVerification(): Promise<StoredCompany[]> {
    const rows = this.db
      .prepare(
        `SELECT ${companyColumns} FROM companies WHERE verification_status = 'unverified'
         ORDER BY created_at, company_id`,
      )
      .all() as CompanyRow[];
    return rows.map(toCompany);
  }

  async decideVerification(
    companyId: string,
    verification: CompanyVerification,
  ): Promise<StoredCompany | VerificationRefusal> {
    return this.db.transaction((): StoredCompany | VerificationRefusal => {
      const row = this.db.prepare(`SELECT ${companyColumns} FROM companies WHERE company_id = ?`).get(companyId) as
        CompanyRow | undefined;
      if (!row) return 'not_found';
      if (row.verification_status !== 'unverified') return 'decided';
      if (verification.status === 'verified' && this.verifiedRow(row.vatid)) return 'verified_elsewhere';
      if (verification.status === 'rejected') {
        this.db.prepare('DELETE FROM company_members WHERE company_id = ?').run(companyId);
        this.db
          .prepare('UPDATE company_invites SET closed_at = ? WHERE company_id = ? AND closed_at IS NULL')
          .run(verification.decided_at, companyId);
      }
      this.db
        .prepare(
          'UPDATE companies SET verification_status = ?, verification_by = ?, verification_at = ? WHERE company_id = ?',
        )
        .run(verification.status, verification.decided_by, verification.decided_at, companyId);
      return { ...toCompany(row), verification };
    })();
  }

  async verifiedCompanies(): Promise<StoredCompany[]> {
    const rows = this.db
      .prepare(
        `SELECT ${companyColumns} FROM companies WHERE verification_status = 'verified' ORDER BY name, company_id`,
      )
      .all() as CompanyRow[];
    return rows.map(toCompany);
  }

  async setBilling(companyId: string, billing: CompanyBilling): Promise<StoredCompany | null> {
    this.db.prepare('UPDATE companies SET billing = ? WHERE company_id = ?').run(JSON.stringify(billing), companyId);
    return this.company(companyId);
  }

  async workSites(companyId: string): Promise<StoredWorkSite[]> {
    const rows = this.db
      .prepare('SELECT doc FROM company_work_sites WHERE company_id = ? ORDER BY position')
      .all(companyId) as { doc: string }[];
    return rows.map((row) => ({ ...WorkSiteSchema.parse(JSON.parse(row.doc)), company_id: companyId }));
  }

  async addWorkSite({ company_id, ...site }: StoredWorkSite): Promise<void> {
    this.db
      .prepare(
        `INSERT INTO company_work_sites (site_id, company_id, doc, position)
         VALUES (?, ?, ?, (SELECT COALESCE(MAX(position), 0) + 1 FROM company_work_sites WHERE company_id = ?))`,
      )
      .run(site.site_id, company_id, JSON.stringify(site), company_id);
  }

  async updateWorkSite(companyId: string, site: WorkSite): Promise<StoredWorkSite | null> {
    const { changes } = this.db
      .prepare('UPDATE company_work_sites SET doc = ? WHERE site_id = ? AND company_id = ?')
      .run(JSON.stringify(site), site.site_id, companyId);
    return changes === 1 ? { ...site, company_id: companyId } : null;
  }

  async removeWorkSite(companyId: string, siteId: string): Promise<boolean> {
    const { changes } = this.db
      .prepare('DELETE FROM company_work_sites WHERE site_id = ? AND company_id = ?')
      .run(siteId, companyId);
    return changes === 1;
  }

  async readiness(): Promise<Readiness> {
    this.db.prepare('SELECT 1').get();
    return { ok: true, detail: 'sqlite answers' };
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }

  private memberRow(userid: number): StoredMember | undefined {
    return this.db.prepare(`SELECT ${memberColumns} FROM company_members WHERE userid = ?`).get(userid) as
      StoredMember | undefined;
  }

  private verifiedRow(vatid: string): boolean {
    return (
      this.db.prepare("SELECT 1 FROM companies WHERE vatid = ? AND verification_status = 'verified'").get(vatid) !==
      undefined
    );
  }

  private adminCount(companyId: string): number {
    return (
      this.db
        .prepare("SELECT COUNT(*) AS n FROM company_members WHERE company_id = ? AND role = 'admin'")
        .get(companyId) as { n: number }
    ).n;
  }

  private insertMember(member: StoredMember): void {
    this.db
      .prepare(`INSERT INTO company_members (${memberColumns}) VALUES (?, ?, ?, ?, ?, ?)`)
      .run(member.company_id, member.userid, member.role, member.order_limit, member.locale, member.joined_at);
  }
}
