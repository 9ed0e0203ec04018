/**
 * Pure helpers of the hand-drawn SVG charts (docs/adr/0006-charts.md): calendar days as numbers,
 * linear scales, "nice" value ticks, calendar ticks with Czech labels, series from measurements,
 * the SVG path and the text summary read out instead of the picture. No DOM, no time zones:
 * dates are calendar days ('YYYY-MM-DD', the wire's zero time ignored).
 */
import { formatDateCz, formatNumber, parseIsoDate } from '../../../../contract/format';
import type { MereniPolozka } from '../../../../contract/health';

const DAY_MS = 86_400_000;

/** '2025-06-05' (or '2025-06-05T00:00:00') → days since 1970-01-01; NaN for a non-date. */
export function dayNumber(iso: string): number {
  const date = parseIsoDate(iso);
  return date ? Date.UTC(date.year, date.month - 1, date.day) / DAY_MS : Number.NaN;
}

/** Days since 1970-01-01 → 'YYYY-MM-DD'. */
export function isoOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** A linear map of `domain` onto `range`; a domain of one value maps to the middle of the range. */
export function linearScale([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]): (value: number) => number {
  if (d0 === d1) return () => (r0 + r1) / 2;
  const k = (r1 - r0) / (d1 - d0);
  return (value) => r0 + (value - d0) * k;
}

/** The smallest of 1, 2, 2.5, 5 × 10^n that covers `span` in at most `maxTicks` steps. */
export function niceStep(span: number, maxTicks: number): number {
  if (!(span > 0) || maxTicks < 1) return 1;
  const raw = span / maxTicks;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const factor of [1, 2, 2.5, 5, 10]) {
    if (factor * power >= raw - 1e-9) return factor * power;
  }
  return 10 * power;
}

export interface NiceAxis {
  min: number;
  max: number;
  step: number;
  ticks: number[];
}

/**
 * A value axis from the data's min and max: bounds rounded out to a nice step, at most about
 * `maxTicks` intervals. One value (or none) gets a small band around it.
 */
export function niceAxis(dataMin: number, dataMax: number, maxTicks = 5): NiceAxis {
  let lo = Math.min(dataMin, dataMax);
  let hi = Math.max(dataMin, dataMax);
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) {
    lo = 0;
    hi = 1;
  }
  if (lo === hi) {
    const pad = Math.max(1, Math.abs(lo) * 0.05);
    lo -= pad;
    hi += pad;
  }
  const step = niceStep(hi - lo, Math.max(1, maxTicks));
  const clean = (value: number) => Number(value.toFixed(10));
  const first = Math.floor(lo / step + 1e-9);
  const last = Math.ceil(hi / step - 1e-9);
  const ticks: number[] = [];
  for (let index = first; index <= last; index += 1) ticks.push(clean(index * step));
  return { min: clean(first * step), max: clean(last * step), step, ticks };
}

const MONTHS_SHORT = ['led', 'úno', 'bře', 'dub', 'kvě', 'čvn', 'čvc', 'srp', 'zář', 'říj', 'lis', 'pro'];

export type TimeUnit = 'day' | 'month' | 'year';

export interface TimeTick {
  day: number;
  label: string;
}

/** A Czech tick label: day '5. 6.', month 'čvn 2025', year '2025'. */
export function formatTimeTick(day: number, unit: TimeUnit): string {
  const date = new Date(day * DAY_MS);
  const year = date.getUTCFullYear();
  if (unit === 'year') return String(year);
  if (unit === 'month') return `${MONTHS_SHORT[date.getUTCMonth()]} ${year}`;
  return `${date.getUTCDate()}. ${date.getUTCMonth() + 1}.`;
}

/**
 * Calendar ticks between two days, at most `maxTicks`: whole days (1, 2, 7 or 14 apart) for a short
 * span, first days of months (1, 2, 3, 4, 6 months apart) for a longer one, first days of years
 * beyond that. Only ticks inside [minDay, maxDay].
 */
