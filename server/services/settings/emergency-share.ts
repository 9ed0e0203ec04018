/**
 * The emergency card (Czech, or English for travel) and its time-limited share links: a link
 * holds 32 random bytes (base64url) of which only the SHA-256 is stored, is valid from 1 hour to
 * 7 days, can be revoked, and shows only the card — to whoever opens it, without signing in. Each
 * opening is counted (count and last moment) and passed to the caller's listener (the audit log,
 * "Kdo viděl moje údaje"), in the same transaction.
 *
 * The rescue-service consent (EMERGENTNI_UDAJE) gates both: without it no link is created, and a
 * link opens only while the consent given before the link was made still stands — a withdrawal
 * kills the person's links for good, giving the consent again does not revive them
 * (docs/decisions.md "Consents that gate").
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ConsentState } from '../../../contract/enums';
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
import { consents, emergencyShareLinks, insuredPersons } from '../../db/schema';
import { HttpError, notFoundError, ruleRefusalError } from '../../plugins/errors';
import { emergencyDataOf } from '../health/emergency';
import { consentOf } from '../consents';
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

/** The consent that gates the share links: the rescue service's access to the emergency data. */
export const SHARE_CONSENT = 'EMERGENTNI_UDAJE' as const;

/**
 * The person's rescue-service consent, its row locked against a concurrent change until the
 * transaction ends (a withdrawal waits for a creation or an opening under way, and then revokes
 * what it created). Null when it was never stated.
 */
async function lockedShareConsent(tx: Transaction, personId: PersonId): Promise<{ stav: string; changedAt: Date } | null> {
  const [row] = await tx
    .select({ stav: consents.stav, changedAt: consents.changedAt })
    .from(consents)
    .where(and(eq(consents.insuredPersonId, personId), eq(consents.kod, SHARE_CONSENT)))
    .for('share');
  return row ?? null;
}

/** A link made at `createdAt` may open only while the consent it was made under stands unchanged. */
const consentCovers = (consent: { stav: string; changedAt: Date } | null, createdAt: Date) =>
  consent?.stav === 'POTVRZENO' && consent.changedAt.getTime() <= createdAt.getTime();

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

/** The person's links, newest first, and the state of the consent that gates them (the screen says why it cannot share). */
export async function shareLinksOf(
  db: Database,
  personId: PersonId,
  now: Date = new Date(),
): Promise<{ seznamOdkazu: SdileniOdkaz[]; souhlas: ConsentState }> {
  const rows = await db
    .select()
    .from(emergencyShareLinks)
    .where(eq(emergencyShareLinks.insuredPersonId, personId))
    .orderBy(desc(emergencyShareLinks.createdAt), desc(emergencyShareLinks.id));
  const consent = await consentOf(db, personId, SHARE_CONSENT);
  return { seznamOdkazu: rows.map((row) => linkItem(row, now)), souhlas: consent.stav };
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
    // No link without the rescue-service consent (409, like the lab results without theirs).
    if ((await lockedShareConsent(tx, personId))?.stav !== 'POTVRZENO') throw new HttpError(409, 'CHYBA', messages.shareLinkConsentMissing);
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
    await refuseWithoutConsent(tx, token, now);
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

/**
 * A link that is still in its validity but whose consent was withdrawn after it was made (or
 * never given) answers 403 with the reason, and its opening is neither counted nor recorded:
 * nobody saw anything. The card itself is not read. Every other fault stays the one 404.
 */
async function refuseWithoutConsent(tx: Transaction, token: string, now: Date): Promise<void> {
  const [link] = await tx
    .select({ personId: emergencyShareLinks.insuredPersonId, createdAt: emergencyShareLinks.createdAt })
    .from(emergencyShareLinks)
    .where(and(eq(emergencyShareLinks.tokenHash, hashShareToken(token)), gt(emergencyShareLinks.expiresAt, now)));
  if (link && !consentCovers(await lockedShareConsent(tx, link.personId), link.createdAt))
    throw new HttpError(403, 'ZAKAZANO', messages.shareLinkConsentWithdrawn);
}

/**
 * Called in the transaction that withdraws the rescue-service consent: the person's valid links
 * are revoked with it, so the list shows them as revoked and they do not count against the limit.
 */
export async function revokeLinksOnWithdrawal(tx: Transaction, personId: PersonId, now: Date): Promise<void> {
  await tx
    .update(emergencyShareLinks)
    .set({ revokedAt: now })
    .where(
      and(eq(emergencyShareLinks.insuredPersonId, personId), isNull(emergencyShareLinks.revokedAt), gt(emergencyShareLinks.expiresAt, now)),
    );
}
