/**
 * The detail of this area's requests in 'Moje žádosti' (GET /mojeZadosti/{id}?oblast=, built by
 * the communication team): what a change of name sent — the name before and after, the titles —
 * and the documents attached. The integrator wires `settingsRequestDetail` into the detail.
 */
import { and, eq } from 'drizzle-orm';
import type { PersonId } from '../../../contract/ids';
import { NAME_CHANGE_EVIDENCE } from '../../../contract/settings';
import type { Database } from '../../db/client';
import { nameChanges } from '../../db/schema';
import { attachmentsOf } from '../attachments';
import type { RequestDetailPart } from '../request-detail-part';

export type RequestDetail = RequestDetailPart;

const orDash = (value: string | null) => value ?? '—';

/** A change-of-name request of the person (ZMENA_UDAJU), or null when the id is not one of them. */
export async function settingsRequestDetail(db: Database, personId: PersonId, requestId: number): Promise<RequestDetail | null> {
  const [row] = await db
    .select()
    .from(nameChanges)
    .where(and(eq(nameChanges.insuredPersonId, personId), eq(nameChanges.requestId, requestId)));
  if (!row) return null;
  const files = await attachmentsOf(db, personId, NAME_CHANGE_EVIDENCE, [row.id]);
  return {
    polozky: [
      { nazev: 'Dosavadní jméno a příjmení', hodnota: `${row.puvodniJmeno} ${row.puvodniPrijmeni}` },
      { nazev: 'Nové jméno', hodnota: row.jmeno },
      { nazev: 'Nové příjmení', hodnota: row.prijmeni },
      { nazev: 'Titul před jménem', hodnota: orDash(row.titulPred) },
      { nazev: 'Titul za jménem', hodnota: orDash(row.titulZa) },
    ],
    prilohy: files.get(row.id) ?? [],
  };
}
