import { firstBookableDay, lastBookableDay, timecapRules } from '@shop/contracts';
import { useCountT, useT, useTranslateText } from '@shop/state';
import { TextField } from '@shop/ui';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { shopToday } from '@shop/i18n';
import type { OrderFormValues } from './order-form-values';
import { useFormatClock } from './use-format-window';

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Every half hour from `first` to `last` (HH:MM). */
function halfHours(first: number, last: number): string[] {
  const clocks: string[] = [];
  for (let minutes = first; minutes <= last; minutes += 30) clocks.push(clockOf(minutes));
  return clocks;
}
const opens = minutesOf(timecapRules.opens);
const closes = minutesOf(timecapRules.closes);
const startTimes = halfHours(opens, closes - timecapRules.shortestWindowMinutes);
const endTimes = halfHours(opens + timecapRules.shortestWindowMinutes, closes);

/** The delivery day: a date field that offers only the days a timed delivery can be booked for. */
function WindowDate() {
  const t = useT();
  const translateText = useTranslateText();
  const { field, fieldState } = useController<OrderFormValues, 'timeWindow.date'>({ name: 'timeWindow.date' });
  const today = shopToday();
  return (
    <TextField
      type="date"
      label={t('checkout.window_date')}
      required
      name={field.name}
      value={field.value}
      min={firstBookableDay(today)}
      max={lastBookableDay(today)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message ? translateText(fieldState.error.message) : undefined}
    />
  );
}

/** The start or the end of the window, in half hours within the delivery hours. */
function ClockSelect({
  name,
  label,
  clocks,
}: {
  name: 'timeWindow.from' | 'timeWindow.to';
  label: string;
  clocks: string[];
}) {
  const translateText = useTranslateText();
  const clock = useFormatClock();
  const { field, fieldState } = useController<OrderFormValues, typeof name>({ name });
  const id = useId();
  const error = fieldState.error?.message ? translateText(fieldState.error.message) : undefined;
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={id}>
        {label}
        <span className="ui-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <select
        id={id}
        className="ui-field__input"
        name={field.name}
        value={field.value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={field.onChange}
        onBlur={field.onBlur}
      >
        <option value="">–</option>
        {clocks.map((value) => (
          <option key={value} value={value}>
            {clock(value)}
          </option>
        ))}
      </select>
      {error ? (
        <span id={`${id}-error`} className="ui-field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** Timed delivery: the day and the hours the goods are to arrive, within the carrier's hours. */
export function TimecapFields() {
  const t = useT();
  const tc = useCountT();
  const clock = useFormatClock();
  return (
    <div className="checkout__timecap" data-testid="timecap-window">
      <p className="checkout__hint">
        {tc('checkout.window_hint', timecapRules.shortestWindowMinutes / 60, {
          opens: clock(timecapRules.opens),
          closes: clock(timecapRules.closes),
        })}
      </p>
      <div className="checkout__window">
        <WindowDate />
        <ClockSelect name="timeWindow.from" label={t('checkout.window_from')} clocks={startTimes} />
        <ClockSelect name="timeWindow.to" label={t('checkout.window_to')} clocks={endTimes} />
      </div>
    </div>
  );
}
