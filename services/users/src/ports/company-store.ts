import type { Company, CompanyBilling, CompanyRole, CompanyVerification, Locale, WorkSite } from '@shop/contracts';
import type { Readiness } from '@shop/service-kit';

export interface StoredCompany {
  company_id: string;
  name: string;
  vatid: string;
  billingaddress: string;
  billingaddress_additional_line: string;
  billingpostcode: string;
  billingcity: string;
  billingCountry: string;
  created_at: string;
  /** The name as the founder typed it (`name` is the register's), for the operator's comparison. */
  claimed_name: string;
  /** The register's answer at the founding; null for a company founded before it was kept. */
  register: Company | null;
  verification: CompanyVerification;
  /** How it is invoiced, as an operator set it; defaultCompanyBilling until one does. */
  billing: CompanyBilling;
}

/** Why an operator's verification decision was refused. */
export type VerificationRefusal = 'not_found' | 'decided' | 'verified_elsewhere';

export interface StoredMember {
  company_id: string;
  userid: number;
  role: CompanyRole;
  /** EUR incl. VAT; null is no limit (always null for an admin). */
  order_limit: number | null;
  /** The language the member last used the company's calls in: the company's mails to them speak it. */
  locale: Locale;
  joined_at: string;
}

export interface StoredInvite {
  invite_id: string;
  company_id: string;
  /** Normalized (normalizeEmail). */
  email: string;
  role: CompanyRole;
  order_limit: number | null;
  /** SHA-256 (base64url) of the link's random token: the token itself is only in the mail. */
  token_hash: string;
  created_at: string;
  expires_at: string;
}

export type StoredWorkSite = WorkSite & { company_id: string };

/** Why a change of members was refused: no such member here, or it would leave the company without an admin. */
export type MemberRefusal = 'not_found' | 'last_admin';

/**
 * The company accounts' storage port, apart from the accounts' own store: companies, their members
 * (one company per user), open invitations and work sites. The embedded store and MongoDB implement
 * it and pass the same contract suite (test/company-store.contract.ts). Every read and change but
 * `membershipOf` and `findInvite` names the company it acts in, so a caller acting for one company
 * cannot reach another's records.
 */
export interface CompanyStore {
  readonly kind: string;
  /** Stores the company with `admin` as its first member; 'already_member' when that user belongs to one. */
  createCompany(company: StoredCompany, admin: StoredMember): Promise<'created' | 'already_member'>;
  company(companyId: string): Promise<StoredCompany | null>;
  /** The company of a user and their place in it; null for a private buyer. */
  membershipOf(userid: number): Promise<{ company: StoredCompany; member: StoredMember } | null>;
  /** Members in the order they joined. */
  members(companyId: string): Promise<StoredMember[]>;
  /** Changes a member's role or limit; refused when it would leave the company without an admin. */
  updateMember(
    companyId: string,
    userid: number,
    change: { role?: CompanyRole; order_limit?: number | null },
  ): Promise<StoredMember | MemberRefusal>;
  /** The member leaves the company; refused when they are its last admin. */
  removeMember(companyId: string, userid: number): Promise<'removed' | MemberRefusal>;
  setMemberLocale(companyId: string, userid: number, locale: Locale): Promise<void>;
  createInvite(invite: StoredInvite): Promise<void>;
  /** Invitations neither used, revoked nor expired, newest first. */
  openInvites(companyId: string, now: Date): Promise<StoredInvite[]>;
  /** Ends an open invitation of this company; false when there is none with this id. */
  revokeInvite(companyId: string, inviteId: string): Promise<boolean>;
  /** The open invitation with this token's hash, of whichever company. */
  findInvite(tokenHash: string, now: Date): Promise<StoredInvite | null>;
  /**
   * Uses an open invitation, once (two racing requests: one wins), and makes `userid` a member as
   * it says: 'invalid' when it is not open (any more), 'already_member' when the user belongs to a
   * company (the invitation stays open then).
   */
  acceptInvite(
    tokenHash: string,
    userid: number,
    locale: Locale,
    now: Date,
  ): Promise<{ invite: StoredInvite; member: StoredMember } | 'invalid' | 'already_member'>;
  /** The verified company of this VAT id (compact, e.g. FI27345615), if there is one. */
  verifiedCompanyOf(vatid: string): Promise<StoredCompany | null>;
  /** Companies awaiting the operator's verification, oldest first. */
  awaitingVerification(): Promise<StoredCompany[]>;
  /**
   * Records an operator's decision on an unverified company, once: 'decided' when it was decided
   * before, 'verified_elsewhere' when approving while another company of its VAT id is verified
   * (two approvals racing: one wins). A rejection removes its members and closes its invitations.
   */
  decideVerification(
    companyId: string,
    verification: CompanyVerification,
  ): Promise<StoredCompany | VerificationRefusal>;
  /** Verified companies by name: those an operator sets billing for. */
  verifiedCompanies(): Promise<StoredCompany[]>;
  /** Replaces the company's billing settings; null when there is no such company. */
  setBilling(companyId: string, billing: CompanyBilling): Promise<StoredCompany | null>;
  workSites(companyId: string): Promise<StoredWorkSite[]>;
  addWorkSite(site: StoredWorkSite): Promise<void>;
  /** Replaces a site of this company; null when it has none with this id. */
  updateWorkSite(companyId: string, site: WorkSite): Promise<StoredWorkSite | null>;
  removeWorkSite(companyId: string, siteId: string): Promise<boolean>;
  readiness(): Promise<Readiness>;
  close(): Promise<void>;
}
