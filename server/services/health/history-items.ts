/** Allergies, illnesses, hospital stays, operations and injuries: one table, one kind (`druh`) each. */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { AnamnezaDatumPolozka, AnamnezaNemocnicePolozka, AnamnezaPopisPolozka } from '../../../contract/health';
import type { PersonId } from '../../../contract/ids';
import { messages } from '../../../contract/messages';
import type { Database, Transaction } from '../../db/client';
import { healthHistoryItems, personalDocuments } from '../../db/schema';
import { notFoundError, validationError } from '../../plugins/errors';
import { recordIdOf, requireRecordId } from '../record-id';
import { dateWithZeroTimeOrNull } from '../clock';

export type HistoryKind = 'ALERGIE' | 'NEMOC' | 'NEMOCNICE' | 'OPERACE' | 'URAZ';
type HistoryRow = typeof healthHistoryItems.$inferSelect;
type HistoryValues = Pick<HistoryRow, 'popis' | 'datum' | 'datumOd' | 'datumDo' | 'dokumentId'>;
type Body = Record<string, unknown>;

interface KindRules {
  /** The stored values of a valid body (checked further inside the write transaction). */
  values: (body: Body, tx: Transaction, personId: PersonId) => Promise<HistoryValues>;
  toItem: (row: HistoryRow) => unknown;
  order: SQL[];
}

const popisItem = (row: HistoryRow): AnamnezaPopisPolozka => ({ id: row.id, popis: row.popis });
const stayItem = (row: HistoryRow): AnamnezaNemocnicePolozka => ({
  id: row.id,
  obdobi: { datumOd: dateWithZeroTimeOrNull(row.datumOd) ?? '', datumDo: dateWithZeroTimeOrNull(row.datumDo) },
  popis: row.popis,
});
const datedItem = (row: HistoryRow): AnamnezaDatumPolozka => ({
  id: row.id,
  datum: dateWithZeroTimeOrNull(row.datum) ?? '',
  dokumentId: row.dokumentId ?? null,
  popis: row.popis,
});

const noDates = { datum: null, datumOd: null, datumDo: null, dokumentId: null };

/** The linked document must be one of the person's (checked and locked inside the write transaction). */
async function linkedDocument(tx: Transaction, personId: PersonId, dokumentId: string | undefined): Promise<number | null> {
  if (dokumentId === undefined) return null;
  const id = recordIdOf(dokumentId);
  const rows =
    id === null
      ? []
      : await tx
          .select({ id: personalDocuments.id })
          .from(personalDocuments)
          .where(and(eq(personalDocuments.id, id), eq(personalDocuments.insuredPersonId, personId)))
          .for('share');
  if (rows.length === 0) throw validationError({ dokumentId: [messages.recordDoesNotExist] });
  return id;
}

const popisValues = async (body: Body): Promise<HistoryValues> => ({ ...noDates, popis: body.popis as string });
const stayValues = async (body: Body): Promise<HistoryValues> => {
  const obdobi = body.obdobi as { datumOd: string; datumDo?: string };
  return { ...noDates, popis: body.popis as string, datumOd: obdobi.datumOd, datumDo: obdobi.datumDo ?? null };
};
const datedValues = async (body: Body, tx: Transaction, personId: PersonId): Promise<HistoryValues> => ({
  ...noDates,
  popis: body.popis as string,
  datum: body.datum as string,
  dokumentId: await linkedDocument(tx, personId, body.dokumentId as string | undefined),
});
const byCreation = [desc(healthHistoryItems.createdAt)];

const kinds: Record<HistoryKind, KindRules> = {
  ALERGIE: { values: popisValues, toItem: popisItem, order: byCreation },
  NEMOC: { values: popisValues, toItem: popisItem, order: byCreation },
  NEMOCNICE: { values: stayValues, toItem: stayItem, order: [desc(healthHistoryItems.datumOd)] },
  OPERACE: { values: datedValues, toItem: datedItem, order: [desc(healthHistoryItems.datum)] },
  URAZ: { values: datedValues, toItem: datedItem, order: [desc(healthHistoryItems.datum)] },
};

const own = (personId: PersonId, druh: HistoryKind, id: number) =>
  and(eq(healthHistoryItems.id, id), eq(healthHistoryItems.insuredPersonId, personId), eq(healthHistoryItems.druh, druh));

export async function historyItems(db: Database, personId: PersonId, druh: HistoryKind): Promise<unknown[]> {
  const rows = await db
    .select()
    .from(healthHistoryItems)
    .where(and(eq(healthHistoryItems.insuredPersonId, personId), eq(healthHistoryItems.druh, druh)))
    .orderBy(...kinds[druh].order, desc(healthHistoryItems.id));
  return rows.map(kinds[druh].toItem);
}

export async function addHistoryItem(db: Database, personId: PersonId, druh: HistoryKind, body: Body): Promise<unknown> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(healthHistoryItems)
      .values({ insuredPersonId: personId, druh, ...(await kinds[druh].values(body, tx, personId)) })
      .returning();
    return kinds[druh].toItem(row);
  });
}

/** Changes one of the person's items of this kind; 404 for any other id. */
export async function changeHistoryItem(db: Database, personId: PersonId, druh: HistoryKind, id: string, body: Body): Promise<unknown> {
  const recordId = requireRecordId(id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(healthHistoryItems)
      .set(await kinds[druh].values(body, tx, personId))
      .where(own(personId, druh, recordId))
      .returning();
    if (!row) throw notFoundError();
    return kinds[druh].toItem(row);
  });
}

export async function removeHistoryItem(db: Database, personId: PersonId, druh: HistoryKind, id: string): Promise<void> {
  const recordId = requireRecordId(id);
  const deleted = await db
    .delete(healthHistoryItems)
    .where(own(personId, druh, recordId))
    .returning({ id: healthHistoryItems.id });
  if (deleted.length === 0) throw notFoundError();
}
