import { and, eq, lt, sql } from 'drizzle-orm';
import { signInKnownBrowsers, signInThrottle } from '../db/schema';
import type { Transaction } from '../db/client';
import type { IdentityDb } from './types';
import { sha256 } from './tokens';

/**
 * Exponential back-off of failed sign-ins per account, whatever address the attempts come from
 * (a botnet gets no more guesses than one computer), kept in the database so that every server
 * instance counts together. The first `freeFailures` failures cost nothing; then each further
 * failure doubles the wait (`baseDelayS`, 2×, 4×, … up to `maxDelayS`). While a key waits, its
 * attempts are refused without checking the password, so they do not count either. A success
 * clears the key; a key forgets its failures a day after the last one.
 */
export interface BackoffPolicy {
  freeFailures: number;
  baseDelayS: number;
  maxDelayS: number;
  /** Failures older than this are forgotten. */
  memoryS: number;
}

export const DEFAULT_BACKOFF: Readonly<BackoffPolicy> = Object.freeze({
  freeFailures: 5,
  baseDelayS: 15,
  maxDelayS: 15 * 60,
  memoryS: 24 * 60 * 60,
});

/** The key of a user name (hashed: people sometimes type their password into the name field). */
export function nameKey(userName: string): string {
  return `name:${sha256(userName.trim().toLowerCase())}`;
}

/**
 * The key of the attempts from a browser that signed in to this account before (its binding
 * cookie, hashed): it keeps its own count, so a stranger's guesses elsewhere, which spend the
 * account's count, cannot lock the owner out; its own wrong passwords wait just as long.
 */
export function knownBrowserKey(userId: number, browser: string): string {
  return `browser:${userId}:${sha256(browser)}`;
}

/** Did this browser complete a sign-in to the account before? */
export async function isKnownBrowser(db: IdentityDb, userId: number, browser: string): Promise<boolean> {
  const rows = await db
    .select({ userId: signInKnownBrowsers.userId })
    .from(signInKnownBrowsers)
    .where(and(eq(signInKnownBrowsers.userId, userId), eq(signInKnownBrowsers.browserHash, sha256(browser))))
    .limit(1);
  return rows.length > 0;
}

/** Remembers a browser that completed a sign-in (after the second factor, when there is one). */
export async function rememberBrowser(db: IdentityDb | Transaction, userId: number, browser: string): Promise<void> {
  await db
    .insert(signInKnownBrowsers)
    .values({ userId, browserHash: sha256(browser) })
    .onConflictDoUpdate({ target: [signInKnownBrowsers.userId, signInKnownBrowsers.browserHash], set: { lastSignInAt: sql`now()` } });
}

/** The key of second-factor codes of one account. */
export function codeKey(userId: number): string {
  return `totp:${userId}`;
}

/** The wait after the n-th failure in a row (0 while failures are free). */
export function backoffDelayS(failures: number, policy: BackoffPolicy = DEFAULT_BACKOFF): number {
  const over = failures - policy.freeFailures;
  if (over <= 0) return 0;
  return Math.min(policy.maxDelayS, policy.baseDelayS * 2 ** Math.min(over - 1, 30));
}

/**
 * What `takeAttempt` decided: refused while the key waits (`waitS` > 0, the secret is not even
 * checked), or counted — then `delayS` is the wait this attempt starts if it turns out wrong.
 */
export type Attempt = { waitS: number; delayS: number };

/**
 * Takes one attempt for the key in ONE statement: refused while the key waits, otherwise counted
 * as a failure before the secret is checked (a success then clears the key). Checking first and
 * counting after let parallel guesses all pass the check before any was counted (19 wrong
 * passwords at once were all checked; issue 36); now the sixth attempt starts the wait and the
 * rest of the burst is refused unchecked.
 */
export async function takeAttempt(
  db: IdentityDb,
  key: string,
  policy: BackoffPolicy = DEFAULT_BACKOFF,
  now = new Date(),
): Promise<Attempt> {
  const at = now.toISOString();
  const forgetBefore = new Date(now.getTime() - policy.memoryS * 1000).toISOString();
  const t = signInThrottle;
  const blocked = sql`${t.blockedUntil} > ${at}::timestamptz`;
  const counted = sql`(case when ${t.lastFailureAt} < ${forgetBefore}::timestamptz then 1 else ${t.failures} + 1 end)`;
  const over = sql`(${counted} - ${policy.freeFailures})`;
  const newBlock = sql`case when ${over} > 0 then ${at}::timestamptz + make_interval(secs => least(${policy.maxDelayS}, ${policy.baseDelayS} * power(2, least(${over} - 1, 30)))) else null end`;
  const firstDelayS = backoffDelayS(1, policy);
  const rows = await db
    .insert(t)
    .values({ key, failures: 1, lastFailureAt: now, blockedUntil: firstDelayS > 0 ? new Date(now.getTime() + firstDelayS * 1000) : null })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: sql`case when ${blocked} then ${t.failures} else ${counted} end`,
        lastFailureAt: sql`case when ${blocked} then ${t.lastFailureAt} else ${at}::timestamptz end`,
        blockedUntil: sql`case when ${blocked} then ${t.blockedUntil} else ${newBlock} end`,
      },
    })
    .returning({ failures: t.failures, lastFailureAt: t.lastFailureAt, blockedUntil: t.blockedUntil });
  const row = rows[0];
  const until = row?.blockedUntil?.getTime() ?? 0;
  if (row && row.lastFailureAt.getTime() !== now.getTime() && until > now.getTime()) {
    return { waitS: Math.ceil((until - now.getTime()) / 1000), delayS: 0 };
  }
  return { waitS: 0, delayS: backoffDelayS(row?.failures ?? 1, policy) };
}

export async function clearFailures(db: IdentityDb, key: string): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.key, key));
}

/** Drops keys whose failures are forgotten anyway. */
export async function pruneThrottle(db: IdentityDb, policy: BackoffPolicy = DEFAULT_BACKOFF, now = new Date()): Promise<void> {
  await db.delete(signInThrottle).where(lt(signInThrottle.lastFailureAt, new Date(now.getTime() - policy.memoryS * 1000)));
}
