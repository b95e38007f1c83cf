import { z } from 'zod';
import { deliveryCountryCodes, isDeliveryCountry, type DeliveryCountryCode } from './delivery';

/**
 * Field rules of SPEC section 5. Each failure message is an i18n key (packages/i18n),
 * so the server and every app show the same text in the buyer's language.
 */
export const EmailSchema = z
  .string({ error: 'validation.email_required' })
  .trim()
  .min(1, 'validation.email_required')
  .max(254, 'validation.too_long')
  .email('validation.email_invalid');

export const PhoneSchema = z
  .string({ error: 'validation.phone_invalid' })
  .trim()
  .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, 'validation.phone_invalid');

/**
 * VAT id formats per country (ISO 3166-1 code), as the EU's VIES checks them: the prefix the id
 * carries (Greece writes EL) and the pattern of what follows it. Norway, outside the EU, has its
 * MVA number. The order form and the orders service both read this table: an id that fits no row
 * of its country is refused, so "any two letters and digits" can never pass for a VAT id.
 */
export const vatIdFormats: Readonly<Record<string, { prefix: string; pattern: RegExp; example: string }>> = {
  AT: { prefix: 'AT', pattern: /^U\d{8}$/, example: 'ATU12345678' },
  BE: { prefix: 'BE', pattern: /^[01]\d{9}$/, example: 'BE0123456789' },
  BG: { prefix: 'BG', pattern: /^\d{9,10}$/, example: 'BG123456789' },
  CY: { prefix: 'CY', pattern: /^\d{8}[A-Z]$/, example: 'CY12345678L' },
  CZ: { prefix: 'CZ', pattern: /^\d{8,10}$/, example: 'CZ12345678' },
  DE: { prefix: 'DE', pattern: /^\d{9}$/, example: 'DE123456789' },
  DK: { prefix: 'DK', pattern: /^\d{8}$/, example: 'DK12345678' },
  EE: { prefix: 'EE', pattern: /^\d{9}$/, example: 'EE123456789' },
  ES: { prefix: 'ES', pattern: /^(?=.*[A-Z])[A-Z0-9]\d{7}[A-Z0-9]$/, example: 'ESX1234567X' },
  FI: { prefix: 'FI', pattern: /^\d{8}$/, example: 'FI12345678' },
  FR: { prefix: 'FR', pattern: /^[0-9A-HJ-NP-Z]{2}\d{9}$/, example: 'FR12345678901' },
  GR: { prefix: 'EL', pattern: /^\d{9}$/, example: 'EL123456789' },
  HR: { prefix: 'HR', pattern: /^\d{11}$/, example: 'HR12345678901' },
  HU: { prefix: 'HU', pattern: /^\d{8}$/, example: 'HU12345678' },
  IE: { prefix: 'IE', pattern: /^\d[0-9A-Z+*]\d{5}[A-W][A-I]?$/, example: 'IE1234567WA' },
  IT: { prefix: 'IT', pattern: /^\d{11}$/, example: 'IT12345678901' },
  LT: { prefix: 'LT', pattern: /^(?:\d{9}|\d{12})$/, example: 'LT123456789' },
  LU: { prefix: 'LU', pattern: /^\d{8}$/, example: 'LU12345678' },
  LV: { prefix: 'LV', pattern: /^\d{11}$/, example: 'LV12345678901' },
  MT: { prefix: 'MT', pattern: /^\d{8}$/, example: 'MT12345678' },
  NL: { prefix: 'NL', pattern: /^\d{9}B\d{2}$/, example: 'NL123456789B01' },
  NO: { prefix: 'NO', pattern: /^\d{9}(?:MVA)?$/, example: 'NO123456789MVA' },
  PL: { prefix: 'PL', pattern: /^\d{10}$/, example: 'PL1234567890' },
  PT: { prefix: 'PT', pattern: /^\d{9}$/, example: 'PT123456789' },
  RO: { prefix: 'RO', pattern: /^[1-9]\d{1,9}$/, example: 'RO1234567890' },
  SE: { prefix: 'SE', pattern: /^\d{10}01$/, example: 'SE123456789001' },
  SI: { prefix: 'SI', pattern: /^\d{8}$/, example: 'SI12345678' },
  SK: { prefix: 'SK', pattern: /^\d{10}$/, example: 'SK1234567890' },
};

