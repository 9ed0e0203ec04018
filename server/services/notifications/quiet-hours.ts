/**
 * Quiet hours (contract/notifications.ts QUIET_HOURS): from 21:00 to 7:00 in Prague, whatever the
 * server's own zone and including the changes of summer time. A message that falls into them waits
 * for 7:00; a security notice does not wait.
 */
import { QUIET_HOURS } from '../../../contract/notifications';
import { pragueInstant, pragueClockParts as inPrague } from '../clock';

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
