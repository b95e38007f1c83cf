import type { Locale } from '@shop/contracts';
import { useMemo } from 'react';
import { useLocale } from './use-t';

const intlLocale: Record<Locale, string> = { de: 'de-DE', fi: 'fi-FI', en: 'en-IE', et: 'et-EE' };

/** Integer cents as euros in the buyer's language ("1 234,50 €", "€1,234.50"). */
export function useFormatEur(): (cents: number) => string {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.NumberFormat(intlLocale[locale], { style: 'currency', currency: 'EUR' });
    return (cents: number) => format.format(cents / 100);
  }, [locale]);
}
