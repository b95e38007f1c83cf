import { z } from 'zod';

export const locales = ['de', 'fi', 'en', 'et'] as const;
export const LocaleSchema = z.enum(locales);
export type Locale = z.infer<typeof LocaleSchema>;
export const defaultLocale: Locale = 'de';

/** The header every call carries to say which language the buyer reads (the specification's name). */
export const localeHeader = 'locale';
/** The headers a call's language is read from, the specification's first; `x-locale` is what earlier clients send. */
export const localeHeaders = [localeHeader, 'x-locale'] as const;
/**
 * `?lang=` of a document link (the order confirmation's, the basket offer's PDF): a link opened in
 * a new tab sends no locale header, so it names the language of the page it was on.
 */
export const DocumentQuerySchema = z.object({ lang: z.enum(locales, 'validation.invalid').optional() });
/** A document's link in the page's language: `/orders/confirmation-pdf/<uuid>?lang=fi`. */
export const documentLink = (path: string, locale: Locale) => `${path}?lang=${locale}`;

/** The header that carries the session id when the buyer is logged in. */
export const sessionHeader = 'x-session-id';

/** Money is always integer euro cents; the server is the only one that computes it. */
export const CentsSchema = z.number().int();
export type Cents = z.infer<typeof CentsSchema>;

export const IdSchema = z.number().int().positive();

/** `range=[skip,take]` as sent in query strings. */
export const RangeSchema = z.tuple([z.number().int().min(0), z.number().int().min(1).max(100)]);
export type Range = z.infer<typeof RangeSchema>;

export const sortFields = ['sorting', 'title', 'id', 'sale_price'] as const;
export const SortSchema = z.object({
  field: z.enum(sortFields),
  direction: z.enum(['asc', 'desc']),
});
export type Sort = z.infer<typeof SortSchema>;

/** The one error body every service answers with, for 4xx and 5xx alike. */
export const ErrorIssueSchema = z.object({
  field: z.string(),
  reason: z.string(),
});
export const ErrorResponseSchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
    code: z.string().optional(),
    issues: z.array(ErrorIssueSchema).optional(),
  })
  // As PATCH /orders/set-form answers a Viennese postcode on a Finnish form, asked in Finnish.
  .meta({
    examples: [
      {
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION',
        message: 'Tietoja puuttuu tai ne ovat virheellisiä: Postinumero',
        issues: [{ field: 'postCode', reason: 'Anna viisinumeroinen postinumero' }],
      },
    ],
  });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const HealthSchema = z.object({
  status: z.literal('ok'),
  service: z.string(),
  adapters: z.record(z.string(), z.string()),
});
export type Health = z.infer<typeof HealthSchema>;
