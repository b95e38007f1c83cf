import { numberFormat } from '@shop/i18n';
import { useMemo } from 'react';
import { intlLocale } from './intl-locale';
import { useLocale } from './use-t';

/** Integer cents as euros in the buyer's language ("1 234,50 €", "€1,234.50"). */
export function useFormatEur(): (cents: number) => string {
  const locale = useLocale();
  return useMemo(() => {
    const format = numberFormat(intlLocale[locale], { style: 'currency', currency: 'EUR' });
    return (cents: number) => format.format(cents / 100);
  }, [locale]);
}
