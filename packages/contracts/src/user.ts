import { z } from 'zod';
import { locales } from './common';
import { CompanyMembershipSchema } from './company-account';
import { PunchoutSessionSchema } from './punchout-session';
import { DeliveryCountrySchema, deliveryCountryCodes, isDeliveryCountry, type DeliveryCountryCode } from './delivery';
import { EmailSchema, PasswordSchema, PhoneSchema, PostCodeSchema, postCodeIssue, VatIdSchema } from './validation';

export const DiscountRowSchema = z.object({
  discount_percent: z.number().min(0).max(100),
  start_date: z.string().date().nullable(),
  end_date: z.string().date().nullable(),
  threshold: z.number().int().min(0),
});
export type DiscountRow = z.infer<typeof DiscountRowSchema>;

export const DiscountLinkSchema = z.object({ discount_row: z.array(DiscountRowSchema) });

/**
 * What a user may do beyond buying. Granted and revoked only by whoever runs the servers
 * (`npm run users:role`, docs/sessions.md): no call of the API sets one.
 */
export const userRoles = ['operator'] as const;
export const RoleSchema = z.enum(userRoles);
export type Role = z.infer<typeof RoleSchema>;

export const UserSchema = z.object({
  userid: z.number().int().positive(),
  email: z.string().email(),
  company: z.string(),
  vatid: z.string(),
  customername: z.string(),
  phonenumber: z.string(),
  billingaddress: z.string(),
  billingaddress_additional_line: z.string(),
  billingpostcode: z.string(),
  billingcity: z.string(),
  /**
   * A code of the checkout's list (DeliveryCountrySchema), or empty. Accounts saved while the
   * profile took free text may hold anything: read it with billingCountryCode.
   */
  billingCountry: z.string(),
  isverified: z.boolean(),
  isdeleted: z.boolean(),
  hasPassword: z.boolean(),
  discount_link: DiscountLinkSchema.nullable(),
  /** The user's roles; a buyer has none. */
  roles: z.array(RoleSchema),
  /**
   * The company this account buys for (docs/companies.md); null for a private buyer. The users
   * service answers it from its company store whenever it answers a user; a stored account's own
   * copy (absent, or null) is never read.
   */
  company_account: CompanyMembershipSchema.nullable().default(null),
  /**
   * Only on GET /users/current of a punch-out session (docs/procurement.md): where its cart goes
   * back to. The cart page shows "Transfer to purchasing system" instead of the checkout.
   */
  punchout: PunchoutSessionSchema.optional(),
});
export type User = z.infer<typeof UserSchema>;

/** Long passphrases are welcome; beyond this a body is an attack on the hash, not a password. */
export const passwordMaxLength = 200;
/** `host` names one of the shop's own origins; a longer value is never one. */
export const hostMaxLength = 300;

const BodyHostSchema = z
  .string({ error: 'validation.invalid' })
  .max(hostMaxLength, 'validation.too_long')
  .url('validation.invalid');
const NewPasswordSchema = PasswordSchema.max(passwordMaxLength, 'validation.too_long');

// Every body below is strict: an unknown field (isverified, passwordHash, userid...) is refused
// with 400, never silently dropped, so a client cannot believe it set something it did not.

export const LoginBodySchema = z
  .object({
    email: EmailSchema,
    password: z
      .string({ error: 'validation.password_required' })
      .min(1, 'validation.password_required')
      .max(passwordMaxLength, 'validation.too_long'),
  })
  .strict()
  .meta({ examples: [{ email: 'anna.virtanen@rakennusliike-virtanen.fi', password: 'Aita-2026-Pasila' }] });
/**
 * A login answers the user only: the session is the HttpOnly `sid` cookie the same answer sets
 * (docs/sessions.md), never a value JavaScript can read.
 */
export const LoginResponseSchema = z.object({ user: UserSchema });

/** `host`: the shop's address the mailed link leads back to. */
export const SignupBodySchema = z
  .object({ email: EmailSchema, password: NewPasswordSchema, host: BodyHostSchema })
  .strict()
  .meta({
    examples: [
      { email: 'anna.virtanen@rakennusliike-virtanen.fi', password: 'Aita-2026-Pasila', host: 'https://nordbau.fi' },
    ],
  });
export const LinkRequestBodySchema = z
  .object({ email: EmailSchema, host: BodyHostSchema })
  .strict()
  .meta({ examples: [{ email: 'anna.virtanen@rakennusliike-virtanen.fi', host: 'https://nordbau.fi' }] });
export const MessageResponseSchema = z.object({ message: z.string() });

/** A login by link (check-magic-link) answers like a password login, with what happened (code). */
export const MagicLinkLoginResponseSchema = LoginResponseSchema.extend({ code: z.string(), message: z.string() });

