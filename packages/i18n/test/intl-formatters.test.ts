import { collator, dateTimeFormat, displayNames, numberFormat, pluralRules } from '../src';

describe('Intl objects built once per locale and options', () => {
  it('answers the same instance for the same locale and options, in whatever order the options are written', () => {
    const money = numberFormat('fi-FI', { style: 'currency', currency: 'EUR' });
    expect(numberFormat('fi-FI', { currency: 'EUR', style: 'currency' })).toBe(money);
    expect(dateTimeFormat('de', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(
      dateTimeFormat('de', { timeZone: 'UTC', dateStyle: 'medium' }),
    );
    expect(displayNames('et', { type: 'region' })).toBe(displayNames('et', { type: 'region' }));
    expect(pluralRules('en-IE')).toBe(pluralRules('en-IE'));
    expect(collator('fi')).toBe(collator('fi'));
  });

  it('counts an option left undefined as not given', () => {
    expect(dateTimeFormat('en', { dateStyle: 'medium', timeZone: undefined })).toBe(
      dateTimeFormat('en', { dateStyle: 'medium' }),
    );
  });

  it('answers another instance for other options, another locale or another kind of object', () => {
    const calendarDay = dateTimeFormat('de', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(dateTimeFormat('de', { dateStyle: 'medium' })).not.toBe(calendarDay);
    expect(dateTimeFormat('de', { dateStyle: 'full', timeZone: 'UTC' })).not.toBe(calendarDay);
    expect(dateTimeFormat('fi', { dateStyle: 'medium', timeZone: 'UTC' })).not.toBe(calendarDay);
    expect(numberFormat('de-DE', { style: 'percent' })).not.toBe(numberFormat('de-DE'));
    expect(displayNames('de', { type: 'region' })).not.toBe(displayNames('de', { type: 'language' }));
    expect(pluralRules('en', { type: 'ordinal' }).select(2)).toBe('two');
    expect(pluralRules('en').select(2)).toBe('other');
  });

  it('writes what a new Intl object of the same locale and options writes', () => {
    const options = { style: 'currency', currency: 'EUR' } as const;
    expect(numberFormat('de-DE', options).format(1234.5)).toBe(new Intl.NumberFormat('de-DE', options).format(1234.5));
    expect(numberFormat('de-DE', options).format(1234.5)).toBe('1.234,50\u00a0€');
    expect(displayNames('fi', { type: 'region' }).of('DE')).toBe('Saksa');
    expect(dateTimeFormat('de', { dateStyle: 'full', timeZone: 'UTC' }).format(Date.UTC(2026, 11, 3))).toBe(
      'Donnerstag, 3. Dezember 2026',
    );
    expect(['Öl', 'Zaun', 'Ofen'].sort(collator('de').compare)).toEqual(['Ofen', 'Öl', 'Zaun']);
  });

  it('refuses a locale Intl refuses, every time, as new Intl objects do', () => {
    expect(() => numberFormat('not a locale')).toThrow(RangeError);
    expect(() => numberFormat('not a locale')).toThrow(RangeError);
  });
});
