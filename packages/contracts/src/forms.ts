import { z } from 'zod';
import { EmailSchema, RequiredLine, RequiredText, SingleLineText } from './validation';

/**
 * The forms of SPEC 7 "Forms" beyond the contact body (contact.ts): supplier contact and
 * newsletter. The answers are small acknowledgements; the browser needs no more.
 */
export const SupplierContactBodySchema = z
  .object({
    company: RequiredLine('validation.company_required', 200),
    name: RequiredLine('validation.name_required', 200),
    email: EmailSchema,
    phone: SingleLineText(40).default(''),
    message: RequiredText('validation.message_required', 5000),
  })
  .strict()
  .meta({
    examples: [
      {
        company: 'Spree Zaunbau GmbH',
        name: 'Jonas Becker',
        email: 'vertrieb@spree-zaunbau.de',
        phone: '+49 30 1234567',
        message: 'Wir liefern Doppelstabmatten und Tore und möchten unser Sortiment bei Ihnen anbieten.',
      },
    ],
  });
export type SupplierContactBody = z.infer<typeof SupplierContactBodySchema>;

export const FormSentResponseSchema = z.object({ id: z.number().int().positive(), message: z.literal('Message sent') });
export type FormSentResponse = z.infer<typeof FormSentResponseSchema>;

/** A marketing-form provider's submission (SPEC 7 newsletter): the shape the provider port takes. */
export const MarketingFormFieldSchema = z.object({
  objectTypeId: z.string().min(1),
  name: z.string().min(1),
  value: z.string(),
});
export const MarketingFormSubmissionSchema = z.object({
  fields: z.array(MarketingFormFieldSchema).min(1),
  context: z.object({ pageUri: z.string().min(1), pageName: z.string() }),
});
export type MarketingFormSubmission = z.infer<typeof MarketingFormSubmissionSchema>;

/** POST /newsletter/subscribe: what the footer form sends. */
export const NewsletterBodySchema = z
  .object({
    email: EmailSchema,
    pageUri: z.string().trim().min(1).max(2000, 'validation.too_long'),
    pageName: z.string().trim().max(300, 'validation.too_long').default(''),
  })
  .strict()
  .meta({
    examples: [
      { email: 'anna.virtanen@rakennusliike-virtanen.fi', pageUri: 'https://nordbau.fi/fi', pageName: 'Etusivu' },
    ],
  });
export type NewsletterBody = z.infer<typeof NewsletterBodySchema>;
export const NewsletterResponseSchema = z.object({ message: z.literal('OK') });

/** The contact object type of the marketing provider: e-mail fields belong to contacts. */
export const contactObjectTypeId = '0-1';
