import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
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
import { Schema, type Model } from 'mongoose';
import type {
  CompanyStore,
  MemberRefusal,
  StoredCompany,
  StoredInvite,
  StoredMember,
  StoredWorkSite,
  VerificationRefusal,
} from '../ports/company-store';
import { MongoDatabase } from './mongo-database';

type InviteDocument = StoredInvite & { closed_at: string | null };
/** The invitation a member joined through (none for a company's founder). */
type MemberDocument = StoredMember & { invite_id?: string | null };
type WorkSiteDocument = { site_id: string; company_id: string; position: number; doc: WorkSite };

const companySchema = new Schema<StoredCompany>({
  company_id: { type: String, required: true, unique: true },
  name: String,
  vatid: String,
  billingaddress: String,
  billingaddress_additional_line: String,
  billingpostcode: String,
  billingcity: String,
  billingCountry: String,
  created_at: String,
  claimed_name: String,
  register: { type: Schema.Types.Mixed, default: null },
  verification: {
    status: { type: String, default: 'unverified', index: true },
    decided_by: { type: String, default: null },
    decided_at: { type: String, default: null },
  },
  billing: { type: Schema.Types.Mixed, default: null },
});
const memberSchema = new Schema<MemberDocument>({
  // Unique: one company per user.
  userid: { type: Number, required: true, unique: true },
  company_id: { type: String, required: true, index: true },
  role: { type: String, required: true },
  order_limit: { type: Number, default: null },
  locale: { type: String, required: true },
  joined_at: { type: String, required: true },
  invite_id: { type: String, default: null },
});
const inviteSchema = new Schema<InviteDocument>({
  invite_id: { type: String, required: true, unique: true },
  company_id: { type: String, required: true, index: true },
  email: String,
  role: String,
  order_limit: { type: Number, default: null },
  token_hash: { type: String, required: true, unique: true },
  created_at: String,
  expires_at: String,
  closed_at: { type: String, default: null },
});
const workSiteSchema = new Schema<WorkSiteDocument>(
  {
    site_id: { type: String, required: true, unique: true },
    company_id: { type: String, required: true, index: true },
    position: { type: Number, required: true },
    doc: { type: Schema.Types.Mixed, required: true },
  },
  { minimize: false },
);

/**
 * A company's member changes that must see the admins as they are (stepping down, leaving) hold
 * this, one at a time: its unique key is the lock. Neither a transaction nor a conditional update
 * serves there on every server speaking the protocol (FerretDB let two admins step down at once).
 */
interface LockDocument {
  company_id: string;
  holder: string;
  at: Date;
}
const companyLockSchema = new Schema<LockDocument>({
  company_id: { type: String, required: true, unique: true },
  holder: { type: String, required: true },
  at: { type: Date, required: true },
});
/** A lock older than this was left by a process that died holding it, and is taken over. */
const lockStaleMs = 10_000;

/**
 * One document per used or revoked invitation (`userid` null: revoked): its unique key makes the use
 * single, whatever the server. It is written first; the member and the invitation's `closed_at`
 * follow, so a request that stops in between leaves a use that the reads count as closed once its
 * member exists, and that lets the invitee's retry finish the acceptance before that.
 */
interface InviteUseDocument {
  invite_id: string;
  userid: number | null;
}
const inviteUseSchema = new Schema<InviteUseDocument>({
  invite_id: { type: String, required: true, unique: true },
  userid: { type: Number, default: null },
});

const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

/** A company as stored: those founded before verification or billing was kept lack its fields. */
type CompanyDocument = Omit<StoredCompany, 'claimed_name' | 'register' | 'verification' | 'billing'> & {
  claimed_name?: string;
  register?: unknown;
  billing?: unknown;
  verification?: Partial<CompanyVerification>;
};

