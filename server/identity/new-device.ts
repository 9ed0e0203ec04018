/**
 * A sign-in from a new device (issue 35): when a browser completes a sign-in to an account that
 * had signed in before from other browsers only, the account's own insured person is told — a
 * security notice ('bezpecnost'), which the notification worker sends by e-mail whatever the
 * settings and also in quiet hours. The browser is remembered (sign_in_known_browsers, migration
 * 0012) in the same transaction as the notice is recorded. Not on an account's very first sign-in
 * (there is no other device to compare with: docs/decisions.md "Notifications"), and not for an
 * account that is nobody's own insured person (staff, a doctor without an insurance record).
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { representations, signInKnownBrowsers } from '../db/schema';
import { enqueueNotification } from '../services/notifications/enqueue';
import { newDeviceKey } from '../services/notifications/keys';
import { signInSecurityLink } from '../services/notifications/links';
import { rememberBrowser } from './throttle';
import { sha256 } from './tokens';

/** Remembers the browser of a completed sign-in; returns whether a new-device notice was recorded. */
export async function rememberBrowserAndNotify(db: Database, userId: number, browser: string): Promise<boolean> {
  const browserHash = sha256(browser);
  return db.transaction(async (tx) => {
    const known = await tx
      .select({ browserHash: signInKnownBrowsers.browserHash })
      .from(signInKnownBrowsers)
      .where(eq(signInKnownBrowsers.userId, userId));
    await rememberBrowser(tx, userId, browser);
    if (known.length === 0 || known.some((row) => row.browserHash === browserHash)) return false;
    const [own] = await tx
      .select({ personId: representations.insuredPersonId })
      .from(representations)
      .where(and(eq(representations.userId, userId), eq(representations.typZastupce, 'SAM_NA_SEBE')))
      .limit(1);
    if (!own) return false;
    return enqueueNotification(tx, {
      personId: own.personId,
      kategorie: 'bezpecnost',
      odkaz: signInSecurityLink,
      klic: newDeviceKey(userId, browserHash),
    });
  });
}
