import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { recoveryCodes, signInChallenges, userTotp } from '../db/schema';
import type { IdentityDb } from './types';
import { randomId, sha256 } from './tokens';
import { generateRecoveryCodes, generateTotpSecret, matchTotp, normaliseRecoveryCode, recoveryCodeHash } from './totp';

/**
 * The second factor's database steps: enrolment (a pending secret until the first code confirms
 * it), checking a code (TOTP once per step, or an unused recovery code), turning it off, and the
 * sign-in page's second-step challenges.
 */

/** An enrolment not confirmed within this time has to start again. */
export const ENROLMENT_TTL_S = 30 * 60;
/** The second step of the sign-in page: this long after the password, at most this many codes. */
export const CHALLENGE_TTL_S = 5 * 60;
export const CHALLENGE_MAX_ATTEMPTS = 5;

export interface SecondFactorStatus {
  on: boolean;
  since: Date | null;
  recoveryCodesLeft: number;
}

export async function secondFactorStatus(db: IdentityDb, userId: number): Promise<SecondFactorStatus> {
  const rows = await db
    .select({ confirmedAt: userTotp.confirmedAt })
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.confirmedAt)))
    .limit(1);
  if (!rows[0]) return { on: false, since: null, recoveryCodesLeft: 0 };
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return { on: true, since: rows[0].confirmedAt, recoveryCodesLeft: Number(left?.n ?? 0) };
}

export async function isSecondFactorOn(db: IdentityDb, userId: number): Promise<boolean> {
  return (await secondFactorStatus(db, userId)).on;
}

/** A new pending secret (replacing an earlier pending one); 'alreadyOn' when the second factor is on. */
export async function startEnrolment(db: IdentityDb, userId: number): Promise<{ secret: string } | 'alreadyOn'> {
  const secret = generateTotpSecret();
  const rows = await db
    .insert(userTotp)
    .values({ userId, secret, createdAt: new Date(), confirmedAt: null, lastStep: null })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { secret, createdAt: new Date(), lastStep: null },
      setWhere: isNull(userTotp.confirmedAt),
    })
    .returning({ userId: userTotp.userId });
  return rows.length > 0 ? { secret } : 'alreadyOn';
}

/**
 * Confirms the pending secret with its first code: the second factor is on, and ten new
 * recovery codes are stored (hashed) and returned — the only time anyone sees them.
 */
export async function confirmEnrolment(
  db: IdentityDb,
  userId: number,
  code: string,
  now = new Date(),
): Promise<{ recoveryCodes: string[] } | 'notStarted' | 'alreadyOn' | 'wrong'> {
  const rows = await db
    .select({ secret: userTotp.secret, createdAt: userTotp.createdAt, confirmedAt: userTotp.confirmedAt })
    .from(userTotp)
    .where(eq(userTotp.userId, userId))
    .limit(1);
  const pending = rows[0];
  if (!pending) return 'notStarted';
  if (pending.confirmedAt) return 'alreadyOn';
  if (pending.createdAt.getTime() + ENROLMENT_TTL_S * 1000 < now.getTime()) return 'notStarted';
  const step = matchTotp(pending.secret, code, now.getTime(), null);
  if (step === null) return 'wrong';
  const codes = generateRecoveryCodes();
  const confirmed = await db.transaction(async (tx) => {
    const updated = await tx
      .update(userTotp)
      .set({ confirmedAt: now, lastStep: step })
      .where(and(eq(userTotp.userId, userId), isNull(userTotp.confirmedAt), eq(userTotp.secret, pending.secret)))
      .returning({ userId: userTotp.userId });
    if (updated.length === 0) return false;
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx
      .insert(recoveryCodes)
      .values(
        codes.map((value) => ({ userId, codeHash: recoveryCodeHash(userId, normaliseRecoveryCode(value) as string), createdAt: now })),
      );
    return true;
  });
  return confirmed ? { recoveryCodes: codes } : 'notStarted';
}

/** What a typed second-factor code can be: six digits, or a recovery code; null otherwise. */
export function codeKind(typed: string): { kind: 'totp'; code: string } | { kind: 'recovery'; code: string } | null {
  const compact = typed.replace(/\s/g, '');
  if (/^\d{6}$/.test(compact)) return { kind: 'totp', code: compact };
  const recovery = normaliseRecoveryCode(typed);
  return recovery ? { kind: 'recovery', code: recovery } : null;
}

