import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { computeOsvcOverview, osvcOverviewYears, osvcYear, osvcYears, OsvcOverviewError } from '../../contract/osvc-calculation';

// Every expected value below is derived by hand in docs/osvc-calculation.md (§ 'Worked examples').
const NB = '\u00a0';

describe('osvcYears — statutory values', () => {
  it('holds the average wage of every year 2021–2026', () => {
    expect(osvcYears.map((y) => [y.rok, y.prumernaMzda])).toEqual([
      [2021, 35_441],
      [2022, 38_911],
      [2023, 40_324],
      [2024, 43_967],
      [2025, 46_557],
      [2026, 48_967],
    ]);
  });

  it('minimum monthly base = 50 % of the average wage (haléře), e.g. 2024: 21 983,50 Kč', () => {
    expect(osvcYear(2024)?.minimalniVymerovaciZakladHal).toBe(2_198_350);
    expect(osvcYear(2025)?.minimalniVymerovaciZakladHal).toBe(2_327_850);
    for (const y of osvcYears) expect(y.minimalniVymerovaciZakladHal * 2).toBe(y.prumernaMzda * 100);
  });

  it('minimum advance = 13,5 % of the minimum base rounded up (2 393, 2 627, 2 722, 2 968, 3 143, 3 306)', () => {
    expect(osvcYears.map((y) => y.minimalniZaloha)).toEqual([2_393, 2_627, 2_722, 2_968, 3_143, 3_306]);
    for (const y of osvcYears) {
      // ceil(135 × base_hal / 100 000) in whole Kč, integer arithmetic
      expect(Math.ceil((135 * y.minimalniVymerovaciZakladHal) / 100_000)).toBe(y.minimalniZaloha);
    }
  });

  it('overview can be filed for 2021–2025 (row 51 needs the next year)', () => {
    expect(osvcOverviewYears).toEqual([2021, 2022, 2023, 2024, 2025]);
  });
});

describe('computeOsvcOverview — worked examples', () => {
  it('A: 2024, profit 600 000, 12/12 months, advances 12 × 2 968 → doplatek 4 884', () => {
    const r = computeOsvcOverview({ rok: 2024, radek03: 600_000, radek04: 12, radek05: 12, radek06: 12, radek41: 35_616 });
    expect(r).toMatchObject({ radek09: 263_802, radek14: 300_000, radek16: 40_500, vyrovnani: -4_884, radek51: 3_375 });
    expect(r.kroky.map((k) => k.radek)).toEqual(['09', '14', '16', 'vyrovnani', '51']);
    expect(r.kroky[2].vzorec).toBe(
      `Řádek 16 = 13,5 % × 300${NB}000${NB}Kč × 12 / 12, zaokrouhleno nahoru na celé koruny = 40${NB}500${NB}Kč`,
    );
    expect(r.kroky[0].vzorec).toContain(`21${NB}983,50${NB}Kč`);
    expect(r.kroky[3].vzorec).toContain('doplatek');
  });

  it('B: 2024 low profit 200 000 → the minimum base applies, row 51 = minimum advance 2025', () => {
    const r = computeOsvcOverview({ rok: 2024, radek03: 200_000, radek04: 12, radek05: 12, radek06: 12, radek41: 35_616 });
    expect(r).toMatchObject({ radek09: 263_802, radek14: 263_802, radek16: 35_614, vyrovnani: 2, radek51: 3_143 });
    expect(r.kroky[1].vzorec).toContain('je méně než řádek 9');
    expect(r.kroky[3].vzorec).toContain('přeplatek');
    expect(r.kroky[4].vzorec).toContain('minimální záloha 2025');
  });

  it('C: 2025 partial year, row 4 = 12, row 5 = 6, row 6 = 6', () => {
    const r = computeOsvcOverview({ rok: 2025, radek03: 300_000, radek04: 12, radek05: 6, radek06: 6, radek41: 18_858 });
    expect(r).toMatchObject({ radek09: 139_671, radek14: 150_000, radek16: 10_125, vyrovnani: 8_733, radek51: 3_306 });
  });

  it('D: rounding up at haléře — 2024, 7 months, 50 % × 307 769,01 = 153 884,505 → 153 885', () => {
    const r = computeOsvcOverview({ rok: 2024, radek03: 307_769.01, radek04: 7, radek05: 7, radek06: 7, radek41: 20_776 });
    expect(r).toMatchObject({ radek09: 153_884.5, radek14: 153_885, radek16: 20_775, vyrovnani: 1, radek51: 3_143 });
  });

  it('D2: row 9 with haléře is itself rounded up to whole crowns for row 14', () => {
    const r = computeOsvcOverview({ rok: 2024, radek03: 0, radek04: 7, radek05: 7, radek06: 7, radek41: 0 });
    expect(r).toMatchObject({ radek09: 153_884.5, radek14: 153_885, radek16: 20_775, vyrovnani: -20_775, radek51: 3_143 });
  });

  it('E: 2023 loss (negative row 3) → the minimum base, row 51 = minimum advance 2024', () => {
    const r = computeOsvcOverview({ rok: 2023, radek03: -50_000, radek04: 12, radek05: 12, radek06: 12, radek41: 32_664 });
    expect(r).toMatchObject({ radek09: 241_944, radek14: 241_944, radek16: 32_663, vyrovnani: 1, radek51: 2_968 });
  });

  it('E2: loss without minimum-base months → nothing due, all advances returned', () => {
    const r = computeOsvcOverview({ rok: 2023, radek03: -50_000, radek04: 12, radek05: 12, radek06: 0, radek41: 1_000.5 });
    expect(r).toMatchObject({ radek09: 0, radek14: 0, radek16: 0, vyrovnani: 1_000.5, radek51: 2_968 });
  });

  it('F: 2021 profit 1 000 000 → row 51 above the 2022 minimum', () => {
    const r = computeOsvcOverview({ rok: 2021, radek03: 1_000_000, radek04: 12, radek05: 12, radek06: 12, radek41: 28_716 });
    expect(r).toMatchObject({ radek09: 212_646, radek14: 500_000, radek16: 67_500, vyrovnani: -38_784, radek51: 5_625 });
  });

  it('G: 2024 row 5 < row 4 — premium scaled by 9 / 12 and rounded up', () => {
    const r = computeOsvcOverview({ rok: 2024, radek03: 352_000, radek04: 12, radek05: 9, radek06: 9, radek41: 0 });
    expect(r).toMatchObject({ radek09: 197_851.5, radek14: 197_852, radek16: 20_033, vyrovnani: -20_033, radek51: 3_143 });
  });

  it('no float drift: 0.1 + 0.2 style amounts stay exact', () => {
    const r = computeOsvcOverview({ rok: 2024, radek03: 600_000, radek04: 12, radek05: 12, radek06: 12, radek41: 40_500.3 });
    expect(r.vyrovnani).toBe(0.3);
  });
});

