import { dateTimeFormat } from '@shop/i18n';
import { useLocale, useT } from '@shop/state';
import { useMemo } from 'react';

/** A discount's end as the buyer reads it: "until 31 Dec 2026", or that it has none. */
export function useUntil(): (endDate: string | null) => string {
  const t = useT();
  const locale = useLocale();
  return useMemo(() => {
    // A calendar day: the same day in every time zone.
    const day = dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    return (endDate) =>
      endDate ? t('pricing.until', { date: day.format(new Date(`${endDate}T00:00:00Z`)) }) : t('pricing.no_end');
  }, [locale, t]);
}
