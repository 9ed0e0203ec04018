import { describe, expect, it } from 'vitest';
import type { MereniPolozka } from '../../../../contract/health';
import {
  chartSummary,
  dayNumber,
  formatTimeTick,
  isoOfDay,
  linearScale,
  linePath,
  niceAxis,
  niceStep,
  seriesOf,
  timeTicks,
} from '../../../../src/features/health/measurements/chart';

const day = (iso: string) => dayNumber(iso);
const measurement = (id: number, datum: string, values: Partial<MereniPolozka> = {}): MereniPolozka => ({
  id,
  datum: `${datum}T00:00:00`,
  tep: null,
  tlakSyst: null,
  tlakDiast: null,
  vaha: null,
  vyska: null,
  bmi: null,
  ...values,
});

describe('calendar days', () => {
  it('counts days since 1970 for ISO and wire dates, and back', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('1970-01-02T00:00:00')).toBe(1);
    expect(dayNumber('2024-03-01') - dayNumber('2024-02-28')).toBe(2); // leap year
    expect(isoOfDay(dayNumber('2025-06-05'))).toBe('2025-06-05');
    expect(Number.isNaN(dayNumber('2025-02-30'))).toBe(true);
  });
});

describe('linearScale', () => {
  it('maps the domain onto the range, also inverted (SVG y grows downwards)', () => {
    const x = linearScale([0, 10], [40, 140]);
    expect(x(0)).toBe(40);
    expect(x(5)).toBe(90);
    expect(x(10)).toBe(140);
    const y = linearScale([50, 150], [200, 0]);
    expect(y(50)).toBe(200);
    expect(y(150)).toBe(0);
    expect(y(100)).toBe(100);
  });

  it('puts every value of a one-value domain in the middle', () => {
    const x = linearScale([7, 7], [0, 100]);
    expect(x(7)).toBe(50);
    expect(x(1000)).toBe(50);
  });
});

describe('niceStep and niceAxis', () => {
  it('steps by 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceStep(100, 5)).toBe(20);
    expect(niceStep(60, 5)).toBe(20);
    expect(niceStep(10, 4)).toBe(2.5);
    expect(niceStep(1.3, 4)).toBe(0.5);
    expect(niceStep(0, 4)).toBe(1);
  });

  it('rounds the bounds out to the step and lists the ticks', () => {
    expect(niceAxis(79, 139, 5)).toEqual({ min: 60, max: 140, step: 20, ticks: [60, 80, 100, 120, 140] });
    const bmi = niceAxis(24.1, 26.6, 4);
    expect(bmi.min).toBeLessThanOrEqual(24.1);
    expect(bmi.max).toBeGreaterThanOrEqual(26.6);
    expect(bmi.ticks.length).toBeLessThanOrEqual(6);
    expect(bmi.ticks).toEqual([...bmi.ticks].sort((a, b) => a - b));
  });

  it('gives one value a band around it', () => {
    const axis = niceAxis(68, 68, 4);
    expect(axis.min).toBeLessThan(68);
    expect(axis.max).toBeGreaterThan(68);
    expect(axis.ticks.length).toBeGreaterThanOrEqual(2);
  });

  it('never returns ticks outside its bounds and never too many', () => {
    for (const [lo, hi, n] of [
      [0, 1, 3],
      [20, 250, 5],
      [1, 700, 4],
      [30.5, 30.9, 3],
      [-5, 5, 4],
    ] as const) {
      const axis = niceAxis(lo, hi, n);
      expect(axis.ticks[0]).toBe(axis.min);
      expect(axis.ticks[axis.ticks.length - 1]).toBeCloseTo(axis.max, 8);
      expect(axis.min).toBeLessThanOrEqual(lo);
      expect(axis.max).toBeGreaterThanOrEqual(hi);
      expect(axis.ticks.length - 1).toBeLessThanOrEqual(n * 2);
    }
  });
});