/**
 * Checks a code of a user whose second factor is on: a TOTP code of a step after the last one
 * accepted (the update is conditional, so two concurrent uses of one code cannot both pass), or
 * an unused recovery code (marked used in the same statement). `allowRecovery: false` takes
 * authenticator codes only.
 */
export async function redeemSecondFactorCode(
  db: IdentityDb,
  userId: number,
  typed: string,
  options: { allowRecovery?: boolean; now?: Date } = {},
): Promise<'ok' | 'wrong'> {
  const now = options.now ?? new Date();
  const kind = codeKind(typed);
  if (!kind) return 'wrong';
  if (kind.kind === 'recovery') {
    if (options.allowRecovery === false) return 'wrong';
    const used = await db
      .update(recoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(recoveryCodes.userId, userId),
          eq(recoveryCodes.codeHash, recoveryCodeHash(userId, kind.code)),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    return used.length > 0 ? 'ok' : 'wrong';
  }
  const rows = await db
    .select({ secret: userTotp.secret, lastStep: userTotp.lastStep })
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.confirmedAt)))
    .limit(1);
  const totp = rows[0];
  if (!totp) return 'wrong';
  const step = matchTotp(totp.secret, kind.code, now.getTime(), totp.lastStep === null ? null : Number(totp.lastStep));
  if (step === null) return 'wrong';
  const updated = await db
    .update(userTotp)
    .set({ lastStep: step })
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.confirmedAt), or(isNull(userTotp.lastStep), lt(userTotp.lastStep, step))))
    .returning({ userId: userTotp.userId });
  return updated.length > 0 ? 'ok' : 'wrong';
}

/** Turns the second factor off: the secret and every recovery code go. */
export async function disableSecondFactor(db: IdentityDb, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.delete(userTotp).where(eq(userTotp.userId, userId));
  });
}

// ---- the sign-in page's second step -------------------------------------------------------------

/** After a correct password: a challenge for the code, bound to this browser; the page carries its token. */
export async function createChallenge(db: IdentityDb, userId: number, browser: string, now = new Date()): Promise<string> {
  const token = randomId(32);
  await db.insert(signInChallenges).values({
    challengeHash: sha256(token),
    userId,
    browserHash: sha256(browser),
    attempts: 0,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_S * 1000),
  });
  return token;
}

/** The live challenge of this token and browser (not used, not expired, attempts left), or null. */
export async function findChallenge(db: IdentityDb, token: string, browser: string, now = new Date()): Promise<{ userId: number } | null> {
  const rows = await db
    .select({ userId: signInChallenges.userId })
    .from(signInChallenges)
    .where(
      and(
        eq(signInChallenges.challengeHash, sha256(token)),
        eq(signInChallenges.browserHash, sha256(browser)),
        isNull(signInChallenges.usedAt),
        gt(signInChallenges.expiresAt, now),
        lt(signInChallenges.attempts, CHALLENGE_MAX_ATTEMPTS),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Counts a wrong code; returns the attempts left on this challenge. */
export async function countChallengeFailure(db: IdentityDb, token: string): Promise<number> {
  const rows = await db
    .update(signInChallenges)
    .set({ attempts: sql`${signInChallenges.attempts} + 1` })
    .where(eq(signInChallenges.challengeHash, sha256(token)))
    .returning({ attempts: signInChallenges.attempts });
  return Math.max(0, CHALLENGE_MAX_ATTEMPTS - (rows[0]?.attempts ?? CHALLENGE_MAX_ATTEMPTS));
}

/** Uses the challenge up (once, even under concurrent posts). */
export async function finishChallenge(db: IdentityDb, token: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(signInChallenges)
    .set({ usedAt: now })
    .where(and(eq(signInChallenges.challengeHash, sha256(token)), isNull(signInChallenges.usedAt)))
    .returning({ userId: signInChallenges.userId });
  return rows.length > 0;
}

/** Deletes challenges an hour past their end. */
export async function pruneChallenges(db: IdentityDb, now = new Date()): Promise<void> {
  await db.delete(signInChallenges).where(lt(signInChallenges.expiresAt, new Date(now.getTime() - 60 * 60 * 1000)));
}
