import type { Locale } from '@shop/contracts';

/** How a CSV is laid out for the spreadsheet that opens it: the field separator and the amounts' decimal mark. */
export interface CsvDialect {
  separator: ',' | ';';
  decimal: '.' | ',';
}

/** RFC 4180 as written: commas, amounts with a dot (2253.85). */
export const commaDialect: CsvDialect = { separator: ',', decimal: '.' };

/**
 * Excel opens a CSV by a double click with the list separator of the computer's region: `;` (and a
 * decimal comma) in Germany, Finland and Estonia, `,` where English is read.
 */
export const dialectFor = (locale: Locale): CsvDialect =>
  locale === 'en' ? commaDialect : { separator: ';', decimal: ',' };

/** Opens a file so that spreadsheets read it as UTF-8 (Excel guesses a legacy code page without it). */
export const csvBom = '\uFEFF';

/** One record: its fields as written (see csvText, csvEuros) and a CRLF. */
export const csvLine = (fields: readonly string[], dialect: CsvDialect): string =>
  `${fields.join(dialect.separator)}\r\n`;

/**
 * A text field, quoted when it must be. Buyers write their own names: one starting with = + - @
 * (or a tab or CR) would run as a formula in a spreadsheet, so it is opened with an apostrophe.
 */
export function csvText(value: string, dialect: CsvDialect): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  const mustQuote = safe.includes(dialect.separator) || /["\r\n]/.test(safe);
  return mustQuote ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Cents as euros with two decimals and a sign, no thousands separator (-46.15, or -46,15). */
export function csvEuros(cents: number, dialect: CsvDialect): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}${dialect.decimal}${String(whole % 100).padStart(2, '0')}`;
}
