import { z } from 'zod';
import { EmailSchema, PhoneSchema, RequiredText, SingleLineText, VatIdSchema } from './validation';

/** POST /contact/submit. Strict: a field the form does not have (a `from`, a `to`) is refused. */
export const ContactBodySchema = z
  .object({
    company: SingleLineText(200).default(''),
    vatid: VatIdSchema.optional(),
    name: SingleLineText(200).default(''),
    phone: PhoneSchema.optional(),
    email: EmailSchema,
    message: RequiredText('validation.message_required', 5000),
  })
  .strict()
  .meta({
    examples: [
      {
        company: 'Rakennusliike Virtanen Oy',
        vatid: '1618033-3',
        name: 'Anna Virtanen',
        phone: '+358 40 123 4567',
        email: 'anna.virtanen@rakennusliike-virtanen.fi',
        message: 'Tarvitsemme 120 m verkkoaitaa ja kaksi porttia työmaalle Pasilaan. Voitteko tehdä tarjouksen?',
      },
    ],
  });
export type ContactBody = z.infer<typeof ContactBodySchema>;

export const BasketShareBodySchema = z
  .object({
    uuid: z.string().uuid(),
    email: EmailSchema,
    comments: z.string().trim().max(2000, 'validation.too_long').default(''),
  })
  .strict()
  .meta({
    examples: [
      {
        uuid: 'b46e7dbe-06b1-4310-b9a9-2a3c0dafc045',
        email: 'ostot@rakennusliike-virtanen.fi',
        comments: 'Tarjous porteista hyväksyttäväksi.',
      },
    ],
  });

export const ConsentSchema = z.object({
  functional: z.boolean(),
  analytics: z.boolean(),
});
export type Consent = z.infer<typeof ConsentSchema>;

/** Cookie names of SPEC section 3. */
export const cookies = {
  cartId: 'cart_id',
  locale: 'locale',
  consent: 'consent',
  session: 'session_id',
  loginMethod: 'login_method',
} as const;