export function timeTicks(minDay: number, maxDay: number, maxTicks: number): TimeTick[] {
  const limit = Math.max(1, Math.floor(maxTicks));
  if (!Number.isFinite(minDay) || !Number.isFinite(maxDay) || maxDay < minDay) return [];
  const span = maxDay - minDay;
  for (const step of [1, 2, 7, 14]) {
    if (span / step + 1 <= limit && span <= 62) {
      const ticks: TimeTick[] = [];
      for (let day = minDay; day <= maxDay; day += step) ticks.push({ day, label: formatTimeTick(day, 'day') });
      return ticks;
    }
  }
  const start = new Date(minDay * DAY_MS);
  for (const months of [1, 2, 3, 4, 6]) {
    const ticks = monthTicks(start.getUTCFullYear(), start.getUTCMonth(), minDay, maxDay, months);
    if (ticks.length <= limit) return ticks.map((day) => ({ day, label: formatTimeTick(day, 'month') }));
  }
  for (const years of [1, 2, 5, 10, 20, 50]) {
    const ticks = monthTicks(start.getUTCFullYear(), 0, minDay, maxDay, 12 * years);
    if (ticks.length <= limit) return ticks.map((day) => ({ day, label: formatTimeTick(day, 'year') }));
  }
  return [];
}

/** First days of every `step`-th month from (year, month), inside [minDay, maxDay]; steps aligned to January. */
function monthTicks(year: number, month: number, minDay: number, maxDay: number, step: number): number[] {
  const ticks: number[] = [];
  let index = Math.ceil((year * 12 + month) / step) * step;
  for (let guard = 0; guard < 2000; guard += 1, index += step) {
    const day = Date.UTC(Math.floor(index / 12), index % 12, 1) / DAY_MS;
    if (day > maxDay) break;
    if (day >= minDay) ticks.push(day);
  }
  return ticks;
}

export interface SeriesPoint {
  /** Calendar day of the measurement (days since 1970-01-01). */
  day: number;
  /** 'YYYY-MM-DD' */
  iso: string;
  value: number;
  /** The measurement's id (several measurements of one day keep their order). */
  id: number;
}

export type MeasurementKey = 'tep' | 'tlakSyst' | 'tlakDiast' | 'vaha' | 'vyska' | 'bmi';

/** The measurements that have `key`, oldest first (by date, then id). */
export function seriesOf(list: readonly MereniPolozka[], key: MeasurementKey): SeriesPoint[] {
  return list
    .filter((entry) => typeof entry[key] === 'number')
    .map((entry) => ({ day: dayNumber(entry.datum), iso: entry.datum.slice(0, 10), value: entry[key] as number, id: entry.id }))
    .filter((point) => Number.isFinite(point.day))
    .sort((a, b) => a.day - b.day || a.id - b.id);
}

/** 'M x y L x y …' through the points (rounded to 0.1 px). */
export function linePath(points: readonly { x: number; y: number }[]): string {
  return points.map((point, index) => `${index === 0 ? 'M' : 'L'}${round1(point.x)} ${round1(point.y)}`).join(' ');
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export interface SummarySeries {
  label: string;
  points: readonly SeriesPoint[];
}

/**
 * What a screen reader hears for a chart (its aria-label):
 * 'Krevní tlak: 12 měření od 5. 3. 2024 do 18. 2. 2026. Naposledy systolický tlak 122 mm Hg,
 * diastolický tlak 79 mm Hg. Nejnižší 79 mm Hg, nejvyšší 139 mm Hg.'
 */
export function chartSummary(title: string, unit: string, series: readonly SummarySeries[], decimals = 0): string {
  const all = series.flatMap((entry) => entry.points);
  if (all.length === 0) return `${title}: žádná měření.`;
  const days = all.map((point) => point.day);
  const first = Math.min(...days);
  const last = Math.max(...days);
  const count = new Set(all.map((point) => point.id)).size;
  const value = (n: number) => `${formatNumber(n, { decimals })}${unit ? `\u00a0${unit}` : ''}`;
  const period =
    first === last ? `ze dne ${formatDateCz(isoOfDay(first))}` : `od ${formatDateCz(isoOfDay(first))} do ${formatDateCz(isoOfDay(last))}`;
  const latest = series
    .filter((entry) => entry.points.length > 0)
    .map(
      (entry) =>
        `${series.length > 1 ? `${entry.label.toLocaleLowerCase('cs')} ` : ''}${value(entry.points[entry.points.length - 1].value)}`,
    )
    .join(', ');
  const values = all.map((point) => point.value);
  return `${title}: ${count} měření ${period}. Naposledy ${latest}. Nejnižší ${value(Math.min(...values))}, nejvyšší ${value(Math.max(...values))}.`;
}
