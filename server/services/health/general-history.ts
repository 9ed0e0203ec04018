/** The general history (alcohol, smoking, work and family history) of a person. */
import { eq } from 'drizzle-orm';
import type { AnamnezaObecna } from '../../../contract/entities';
import type { AnamnezaObecnaOdpoved } from '../../../contract/health';
import type { PersonId } from '../../../contract/ids';
import { messages } from '../../../contract/messages';
import type { Database } from '../../db/client';
import { healthHistory } from '../../db/schema';
import { validationError } from '../../plugins/errors';
import { codeListItemsOf } from '../general/content';

export async function generalHistory(db: Database, personId: PersonId): Promise<AnamnezaObecnaOdpoved> {
  const [row] = await db.select().from(healthHistory).where(eq(healthHistory.insuredPersonId, personId)).limit(1);
  return {
    alkoholKod: row?.alkoholKod ?? null,
    koureniKod: row?.koureniKod ?? null,
    pracovniAnamneza: row?.pracovniAnamneza ?? null,
    rodinnaAnamneza: row?.rodinnaAnamneza ?? null,
  };
}

/** A code that is not in its code list → 400 with the allowed values on the field. */
async function checkCode(
  db: Database,
  ciselnik: string,
  kod: string | undefined,
  key: string,
  chyby: Record<string, string[]>,
): Promise<void> {
  if (kod === undefined) return;
  const rows = await codeListItemsOf(db, ciselnik);
  if (!rows.some((row) => row.kod === kod)) chyby[key] = [messages.allowedValues(rows.map((row) => row.kod))];
}

/** Saves the general history (codes from ALKOHOL and KOURENI) and answers what is stored. */
export async function saveGeneralHistory(db: Database, personId: PersonId, body: AnamnezaObecna): Promise<AnamnezaObecnaOdpoved> {
  const chyby: Record<string, string[]> = {};
  await checkCode(db, 'ALKOHOL', body.alkoholKod, 'alkoholKod', chyby);
  await checkCode(db, 'KOURENI', body.koureniKod, 'koureniKod', chyby);
  if (Object.keys(chyby).length > 0) throw validationError(chyby);
  const values = {
    alkoholKod: body.alkoholKod ?? null,
    koureniKod: body.koureniKod ?? null,
    pracovniAnamneza: body.pracovniAnamneza ?? null,
    rodinnaAnamneza: body.rodinnaAnamneza ?? null,
  };
  await db
    .insert(healthHistory)
    .values({ insuredPersonId: personId, ...values })
    .onConflictDoUpdate({ target: healthHistory.insuredPersonId, set: { ...values, updatedAt: new Date() } });
  return values;
}
