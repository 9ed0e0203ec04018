/**
 * Web Push: the subscription of each registered device (one per device; removing the device or
 * signing out removes it) and the delivery of one message to one subscription. The web-push
 * library signs (VAPID) and encrypts (aes128gcm, RFC 8291) the request; it is posted here with
 * fetch, without redirects and with a timeout, and only to the push services of the
 * configuration (`pushHosts`), so a subscription cannot make the server call anything else.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import { messages } from '../../../contract/messages';
import type { PushOdber, PushZprava } from '../../../contract/settings';
import type { ServerConfig } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { devices, pushSubscriptions } from '../../db/schema';
import type { Caller } from '../../identity/types';
import { notFoundError, ruleRefusalError } from '../../plugins/errors';
import { vapidKeys } from './vapid';

type Db = Database | Transaction;
type PushConfig = Pick<ServerConfig, 'vapid' | 'vapidSubject' | 'dataDir' | 'pushHosts'>;

const loopback = new Set(['localhost', '127.0.0.1', '::1']);

/** The endpoint's host is one of the configured push services (a suffix on a dot boundary); https, or http on a listed loopback host. */
export function isAllowedPushEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (!hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && loopback.has(host));
}

async function deviceOf(db: Db, caller: Pick<Caller, 'userId' | 'instalaceId'>): Promise<number | null> {
  const [row] = await db
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.userId, caller.userId), eq(devices.instalaceId, caller.instalaceId)));
  return row?.id ?? null;
}

async function isSubscribed(db: Db, deviceId: number | null): Promise<boolean> {
  if (deviceId === null) return false;
  const [row] = await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.deviceId, deviceId));
  return row !== undefined;
}

export interface PushState {
  verejnyKlic: string;
  odebirano: boolean;
}

/** The VAPID public key and whether the caller's device is subscribed. */
export async function pushStateOf(db: Database, config: PushConfig, caller: Caller): Promise<PushState> {
  return { verejnyKlic: (await vapidKeys(config)).publicKey, odebirano: await isSubscribed(db, await deviceOf(db, caller)) };
}

/** Subscribes the caller's device (replacing its earlier subscription and any other use of the endpoint). */
export async function subscribePush(db: Database, config: PushConfig, caller: Caller, body: PushOdber): Promise<PushState> {
  if (!isAllowedPushEndpoint(body.endpoint, config.pushHosts)) throw ruleRefusalError({ endpoint: [messages.pushServiceNotAllowed] });
  await db.transaction(async (tx) => {
    const deviceId = await deviceOf(tx, caller);
    if (deviceId === null) throw notFoundError();
    const p256dh = body.klice.p256dh.replace(/=+$/, '');
    const auth = body.klice.auth.replace(/=+$/, '');
    // The endpoint is no secret (it travels to the push service in the clear); the browser's keys
    // are. Another user's subscription moves only to a caller holding the same keys — the same
    // browser, signed in by someone else — so knowing an endpoint cannot take one over (issue 36).
    const [holder] = await tx.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, body.endpoint));
    if (holder && holder.userId !== caller.userId && (holder.p256dh !== p256dh || holder.auth !== auth)) {
      throw ruleRefusalError({ endpoint: [messages.pushEndpointTaken] });
    }
    await tx.delete(pushSubscriptions).where(or(eq(pushSubscriptions.deviceId, deviceId), eq(pushSubscriptions.endpoint, body.endpoint)));
    await tx.insert(pushSubscriptions).values({
      deviceId,
      userId: caller.userId,
      endpoint: body.endpoint,
      p256dh,
      auth,
    });
  });
  return pushStateOf(db, config, caller);
}

/** Unsubscribes the caller's device (nothing to do when it is not subscribed). */
export async function unsubscribePush(db: Database, config: PushConfig, caller: Caller): Promise<PushState> {
  const deviceId = await deviceOf(db, caller);
  if (deviceId !== null) await db.delete(pushSubscriptions).where(eq(pushSubscriptions.deviceId, deviceId));
  return pushStateOf(db, config, caller);
}

/** Removes the push subscription of a user's device (at sign-out: a shared computer stops getting the user's notifications). */
export async function removePushOfDevice(db: Db, userId: number, instalaceId: string): Promise<void> {
  const deviceId = await deviceOf(db, { userId, instalaceId });
  if (deviceId !== null) await db.delete(pushSubscriptions).where(eq(pushSubscriptions.deviceId, deviceId));
}

/** Which devices of a user have a push subscription (for the devices list). */
export async function pushDevicesOf(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ deviceId: pushSubscriptions.deviceId })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return new Set(rows.map((row) => row.deviceId));
}

export type PushOutcome = 'ODESLANO' | 'ZANIKLO' | 'CHYBA';

/** A subscription failing this many times in a row is dropped. */
export const MAX_PUSH_FAILURES = 5;
/** How long a push service keeps an undelivered message (the device may be off). */
export const PUSH_TTL_S = 24 * 3600;

export interface StoredSubscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Delivers one message to one subscription and records the outcome (a gone subscription is removed). */
export async function deliverPush(
  db: Database,
  config: PushConfig,
  subscription: StoredSubscription,
  message: PushZprava,
): Promise<PushOutcome> {
  let outcome: PushOutcome = 'CHYBA';
  if (isAllowedPushEndpoint(subscription.endpoint, config.pushHosts)) {
    try {
      const keys = await vapidKeys(config);
      // Loaded on the first push, not on every server start.
      const { default: webpush } = await import('web-push');
      const details = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(message),
        {
          vapidDetails: { subject: config.vapidSubject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: PUSH_TTL_S,
          urgency: 'normal',
          contentEncoding: 'aes128gcm',
        },
      );
      const response = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: new Uint8Array(details.body),
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.status >= 200 && response.status < 300) outcome = 'ODESLANO';
      else if (response.status === 404 || response.status === 410) outcome = 'ZANIKLO';
    } catch {
      outcome = 'CHYBA';
    }
  }
  if (outcome === 'ODESLANO') {
    await db.update(pushSubscriptions).set({ lastSentAt: new Date(), failures: 0 }).where(eq(pushSubscriptions.id, subscription.id));
  } else if (outcome === 'ZANIKLO') {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
  } else {
    const [row] = await db
      .update(pushSubscriptions)
      .set({ failures: sql`${pushSubscriptions.failures} + 1` })
      .where(eq(pushSubscriptions.id, subscription.id))
      .returning({ failures: pushSubscriptions.failures });
    if (row && row.failures >= MAX_PUSH_FAILURES) await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
  }
  return outcome;
}