/** A VAT id reduced to the form registers compare: the VIES prefix and the number, no separators. */
export interface ParsedVatId {
  /** ISO country code (GR for an EL id). */
  country: string;
  /** Prefix and number, e.g. FI12345678, EE123456789, EL123456789. */
  normalized: string;
}

/**
 * Reads a VAT id as the VAT id of `country`: with or without its prefix, spaces, dots and hyphens
 * ignored (so the Finnish business id 1234567-8 is FI12345678). Null when it does not fit the
 * country's format, or carries another country's prefix.
 */
export function parseVatId(vat: string, country: string): ParsedVatId | null {
  const format = vatIdFormats[country.toUpperCase()];
  if (!format) return null;
  const compact = vat.toUpperCase().replace(/[\s.-]/g, '');
  const number =
    compact.startsWith(format.prefix) && !format.pattern.test(compact) ? compact.slice(format.prefix.length) : compact;
  if (!format.pattern.test(number)) return null;
  return { country: country.toUpperCase(), normalized: `${format.prefix}${number}` };
}

/**
 * Whether the text is a VAT id of some country in the table (a field that does not know its
 * country yet). Without a country the prefix must say whose id it is: bare digits fit some
 * country's pattern far too easily ("12-34" is a Romanian number). Only the home markets' bare
 * forms are read without one: Finland's business id 1234567-8 and Estonia's 9 digits.
 */
export function isVatIdOfAnyCountry(vat: string): boolean {
  const compact = vat.toUpperCase().replace(/[\s.-]/g, '');
  if (/^\d{7}-\d$/.test(vat.trim()) || /^\d{9}$/.test(compact)) return true;
  return Object.entries(vatIdFormats).some(
    ([country, format]) => compact.startsWith(format.prefix) && parseVatId(compact, country) !== null,
  );
}

/** A VAT id in some country's format; the order form checks it against the form's own country. */
export const VatIdSchema = z
  .string({ error: 'validation.vat_format' })
  .trim()
  .max(20, 'validation.too_long')
  .refine(isVatIdOfAnyCountry, 'validation.vat_format');

/**
 * The message naming each delivery country's VAT id format, for an id that does not fit it.
 * Finland's is the spec's own ("Give VAT ID in format 1234567-8").
 */
export const vatIdMessages: Readonly<Record<DeliveryCountryCode, string>> = {
  FI: 'validation.vat_format',
  DE: 'validation.vat_format_de',
  EE: 'validation.vat_format_ee',
  SE: 'validation.vat_format_se',
  LV: 'validation.vat_format_lv',
  LT: 'validation.vat_format_lt',
  PL: 'validation.vat_format_pl',
  DK: 'validation.vat_format_dk',
  NL: 'validation.vat_format_nl',
  AT: 'validation.vat_format_at',
  FR: 'validation.vat_format_fr',
  BE: 'validation.vat_format_be',
  NO: 'validation.vat_format_no',
};

/**
 * Postcode formats of the countries the shop delivers to, as each national postal service writes
 * them (UPU addressing), tested on the upper-cased, trimmed text. The country prefix Latvia and
 * Lithuania write (LV-1050, LT-01100), Poland's hyphen, Sweden's and the Netherlands' space may be
 * left out. Each message names the format with an example; Finland's is the spec's own.
 */
export const postCodeFormats: Readonly<
  Record<DeliveryCountryCode, { pattern: RegExp; example: string; message: string }>
