// Relative, not by the package's name: in the browser that is this file's own shared copy, which would wait for itself.
import { useLocale } from './use-t';

/**
 * A date as the reader writes it: a calendar day (YYYY-MM-DD) is the same day in every time zone,
 * an instant is shown on the reader's own day.
 */
export function useFormatDay(): (date: string) => string {
  const locale = useLocale();
  const calendarDay = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const localDay = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (date) =>
    /^\d{4}-\d{2}-\d{2}$/.test(date)
      ? calendarDay.format(new Date(`${date}T00:00:00Z`))
      : localDay.format(new Date(date));
}
