import { z } from 'zod';

/** Delivery methods of the shop; ids are what `delivery_methodid` stores (1 is the default). */
export const deliveryMethods = [
  { id: 1, type: 'product_freight' },
  { id: 2, type: 'own_freight' },
  { id: 3, type: 'worksite_fence_line' },
  { id: 4, type: 'crane_unloading' },
  { id: 5, type: 'timecap' },
] as const;
export const deliveryMethodTypes = deliveryMethods.map((m) => m.type) as [
  (typeof deliveryMethods)[number]['type'],
  ...(typeof deliveryMethods)[number]['type'][],
];
export const DeliveryMethodTypeSchema = z.enum(deliveryMethodTypes);
export type DeliveryMethodType = z.infer<typeof DeliveryMethodTypeSchema>;

/** Own freight needs a contract number, or a phone number together with the carrier's name. */
export const OwnFreightSchema = z.union([
  z.object({ contractNumber: z.string().trim().min(1).max(100, 'validation.too_long') }).strict(),
  z
    .object({
      carrierPhone: z.string().trim().min(5).max(30, 'validation.too_long'),
      carrierName: z.string().trim().min(1).max(200, 'validation.too_long'),
    })
    .strict(),
]);
export type OwnFreight = z.infer<typeof OwnFreightSchema>;

/** An order's life (docs/orders.md, "Order states"; transitions in services/orders/src/shared/order-status.ts). */
export const orderStatuses = [
  'created',
  'confirmed',
  'payment_failed',
  'done',
  'in_delivery',
  'reviewed',
  'paid',
  'other',
  /** Above the company buyer's order limit: sent, but nothing goes out until an admin approves. */
  'awaiting_approval',
  /** Rejected by the company's admin (with their comment); final. */
  'cancelled',
] as const;
export const OrderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

export const paymentMethods = ['invoice', 'card'] as const;
export const PaymentMethodSchema = z.enum(paymentMethods).meta({ examples: ['invoice'] });
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/**
 * The countries the shop delivers to, the one list the catalogue's GET /countries shows and the
 * order form and the orders service accept (a delivery or billing country outside it is refused).
 * `vatRate` is the standard rate the catalogue shows; the orders service computes with the rates
 * of its pricing configuration, which must cover every EU country here.
 */
export const deliveryCountries = [
  { code: 'FI', euMember: true, vatRate: 25.5, phonePrefix: '+358' },
  { code: 'DE', euMember: true, vatRate: 19, phonePrefix: '+49' },
  { code: 'EE', euMember: true, vatRate: 24, phonePrefix: '+372' },
  { code: 'SE', euMember: true, vatRate: 25, phonePrefix: '+46' },
  { code: 'LV', euMember: true, vatRate: 21, phonePrefix: '+371' },
  { code: 'LT', euMember: true, vatRate: 21, phonePrefix: '+370' },
  { code: 'PL', euMember: true, vatRate: 23, phonePrefix: '+48' },
  { code: 'DK', euMember: true, vatRate: 25, phonePrefix: '+45' },
  { code: 'NL', euMember: true, vatRate: 21, phonePrefix: '+31' },
  { code: 'AT', euMember: true, vatRate: 20, phonePrefix: '+43' },
  { code: 'FR', euMember: true, vatRate: 20, phonePrefix: '+33' },
  { code: 'BE', euMember: true, vatRate: 21, phonePrefix: '+32' },
  { code: 'NO', euMember: false, vatRate: 25, phonePrefix: '+47' },
] as const;
export type DeliveryCountryCode = (typeof deliveryCountries)[number]['code'];
export const deliveryCountryCodes = deliveryCountries.map((c) => c.code) as [
  DeliveryCountryCode,
  ...DeliveryCountryCode[],
];

export const isDeliveryCountry = (code: string): code is DeliveryCountryCode =>
  (deliveryCountryCodes as readonly string[]).includes(code);

/** A billing or delivery country: one the shop delivers to (upper case; the form sends it so). */
export const DeliveryCountrySchema = z
  .string({ error: 'validation.country_required' })
  .trim()
  .min(1, 'validation.country_required')
  .refine(isDeliveryCountry, 'validation.country_unsupported');

/**
 * Timed delivery (timecap): the carrier delivers on working days within these hours, in a window
 * at least this long, booked at most this many days ahead. The texts that name the hours read them
 * from here (checkout.window_hint); the refusals do not repeat them.
 */
