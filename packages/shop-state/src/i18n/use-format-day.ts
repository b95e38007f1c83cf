import { dateTimeFormat } from '@shop/i18n';
import { useMemo } from 'react';
// Relative, not by the package's name: in the browser that is this file's own shared copy, which would wait for itself.
import { useLocale } from './use-t';

/**
 * A date as the reader writes it: a calendar day (YYYY-MM-DD) is the same day in every time zone,
 * an instant is shown on the reader's own day.
 */
export function useFormatDay(): (date: string) => string {
  const locale = useLocale();
  return useMemo(() => {
    const calendarDay = dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const localDay = dateTimeFormat(locale, { dateStyle: 'medium' });
    return (date: string) =>
      /^\d{4}-\d{2}-\d{2}$/.test(date)
        ? calendarDay.format(new Date(`${date}T00:00:00Z`))
        : localDay.format(new Date(date));
  }, [locale]);
}