const company = (doc: CompanyDocument): StoredCompany => ({
  company_id: doc.company_id,
  name: doc.name,
  vatid: doc.vatid,
  billingaddress: doc.billingaddress,
  billingaddress_additional_line: doc.billingaddress_additional_line,
  billingpostcode: doc.billingpostcode,
  billingcity: doc.billingcity,
  billingCountry: doc.billingCountry,
  created_at: doc.created_at,
  claimed_name: doc.claimed_name ?? doc.name,
  register: doc.register ? CompanySchema.parse(doc.register) : null,
  verification: {
    status: doc.verification?.status ?? 'unverified',
    decided_by: doc.verification?.decided_by ?? null,
    decided_at: doc.verification?.decided_at ?? null,
  },
  billing: doc.billing ? CompanyBillingSchema.parse(doc.billing) : defaultCompanyBilling,
});
const member = (doc: MemberDocument): StoredMember => ({
  company_id: doc.company_id,
  userid: doc.userid,
  role: doc.role,
  order_limit: doc.order_limit ?? null,
  locale: doc.locale,
  joined_at: doc.joined_at,
});
const invite = (doc: InviteDocument): StoredInvite => ({
  invite_id: doc.invite_id,
  company_id: doc.company_id,
  email: doc.email,
  role: doc.role,
  order_limit: doc.order_limit ?? null,
  token_hash: doc.token_hash,
  created_at: doc.created_at,
  expires_at: doc.expires_at,
});

/**
 * The production company store: MongoDB through mongoose, in the accounts' database. Written
 * without transactions (FerretDB has none): uniqueness comes from unique indexes (one company per
 * user, one use per invitation), "never without an admin" from the company's lock, and each
 * change of several documents writes them in an order where stopping halfway is harmless.
 */
export class MongoCompanyStore extends MongoDatabase implements CompanyStore {
  private readonly companies: Model<StoredCompany>;
  private readonly locks: Model<LockDocument>;
  private readonly membersModel: Model<MemberDocument>;
  private readonly invites: Model<InviteDocument>;
  private readonly sites: Model<WorkSiteDocument>;
  private readonly inviteUses: Model<InviteUseDocument>;

  constructor(uri: string) {
    super(uri);
    this.companies = this.connection.model<StoredCompany>('Company', companySchema);
    this.locks = this.connection.model<LockDocument>('CompanyLock', companyLockSchema);
    this.membersModel = this.connection.model<MemberDocument>('CompanyMember', memberSchema);
    this.invites = this.connection.model<InviteDocument>('CompanyInvite', inviteSchema);
    this.sites = this.connection.model<WorkSiteDocument>('CompanyWorkSite', workSiteSchema);
    this.inviteUses = this.connection.model<InviteUseDocument>('CompanyInviteUse', inviteUseSchema);
  }

  async ready(): Promise<this> {
    await this.connection.asPromise();
    await Promise.all([
      this.companies.init(),
      this.membersModel.init(),
      this.invites.init(),
      this.sites.init(),
      this.inviteUses.init(),
      this.locks.init(),
    ]);
    return this;
  }

  async createCompany(stored: StoredCompany, admin: StoredMember): Promise<'created' | 'already_member'> {
    // The company first, then its admin, whose unique user id refuses a second company: a company
    // left without its admin (refused, or the process stopped) has no member, so nobody reaches it,
    // while a member left without its company would keep its user from ever founding one.
    await this.companies.create(stored);
    if (await this.insertMember(admin)) return 'created';
    await this.companies.deleteOne({ company_id: stored.company_id });
    return 'already_member';
  }

  async company(companyId: string): Promise<StoredCompany | null> {
    const found = await this.companies.findOne({ company_id: companyId }).lean<StoredCompany>();
    return found ? company(found) : null;
  }

  async membershipOf(userid: number): Promise<{ company: StoredCompany; member: StoredMember } | null> {
    const found = await this.membersModel.findOne({ userid }).lean<StoredMember>();
    const of = found ? await this.company(found.company_id) : null;
    return found && of ? { company: of, member: member(found) } : null;
  }

