import type { Locale } from '@shop/contracts';
import { dateTimeFormat, intlLocale, numberFormat, shopTimeZone } from '@shop/i18n';

/**
 * Money, numbers, percentages, dates and times as a language writes them, for documents and mails:
 * "1.234,50 €" and "25,5" in German, "1 234,50 €" in Finnish, "€1,234.50" and "25.5" in English.
 */
export function localeFormat(locale: Locale) {
  const region = intlLocale[locale];
  const money = numberFormat(region, { style: 'currency', currency: 'EUR' });
  const numbers = numberFormat(region, { maximumFractionDigits: 2 });
  const percents = numberFormat(region, { style: 'percent', maximumFractionDigits: 2 });
  const dates = (timeZone: string) => dateTimeFormat(region, { dateStyle: 'medium', timeZone });
  const helsinkiDates = dates(shopTimeZone);
  const calendarDates = dates('UTC');
  const weekdayDates = dateTimeFormat(region, { dateStyle: 'full', timeZone: 'UTC' });
  const clocks = dateTimeFormat(region, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  });
  return {
    eur: (cents: number) => money.format(cents / 100),
    number: (value: number) => numbers.format(value),
    percent: (value: number) => percents.format(value / 100),
    /** A moment, on the shop's calendar (Helsinki). */
    moment: (at: Date) => helsinkiDates.format(at),
    /** A calendar date as stored (YYYY-MM-DD), the same day wherever the reader is. */
    day: (isoDate: string) => calendarDates.format(new Date(`${isoDate}T00:00:00Z`)),
    /** A calendar date with its weekday, for a booked delivery day: "Donnerstag, 3. Dezember 2026". */
    weekday: (isoDate: string) => weekdayDates.format(new Date(`${isoDate}T00:00:00Z`)),
    /** A clock time as stored (HH:MM) as the language writes it: "09:00", "09.00". */
    clock: (time: string) => clocks.format(Date.UTC(2000, 0, 1, Number(time.slice(0, 2)), Number(time.slice(3, 5)))),
  };
}