export const timecapRules = { opens: '07:00', closes: '16:00', shortestWindowMinutes: 120, bookableDays: 90 } as const;

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const dayMs = 86_400_000;
const utcDay = (iso: string) => new Date(`${iso}T00:00:00Z`);
const isoOf = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (iso: string, days: number) => isoOf(new Date(utcDay(iso).getTime() + days * dayMs));

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  // Month 13 or day 45 is no instant at all (toISOString would throw); day 30 of February rolls over.
  const day = utcDay(value);
  return !Number.isNaN(day.getTime()) && isoOf(day) === value;
};

/** A day as the calls write it: YYYY-MM-DD, and a real one (2026-02-30 and 2026-13-45 are refused). */
export const IsoDaySchema = z
  .string()
  // One issue per field: a value not shaped like a day is not asked whether it is a real one.
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalid', abort: true })
  .refine(isCalendarDate, 'validation.invalid');

/** Easter Sunday of a year (the Gregorian computus of Meeus, Jones and Butcher). */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((8 * b + 13) / 25)) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Weekdays on which Finland does not work (the goods leave the shop's Finnish warehouse): New
 * Year, Epiphany, Good Friday, Easter Monday, May Day, Ascension, Midsummer Eve, Independence Day
 * and Christmas Eve to Boxing Day. The others (Midsummer Day, All Saints' Day) fall on a Saturday.
 */
function finnishDaysOff(year: number): Set<string> {
  const easter = easterSunday(year);
  const midsummerEve = [19, 20, 21, 22, 23, 24, 25]
    .map((day) => `${year}-06-${day}`)
    .find((iso) => utcDay(iso).getUTCDay() === 5)!;
  return new Set([
    ...['01-01', '01-06', '05-01', '12-06', '12-24', '12-25', '12-26'].map((day) => `${year}-${day}`),
    addDays(easter, -2),
    addDays(easter, 1),
    addDays(easter, 39),
    midsummerEve,
  ]);
}

/** Monday to Friday and no Finnish public holiday. */
export function isWorkingDay(iso: string): boolean {
  const weekday = utcDay(iso).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !finnishDaysOff(Number(iso.slice(0, 4))).has(iso);
}

/** The first working day after `today` (YYYY-MM-DD): the earliest a timed delivery can be booked for. */
export function firstBookableDay(today: string): string {
  let day = addDays(today, 1);
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

/** The last day a timed delivery can be booked for, seen from `today`. */
export const lastBookableDay = (today: string) => addDays(today, timecapRules.bookableDays);

/**
 * Why a timed delivery cannot be on `date` seen from `today` in the shop's time zone (both
 * YYYY-MM-DD), as a message key; null when it can. Depends on the day, so checked where the day is
 * known: by the orders service when the delivery is chosen and again at completion, and by the form.
 */
export function deliveryDateIssue(date: string, today: string): string | null {
  if (date <= today) return 'delivery.window_date_past';
  if (date > lastBookableDay(today)) return 'delivery.window_date_too_far';
  if (!isWorkingDay(date)) return 'delivery.window_date_day_off';
  return null;
}

const clockPattern = /^([01]\d|2[0-3]):[0-5]\d$/;
const clockTime = (key: string) => z.string({ error: key }).trim().regex(clockPattern, key);

/** A timed delivery's window as stored and answered: read as stored (the rules may change later). */
export const DeliveryWindowShape = z.object({ date: z.string(), from: z.string(), to: z.string() });
export type DeliveryWindow = z.infer<typeof DeliveryWindowShape>;

/**
 * The window a buyer books for timed delivery: a day and the hours, within the carrier's hours and
 * at least its shortest window long. Whether the day is a bookable working day depends on today:
 * deliveryDateIssue.
 */
export const DeliveryWindowSchema = z
  .object({
    date: z
      .string({ error: 'delivery.window_date_required' })
      .trim()
      .refine(isCalendarDate, 'delivery.window_date_required'),
    from: clockTime('delivery.window_from_required'),
    to: clockTime('delivery.window_to_required'),
  })
  .strict()
  .superRefine((window, ctx) => {
    // A time that is none has its own issue already.
    if (!clockPattern.test(window.from) || !clockPattern.test(window.to)) return;
    const from = minutesOf(window.from);
    const to = minutesOf(window.to);
    if (from < minutesOf(timecapRules.opens))
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'delivery.window_outside_hours' });
    if (to > minutesOf(timecapRules.closes))
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'delivery.window_outside_hours' });
    else if (to - from < timecapRules.shortestWindowMinutes)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'delivery.window_too_short' });
  });