  async members(companyId: string): Promise<StoredMember[]> {
    const found = await this.membersModel
      .find({ company_id: companyId })
      .sort({ joined_at: 1, userid: 1 })
      .lean<StoredMember[]>();
    return found.map(member);
  }

  async updateMember(
    companyId: string,
    userid: number,
    change: { role?: CompanyRole; order_limit?: number | null },
  ): Promise<StoredMember | MemberRefusal> {
    return this.withCompanyLock(companyId, async () => {
      const found = await this.membersModel.findOne({ userid, company_id: companyId }).lean<StoredMember>();
      if (!found) return 'not_found';
      const role = change.role ?? found.role;
      if (found.role === 'admin' && role !== 'admin' && (await this.adminCount(companyId)) <= 1) return 'last_admin';
      const limit =
        role === 'admin' ? null : change.order_limit === undefined ? (found.order_limit ?? null) : change.order_limit;
      await this.membersModel.updateOne({ userid, company_id: companyId }, { $set: { role, order_limit: limit } });
      return { ...member(found), role, order_limit: limit };
    });
  }

  async removeMember(companyId: string, userid: number): Promise<'removed' | MemberRefusal> {
    return this.withCompanyLock(companyId, async () => {
      const found = await this.membersModel.findOne({ userid, company_id: companyId }).lean<StoredMember>();
      if (!found) return 'not_found';
      if (found.role === 'admin' && (await this.adminCount(companyId)) <= 1) return 'last_admin';
      await this.membersModel.deleteOne({ userid, company_id: companyId });
      return 'removed';
    });
  }

  async setMemberLocale(companyId: string, userid: number, locale: Locale): Promise<void> {
    // Under the lock as well: a server that writes the whole document back (FerretDB) would
    // otherwise undo a role change made at the same moment.
    await this.withCompanyLock(companyId, () =>
      this.membersModel.updateOne({ userid, company_id: companyId }, { $set: { locale } }),
    );
  }

  async createInvite(stored: StoredInvite): Promise<void> {
    await this.invites.create({ ...stored, closed_at: null });
  }

  async openInvites(companyId: string, now: Date): Promise<StoredInvite[]> {
    const found = await this.invites
      .find({ company_id: companyId, closed_at: null, expires_at: { $gt: now.toISOString() } })
      .sort({ created_at: -1, invite_id: 1 })
      .lean<InviteDocument[]>();
    return (await this.stillOpen(found)).map(invite);
  }

  async revokeInvite(companyId: string, inviteId: string): Promise<boolean> {
    // Revoking is a use: an acceptance racing it either used the invitation first or finds it used.
    const open = await this.invites.exists({ invite_id: inviteId, company_id: companyId, closed_at: null });
    if (!open || !(await this.claimInvite(inviteId, null))) return false;
    await this.invites.updateOne({ invite_id: inviteId }, { $set: { closed_at: new Date().toISOString() } });
    return true;
  }

  async findInvite(tokenHash: string, now: Date): Promise<StoredInvite | null> {
    const found = await this.openInvite(tokenHash, now);
    return found ? invite(found) : null;
  }

