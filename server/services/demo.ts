/**
 * Functions that are off in demo mode (document 1: 'Tato funkce není dostupná v demo režimu.';
 * docs/decisions.md "Demo mode"). In demo mode everyone signs in to the same demo accounts, so a
 * function whose effect leaves the app for one visitor's own device is refused for those accounts:
 * browser push — a subscription would send one person's notifications (with the shared account's
 * health events) to whichever stranger's browser subscribed last. Password accounts are not shared
 * and keep every function, also in demo mode.
 */
import { eq } from 'drizzle-orm';
import { messages } from '../../contract/messages';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { HttpError } from '../plugins/errors';

/**
 * 409 'Tato funkce není dostupná v demo režimu.' for a shared demo account while demo mode is on: the
 * caller may use the call (not 403), the server's mode refuses it, as a missing consent does.
 */
export async function refuseSharedDemoAccount(db: Database, config: { demoMode: boolean }, userId: number): Promise<void> {
  if (!config.demoMode) return;
  const [row] = await db.select({ isDemo: users.isDemo }).from(users).where(eq(users.id, userId));
  if (row?.isDemo) throw new HttpError(409, 'KONFLIKT', messages.notAvailableInDemo);
}
