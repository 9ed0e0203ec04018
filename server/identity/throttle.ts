import { eq, lt, sql } from 'drizzle-orm';
import { signInThrottle } from '../db/schema';
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

/** The key of second-factor codes of one account. */
export function codeKey(userId: number): string {
  return `totp:${userId}`;
}

/** Seconds the key must still wait (0 = it may try now). */
export async function backoffRemainingS(db: IdentityDb, key: string, now = new Date()): Promise<number> {
  const rows = await db
    .select({ blockedUntil: signInThrottle.blockedUntil })
    .from(signInThrottle)
    .where(eq(signInThrottle.key, key))
    .limit(1);
  const until = rows[0]?.blockedUntil?.getTime() ?? 0;
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/** The wait after the n-th failure in a row (0 while failures are free). */
export function backoffDelayS(failures: number, policy: BackoffPolicy = DEFAULT_BACKOFF): number {
  const over = failures - policy.freeFailures;
  if (over <= 0) return 0;
  return Math.min(policy.maxDelayS, policy.baseDelayS * 2 ** Math.min(over - 1, 30));
}

/**
 * Counts one failure (in one statement, so concurrent failures all count) and returns the wait
 * it starts, in seconds (0 while failures are free).
 */
export async function recordFailure(
  db: IdentityDb,
  key: string,
  policy: BackoffPolicy = DEFAULT_BACKOFF,
  now = new Date(),
): Promise<number> {
  const forgetBefore = new Date(now.getTime() - policy.memoryS * 1000);
  const rows = await db
    .insert(signInThrottle)
    .values({ key, failures: 1, lastFailureAt: now, blockedUntil: null })
    .onConflictDoUpdate({
      target: signInThrottle.key,
      set: {
        failures: sql`case when ${signInThrottle.lastFailureAt} < ${forgetBefore.toISOString()}::timestamptz then 1 else ${signInThrottle.failures} + 1 end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: signInThrottle.failures });
  const failures = rows[0]?.failures ?? 1;
  const delayS = backoffDelayS(failures, policy);
  if (delayS > 0) {
    await db
      .update(signInThrottle)
      .set({ blockedUntil: new Date(now.getTime() + delayS * 1000) })
      .where(eq(signInThrottle.key, key));
  }
  return delayS;
}

export async function clearFailures(db: IdentityDb, key: string): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.key, key));
}

/** Drops keys whose failures are forgotten anyway. */
export async function pruneThrottle(db: IdentityDb, policy: BackoffPolicy = DEFAULT_BACKOFF, now = new Date()): Promise<void> {
  await db.delete(signInThrottle).where(lt(signInThrottle.lastFailureAt, new Date(now.getTime() - policy.memoryS * 1000)));
}
