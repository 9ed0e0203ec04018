import { formatDateCz, parseCzechDateInput, parseIsoDate, isoFromParts } from '../../../contract/format';

/**
 * Date helpers of the date picker (document 2 §5, §9): input format d. M. yyyy, ISO weeks (the
 * first week contains 4 January), min / max that clear an out-of-range value (with the reason), keyboard navigation
 * that skips disabled days searching up to 40 steps.
 */

/** How many steps keyboard navigation searches for a day that is not disabled (document 2 §5). */
export const KEYBOARD_SEARCH_STEPS = 40;

/** ISO 8601 week number of a date: weeks start on Monday, week 1 contains 4 January (and the year's first Thursday). */
export function isoWeek(iso: string): number {
  const date = parseIsoDate(iso);
  if (!date) throw new Error(`Not an ISO date: ${iso}`);
  const utc = new Date(Date.UTC(date.year, date.month - 1, date.day));
  const mondayBased = (utc.getUTCDay() + 6) % 7;
  // The Thursday of this week decides the year the week belongs to.
  utc.setUTCDate(utc.getUTCDate() - mondayBased + 3);
  const thursdayYear = utc.getUTCFullYear();
  const jan4 = new Date(Date.UTC(thursdayYear, 0, 4));
  const jan4Monday = new Date(jan4);
  jan4Monday.setUTCDate(jan4.getUTCDate() - ((jan4.getUTCDay() + 6) % 7));
  const weekMonday = new Date(utc);
  weekMonday.setUTCDate(utc.getUTCDate() - 3);
  return 1 + Math.round((weekMonday.getTime() - jan4Monday.getTime()) / (7 * 86400000));
}

/** A value of the form → the ISO date it means ('YYYY-MM-DD', also from the wire form with a zero time), or null. */
export function isoOf(value: string | null | undefined): string | null {
  const date = parseIsoDate(value ?? null);
  return date && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(?:$|T)/.test(value.trim()) ? isoFromParts(date) : null;
}

/** True when `iso` lies within the optional bounds (inclusive). */
export function withinBounds(iso: string, min?: string | null, max?: string | null): boolean {
  const low = isoOf(min);
  const high = isoOf(max);
  return (low === null || iso >= low) && (high === null || iso <= high);
}

/** The text the input shows for a form value: '5. 6. 2025' for a date, the text itself otherwise. */
export function displayText(value: string | null | undefined): string {
  const iso = isoOf(value);
  if (iso) return formatDateCz(iso);
  return typeof value === 'string' ? value : '';
}

export interface CommittedDate {
  /** What the input shows after the commit. */
  text: string;
  /** What the form receives: ISO, '' (cleared or blank), or the text when it is not a date (→ 'Pole musí být ve formátu dd.mm.rrrr'). */
  value: string;
  /** A date outside the bounds was typed and cleared: what was typed (d. M. yyyy) and which bound it crossed. */
  cleared?: OutOfRange;
}

export interface OutOfRange {
  typed: string;
  bound: 'min' | 'max';
  /** The bound, d. M. yyyy. */
  limit: string;
}

/** Whether `iso` lies outside the bounds, and which one it crosses. */
export function outOfRange(iso: string, min?: string | null, max?: string | null): OutOfRange | null {
  const low = isoOf(min);
  const high = isoOf(max);
  if (low !== null && iso < low) return { typed: formatDateCz(iso), bound: 'min', limit: formatDateCz(low) };
  if (high !== null && iso > high) return { typed: formatDateCz(iso), bound: 'max', limit: formatDateCz(high) };
  return null;
}

/**
 * The input is left (or Enter pressed): day.month.year in any spacing ('5.6.2025', '05.06.2025',
 * '5. 6. 2025') is normalised to '5. 6. 2025'; a date before `min` or after `max` clears the value
 * (document 2 §5) and says so in `cleared`, so the field can tell the person why and what to type
 * instead (an erased date must not go unexplained, issue 16 §8); text that is not a date stays, so
 * the field's message tells what is wrong.
 */
export function commitTypedDate(text: string, min?: string | null, max?: string | null): CommittedDate {
  if (text.trim() === '') return { text: '', value: '' };
  const iso = parseCzechDateInput(text);
  if (iso === null) return { text, value: text.trim() };
  const crossed = outOfRange(iso, min, max);
  if (crossed) return { text: '', value: '', cleared: crossed };
  return { text: formatDateCz(iso), value: iso };
}

/** While typing: a complete date goes on as ISO, anything else as the text (blank → ''). */
export function valueWhileTyping(text: string): string {
  if (text.trim() === '') return '';
  return parseCzechDateInput(text) ?? text;
}

/**
 * Keyboard navigation: from `start`, repeat `step` until a day that is not disabled, at most
 * `maxSteps` times. Null when every day on the way is disabled (the focus then stays).
 */
export function findAvailable<T>(
  start: T,
  step: (date: T) => T,
  isDisabled: (date: T) => boolean,
  maxSteps = KEYBOARD_SEARCH_STEPS,
): T | null {
  let candidate = start;
  for (let i = 0; i < maxSteps; i += 1) {
    candidate = step(candidate);
    if (!isDisabled(candidate)) return candidate;
  }
  return null;
}

/** The times of a time select: every `stepMinutes` (30 by document 2 §9) from 00:00 to 23:30. */
export function timeOptions(stepMinutes = 30): string[] {
  const list: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += stepMinutes) {
    list.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
  }
  return list;
}
