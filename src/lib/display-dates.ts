/**
 * Dates as screens show them: 'd. M. yyyy' (document 2 §5, the product's display format) with
 * no-break spaces so a date never wraps. Messages use dd.mm.rrrr (contract/format.ts).
 */
import { formatDateCz, NBSP, pragueWallClock, todayIso } from '../../contract/format-dates';

/** A moment with a zone ('…Z', '…+01:00'), not a date-only value sent with a zero time. */
const isMoment = (value: string): boolean => /T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(value);

/**
 * '2026-11-21' or '2026-11-21T00:00:00' → '21. 11. 2026'. A moment ('2026-12-01T23:30:00Z') is
 * shown on its Prague day ('2. 12. 2026'), never on the UTC day its text starts with.
 */
export function formatDay(iso: string | null | undefined): string {
  if (iso && isMoment(iso)) return formatMomentDay(iso);
  return formatDateCz(iso?.slice(0, 10)).replace(/ /g, NBSP);
}

/** 'YYYY-MM-DD' for `<time dateTime>`: a moment's Prague day, a date-only value as it is. */
export function dayIsoOf(iso: string): string {
  if (isMoment(iso)) {
    const moment = new Date(iso);
    if (!Number.isNaN(moment.getTime())) return todayIso(moment);
  }
  return iso.slice(0, 10);
}

/**
 * The Czech calendar day of a moment ('…Z'): something filed at 00:30 Prague time is from that
 * day, not from yesterday in UTC. Date-only values are shown as they are.
 */
export function formatMomentDay(datum: string): string {
  const moment = new Date(datum);
  if (!isMoment(datum) || Number.isNaN(moment.getTime())) return formatDateCz(datum.slice(0, 10)).replace(/ /g, NBSP);
  return formatDateCz(todayIso(moment)).replace(/ /g, NBSP);
}

/** A moment with its Prague time: '24. 11. 2026 14:05', '24. 11. 2026 9:05' (validity ends, last openings). */
export function formatMomentTime(moment: string): string {
  const date = new Date(moment);
  if (Number.isNaN(date.getTime())) return formatDay(moment);
  const prague = pragueWallClock(date);
  const time = `${prague.getUTCHours()}:${String(prague.getUTCMinutes()).padStart(2, '0')}`;
  return `${formatDateCz(todayIso(date))} ${time}`.replace(/ /g, NBSP);
}
