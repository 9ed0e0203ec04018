import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { staffRoles, type StaffRole } from '../../contract/enums';
import { devices, loginTickets, refreshTokens, sessions, users } from '../db/schema';
import type { AplikaceInfo } from '../../contract/app';
import { fullName } from '../../contract/person';
import type { IdentityDb } from './types';
import { randomId, sha256 } from './tokens';
import { invalidateAuthCache } from '../auth-cache';

/** Database steps of sign-in, refresh, logout and devices. Time comes from the server's clock. */

export type RevokeReason = 'LOGOUT' | 'REUSE' | 'DEVICE_REMOVED' | 'OTHERS_SIGNED_OUT';

export interface UserRoles {
  id: number;
  jl: boolean;
  jp: boolean;
  /** The insurer's staff role (issue 34), the access token's `pr` claim; null for everyone else. */
  pr: StaffRole | null;
}

const asStaffRole = (value: string | null): StaffRole | null =>
  value !== null && (staffRoles as readonly string[]).includes(value) ? (value as StaffRole) : null;

export async function findUserByLogin(db: IdentityDb, login: string) {
  const rows = await db
    .select({ id: users.id, login: users.login, passwordHash: users.passwordHash, isDemo: users.isDemo, staffRole: users.staffRole })
    .from(users)
    .where(sql`lower(${users.login}) = ${login.toLowerCase()}`)
    .limit(1);
  return rows[0] ?? null;
}

/** Replaces a password hash (a rehash at sign-in) unless it changed meanwhile. */
export async function replacePasswordHash(db: IdentityDb, userId: number, oldHash: string, newHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: newHash })
    .where(and(eq(users.id, userId), eq(users.passwordHash, oldHash)));
}

export async function findUserLogin(db: IdentityDb, userId: number): Promise<string | null> {
  const rows = await db.select({ login: users.login }).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0]?.login ?? null;
}

export async function findUserRoles(db: IdentityDb, userId: number): Promise<UserRoles | null> {
  const rows = await db
    .select({ id: users.id, jl: users.isDoctor, jp: users.isInsured, staffRole: users.staffRole })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const row = rows[0];
  return row ? { id: row.id, jl: row.jl, jp: row.jp, pr: asStaffRole(row.staffRole) } : null;
}

export async function listDemoAccounts(db: IdentityDb): Promise<Array<{ login: string; label: string }>> {
  const rows = await db
    .select({ login: users.login, label: users.demoLabel, jmeno: users.jmeno, prijmeni: users.prijmeni, order: users.demoOrder })
    .from(users)
    .where(eq(users.isDemo, true))
    .orderBy(sql`${users.demoOrder} asc nulls last`, users.id);
  return rows.map((row) => ({ login: row.login, label: row.label ?? fullName(row) }));
}

/**
 * A one-time sign-in ticket: 32 random bytes; only its SHA-256 hash is stored, with the hash of
 * the browser binding (cookie.ts) of the browser that signed in.
 */
export async function createTicket(db: IdentityDb, userId: number, ttlS: number, browser: string): Promise<string> {
  const ticket = randomId(32);
  await db
    .insert(loginTickets)
    .values({ ticketHash: sha256(ticket), userId, expiresAt: new Date(Date.now() + ttlS * 1000), browserHash: sha256(browser) });
  return ticket;
}

export type TicketOutcome = { userId: number } | 'otherBrowser' | 'invalid';

/**
 * Marks the ticket used in one statement, so it works once even under concurrent exchanges, and
 * only from the browser it was minted for. A live ticket presented by another browser stays
 * unused ('otherBrowser'), so a leaked link neither works elsewhere nor spoils the real sign-in.
 */
export async function consumeTicket(db: IdentityDb, ticket: string, browser: string): Promise<TicketOutcome> {
  const now = new Date();
  const ticketHash = sha256(ticket);
  const rows = await db
    .update(loginTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(loginTickets.ticketHash, ticketHash),
        isNull(loginTickets.usedAt),
        gt(loginTickets.expiresAt, now),
        eq(loginTickets.browserHash, sha256(browser)),
      ),
    )
    .returning({ userId: loginTickets.userId });
  if (rows[0]) return { userId: rows[0].userId };
  const live = await db
    .select({ userId: loginTickets.userId })
    .from(loginTickets)
    .where(and(eq(loginTickets.ticketHash, ticketHash), isNull(loginTickets.usedAt), gt(loginTickets.expiresAt, now)))
    .limit(1);
  return live.length > 0 ? 'otherBrowser' : 'invalid';
}

function deviceValues(info: AplikaceInfo) {
  return {
    nazev: info.nazev,
    platforma: info.platforma,
    verzeAplikace: info.verzeAplikace,
    verzeBrowser: info.verzeBrowser ?? null,
    verzeOs: info.verzeOs ?? null,
  };
}

/** Registers the device of this user, or updates its versions and last use (unique per user + instalaceId). */
export async function upsertDevice(db: IdentityDb, userId: number, info: AplikaceInfo): Promise<void> {
  const now = new Date();
  await db
    .insert(devices)
    .values({ userId, instalaceId: info.instalaceId, ...deviceValues(info), registeredAt: now, lastUsedAt: now })
    .onConflictDoUpdate({ target: [devices.userId, devices.instalaceId], set: { ...deviceValues(info), lastUsedAt: now } });
}

/** On refresh: the session's device was used now; its versions change only when the same installation reports them. */
export async function touchDevice(db: IdentityDb, userId: number, instalaceId: string, info: AplikaceInfo): Promise<void> {
  const set = info.instalaceId === instalaceId ? { ...deviceValues(info), lastUsedAt: new Date() } : { lastUsedAt: new Date() };
  await db
    .update(devices)
    .set(set)
    .where(and(eq(devices.userId, userId), eq(devices.instalaceId, instalaceId)));
}

