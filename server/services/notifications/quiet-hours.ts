/**
 * Quiet hours (contract/notifications.ts QUIET_HOURS): from 21:00 to 7:00 in Prague, whatever the
 * server's own zone and including the changes of summer time. A message that falls into them waits
 * for 7:00; a security notice does not wait.
 */
import { QUIET_HOURS } from '../../../contract/notifications';

const pragueParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: QUIET_HOURS.timeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The wall-clock time in Prague of `at`, as numbers. */
function inPrague(at: Date) {
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

/** The instant when Prague's clocks show the given wall-clock time (the zone's offset found in two steps). */
function pragueInstant(year: number, month: number, day: number, hour: number): Date {
  const wall = Date.UTC(year, month - 1, day, hour);
  let guess = wall;
  for (let i = 0; i < 2; i++) {
    const p = inPrague(new Date(guess));
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    guess += wall - shown;
  }
  return new Date(guess);
}

/** Whether `at` falls into the quiet hours. */
export function isQuietHour(at: Date): boolean {
  const { hour } = inPrague(at);
  return hour >= QUIET_HOURS.fromHour || hour < QUIET_HOURS.toHour;
}

/** When a message due at `at` may go: null when at once, else the 7:00 that ends the quiet hours. */
export function quietHoursEnd(at: Date): Date | null {
  if (!isQuietHour(at)) return null;
  const p = inPrague(at);
  if (p.hour < QUIET_HOURS.toHour) return pragueInstant(p.year, p.month, p.day, QUIET_HOURS.toHour);
  // Evening: 7:00 of the next day in Prague (noon UTC of that day is safely inside it).
  const next = inPrague(new Date(Date.UTC(p.year, p.month - 1, p.day, 12) + 24 * 3600_000));
  return pragueInstant(next.year, next.month, next.day, QUIET_HOURS.toHour);
}
