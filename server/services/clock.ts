import { pragueWallClock, todayIso } from '../../contract/format';

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

/** The wall-clock time Prague's clocks show at `at`, as numbers (summer time included; the rule is contract/format-dates.ts's). */
export function pragueClockParts(at: Date) {
  const wall = pragueWallClock(at);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
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
    const p = pragueClockParts(new Date(guess));
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    guess += wall - shown;
  }
  return new Date(guess);
}
