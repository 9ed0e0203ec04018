/**
 * At 23:30 UTC (00:30 in Prague) the day is already the next one: today, the days shown and the
 * premium account's due and overdue items all follow the Prague day, whatever the process's zone.
 */
import { describe, expect, it } from 'vitest';
import { todayIso } from '../../contract/format';
import { todayInPrague } from '../../server/services/clock';
import { premiumLedger } from '../../server/services/insurance/ledger';
import { dayIsoOf, formatDay, formatMomentDay } from '../../src/lib/display-dates';

const NBSP = '\u00a0';

describe('at 00:30 in Prague (23:30 UTC)', () => {
  it('runs in UTC with the clock at 23:30', () => {
    expect(new Date().toISOString()).toBe('2026-12-01T23:30:00.000Z');
    expect(new Date().getDate()).toBe(1);
  });

  it('today is the Prague day on the server and in the browser', () => {
    expect(todayInPrague()).toBe('2026-12-02');
    expect(todayIso()).toBe('2026-12-02');
  });

  it('a moment filed now is shown on the Prague day, by either day formatter; a date-only value as it is', () => {
    expect(formatMomentDay(new Date().toISOString())).toBe(`2.${NBSP}12.${NBSP}2026`);
    expect(formatDay(new Date().toISOString())).toBe(`2.${NBSP}12.${NBSP}2026`);
    expect(formatDay('2026-12-01T23:30:00+00:00')).toBe(`2.${NBSP}12.${NBSP}2026`);
    expect(formatDay('2026-12-01T00:00:00')).toBe(`1.${NBSP}12.${NBSP}2026`);
    expect(formatDay('2026-12-01')).toBe(`1.${NBSP}12.${NBSP}2026`);
    // the machine-readable day beside it agrees (a request list's <time dateTime>)
    expect(dayIsoOf('2026-12-01T23:30:00Z')).toBe('2026-12-02');
    expect(dayIsoOf('2026-12-01T00:00:00')).toBe('2026-12-01');
    expect(formatMomentDay('2026-12-01')).toBe(`1.${NBSP}12.${NBSP}2026`);
  });

  it("the premium account counts November's advance as due on 8 December, December's as owed", () => {
    const ledger = premiumLedger({
      variabilniSymbol: '7801011234',
      periods: [{ datumOd: '2026-10-01', datumDo: null, kategorie: 'OSVC' }],
      overviews: [],
      payments: [{ id: 1, datum: '2026-10-20', castkaHal: 330_600, obdobi: '2026-10', rok: 2026, typUhradyKod: 'ZALOHA_OSVC' }],
      today: todayInPrague(),
    });
    expect(ledger.polozky.filter((p) => p.zbyvaHal > 0).map((p) => [p.id, p.splatnost, p.stav])).toEqual([
      ['ZALOHA_OSVC:2026-11', '2026-12-08', 'SPLATNE'],
      ['ZALOHA_OSVC:2026-12', '2027-01-08', 'SPLATNE'],
    ]);
    expect(ledger.poSplatnostiHal).toBe(0);
  });
});