describe('timeTicks', () => {
  it('labels days "d. M." over a short span', () => {
    const ticks = timeTicks(day('2025-06-01'), day('2025-06-05'), 10);
    expect(ticks.map((tick) => tick.label)).toEqual(['1. 6.', '2. 6.', '3. 6.', '4. 6.', '5. 6.']);
  });

  it('uses weeks when days would be too many', () => {
    const ticks = timeTicks(day('2025-06-01'), day('2025-06-29'), 5);
    expect(ticks.map((tick) => tick.label)).toEqual(['1. 6.', '8. 6.', '15. 6.', '22. 6.', '29. 6.']);
  });

  it('labels first days of months with Czech month abbreviations', () => {
    const ticks = timeTicks(day('2024-12-15'), day('2025-04-20'), 6);
    expect(ticks.map((tick) => tick.label)).toEqual(['led 2025', 'úno 2025', 'bře 2025', 'dub 2025']);
    expect(ticks.every((tick) => isoOfDay(tick.day).endsWith('-01'))).toBe(true);
  });

  it('spaces months out to fit the width (two years on a phone)', () => {
    const ticks = timeTicks(day('2024-03-01'), day('2026-02-20'), 4);
    expect(ticks.length).toBeLessThanOrEqual(4);
    expect(ticks.length).toBeGreaterThanOrEqual(2);
    expect(ticks.map((tick) => tick.label)).toEqual(['čvc 2024', 'led 2025', 'čvc 2025', 'led 2026']);
  });

  it('falls back to years over a long span, and to nothing for a bad span', () => {
    const ticks = timeTicks(day('2000-05-01'), day('2020-05-01'), 5);
    expect(ticks.map((tick) => tick.label)).toEqual(['2005', '2010', '2015', '2020']);
    expect(timeTicks(10, 5, 4)).toEqual([]);
    expect(formatTimeTick(day('2025-09-01'), 'month')).toBe('zář 2025');
  });
});

describe('seriesOf', () => {
  it('keeps the measurements with the value, oldest first (server sends newest first)', () => {
    const list = [
      measurement(3, '2025-06-05', { tep: 68, tlakSyst: 122 }),
      measurement(4, '2025-06-05', { tep: 70 }),
      measurement(2, '2025-03-01', { tlakSyst: 130 }),
      measurement(1, '2024-12-24', { tep: 80 }),
    ];
    expect(seriesOf(list, 'tep').map((point) => [point.iso, point.value, point.id])).toEqual([
      ['2024-12-24', 80, 1],
      ['2025-06-05', 68, 3],
      ['2025-06-05', 70, 4],
    ]);
    expect(seriesOf(list, 'tlakSyst').map((point) => point.value)).toEqual([130, 122]);
    expect(seriesOf(list, 'bmi')).toEqual([]);
  });
});

describe('linePath', () => {
  it('draws a polyline rounded to tenths of a pixel', () => {
    expect(
      linePath([
        { x: 1, y: 2 },
        { x: 3.14159, y: 4.06 },
      ]),
    ).toBe('M1 2 L3.1 4.1');
    expect(linePath([])).toBe('');
  });
});

describe('chartSummary', () => {
  const points = (values: [string, number, number][]) => values.map(([iso, value, id]) => ({ iso, day: day(iso), value, id }));

  it('says how many measurements, when, the latest values and the range', () => {
    const summary = chartSummary('Krevní tlak', 'mm Hg', [
      {
        label: 'Systolický tlak',
        points: points([
          ['2025-01-10', 139, 1],
          ['2025-06-05', 122, 2],
        ]),
      },
      {
        label: 'Diastolický tlak',
        points: points([
          ['2025-01-10', 89, 1],
          ['2025-06-05', 79, 2],
        ]),
      },
    ]);
    expect(summary).toBe(
      'Krevní tlak: 2 měření od 10. 1. 2025 do 5. 6. 2025. Naposledy systolický tlak 122\u00a0mm Hg, diastolický tlak 79\u00a0mm Hg. Nejnižší 79\u00a0mm Hg, nejvyšší 139\u00a0mm Hg.',
    );
  });

  it('uses a decimal comma and one date for one day', () => {
    const summary = chartSummary('BMI', '', [{ label: 'BMI', points: points([['2025-06-05', 24.09, 7]]) }], 1);
    expect(summary).toBe('BMI: 1 měření ze dne 5. 6. 2025. Naposledy 24,1. Nejnižší 24,1, nejvyšší 24,1.');
  });

  it('changes when a measurement is added', () => {
    const before = chartSummary('Tep', 'tepů/min', [{ label: 'Tep', points: points([['2025-01-10', 80, 1]]) }]);
    const after = chartSummary('Tep', 'tepů/min', [
      {
        label: 'Tep',
        points: points([
          ['2025-01-10', 80, 1],
          ['2025-06-05', 66, 2],
        ]),
      },
    ]);
    expect(after).not.toBe(before);
    expect(after).toContain('2 měření');
  });

  it('says so when there is nothing', () => {
    expect(chartSummary('Váha', 'kg', [{ label: 'Váha', points: [] }])).toBe('Váha: žádná měření.');
  });
});
