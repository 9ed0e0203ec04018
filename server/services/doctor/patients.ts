/**
 * A doctor's patients: the insured persons who allowed this doctor to see their documentation
 * (doctor_access.allowed, and not past its end date); a withdrawn or lapsed permission hides the patient at once.
 */
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Pacient } from '../../../contract/doctor';
import type { FiltrPacientu } from '../../../contract/entities';
import type { Database } from '../../db/client';
import { doctorAccess, insuredPersons } from '../../db/schema';
import { dateWithZeroTime } from '../clock';
import { personIdToWire } from '../../../contract/ids';

/** Lower case without diacritics, NFC first: 'Černá' → 'cerna', so 'cer' and 'ČER' both find her. */
export function foldName(value: string): string {
  return value.normalize('NFC').toLocaleLowerCase('cs').normalize('NFD').replace(/\p{M}/gu, '');
}

/** The name starts with the typed part (case and diacritics ignored). */
export function nameStartsWith(name: string, typed: string | undefined): boolean {
  return typed === undefined || foldName(name).startsWith(foldName(typed));
}

const collator = new Intl.Collator('cs');
const byId = (a: string, b: string): number => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0);

/** The doctor's patients matching the filter, by surname, name and id. */
export async function patientsOf(db: Database, doctorUserId: number, filter: FiltrPacientu): Promise<{ seznamPacientu: Pacient[] }> {
  const conditions = [
    eq(doctorAccess.doctorUserId, doctorUserId),
    eq(doctorAccess.allowed, true),
    or(isNull(doctorAccess.validUntil), gt(doctorAccess.validUntil, sql`now()`)),
  ];
  if (filter.rocis !== undefined) conditions.push(eq(insuredPersons.rodneCislo, filter.rocis));
  const rows = await db
    .select({
      pojistenecId: insuredPersons.id,
      jmeno: insuredPersons.jmeno,
      prijmeni: insuredPersons.prijmeni,
      narozen: insuredPersons.narozen,
      rodneCislo: insuredPersons.rodneCislo,
    })
    .from(doctorAccess)
    .innerJoin(insuredPersons, eq(insuredPersons.id, doctorAccess.insuredPersonId))
    .where(and(...conditions));
  // Name filters in code: one rule (case and diacritics ignored) on PGlite and PostgreSQL alike,
  // whatever the database's collation; a doctor's patient list is small.
  const seznamPacientu = rows
    .filter((row) => nameStartsWith(row.jmeno, filter.jmeno) && nameStartsWith(row.prijmeni, filter.prijmeni))
    .sort((a, b) => collator.compare(a.prijmeni, b.prijmeni) || collator.compare(a.jmeno, b.jmeno) || byId(a.pojistenecId, b.pojistenecId))
    .map((row) => ({ ...row, pojistenecId: personIdToWire(row.pojistenecId), narozen: dateWithZeroTime(row.narozen) }));
  return { seznamPacientu };
}
