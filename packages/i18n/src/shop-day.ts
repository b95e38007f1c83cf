import { dateTimeFormat } from './intl-formatters';

/**
 * The shop's business days are Finland's: delivery bookings, dispatch days, discount validity and
 * the back office's date filters all count them in Helsinki. A browser or machine elsewhere (or on
 * UTC, as CI is) is a day behind between 22:00 and midnight UTC, so nobody asks `new Date()` for
 * the date.
 */
export const shopTimeZone = 'Europe/Helsinki';

/** The shop's day at `now` (YYYY-MM-DD, as `<input type="date">` and the contracts write days). */
export const shopToday = (now: Date | number = Date.now()): string =>
  dateTimeFormat('sv-SE', { timeZone: shopTimeZone }).format(now);
