import { describe, expect, it } from 'vitest';
import { formatDay, formatMomentDay, formatMomentTime } from '../../../src/lib/display-dates';

const NBSP = '\u00a0';
const spaced = (text: string) => text.replace(/ /g, NBSP);

describe('moments as screens show them, on the Prague clock', () => {
  // What Intl's Czech formatter with the time-zone database writes, as the screens showed it before.
  const intlCzech = new Intl.DateTimeFormat('cs-CZ', {
    timeZone: 'Europe/Prague',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  const moments = [
    '2026-11-24T13:05:00Z', // winter, UTC+1
    '2026-07-01T07:05:00Z', // summer, UTC+2: 9:05, the hour without a leading zero
    '2026-12-31T23:30:00Z', // the next day and year in Prague
    '2026-03-29T00:59:00Z', // a minute before the clocks go forward
    '2026-03-29T01:00:00Z',
    '2026-10-25T00:30:00Z', // the hour that happens twice
    '2026-10-25T01:30:00Z',
  ];

  it('writes the day and the time as the Czech formatter does', () => {
    for (const moment of moments) {
      expect(formatMomentTime(moment)).toBe(intlCzech.format(new Date(moment)).replace(/\s+/g, NBSP).replace(/,/g, ''));
    }
    expect(formatMomentTime('2026-07-01T07:05:00Z')).toBe(spaced('1. 7. 2026 9:05'));
    expect(formatMomentTime('2026-12-31T23:30:00Z')).toBe(spaced('1. 1. 2027 0:30'));
  });

  it('shows a moment on its Prague day and a date-only value as it is', () => {
    expect(formatMomentDay('2026-12-31T23:30:00Z')).toBe(spaced('1. 1. 2027'));
    expect(formatMomentDay('2026-06-30T21:59:00Z')).toBe(spaced('30. 6. 2026'));
    expect(formatMomentDay('2026-06-30T22:00:00Z')).toBe(spaced('1. 7. 2026'));
    expect(formatDay('2026-12-31T00:00:00')).toBe(spaced('31. 12. 2026'));
    expect(formatMomentTime('not a date')).toBe('');
  });
});
