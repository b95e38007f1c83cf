import { z } from 'zod';
import { CompanyBillingSchema, defaultCompanyBilling } from './billing';
import { LocaleSchema } from './common';
import { CompanySchema } from './company';
import { DeliveryCountrySchema } from './delivery';
import { EmailSchema, PhoneSchema, postCodeIssue, PostCodeSchema, RequiredText, VatIdSchema } from './validation';

/*
 * Company accounts (docs/companies.md): a company with several users of the users service. An
 * admin manages members, invites and work sites; a buyer orders, within an order limit. Every call
 * answers for the caller's own company only: none names a company id.
 */

export const companyRoles = ['admin', 'buyer'] as const;
export const CompanyRoleSchema = z.enum(companyRoles, { error: 'company.error.role' });
export type CompanyRole = z.infer<typeof CompanyRoleSchema>;

/** An order limit in EUR, the order's total incl. VAT; null is no limit. */
export const OrderLimitSchema = z
  .number({ error: 'company.error.order_limit' })
  .positive('company.error.order_limit')
  .max(10_000_000, 'company.error.order_limit')
  .multipleOf(0.01, 'company.error.order_limit')
  .nullable();

/**
 * Whether the shop has verified that the company's account is the company's (docs/security.md,
 * "Company verification"): a founded account starts `unverified`; an operator approves it
 * (`verified`) or rejects it (`rejected`: its founder leaves it), recorded with who and when.
 */
export const companyVerificationStatuses = ['unverified', 'verified', 'rejected'] as const;
export const CompanyVerificationSchema = z.object({
  status: z.enum(companyVerificationStatuses),
  /** The operator's e-mail; null while unverified. */
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
});
export type CompanyVerification = z.infer<typeof CompanyVerificationSchema>;

/** What a user's account says of the company it belongs to (UserSchema.company_account). */
export const CompanyMembershipSchema = z.object({
  company_id: z.string(),
  name: z.string(),
  vatid: z.string(),
  /** Verified by the shop: until then no invitations, no invoice in its name, no reverse charge. */
  verified: z.boolean(),
  role: CompanyRoleSchema,
  /** EUR, order total incl. VAT; null = no limit; admins have none. */
  order_limit: z.number().nullable(),
  /**
   * How the company is invoiced, as an operator set it (docs/companies.md, "Billing"): the orders
   * service reads it with the session. Defaulted for an answer of a users service from before it.
   */
  billing: CompanyBillingSchema.default(defaultCompanyBilling),
});
export type CompanyMembership = z.infer<typeof CompanyMembershipSchema>;

/** A company as its members see it: GET /users/company. */
export const CompanyAccountSchema = z.object({
  company_id: z.string(),
  name: z.string(),
  vatid: z.string(),
  billingaddress: z.string(),
  billingaddress_additional_line: z.string(),
  billingpostcode: z.string(),
  billingcity: z.string(),
  billingCountry: z.string(),
  created_at: z.string(),
  verification: CompanyVerificationSchema,
  /** The caller's own place in it. */
  membership: CompanyMembershipSchema,
});
export type CompanyAccount = z.infer<typeof CompanyAccountSchema>;

const addressFields = {
  billingaddress: RequiredText('validation.street_required', 200),
  billingaddress_additional_line: z.string().trim().max(200, 'validation.too_long').default(''),
  billingpostcode: PostCodeSchema,
  billingcity: RequiredText('validation.city_required', 100),
  billingCountry: DeliveryCountrySchema,
};
const postcodeOfCountry = (body: { billingpostcode: string; billingCountry: string }, ctx: z.RefinementCtx) => {
  const message = postCodeIssue(body.billingpostcode, body.billingCountry);
  if (message) ctx.addIssue({ code: 'custom', path: ['billingpostcode'], message });
};

/** POST /users/company: the account's user founds a company and becomes its admin. */
export const CompanyCreateBodySchema = z
  .object({ name: RequiredText('validation.company_required', 200), vatid: VatIdSchema, ...addressFields })
  .strict()
  .superRefine(postcodeOfCountry)
  .meta({
    examples: [
      {
        name: 'Rakennus Virtanen Oy',
        vatid: 'FI27345615',
        billingaddress: 'Teollisuuskatu 21',
        billingaddress_additional_line: '',
        billingpostcode: '00510',
        billingcity: 'Helsinki',
        billingCountry: 'FI',
      },
    ],
  });
export type CompanyCreateBody = z.input<typeof CompanyCreateBodySchema>;

/** A member as the company's admins see it: GET /users/company/members. */
export const CompanyMemberSchema = z.object({
  userid: z.number().int().positive(),
  email: z.string(),
  customername: z.string(),
  role: CompanyRoleSchema,
  order_limit: z.number().nullable(),
  joined_at: z.string(),
});
export type CompanyMember = z.infer<typeof CompanyMemberSchema>;
export const CompanyMemberListSchema = z.array(CompanyMemberSchema);

