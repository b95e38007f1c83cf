import type { Locale } from '@shop/contracts';
import { locales } from '@shop/contracts';
import { translate } from './index';
import type { TextKey } from './types';

/** The `<name>` of each head with both texts. */
type HeadName = {
  [K in TextKey]: K extends `head.${infer Name}.title`
    ? `head.${Name}.description` extends TextKey
      ? Name
      : never
    : never;
}[TextKey];

/**
 * A page head of the shop's own texts (`head.<name>.title` and `.description`) in every language,
 * for a remote's page declaration (mf-<name>/src/pages.ts): the page's component shows the same
 * texts once it runs (useDocumentHead). Run at build time, never bundled for the browser.
 */
export function headTexts(name: HeadName) {
  const each = (part: 'title' | 'description') =>
    Object.fromEntries(
      locales.map((locale) => [locale, translate(locale, `head.${name}.${part}` as TextKey)]),
    ) as Record<Locale, string>;
  return { kind: 'text' as const, title: each('title'), description: each('description') };
}
