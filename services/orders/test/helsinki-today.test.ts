import { helsinkiToday } from '../src/app';

describe('helsinkiToday', () => {
  const at = (iso: string) => helsinkiToday(Date.parse(iso));

  it('is the date in Helsinki: it turns at local midnight, 22:00 UTC in winter and 21:00 UTC in summer', () => {
    expect(at('2026-01-14T21:59:59.999Z')).toBe('2026-01-14');
    expect(at('2026-01-14T22:00:00.000Z')).toBe('2026-01-15');
    expect(at('2026-07-14T20:59:59.999Z')).toBe('2026-07-14');
    expect(at('2026-07-14T21:00:00.000Z')).toBe('2026-07-15');
  });

  it('answers from the hour it last computed only within that hour, whichever way the clock moves', () => {
    expect(at('2026-03-01T21:30:00Z')).toBe('2026-03-01');
    expect(at('2026-03-01T21:59:00Z')).toBe('2026-03-01');
    expect(at('2026-03-01T22:00:00Z')).toBe('2026-03-02');
    expect(at('2026-03-01T21:59:59Z')).toBe('2026-03-01'); // clock set back
    expect(at('2026-10-25T00:59:59Z')).toBe('2026-10-25'); // the night summer time ends (01:00 UTC)
    expect(at('2026-10-25T01:00:00Z')).toBe('2026-10-25');
    expect(at('2026-10-25T21:59:59Z')).toBe('2026-10-25');
    expect(at('2026-10-25T22:00:00Z')).toBe('2026-10-26');
  });

  it('is today by default', () => {
    expect(helsinkiToday()).toBe(new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki' }).format(new Date()));
  });
});
