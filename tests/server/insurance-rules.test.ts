import { describe, expect, it } from 'vitest';
import {
  classifyOverviews,
  dueHal,
  insuredYears,
  minimumWages,
  monthsInYear,
  nextOverviewType,
  obzpMonthlyPremium,
  osvcMonthlyAdvance,
  validOverviews,
  type OverviewRow,
} from '../../server/services/insurance/premiums';

const overview = (id: number, rok: number, podano: string, radek16 = 30_000, radek51 = 3_000): OverviewRow => ({
  id,
  rok,
  podano: new Date(podano),
  vypocet: { radek16, radek51, vyrovnani: 0 },
});

describe('premium rules', () => {
  it('OBZP premium: 13,5 % of the minimum wage rounded up to whole Kč', () => {
    expect(obzpMonthlyPremium(2023)).toBe(2336); // 17 300 × 0,135 = 2 335,50
    expect(obzpMonthlyPremium(2025)).toBe(2808); // 20 800 × 0,135 = 2 808
    expect(obzpMonthlyPremium(2026)).toBe(3024); // 22 400 × 0,135 = 3 024
    expect(obzpMonthlyPremium(2019)).toBe(0);
    // A year not published yet takes the newest known value, never 0 Kč due.
    expect(obzpMonthlyPremium(2027)).toBe(3024);
    expect(osvcMonthlyAdvance(2027, new Map())).toBe(3306);
    expect(Object.keys(minimumWages).map(Number)).toEqual([2021, 2022, 2023, 2024, 2025, 2026]);
  });

  it('counts the months a period touches, up to today for one that lasts', () => {
    const periods = [
      { datumOd: '2023-07-15', datumDo: '2023-09-01', kategorie: 'OBZP' },
      { datumOd: '2024-11-30', datumDo: null, kategorie: 'OSVC' },
    ];
    expect([...monthsInYear(periods, 2023, '2025-03-10')]).toEqual([7, 8, 9]);
    expect([...monthsInYear(periods, 2024, '2025-03-10', ['OSVC'])]).toEqual([11, 12]);
    expect([...monthsInYear(periods, 2025, '2025-03-10', ['OSVC'])]).toEqual([1, 2, 3]);
    expect(monthsInYear(periods, 2025, '2025-03-10', ['OBZP']).size).toBe(0);
    expect(insuredYears(periods, '2025-03-10')).toEqual([2025, 2024, 2023]);
    // a period that starts after today counts for nothing yet
    expect(insuredYears([{ datumOd: '2025-04-01', datumDo: null, kategorie: 'DITE' }], '2025-03-10')).toEqual([]);
  });

  it('regular or corrective by the Prague day of filing; the newest version counts', () => {
    const rows = [
      overview(1, 2024, '2025-03-20T08:00:00Z'),
      // 23:30 in Prague (CET) on the same day as the first: still regular
      overview(2, 2024, '2025-03-20T22:30:00Z'),
      // 00:30 in Prague on the next day: corrective
      overview(3, 2024, '2025-03-20T23:30:00Z'),
      overview(4, 2023, '2024-04-15T08:00:00Z'),
    ];
    expect(classifyOverviews(rows).map((o) => [o.row.id, o.typPrehledu, o.platny])).toEqual([
      [3, 'OPRAVNY', true],
      [2, 'RADNY', false],
      [1, 'RADNY', false],
      [4, 'RADNY', true],
    ]);
    expect([...validOverviews(rows).values()].map((o) => o.id).sort()).toEqual([3, 4]);
    expect(nextOverviewType(rows, 2024, new Date('2025-03-20T12:00:00Z'))).toBe('RADNY');
    expect(nextOverviewType(rows, 2024, new Date('2025-05-01T12:00:00Z'))).toBe('OPRAVNY');
    expect(nextOverviewType(rows, 2025, new Date('2026-04-01T12:00:00Z'))).toBe('RADNY');
  });

  it('what a self-employed owes: row 16 of the valid overview, else months × the advance', () => {
    const periods = [{ datumOd: '2024-04-01', datumDo: null, kategorie: 'OSVC' }];
    const valid = validOverviews([overview(1, 2024, '2025-04-01T08:00:00Z', 31_000, 3_500)]);
    expect(dueHal(periods, valid, 2024, '2025-06-15')).toEqual({ OSVC: 3_100_000, OBZP: 0 });
    // 2025: no overview yet; row 51 of 2024 (3 500) is above the minimum advance (3 143)
    expect(osvcMonthlyAdvance(2025, valid)).toBe(3_500);
    expect(dueHal(periods, valid, 2025, '2025-06-15')).toEqual({ OSVC: 6 * 3_500 * 100, OBZP: 0 });
    expect(osvcMonthlyAdvance(2025, new Map())).toBe(3_143);
  });
});
