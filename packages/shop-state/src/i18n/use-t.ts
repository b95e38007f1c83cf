import type { Locale } from '@shop/contracts';
import { translate, type MessageKey } from '@shop/i18n';
import { useCallback } from 'react';
import { useLocaleStore } from '../stores/locale-store';

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export const useLocale = (): Locale => useLocaleStore((state) => state.locale);

/** `t(key, params)` in the buyer's current language; re-renders when the language changes. */
export function useT(): Translate {
  const locale = useLocale();
  return useCallback<Translate>((key, params) => translate(locale, key, params), [locale]);
}

/**
 * Translates a text the server sent (an ErrorResponse message may be a message key such as
 * 'validation.email_invalid'); unknown texts come back unchanged.
 */
export function useTranslateText(): (text: string) => string {
  const locale = useLocale();
  return useCallback((text: string) => translate(locale, text), [locale]);
}