  async acceptInvite(
    tokenHash: string,
    userid: number,
    locale: Locale,
    now: Date,
  ): Promise<{ invite: StoredInvite; member: StoredMember } | 'invalid' | 'already_member'> {
    const at = now.toISOString();
    if (await this.membersModel.exists({ userid })) return 'already_member';
    const taken = await this.openInvite(tokenHash, now);
    // The use's unique key decides between two racing requests (a conditional update alone does
    // not on every server speaking the protocol: FerretDB let both through).
    // Closed by this invitee's other request a moment ago: that one made the membership.
    if (!taken) return (await this.membersModel.exists({ userid })) ? 'already_member' : 'invalid';
    if (!(await this.claimInvite(taken.invite_id, userid))) return 'invalid';
    let joined: StoredMember = {
      company_id: taken.company_id,
      userid,
      role: taken.role,
      order_limit: taken.role === 'admin' ? null : (taken.order_limit ?? null),
      locale,
      joined_at: at,
    };
    if (!(await this.insertMember({ ...joined, invite_id: taken.invite_id }))) {
      const current = await this.membersModel.findOne({ userid }).lean<MemberDocument>();
      if (!current || current.invite_id !== taken.invite_id) {
        // Joined another company meanwhile: the invitation stays usable, as when that is known first.
        await this.inviteUses.deleteOne({ invite_id: taken.invite_id, userid });
        return 'already_member';
      }
      // The same invitee's other request, a moment earlier: both answer the one membership.
      joined = member(current);
    }
    await this.invites.updateOne({ invite_id: taken.invite_id }, { $set: { closed_at: at } });
    return { invite: invite(taken), member: joined };
  }

  async verifiedCompanyOf(vatid: string): Promise<StoredCompany | null> {
    const found = await this.companies.findOne({ vatid, 'verification.status': 'verified' }).lean<StoredCompany>();
    return found ? company(found) : null;
  }

  async awaitingVerification(): Promise<StoredCompany[]> {
    const found = await this.companies
      .find({ 'verification.status': { $nin: ['verified', 'rejected'] } })
      .sort({ created_at: 1, company_id: 1 })
      .lean<StoredCompany[]>();
    // A founding that stopped before its admin was written left a company nobody claims.
    const claimed = new Set(
      (await this.membersModel.distinct('company_id', { company_id: { $in: found.map((c) => c.company_id) } })).map(
        String,
      ),
    );
    return found.filter((c) => claimed.has(c.company_id)).map(company);
  }

  async decideVerification(
    companyId: string,
    verification: CompanyVerification,
  ): Promise<StoredCompany | VerificationRefusal> {
    const found = await this.company(companyId);
    if (!found) return 'not_found';
    // One lock per VAT id: two approvals of its companies at once see each other.
    return this.withCompanyLock(`vatid:${found.vatid}`, async () => {
      const current = await this.company(companyId);
      if (!current || current.verification.status !== 'unverified') return 'decided';
      if (verification.status === 'verified' && (await this.verifiedCompanyOf(current.vatid)))
        return 'verified_elsewhere';
      // Its members leave before the rejection is written: a rejection that stopped halfway is
      // still awaiting a decision, and the operator's retry finishes it.
      if (verification.status === 'rejected') {
        await this.membersModel.deleteMany({ company_id: companyId });
        await this.invites.updateMany(
          { company_id: companyId, closed_at: null },
          { $set: { closed_at: verification.decided_at } },
        );
      }
      await this.companies.updateOne({ company_id: companyId }, { $set: { verification } });
      return { ...current, verification };
    });
  }

  async verifiedCompanies(): Promise<StoredCompany[]> {
    const found = await this.companies
      .find({ 'verification.status': 'verified' })
      .sort({ name: 1, company_id: 1 })
      .lean<CompanyDocument[]>();
    return found.map(company);
  }

  async setBilling(companyId: string, billing: CompanyBilling): Promise<StoredCompany | null> {
    const found = await this.company(companyId);
    if (!found) return null;
    // Under the lock a verification decision takes: a server that writes the whole document back
    // (FerretDB) would otherwise undo the one or the other when both land at once.
    await this.withCompanyLock(`vatid:${found.vatid}`, () =>
      this.companies.updateOne({ company_id: companyId }, { $set: { billing } }),
    );
    return this.company(companyId);
  }

  async workSites(companyId: string): Promise<StoredWorkSite[]> {
    const found = await this.sites.find({ company_id: companyId }).sort({ position: 1 }).lean<WorkSiteDocument[]>();
    return found.map((row) => ({ ...WorkSiteSchema.parse(row.doc), company_id: companyId }));
  }

