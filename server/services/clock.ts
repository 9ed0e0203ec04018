import { todayIso } from '../../contract/format';

/** Today's date in Prague as YYYY-MM-DD (the insurer's calendar, whatever the server's zone). */
export function todayInPrague(now: Date = new Date()): string {
  return todayIso(now);
}

/** A date-only value as the API sends it: ISO date with a zero time (document 1 §3). */
export function dateWithZeroTime(date: string): string {
  return `${date.slice(0, 10)}T00:00:00`;
}

/** An optional date-only value as the API sends it (null when absent). */
export function dateWithZeroTimeOrNull(date: string | null | undefined): string | null {
  return date ? dateWithZeroTime(date) : null;
}

const pragueParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Prague',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The wall-clock time Prague's clocks show at `at`, as numbers (summer time included). */
export function pragueWallClock(at: Date) {
  const parts = Object.fromEntries(pragueParts.formatToParts(at).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/**
 * The instant when Prague's clocks show the given wall-clock time (the zone's offset found in two
 * steps; a day past the month's end rolls over, as in Date.UTC).
 */
export function pragueInstant(year: number, month: number, day: number, hour: number): Date {
  const wall = Date.UTC(year, month - 1, day, hour);
  let guess = wall;
  for (let i = 0; i < 2; i++) {
    const p = pragueWallClock(new Date(guess));
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    guess += wall - shown;
  }
  return new Date(guess);
}