export interface SessionRow {
  id: string;
  userId: number;
  instalaceId: string;
  absoluteExpiresAt: Date;
  revokedAt: Date | null;
}

export async function createSession(db: IdentityDb, userId: number, instalaceId: string, sessionMaxS: number): Promise<SessionRow> {
  const now = Date.now();
  const row: SessionRow = {
    id: randomId(24),
    userId,
    instalaceId,
    absoluteExpiresAt: new Date(now + sessionMaxS * 1000),
    revokedAt: null,
  };
  await db.insert(sessions).values({ id: row.id, userId, instalaceId, createdAt: new Date(now), absoluteExpiresAt: row.absoluteExpiresAt });
  return row;
}

export async function findSession(db: IdentityDb, sessionId: string): Promise<SessionRow | null> {
  const rows = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      instalaceId: sessions.instalaceId,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return rows[0] ?? null;
}

export function isSessionLive(session: SessionRow | null, now = Date.now()): session is SessionRow {
  return session !== null && session.revokedAt === null && session.absoluteExpiresAt.getTime() > now;
}

export async function revokeSession(db: IdentityDb, sessionId: string, reason: RevokeReason): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  invalidateAuthCache();
}

export async function storeRefreshToken(db: IdentityDb, jti: string, sessionId: string, expiresAt: Date): Promise<void> {
  await db.insert(refreshTokens).values({ jti, sessionId, expiresAt });
}

export type RefreshConsumption =
  | { kind: 'ok' }
  /** Used before (a replay, or the loser of two racing refreshes): when, and the token issued for that use. */
  | { kind: 'reused'; usedAt: Date; successorJti: string | null }
  | { kind: 'unknown' };

/**
 * Consumes a refresh token in one statement. 'ok' for the first use; 'reused' when the row
 * exists but was used already; 'unknown'. Run it in the same transaction as the successor's
 * `linkSuccessor`, so a concurrent loser (blocked on the row until the winner commits) finds the
 * successor already linked.
 */
export async function consumeRefreshToken(db: IdentityDb, jti: string, sessionId: string): Promise<RefreshConsumption> {
  const consumed = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.jti, jti), eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.usedAt)))
    .returning({ jti: refreshTokens.jti });
  if (consumed.length > 0) return { kind: 'ok' };
  const existing = await db
    .select({ usedAt: refreshTokens.usedAt, successorJti: refreshTokens.successorJti })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.jti, jti), eq(refreshTokens.sessionId, sessionId)))
    .limit(1);
  const row = existing[0];
  if (!row || !row.usedAt) return { kind: 'unknown' };
  return { kind: 'reused', usedAt: row.usedAt, successorJti: row.successorJti };
}

/** Records which token was issued for a used one (the grace window hands it out again). */
export async function linkSuccessor(db: IdentityDb, jti: string, successorJti: string): Promise<void> {
  await db.update(refreshTokens).set({ successorJti }).where(eq(refreshTokens.jti, jti));
}

/** The successor token when it is still unused and unexpired: its jti and expiry. */
export async function findUnusedToken(db: IdentityDb, jti: string, sessionId: string): Promise<{ jti: string; expiresAt: Date } | null> {
  const rows = await db
    .select({ jti: refreshTokens.jti, expiresAt: refreshTokens.expiresAt })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.jti, jti),
        eq(refreshTokens.sessionId, sessionId),
        isNull(refreshTokens.usedAt),
        gt(refreshTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function listDevices(db: IdentityDb, userId: number) {
  return db.select().from(devices).where(eq(devices.userId, userId)).orderBy(desc(devices.lastUsedAt), desc(devices.id));
}

/**
 * Removes one device of this user and revokes its live sessions, in one transaction.
 * False when the user has no such device (other users' devices are never touched).
 */
export async function removeDevice(db: IdentityDb, userId: number, instalaceId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(devices)
      .where(and(eq(devices.userId, userId), eq(devices.instalaceId, instalaceId)))
      .returning({ id: devices.id });
    if (removed.length === 0) return false;
    await tx
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: 'DEVICE_REMOVED' })
      .where(and(eq(sessions.userId, userId), eq(sessions.instalaceId, instalaceId), isNull(sessions.revokedAt)));
    // Inside the transaction is soon enough: on PGlite a read waits for an open transaction.
    invalidateAuthCache();
    return true;
  });
}

/**
 * Signs out every other device of this user ("Odhlásit všechna ostatní zařízení"): revokes the live
 * sessions of all installations but `keepInstalaceId`, as removing a device does, so their refresh
 * tokens stop working; the devices stay registered. Answers the installations that were signed out.
 */
export async function revokeOtherDevices(db: IdentityDb, userId: number, keepInstalaceId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: 'OTHERS_SIGNED_OUT' })
      .where(and(eq(sessions.userId, userId), ne(sessions.instalaceId, keepInstalaceId), isNull(sessions.revokedAt)))
      .returning({ instalaceId: sessions.instalaceId });
    invalidateAuthCache();
    return [...new Set(revoked.map((row) => row.instalaceId))];
  });
}

/** Deletes rows that can no longer matter: tickets and refresh tokens well past their expiry. */
export async function pruneExpired(db: IdentityDb): Promise<void> {
  const cutoff = new Date(Date.now() - 60 * 60 * 1000);
  await db.delete(loginTickets).where(lt(loginTickets.expiresAt, cutoff));
  await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, cutoff));
}
