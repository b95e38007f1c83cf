import { z } from 'zod';

/**
 * Field rules of SPEC section 5. Each failure message is an i18n key (packages/i18n),
 * so the server and every app show the same text in the buyer's language.
 */
export const EmailSchema = z
  .string({ error: 'validation.email_required' })
  .trim()
  .min(1, 'validation.email_required')
  .email('validation.email_invalid');

export const PhoneSchema = z
  .string({ error: 'validation.phone_invalid' })
  .trim()
  .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, 'validation.phone_invalid');

/** Finnish business id 1234567-8, or the Estonian 9-digit form; other EU VAT ids as CC + 2..12 chars. */
export const VatIdSchema = z
  .string({ error: 'validation.vat_format' })
  .trim()
  .regex(/^(?:\d{7}-\d|\d{9}|FI\d{8}|EE\d{9}|[A-Z]{2}[0-9A-Z]{2,12})$/, 'validation.vat_format');

export const PostCodeSchema = z
  .string({ error: 'validation.postcode' })
  .trim()
  .regex(/^\d{5}$/, 'validation.postcode');

export const PasswordSchema = z
  .string({ error: 'validation.password_required' })
  .min(1, 'validation.password_required')
  .min(8, 'validation.password_min')
  .regex(/[A-Z]/, 'validation.password_upper')
  .regex(/[a-z]/, 'validation.password_lower')
  .regex(/[0-9]/, 'validation.password_number');

export const RequiredText = (key: string, max = 500) =>
  z.string({ error: key }).trim().min(1, key).max(max, 'validation.too_long');