describe('computeOsvcOverview — refusals', () => {
  it.each([
    [2020, 2020],
    [2026, 2027],
    [1900, 1900],
  ])('year %i → names the year whose statutory values are missing (%i)', (rok, missing) => {
    expect(() => computeOsvcOverview({ rok, radek03: 1, radek04: 12, radek05: 12, radek06: 12, radek41: 0 })).toThrow(
      messages.overviewYearValuesMissing(missing),
    );
    expect(messages.overviewYearValuesMissing(2027)).toBe(
      'Přehled za tento rok zatím podat nelze: chybí zákonné hodnoty pro rok 2027 (průměrná mzda, minimální vyměřovací základ a minimální záloha).',
    );
  });

  it('row 5 or row 6 above row 4 → valueAboveRow4', () => {
    expect(() => computeOsvcOverview({ rok: 2024, radek03: 1, radek04: 6, radek05: 7, radek06: 6, radek41: 0 })).toThrow(
      messages.valueAboveRow4,
    );
    expect(() => computeOsvcOverview({ rok: 2024, radek03: 1, radek04: 6, radek05: 6, radek06: 7, radek41: 0 })).toThrow(
      messages.valueAboveRow4,
    );
  });

  it('limits of rows 3, 4, 41 and decimals', () => {
    const base = { rok: 2024, radek03: 1, radek04: 12, radek05: 12, radek06: 12, radek41: 0 };
    expect(() => computeOsvcOverview({ ...base, radek04: 0 })).toThrow(OsvcOverviewError);
    expect(() => computeOsvcOverview({ ...base, radek04: 13 })).toThrow(messages.max(12));
    expect(() => computeOsvcOverview({ ...base, radek05: 1.5 })).toThrow(messages.integer);
    expect(() => computeOsvcOverview({ ...base, radek41: -1 })).toThrow(OsvcOverviewError);
    expect(() => computeOsvcOverview({ ...base, radek03: 1.005 })).toThrow(messages.decimalPlaces(2));
    expect(() => computeOsvcOverview({ ...base, radek03: 10_000_000_000 })).toThrow(OsvcOverviewError);
  });
});
