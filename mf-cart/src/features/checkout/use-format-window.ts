import type { DeliveryWindow } from '@shop/contracts';
import { dateTimeFormat } from '@shop/i18n';
import { useLocale, useT } from '@shop/state';
import { useCallback } from 'react';

/** A clock time (HH:MM) as the buyer's language writes it: 07:00, 07.00, 07:00 AM. */
export function useFormatClock(): (clock: string) => string {
  const locale = useLocale();
  return useCallback(
    (clock: string) =>
      dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(
        Date.UTC(2000, 0, 1, Number(clock.slice(0, 2)), Number(clock.slice(3, 5))),
      ),
    [locale],
  );
}

/** A booked timed delivery in words: its weekday and date, and its hours. */
export function useFormatWindow(): (window: DeliveryWindow) => string {
  const locale = useLocale();
  const t = useT();
  const clock = useFormatClock();
  return useCallback(
    (window: DeliveryWindow) =>
      t('checkout.window_value', {
        date: dateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
          new Date(`${window.date}T00:00:00Z`),
        ),
        from: clock(window.from),
        to: clock(window.to),
      }),
    [locale, t, clock],
  );
}