export const MemberParamsSchema = z.object({
  userid: z.coerce.number({ error: 'validation.invalid' }).int('validation.invalid').positive('validation.invalid'),
});

/** PATCH /users/company/members/{userid}: a role, a buyer's order limit, or both. */
export const MemberUpdateBodySchema = z
  .object({ role: CompanyRoleSchema.optional(), order_limit: OrderLimitSchema.optional() })
  .strict()
  .meta({ examples: [{ order_limit: 2500 }, { role: 'admin' }] });
export type MemberUpdateBody = z.infer<typeof MemberUpdateBodySchema>;

/** How long an invitation link stays valid. */
export const companyInviteValidityDays = 7;

/** An open invitation, as the company's admins see it: GET /users/company/invites. */
export const CompanyInviteSchema = z.object({
  invite_id: z.string(),
  email: z.string(),
  role: CompanyRoleSchema,
  order_limit: z.number().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type CompanyInvite = z.infer<typeof CompanyInviteSchema>;
export const CompanyInviteListSchema = z.array(CompanyInviteSchema);

/** POST /users/company/invites: `host` is the shop's address the mailed link leads back to. */
export const InviteCreateBodySchema = z
  .object({
    email: EmailSchema,
    role: CompanyRoleSchema.default('buyer'),
    order_limit: OrderLimitSchema.default(null),
    host: z.string({ error: 'validation.invalid' }).max(300, 'validation.too_long').url('validation.invalid'),
  })
  .strict()
  .meta({
    examples: [
      { email: 'mikko.laine@rakennusliike-virtanen.fi', role: 'buyer', order_limit: 2500, host: 'https://nordbau.fi' },
    ],
  });
export type InviteCreateBody = z.input<typeof InviteCreateBodySchema>;

export const InviteParamsSchema = z.object({ invite_id: z.string().min(1).max(100) });

export const InviteTokenQuerySchema = z.object({ token: z.string().min(10).max(200) });
export const InviteTokenBodySchema = z
  .object({ token: z.string().min(10).max(200) })
  .strict()
  .meta({ examples: [{ token: 'q9X2mVb7Lr0cTn4KsW8yHd1fJp6eZa3uGi5oNl7xRk0' }] });

/** GET /users/company/invite?token=: what the invitation page shows before it is accepted. */
export const InvitePreviewSchema = z.object({
  company_name: z.string(),
  email: z.string(),
  role: CompanyRoleSchema,
  expires_at: z.string(),
});
export type InvitePreview = z.infer<typeof InvitePreviewSchema>;

/** Codes of the company calls' refusals (ErrorResponse.code) that a page reacts to. */
export const companyErrorCodes = {
  noCompany: 'NO_COMPANY',
  alreadyInCompany: 'ALREADY_IN_COMPANY',
  adminOnly: 'COMPANY_ADMIN_ONLY',
  lastAdmin: 'LAST_ADMIN',
  vatUnknown: 'VAT_ID_UNKNOWN',
  registerUnavailable: 'REGISTER_UNAVAILABLE',
  inviteInvalid: 'INVITE_INVALID',
  loginRequired: 'LOGIN_REQUIRED',
  otherAccount: 'INVITE_OTHER_ACCOUNT',
  /** The account awaits the shop's verification: it may not act in the company's name yet. */
  unverified: 'COMPANY_UNVERIFIED',
  /** The VAT id's company already has a verified account: join it through its admin's invitation. */
  alreadyVerified: 'COMPANY_ACCOUNT_EXISTS',
  verificationDecided: 'VERIFICATION_DECIDED',
} as const;

/** The answers of the company calls that change something without a record to show. */
export const companyAnswers = {
  memberRemoved: { code: 'MEMBER_REMOVED', message: 'Member removed' },
  inviteRevoked: { code: 'INVITE_REVOKED', message: 'Invitation revoked' },
  workSiteRemoved: { code: 'WORK_SITE_REMOVED', message: 'Work site removed' },
} as const;

/** A saved delivery address of the company (a work site) with whom the driver asks for there. */
export const WorkSiteSchema = z.object({
  site_id: z.string(),
  name: z.string(),
  street: z.string(),
  additional_line: z.string(),
  postcode: z.string(),
  city: z.string(),
  country: z.string(),
  contact_name: z.string(),
  contact_phone: z.string(),
});
export type WorkSite = z.infer<typeof WorkSiteSchema>;
export const WorkSiteListSchema = z.array(WorkSiteSchema);

/** POST /users/company/work-sites and PATCH .../{site_id}: the whole site. */
export const WorkSiteBodySchema = z
  .object({
    name: RequiredText('company.error.site_name_required', 120),
    street: RequiredText('validation.street_required', 200),
    additional_line: z.string().trim().max(200, 'validation.too_long').default(''),
    postcode: z.string({ error: 'validation.postcode' }).trim().max(12, 'validation.too_long'),
    city: RequiredText('validation.city_required', 100),
    country: DeliveryCountrySchema,
    contact_name: RequiredText('validation.name_required', 200),
    contact_phone: PhoneSchema,
  })
  .strict()
  .superRefine((site, ctx) => {
    const message = postCodeIssue(site.postcode, site.country) ?? (site.postcode ? null : 'validation.postcode');
    if (message) ctx.addIssue({ code: 'custom', path: ['postcode'], message });
  })
  .meta({
    examples: [
      {
        name: 'Pasila, Block C',
        street: 'Ratapihantie 11',
        additional_line: 'Gate 3',
        postcode: '00520',
        city: 'Helsinki',
        country: 'FI',
        contact_name: 'Jari Nieminen',
        contact_phone: '+358 40 765 4321',
      },
    ],
  });
export type WorkSiteBody = z.input<typeof WorkSiteBodySchema>;

export const WorkSiteParamsSchema = z.object({ site_id: z.string().min(1).max(100) });

/*
 * The back office's company verification (operators only): the accounts awaiting it, each with
 * what its founder entered beside the business register's answer at the founding, and the decision.
 */

/** GET /users/backoffice/companies: one account awaiting verification. */
export const PendingCompanySchema = z.object({
  company_id: z.string(),
  created_at: z.string(),
  founder: z.object({ email: z.string(), customername: z.string() }).nullable(),
  /** What the founder entered (the name as typed, the billing address). */
  entered: z.object({
    name: z.string(),
    vatid: z.string(),
    street: z.string(),
    postcode: z.string(),
    city: z.string(),
    country: z.string(),
  }),
  /** The register's company for the VAT id as it answered at the founding (null: founded before it was kept). */
  register: CompanySchema.nullable(),
  /** Another account of the same VAT id is verified already (approving this one is refused). */
  verified_elsewhere: z.boolean(),
});
export type PendingCompany = z.infer<typeof PendingCompanySchema>;
export const PendingCompanyListSchema = z.array(PendingCompanySchema);

/** POST /users/backoffice/companies/{company_id}/verification. */
export const VerificationDecisionBodySchema = z
  .object({ decision: z.enum(['approve', 'reject'], { error: 'validation.invalid' }) })
  .strict()
  .meta({ examples: [{ decision: 'approve' }] });
export type VerificationDecisionBody = z.infer<typeof VerificationDecisionBodySchema>;

/** Which company the back office's answers are about. */
const BackofficeCompanySchema = z.object({ company_id: z.string(), name: z.string(), vatid: z.string() });

/** The decided account: its verification, with who decided and when. */
export const VerificationDecisionSchema = BackofficeCompanySchema.extend({ verification: CompanyVerificationSchema });
export type VerificationDecision = z.infer<typeof VerificationDecisionSchema>;

/** GET /users/backoffice/companies/billing: a verified company and how it is invoiced. */
export const CompanyBillingRecordSchema = BackofficeCompanySchema.extend({ billing: CompanyBillingSchema });
export type CompanyBillingRecord = z.infer<typeof CompanyBillingRecordSchema>;
export const CompanyBillingRecordListSchema = z.array(CompanyBillingRecordSchema);

/** PATCH /users/backoffice/companies/{company_id}/billing: the company's whole billing settings. */
export const CompanyBillingBodySchema = CompanyBillingSchema.strict().meta({
  examples: [
    {
      payment_terms: { net_days: 30, early_payment: { days: 10, percent: 2 } },
      credit_limit: 2_500_000,
      e_invoice: { format: 'finvoice', address: '003727345615', operator: '003721291126' },
      require_purchase_order: true,
      require_cost_center: false,
    },
  ],
});
export type CompanyBillingBody = z.infer<typeof CompanyBillingBodySchema>;

/** The back office's page of accounts awaiting verification. */
export const companyVerificationPagePath = '/backoffice/companies';

/*
 * Internal calls (users service's own process only, never routed by the gateway, like the
 * catalogue's GET /internal/suppliers/{id}): what the orders service needs of a company.
 */

export const CompanyParamsSchema = z.object({ company_id: z.string().min(1).max(100) });

/** GET /internal/companies/{company_id}/admins: whom to mail about a buyer's order, in whose language. */
export const CompanyAdminContactSchema = z.object({
  userid: z.number().int().positive(),
  email: z.string(),
  customername: z.string(),
  /** The language the admin last used the company's calls in. */
  locale: LocaleSchema,
});
export type CompanyAdminContact = z.infer<typeof CompanyAdminContactSchema>;
export const CompanyAdminContactListSchema = z.array(CompanyAdminContactSchema);

/** GET /internal/companies/{company_id}/work-sites answers WorkSiteListSchema. */
export const internalCompanyPaths = {
  admins: (companyId: string) => `/internal/companies/${encodeURIComponent(companyId)}/admins`,
  workSites: (companyId: string) => `/internal/companies/${encodeURIComponent(companyId)}/work-sites`,
} as const;

/** The company page (mf-account) and the page an invitation link opens, `?token=` after it. */
export const companyPagePath = '/company';
export const companyInvitePagePath = '/company/invite';
