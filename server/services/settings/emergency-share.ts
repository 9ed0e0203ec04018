/**
 * The emergency card (Czech, or English for travel) and its time-limited share links: a link
 * holds 32 random bytes (base64url) of which only the SHA-256 is stored, is valid from 1 hour to
 * 7 days, can be revoked, and shows only the card — to whoever opens it, without signing in. Each
 * opening is counted (count and last moment) and passed to the caller's listener (the audit log,
 * "Kdo viděl moje údaje"), in the same transaction.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { PersonId } from '../../../contract/ids';
import { messages } from '../../../contract/messages';
import {
  emergencyCardOf,
  SHARE_LINK_MAX_ACTIVE,
  SHARE_PAGE_PATH,
  type CardLanguage,
  type EmergentniKarta,
  type SdileniOdkaz,
} from '../../../contract/settings';
import type { Database, Transaction } from '../../db/client';
import { emergencyShareLinks, insuredPersons } from '../../db/schema';
import { HttpError, notFoundError, ruleRefusalError } from '../../plugins/errors';
import { emergencyDataOf } from '../health/emergency';
import { enqueueNotification } from '../notifications/enqueue';
import { shareOpeningKey } from '../notifications/keys';
import { emergencyDataLink } from '../notifications/links';
import { qrPng } from '../qr';
import { requireRecordId } from '../record-id';

type Db = Database | Transaction;
type LinkRow = typeof emergencyShareLinks.$inferSelect;

export interface ShareOpening {
  personId: PersonId;
  linkId: number;
  openedAt: Date;
}
/** Told of every opening of a share link, inside its transaction (the audit log: 'Kdo viděl moje údaje'). */
export type ShareOpeningListener = (tx: Transaction, opening: ShareOpening) => Promise<void> | void;

export const hashShareToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

function linkItem(row: LinkRow, now: Date): SdileniOdkaz {
  const stav = row.revokedAt ? 'ZRUSEN' : row.expiresAt.getTime() <= now.getTime() ? 'VYPRSEL' : 'PLATNY';
  return {
    id: row.id,
    jazyk: row.jazyk as CardLanguage,
    vytvoreno: row.createdAt.toISOString(),
    platnostDo: row.expiresAt.toISOString(),
    zruseno: row.revokedAt?.toISOString() ?? null,
    stav,
    pocetOtevreni: row.openCount,
    naposledyOtevreno: row.lastOpenedAt?.toISOString() ?? null,
  };
}

/** The person's card in one language. */
export async function emergencyCard(db: Db, personId: PersonId, jazyk: CardLanguage): Promise<EmergentniKarta> {
  const [person] = await db
    .select({ jmeno: insuredPersons.jmeno, prijmeni: insuredPersons.prijmeni, narozen: insuredPersons.narozen })
    .from(insuredPersons)
    .where(eq(insuredPersons.id, personId));
  if (!person) throw notFoundError();
  return emergencyCardOf(person, await emergencyDataOf(db as Database, personId), jazyk);
}

export async function shareLinksOf(db: Database, personId: PersonId, now: Date = new Date()): Promise<{ seznamOdkazu: SdileniOdkaz[] }> {
  const rows = await db
    .select()
    .from(emergencyShareLinks)
    .where(eq(emergencyShareLinks.insuredPersonId, personId))
    .orderBy(desc(emergencyShareLinks.createdAt), desc(emergencyShareLinks.id));
  return { seznamOdkazu: rows.map((row) => linkItem(row, now)) };
}

/** A new link valid for `platnostHodin` hours; 422 when the person already has the most valid links allowed. */
export async function createShareLink(
  db: Database,
  personId: PersonId,
  userId: number,
  body: { platnostHodin: number; jazyk?: CardLanguage },
  origin: string,
) {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    // One creation at a time per person, so the limit holds under races.
    await tx.select({ id: insuredPersons.id }).from(insuredPersons).where(eq(insuredPersons.id, personId)).for('update');
    const [active] = await tx
      .select({ n: count() })
      .from(emergencyShareLinks)
      .where(
        and(
          eq(emergencyShareLinks.insuredPersonId, personId),
          isNull(emergencyShareLinks.revokedAt),
          gt(emergencyShareLinks.expiresAt, now),
        ),
      );
    if (Number(active?.n ?? 0) >= SHARE_LINK_MAX_ACTIVE)
      throw ruleRefusalError({ _form: [messages.shareLinkLimit(SHARE_LINK_MAX_ACTIVE)] });
    const [inserted] = await tx
      .insert(emergencyShareLinks)
      .values({
        insuredPersonId: personId,
        tokenHash: hashShareToken(token),
        jazyk: body.jazyk ?? 'CS',
        createdByUserId: userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + body.platnostHodin * 3_600_000),
      })
      .returning();
    return inserted;
  });
  const odkaz = `${origin.replace(/\/+$/, '')}${SHARE_PAGE_PATH}#${token}`;
  return { ...linkItem(row, now), odkaz, token, qrPng: (await qrPng(odkaz)).toString('base64') };
}

/** Revokes one of the person's links at once (revoking a revoked one changes nothing); 404 for any other id. */
export async function revokeShareLink(db: Database, personId: PersonId, id: string): Promise<SdileniOdkaz> {
  const linkId = requireRecordId(id);
  const now = new Date();
  const mine = and(eq(emergencyShareLinks.id, linkId), eq(emergencyShareLinks.insuredPersonId, personId));
  await db
    .update(emergencyShareLinks)
    .set({ revokedAt: now })
    .where(and(mine, isNull(emergencyShareLinks.revokedAt)));
  const [row] = await db.select().from(emergencyShareLinks).where(mine);
  if (!row) throw notFoundError();
  return linkItem(row, now);
}

/**
 * The public call: the card behind a valid link (not revoked, not expired), counting the opening.
 * An unknown, expired or revoked link all answer the same 404, so the answer tells nothing.
 */
export function openShareLink(
  db: Database,
  token: string,
  jazyk: CardLanguage | undefined,
  onOpened?: ShareOpeningListener,
  now: Date = new Date(),
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(emergencyShareLinks)
      .set({ openCount: sql`${emergencyShareLinks.openCount} + 1`, lastOpenedAt: now })
      .where(
        and(
          eq(emergencyShareLinks.tokenHash, hashShareToken(token)),
          isNull(emergencyShareLinks.revokedAt),
          gt(emergencyShareLinks.expiresAt, now),
        ),
      )
      .returning();
    if (!row) throw new HttpError(404, 'NENALEZENO', messages.shareLinkInvalid);
    await onOpened?.(tx, { personId: row.insuredPersonId, linkId: row.id, openedAt: now });
    // Issue 35: the person learns of it (once per link and hour: notifications/keys.ts).
    await enqueueNotification(tx, {
      personId: row.insuredPersonId,
      kategorie: 'sdileni',
      odkaz: emergencyDataLink,
      klic: shareOpeningKey(row.id, now),
    });
    const card = await emergencyCard(tx, row.insuredPersonId, jazyk ?? (row.jazyk as CardLanguage));
    return { ...card, platnostDo: row.expiresAt.toISOString() };
  });
}
