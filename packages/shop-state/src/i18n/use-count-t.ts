import type { MessageKey } from '@shop/i18n';
import { useCallback } from 'react';
import { intlLocale } from './intl-locale';
import { useLocale, useT } from './use-t';

/** Keys that have a singular and a plural text: `${key}_one` and `${key}_other`. */
export type CountedKey = {
  [K in MessageKey]: K extends `${infer Base}_other` ? (`${Base}_one` extends MessageKey ? Base : never) : never;
}[MessageKey];

export type CountTranslate = (key: CountedKey, count: number, params?: Record<string, string | number>) => string;

/**
 * `tc(key, count)`: the text for that many ("1 Werktag", "3 Werktagen"), the count written as the
 * language writes numbers. One and other are the only plural forms of the shop's languages.
 */
export function useCountT(): CountTranslate {
  const t = useT();
  const locale = useLocale();
  return useCallback<CountTranslate>(
    (key, count, params = {}) => {
      const form = new Intl.PluralRules(intlLocale[locale]).select(count) === 'one' ? 'one' : 'other';
      const written = new Intl.NumberFormat(intlLocale[locale]).format(count);
      return t(`${key}_${form}` as MessageKey, { count: written, ...params });
    },
    [t, locale],
  );
}