  async addWorkSite({ company_id, ...site }: StoredWorkSite): Promise<void> {
    const last = await this.sites.findOne({ company_id }).sort({ position: -1 }).lean<WorkSiteDocument>();
    await this.sites.create({ site_id: site.site_id, company_id, position: (last?.position ?? 0) + 1, doc: site });
  }

  async updateWorkSite(companyId: string, site: WorkSite): Promise<StoredWorkSite | null> {
    const { matchedCount } = await this.sites.updateOne(
      { site_id: site.site_id, company_id: companyId },
      { $set: { doc: site } },
    );
    return matchedCount === 1 ? { ...site, company_id: companyId } : null;
  }

  async removeWorkSite(companyId: string, siteId: string): Promise<boolean> {
    const { deletedCount } = await this.sites.deleteOne({ site_id: siteId, company_id: companyId });
    return deletedCount === 1;
  }

  private adminCount(companyId: string): Promise<number> {
    return this.membersModel.countDocuments({ company_id: companyId, role: 'admin' });
  }

  /** Runs `work` while holding the company's lock (see companyLockSchema). */
  private async withCompanyLock<T>(companyId: string, work: () => Promise<T>): Promise<T> {
    const holder = randomUUID();
    for (let attempt = 0; ; attempt += 1) {
      try {
        await this.locks.create({ company_id: companyId, holder, at: new Date() });
        break;
      } catch (error) {
        if (!isDuplicate(error)) throw error;
        if (attempt >= 500) throw new Error(`the lock of company ${companyId} stays taken`);
        await this.locks.deleteOne({ company_id: companyId, at: { $lt: new Date(Date.now() - lockStaleMs) } });
        await sleep(5 + Math.random() * 20);
      }
    }
    try {
      return await work();
    } finally {
      await this.locks.deleteOne({ company_id: companyId, holder });
    }
  }

  /** The invitation with this token's hash while it is open (see stillOpen). */
  private async openInvite(tokenHash: string, now: Date): Promise<InviteDocument | null> {
    const found = await this.invites
      .findOne({ token_hash: tokenHash, closed_at: null, expires_at: { $gt: now.toISOString() } })
      .lean<InviteDocument>();
    return found ? ((await this.stillOpen([found]))[0] ?? null) : null;
  }

  /**
   * The invitations of these (not closed_at) that are open: without a use, or with an acceptance
   * that stopped before its member was written (its invitee's retry finishes it; nobody else's can).
   */
  private async stillOpen(found: InviteDocument[]): Promise<InviteDocument[]> {
    if (found.length === 0) return [];
    const uses = await this.inviteUses
      .find({ invite_id: { $in: found.map((doc) => doc.invite_id) } })
      .lean<InviteUseDocument[]>();
    const closed = new Set<string>();
    for (const use of uses)
      if (use.userid == null || (await this.membersModel.exists({ userid: use.userid, invite_id: use.invite_id })))
        closed.add(use.invite_id);
    return found.filter((doc) => !closed.has(doc.invite_id));
  }

  /**
   * Records the invitation's use by `userid` (null: revoked); true when this call's or when it is
   * already that same user's (a retry), false when another took it.
   */
  private async claimInvite(inviteId: string, userid: number | null): Promise<boolean> {
    try {
      await this.inviteUses.create({ invite_id: inviteId, userid });
      return true;
    } catch (error) {
      if (!isDuplicate(error)) throw error;
      const use = await this.inviteUses.findOne({ invite_id: inviteId }).lean<InviteUseDocument>();
      return use !== null && (use.userid ?? null) === userid;
    }
  }

  private async insertMember(stored: MemberDocument): Promise<boolean> {
    try {
      await this.membersModel.create(stored);
      return true;
    } catch (error) {
      if (isDuplicate(error)) return false;
      throw error;
    }
  }
}