> = {
  FI: { pattern: /^\d{5}$/, example: '00100', message: 'validation.postcode' },
  DE: { pattern: /^\d{5}$/, example: '10115', message: 'validation.postcode_de' },
  EE: { pattern: /^[1-9]\d{4}$/, example: '10111', message: 'validation.postcode_ee' },
  SE: { pattern: /^[1-9]\d{2} ?\d{2}$/, example: '111 22', message: 'validation.postcode_se' },
  LV: { pattern: /^(?:LV[- ]?)?\d{4}$/, example: 'LV-1050', message: 'validation.postcode_lv' },
  LT: { pattern: /^(?:LT[- ]?)?\d{5}$/, example: 'LT-01100', message: 'validation.postcode_lt' },
  PL: { pattern: /^\d{2}-?\d{3}$/, example: '00-001', message: 'validation.postcode_pl' },
  DK: { pattern: /^\d{4}$/, example: '1050', message: 'validation.postcode_dk' },
  // PostNL never gives out the letter pairs SA, SD and SS.
  NL: { pattern: /^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$/, example: '1011 AB', message: 'validation.postcode_nl' },
  AT: { pattern: /^[1-9]\d{3}$/, example: '1010', message: 'validation.postcode_at' },
  FR: { pattern: /^\d{5}$/, example: '75001', message: 'validation.postcode_fr' },
  BE: { pattern: /^[1-9]\d{3}$/, example: '1000', message: 'validation.postcode_be' },
  NO: { pattern: /^\d{4}$/, example: '0150', message: 'validation.postcode_no' },
};

/** Whether the postcode is one of `country` (a country the shop does not deliver to has none). */
export function isPostCodeOf(postCode: string, country: string): boolean {
  const code = country.trim().toUpperCase();
  return isDeliveryCountry(code) && postCodeFormats[code].pattern.test(postCode.trim().toUpperCase());
}

/**
 * The message for a postcode that is not one of its country's, naming that country's format; null
 * when it is, and when the country is not one the shop delivers to (refused by its own rule) or
 * the postcode is too long (refused by its length).
 */
export function postCodeIssue(postCode: unknown, country: unknown): string | null {
  if (typeof postCode !== 'string' || typeof country !== 'string' || postCode.length > 12) return null;
  const code = country.trim();
  if (!isDeliveryCountry(code) || isPostCodeOf(postCode, code)) return null;
  return postCodeFormats[code].message;
}

/**
 * A postcode of some country the shop delivers to: the rule of a field that does not know its
 * country (the account's billing address). The order form checks it against its own country.
 */
export const PostCodeSchema = z
  .string({ error: 'validation.postcode' })
  .trim()
  .max(12, 'validation.too_long')
  .refine((postCode) => deliveryCountryCodes.some((country) => isPostCodeOf(postCode, country)), 'validation.postcode');

export const PasswordSchema = z
  .string({ error: 'validation.password_required' })
  .min(1, 'validation.password_required')
  .min(8, 'validation.password_min')
  .regex(/[A-Z]/, 'validation.password_upper')
  .regex(/[a-z]/, 'validation.password_lower')
  .regex(/[0-9]/, 'validation.password_number');

export const RequiredText = (key: string, max = 500) =>
  z.string({ error: key }).trim().min(1, key).max(max, 'validation.too_long');

/** Control characters (line breaks, tabs, escapes) and Unicode's line and paragraph separators. */
const controlCharacters = /[\p{Cc}\u2028\u2029]/u;
export const hasControlCharacters = (text: string) => controlCharacters.test(text);
/** A text shown on one line: each run of control characters (a stored line break) one space. */
export const asOneLine = (text: string) => text.replace(new RegExp(`${controlCharacters.source}+`, 'gu'), ' ');

/**
 * A field that is one line wherever it is shown (a name, a company): a line break in it could
 * start a line of its own in a mail, where it would read as the shop's words.
 */
export const SingleLineText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, 'validation.too_long')
    .refine((text) => !hasControlCharacters(text), 'validation.single_line');

/** A required one-line field; `key` names what is missing. */
export const RequiredLine = (key: string, max = 200) =>
  RequiredText(key, max).refine((text) => !hasControlCharacters(text), 'validation.single_line');
