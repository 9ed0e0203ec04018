/**
 * The one call every area makes when something new is there for an insured person (issue 35):
 *
 *   await db.transaction(async (tx) => {
 *     … the change …
 *     await enqueueNotification(tx, { personId, kategorie: 'odpovedi', odkaz: '/komunikace/…' });
 *   });
 *
 * It only records the event in the caller's transaction, so a notification exists exactly when the
 * change was committed; the notification worker delivers it later by the person's settings
 * (channels, quiet hours, confirmed addresses). With `klic` (a scheduled reminder: 'prohlidka:…')
 * the event is recorded once per key; a second call with the same key does nothing.
 */
import type { PersonId } from '../../../contract/ids';
import type { Database, Transaction } from '../../db/client';
import { notificationEvents } from '../../db/schema';
import type { NotificationKind } from './kinds';

export interface NotificationEvent {
  personId: PersonId;
  kategorie: NotificationKind;
  /** Where the app opens it: a path of the app ('/komunikace/upozorneni/4100001/17'). */
  odkaz: string;
  /** Once-per-item key of a scheduled reminder; omitted for events that happen once by nature. */
  klic?: string;
}

/** An app path: '/…' but not '//…' (which a browser would read as another site). */
export const isAppPath = (path: string) => /^\/(?![/\\])[^\s]*$/.test(path);

/** Records the event in `tx`; returns whether it was recorded (false: the `klic` was there already). */
export async function enqueueNotification(tx: Database | Transaction, event: NotificationEvent): Promise<boolean> {
  if (!isAppPath(event.odkaz)) throw new Error('enqueueNotification: odkaz must be a path of the app');
  const inserted = await tx
    .insert(notificationEvents)
    .values({ insuredPersonId: event.personId, kategorie: event.kategorie, odkaz: event.odkaz, klic: event.klic ?? null })
    .onConflictDoNothing({ target: notificationEvents.klic })
    .returning({ id: notificationEvents.id });
  return inserted.length > 0;
}
