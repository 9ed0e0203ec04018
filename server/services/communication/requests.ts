/**
 * Filing a request of this area into the one request table ('Moje žádosti') with its first
 * history entry, and the history of any request.
 */
import { asc, eq } from 'drizzle-orm';
import type { PersonId } from '../../../contract/ids';
import type { Zadost } from '../../../contract/insurance';
import type { RequestAction, RequestState, RequestType } from '../../../contract/enums';
import type { HistorieZadosti } from '../../../contract/communication';
import type { Database, Transaction } from '../../db/client';
import { insuranceRequests, requestHistory } from '../../db/schema';

type Db = Database | Transaction;
export type RequestRow = typeof insuranceRequests.$inferSelect;

/** The note of the first history entry of every request. */
export const RECEIVED_NOTE = 'Žádost jsme přijali a zaevidovali.';

/** Generic notes for a state reached without a note of its own (requests of other areas before they wrote history). */
export const stateNotes: Record<RequestState, string> = {
  PRIJATO: RECEIVED_NOTE,
  VYRIZUJE_SE: 'Žádost vyřizujeme.',
  CEKA_NA_DOKLADY: 'K vyřízení žádosti potřebujeme další doklady.',
  VYRIZENO: 'Žádost je vyřízena.',
  ZAMITNUTO: 'Žádosti jsme nemohli vyhovět.',
};

export const requestItem = (row: RequestRow): Zadost => ({
  id: row.id,
  typ: row.typ as Zadost['typ'],
  datum: row.datum.toISOString(),
  stav: row.stav as Zadost['stav'],
  adresaOdeslani: (row.adresaOdeslani as Zadost['adresaOdeslani']) ?? null,
  popis: row.popis,
});

/** Inside the sender's transaction: a new request in state PRIJATO and its first history entry. */
export async function fileRequest(tx: Transaction, personId: PersonId, typ: RequestType, popis: string | null): Promise<RequestRow> {
  const [row] = await tx.insert(insuranceRequests).values({ insuredPersonId: personId, typ, stav: 'PRIJATO', popis }).returning();
  await tx.insert(requestHistory).values({ requestId: row.id, stav: 'PRIJATO', datum: row.datum, poznamka: RECEIVED_NOTE });
  return row;
}

/**
 * The history of a request, oldest first. A request filed before its area wrote history (or by
 * an area that does not) gets PRIJATO at its filing time and, when it has moved on, its current
 * state with the generic note — so every detail starts with PRIJATO and ends in the current state.
 */
export async function historyOf(db: Db, request: RequestRow): Promise<HistorieZadosti[]> {
  const rows = await db
    .select()
    .from(requestHistory)
    .where(eq(requestHistory.requestId, request.id))
    .orderBy(asc(requestHistory.datum), asc(requestHistory.id));
  const history: HistorieZadosti[] = rows.map((row) => ({
    stav: row.stav as RequestState,
    datum: row.datum.toISOString(),
    poznamka: row.poznamka,
    akce: (row.akce as RequestAction | null) ?? null,
    kdo: row.kdo,
  }));
  if (history[0]?.stav !== 'PRIJATO') {
    history.unshift({ stav: 'PRIJATO', datum: request.datum.toISOString(), poznamka: RECEIVED_NOTE, akce: null, kdo: null });
  }
  const current = request.stav as RequestState;
  if (history[history.length - 1].stav !== current) {
    history.push({ stav: current, datum: history[history.length - 1].datum, poznamka: stateNotes[current], akce: null, kdo: null });
  }
  return history;
}
