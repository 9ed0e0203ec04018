/**
 * The once-per-item keys (`klic` of enqueueNotification, unique in notification_events): an event
 * with a key is recorded once however often its cause is seen again — a sweep repeated, a share
 * link reloaded. Rules in docs/decisions.md "Notifications".
 */
import type { PersonId } from '../../../contract/ids';

/** A share link's openings are told once per link and clock hour (UTC): a rescuer reloading the card sends one message. */
export const shareOpeningKey = (linkId: number, openedAt: Date): string => `sdileni:${linkId}:${openedAt.toISOString().slice(0, 13)}`;

/** A preventive check-up that became due on `since` (a Prague day). */
export const preventionKey = (personId: PersonId, code: string, since: string): string => `prevence:${personId}:${code}:${since}`;

/** A vaccine's next dose on `due`, announced by the shot (vaccinations row) that set it. */
export const vaccineDoseKey = (vaccinationId: number, due: string): string => `ockovani:${vaccinationId}:${due}`;

/** An item of the premium account (ledger id 'ZALOHA_OSVC:2026-05') due in a few days, or past due. */
export const paymentKey = (personId: PersonId, when: 'splatnost' | 'po-splatnosti', itemId: string, due: string): string =>
  `platby:${when}:${personId}:${itemId}:${due}`;

/** A sign-in from a browser the account had not used, per account and browser (a retried ticket tells once). */
export const newDeviceKey = (userId: number, browserHash: string): string => `zarizeni:${userId}:${browserHash}`;
