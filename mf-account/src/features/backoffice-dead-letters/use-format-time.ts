import { dateTimeFormat } from '@shop/i18n';
import { useLocale } from '@shop/state';

/** An instant with its time of day, as the reader writes it (operators compare minutes). */
export function useFormatTime(): (instant: string) => string {
  const format = dateTimeFormat(useLocale(), { dateStyle: 'medium', timeStyle: 'short' });
  return (instant) => format.format(new Date(instant));
}
