import { z } from 'zod';
import { PunchoutProtocolSchema } from './punchout-session';

// Punch-out (docs/procurement.md): a buyer's purchasing system opens the shop for one of the company's
// members and takes the cart back. OCI 5.0 (SAP) and cXML 1.2 (Ariba, Coupa, Jaggaer). Its connections
// and logins, which only the services and the back office use; what pages need is punchout-session.ts.

/** Longest user name, identity or secret an operator may set; longer is no credential but an attack on the hash. */
export const punchoutCredentialMaxLength = 200;

const Credential = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(punchoutCredentialMaxLength, 'validation.too_long');
const Secret = z
  .string({ error: 'validation.required' })
  .min(12, 'validation.invalid')
  .max(punchoutCredentialMaxLength, 'validation.too_long');

/** Where the cart goes back to: the buyer's own system, over http or https only. */
export const PunchoutReturnUrlSchema = z
  .string({ error: 'validation.required' })
  .max(2000, 'validation.too_long')
  .refine((url) => URL.canParse(url) && /^https?:$/.test(new URL(url).protocol), 'validation.invalid');

/**
 * The buyer's cXML address for status documents (ConfirmationRequest, ShipNoticeRequest): an http(s)
 * URL without user or password. Whether http and private addresses are allowed is the users
 * service's configuration, checked after this like a webhook's (docs/procurement.md).
 */
export const CxmlStatusUrlSchema = z
  .string()
  .max(2000, 'validation.too_long')
  .refine(
    (text) =>
      URL.canParse(text) &&
      /^https?:$/.test(new URL(text).protocol) &&
      !new URL(text).username &&
      !new URL(text).password,
    'punchout.error.status_url_invalid',
  );

/**
 * An operator's punch-out connection for a company: which credentials the purchasing system sends,
 * and which member of the company the session shops as (their contract prices, the company's rules).
 */
/** The company and the member of it whom the purchasing system's sessions shop as. */
const connectionMember = {
  company_id: z.string().uuid('validation.invalid'),
  userid: z.number().int().positive(),
};

export const PunchoutConnectionBodySchema = z
  .discriminatedUnion('protocol', [
    z
      .object({
        protocol: z.literal('oci'),
        ...connectionMember,
        username: Credential,
        password: Secret,
      })
      .strict(),
    z
      .object({
        protocol: z.literal('cxml'),
        ...connectionMember,
        /** The buyer's From/Sender Credential: its domain (NetworkID, DUNS...) and identity. */
        domain: Credential,
        identity: Credential,
        shared_secret: Secret,
        /** Where the shop posts status documents of the orders this connection placed; none without it. */
        status_url: CxmlStatusUrlSchema.optional(),
      })
      .strict(),
  ])
  .meta({
    examples: [
      {
        protocol: 'oci',
        company_id: '6f1c1c9e-54a4-4c43-9d25-0f6a1b7e2a11',
        userid: 42,
        username: 'SAP-RAKENNUS',
        password: 'a-long-random-secret-2026',
      },
    ],
  });
export type PunchoutConnectionBody = z.infer<typeof PunchoutConnectionBodySchema>;

/** A stored connection as the back office sees it: never its secret. */
export const PunchoutConnectionSchema = z.object({
  connection_id: z.string().uuid(),
  company_id: z.string().uuid(),
  userid: z.number().int().positive(),
  protocol: PunchoutProtocolSchema,
  /** OCI: the USERNAME; cXML: `domain:identity` of the buyer's credential. */
  login: z.string(),
  /** cXML: the buyer's address for status documents; null for OCI and a cXML connection without one. */
  status_url: z.string().nullable(),
  created_at: z.string().datetime(),
});
export type PunchoutConnection = z.infer<typeof PunchoutConnectionSchema>;
export const PunchoutConnectionListSchema = z.array(PunchoutConnectionSchema);

/** DELETE /users/backoffice/companies/{company_id}/punchout/{connection_id}: which connection of which company. */
export const PunchoutConnectionParamsSchema = z.object({
  company_id: z.string().min(1).max(100),
  connection_id: z.string().uuid('validation.invalid'),
});

/**
 * OCI 5.0 login fields, as SAP sends them (query or form). Other fields a purchasing system adds
 * are ignored: the shop is not theirs to validate.
 */
export const OciLoginSchema = z
  .object({
    USERNAME: z.string({ error: 'validation.required' }).max(punchoutCredentialMaxLength, 'validation.too_long'),
    PASSWORD: z.string({ error: 'validation.required' }).max(punchoutCredentialMaxLength, 'validation.too_long'),
    HOOK_URL: PunchoutReturnUrlSchema,
    '~OkCode': z.string().max(100, 'validation.too_long').optional(),
    '~TARGET': z
      .string()
      .max(100, 'validation.too_long')
      .regex(/^[A-Za-z0-9_-]*$/, 'validation.invalid')
      .optional(),
    '~CALLER': z.string().max(100, 'validation.too_long').optional(),
  })
  .meta({
    examples: [
      {
        USERNAME: 'SAP-RAKENNUS',
        PASSWORD: 'a-long-random-secret-2026',
        HOOK_URL: 'https://erp.rakennus-virtanen.example/sap/bc/gui/sap/its/bbpsc02?~OkCode=ADDI',
        '~OkCode': 'ADDI',
        '~TARGET': '_top',
        '~CALLER': 'CTLG',
      },
    ],
  });
export type OciLogin = z.infer<typeof OciLoginSchema>;
