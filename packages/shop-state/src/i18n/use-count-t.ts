import { translateCount, type CountedKey } from '@shop/i18n';
import { useCallback } from 'react';
import { useLocale } from './use-t';

export type { CountedKey };

export type CountTranslate = (key: CountedKey, count: number, params?: Record<string, string | number>) => string;

/**
 * `tc(key, count)`: the text for that many ("1 Werktag", "3 Werktagen"), the count written as the
 * language writes numbers. The same `translateCount` writes the server's page heads and messages.
 */
export function useCountT(): CountTranslate {
  const locale = useLocale();
  return useCallback<CountTranslate>((key, count, params) => translateCount(locale, key, count, params), [locale]);
}
