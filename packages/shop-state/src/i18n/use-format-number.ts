import { numberFormat } from '@shop/i18n';
import { useMemo } from 'react';
import { intlLocale } from './intl-locale';
import { useLocale } from './use-t';

/** Numbers as the buyer's language writes them: "25,5 %" in German and Finnish, "25.5%" in English. */
export function useFormatNumber(): { number: (value: number) => string; percent: (percent: number) => string } {
  const locale = useLocale();
  return useMemo(() => {
    const numbers = numberFormat(intlLocale[locale], { maximumFractionDigits: 2 });
    const percents = numberFormat(intlLocale[locale], { style: 'percent', maximumFractionDigits: 2 });
    return { number: (value) => numbers.format(value), percent: (percent) => percents.format(percent / 100) };
  }, [locale]);
}