/**
 * A link's token: any shape the link's own check refuses is answered as an invalid or expired link
 * (the buyer's words), so only a length no link has is refused here.
 */
export const TokenQuerySchema = z.object({ token: z.string().max(2000, 'validation.too_long') });
export const UserIdParamsSchema = z.object({ userid: z.coerce.number().int().positive() });

/** GET /users/check-reset-password-link: whose password the link may set. */
export const ResetLinkCheckResponseSchema = z.object({
  code: z.string(),
  message: z.string(),
  userid: z.number().int().positive(),
  email: z.string().email(),
});

/**
 * PATCH /users/reset-password/{userid}: a logged-in buyer sends the current password; a buyer who
 * forgot it sends the token of a valid reset link instead (SPEC 5: the current one is required when changing).
 */
export const ResetPasswordBodySchema = z
  .object({
    password: NewPasswordSchema,
    currentPassword: z.string().max(passwordMaxLength, 'validation.too_long').optional(),
    token: z.string().max(2000, 'validation.too_long').optional(),
  })
  .strict()
  .meta({
    examples: [
      { password: 'Portti-7016-Uusi', currentPassword: 'Aita-2026-Pasila' },
      { password: 'Portti-7016-Uusi', token: 'kX3m9Qp2vR7tL0aZ5nW8yB1cD4eF6gH' },
    ],
  });

/** An optional field that, when filled, must follow its rule; empty clears it. */
const optionalRule = (rule: z.ZodType<string>) => z.union([z.literal(''), rule]).optional();

/** PATCH /users/update/{userid}: the account info form. The e-mail is the identity and is not changed here. */
export const UserUpdateBodySchema = z
  .object({
    company: z.string().trim().max(200, 'validation.too_long').optional(),
    vatid: optionalRule(VatIdSchema),
    customername: z.string().trim().max(200, 'validation.too_long').optional(),
    phonenumber: optionalRule(PhoneSchema),
    billingaddress: z.string().trim().max(200, 'validation.too_long').optional(),
    billingaddress_additional_line: z.string().trim().max(200, 'validation.too_long').optional(),
    billingpostcode: optionalRule(PostCodeSchema),
    billingcity: z.string().trim().max(100, 'validation.too_long').optional(),
    billingCountry: optionalRule(DeliveryCountrySchema),
  })
  .strict()
  .superRefine((update, ctx) => {
    // Saved with its country, the postcode is read in that country's format (as the order form reads it).
    const message = update.billingpostcode ? postCodeIssue(update.billingpostcode, update.billingCountry) : null;
    if (message) ctx.addIssue({ code: 'custom', path: ['billingpostcode'], message });
  })
  .meta({
    examples: [
      {
        company: 'Rakennusliike Virtanen Oy',
        vatid: '1618033-3',
        customername: 'Anna Virtanen',
        phonenumber: '+358 40 123 4567',
        billingaddress: 'Teollisuuskatu 21',
        billingaddress_additional_line: '',
        billingpostcode: '00510',
        billingcity: 'Helsinki',
        billingCountry: 'FI',
      },
    ],
  });
export type UserUpdate = z.infer<typeof UserUpdateBodySchema>;

let countryNames: Intl.DisplayNames[] | undefined;

/**
 * The checkout's country a stored billing country means. Before the profile offered the
 * checkout's list, buyers typed a code ("fi") or a name in one of the shop's languages ("Finland",
 * "Suomi", "Deutschland"); those still count. Null: empty, or no country the shop delivers to.
 */
export function billingCountryCode(stored: string): DeliveryCountryCode | null {
  const text = stored.trim().toLocaleLowerCase();
  const code = text.toUpperCase();
  if (isDeliveryCountry(code)) return code;
  countryNames ??= locales.map((locale) => new Intl.DisplayNames([locale], { type: 'region' }));
  const names = countryNames;
  return deliveryCountryCodes.find((c) => names.some((n) => n.of(c)?.toLocaleLowerCase() === text)) ?? null;
}

/**
 * SPEC 3: only currently valid discount rows apply, sorted by earliest end date, then threshold,
 * rows without an end date last. `today` is an ISO date (YYYY-MM-DD).
 */
export function currentDiscountRows(rows: readonly DiscountRow[], today: string): DiscountRow[] {
  return rows
    .filter((r) => (!r.start_date || r.start_date <= today) && (!r.end_date || r.end_date >= today))
    .sort((a, b) => {
      if (a.end_date !== b.end_date) {
        if (!a.end_date) return 1;
        if (!b.end_date) return -1;
        return a.end_date < b.end_date ? -1 : 1;
      }
      return a.threshold - b.threshold;
    });
}
