import { deliveryDateIssue, DeliveryWindowSchema, IsoDaySchema, firstBookableDay, isWorkingDay } from '../src/delivery';

const issues = (window: Record<string, unknown>) =>
  DeliveryWindowSchema.safeParse(window).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('timed delivery days', () => {
  it('are Monday to Friday without the Finnish public holidays, Easter and Midsummer moving each year', () => {
    expect(isWorkingDay('2026-11-23')).toBe(true); // a Monday
    expect(isWorkingDay('2026-11-28')).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-29')).toBe(false); // Sunday
    for (const holiday of ['2026-12-24', '2026-12-25', '2027-01-01', '2027-01-06', '2027-05-06', '2027-12-06']) {
      expect([holiday, isWorkingDay(holiday)]).toEqual([holiday, false]);
    }
    // Easter 2027 is 28 March: Good Friday 26 March, Easter Monday 29 March, Ascension 6 May.
    expect([isWorkingDay('2027-03-26'), isWorkingDay('2027-03-29'), isWorkingDay('2027-03-30')]).toEqual([
      false,
      false,
      true,
    ]);
    // Midsummer Eve is the Friday between 19 and 25 June: 25 June in 2027, 19 June in 2026.
    expect([isWorkingDay('2027-06-25'), isWorkingDay('2027-06-18'), isWorkingDay('2026-06-19')]).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('start on the first working day after today, past weekends and the Christmas days', () => {
    expect(firstBookableDay('2026-11-23')).toBe('2026-11-24');
    expect(firstBookableDay('2026-11-27')).toBe('2026-11-30');
    expect(firstBookableDay('2026-12-23')).toBe('2026-12-28');
  });

  it('refuse today, the past, days off and days more than 90 days ahead, each with its reason', () => {
    const today = '2026-11-23';
    expect(deliveryDateIssue('2026-11-24', today)).toBeNull();
    expect(deliveryDateIssue('2026-11-23', today)).toBe('delivery.window_date_past');
    expect(deliveryDateIssue('2026-11-20', today)).toBe('delivery.window_date_past');
    expect(deliveryDateIssue('2026-11-28', today)).toBe('delivery.window_date_day_off');
    expect(deliveryDateIssue('2026-12-24', today)).toBe('delivery.window_date_day_off');
    expect(deliveryDateIssue('2027-02-19', today)).toBeNull(); // day 88, a Friday
    expect(deliveryDateIssue('2027-02-22', today)).toBe('delivery.window_date_too_far'); // day 91
  });
});

describe('DeliveryWindowSchema', () => {
  it('takes a calendar day and a window of at least two hours between 07:00 and 16:00', () => {
    expect(issues({ date: '2026-11-24', from: '07:00', to: '09:00' })).toEqual([]);
    expect(issues({ date: '2026-11-24', from: '13:30', to: '16:00' })).toEqual([]);
  });

  it('names the field and the reason of each fault', () => {
    expect(issues({ date: '2026-02-30', from: '08:00', to: '10:00' })).toEqual([
      ['date', 'delivery.window_date_required'],
    ]);
    expect(issues({ date: '', from: '', to: '10:00' })).toEqual([
      ['date', 'delivery.window_date_required'],
      ['from', 'delivery.window_from_required'],
    ]);
    expect(issues({ date: '2026-11-24', from: '06:00', to: '08:00' })).toEqual([
      ['from', 'delivery.window_outside_hours'],
    ]);
    expect(issues({ date: '2026-11-24', from: '15:00', to: '17:00' })).toEqual([
      ['to', 'delivery.window_outside_hours'],
    ]);
    expect(issues({ date: '2026-11-24', from: '10:00', to: '11:30' })).toEqual([['to', 'delivery.window_too_short']]);
    expect(issues({ date: '2026-11-24', from: '12:00', to: '10:00' })).toEqual([['to', 'delivery.window_too_short']]);
  });
});

describe('a day in a call (IsoDaySchema)', () => {
  it('is a real calendar day: month 13 or day 45 is refused as one issue, never thrown', () => {
    const reasons = (value: string) => IsoDaySchema.safeParse(value).error?.issues.map((i) => i.message) ?? [];
    expect(reasons('2026-11-27')).toEqual([]);
    for (const unreal of ['2026-13-45', '2026-02-30', '2026-00-10', '27.11.2026'])
      expect([unreal, reasons(unreal)]).toEqual([unreal, ['validation.invalid']]);
  });

  it('is refused the same way as a timed delivery day, where month 13 used to throw', () => {
    expect(() => issues({ date: '2026-13-45', from: '08:00', to: '10:00' })).not.toThrow();
    expect(issues({ date: '2026-13-45', from: '08:00', to: '10:00' })).toEqual([
      ['date', 'delivery.window_date_required'],
    ]);
  });
});
