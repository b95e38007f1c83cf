import { defaultLocale, locales, type Locale } from '@shop/contracts';

/** Any input (cookie, header, URL) to a supported locale; unsupported ones fall back to the default. */
export function resolveLocale(input: string | null | undefined): Locale {
  const code = (input ?? '').trim().toLowerCase().slice(0, 2);
  return (locales as readonly string[]).includes(code) ? (code as Locale) : defaultLocale;
}

export const languageNames: Record<Locale, string> = { de: 'Deutsch', fi: 'Suomi', en: 'English', et: 'Eesti' };

/** `{name}` placeholders filled from params; a placeholder without a param stays as it is. */
export function fillPlaceholders(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
