/** How long something waits, as the staff lists say it ('čeká 3 dny'), with the Czech plurals of contract/format. */
import { czechCount } from '../../../contract/format';

const HOUR_MS = 3_600_000;

/** 'čeká méně než hodinu', 'čeká 5 hodin', 'čeká 1 den', 'čeká 3 dny', 'čeká 12 dní' since `since` (an ISO moment). */
export function waitingFor(since: string, now: number): string {
  const ms = now - Date.parse(since);
  if (!Number.isFinite(ms)) return '';
  const hours = Math.floor(Math.max(0, ms) / HOUR_MS);
  if (hours < 1) return 'čeká méně než hodinu';
  if (hours < 24) return `čeká ${czechCount(hours, 'hodinu', 'hodiny', 'hodin')}`;
  return `čeká ${czechCount(Math.floor(hours / 24), 'den', 'dny', 'dní')}`;
}
