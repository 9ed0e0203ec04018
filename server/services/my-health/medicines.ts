/**
 * "Moje léky": the person's medicines (dispensed and own), the warnings between those taken today
 * with the person's confirmations, the co-payment protective limit; adding and removing own
 * medicines, confirming warnings; the medicines list search; and borrowed medical aids.
 */
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { PersonId } from '../../../contract/ids';
import type { Lek, LekCiselnik, LekyOdpoved, MedicineSource, MujLek, Prostredek, UpozorneniLeku } from '../../../contract/medicines';
import { messages } from '../../../contract/messages';
import type { LoanState } from '../../../contract/enums';
import type { Database } from '../../db/client';
import { medicalAidLoans, medicineInteractions, medicineWarningConfirmations, medicinesList, personMedicines } from '../../db/schema';
import { notFoundError, ruleRefusalError } from '../../plugins/errors';
import { dateWithZeroTime, dateWithZeroTimeOrNull, todayInPrague } from '../clock';
import { recordIdOf } from '../record-id';
import { hellersToCrowns, personFacts } from './common';
import { copayLimit, copayProgress, isCurrent, medicineWarnings, type InteractionRule } from './medicine-rules';

type Db = Pick<Database, 'select'>;

async function rowsOf(db: Db, personId: PersonId) {
  return db
    .select({ m: personMedicines, l: medicinesList })
    .from(personMedicines)
    .innerJoin(medicinesList, eq(medicinesList.kodSukl, personMedicines.kodSukl))
    .where(eq(personMedicines.insuredPersonId, personId))
    .orderBy(desc(personMedicines.datumOd), desc(personMedicines.id));
}
type Row = Awaited<ReturnType<typeof rowsOf>>[number];

const medicineOut = (row: Row, today: string): Lek => ({
  id: row.m.id,
  kodSukl: row.l.kodSukl,
  nazev: row.l.nazev,
  doplnek: row.l.doplnek,
  atc: row.l.atc,
  ucinnaLatka: row.l.ucinnaLatka,
  naPredpis: row.l.naPredpis,
  zdroj: row.m.zdroj as MedicineSource,
  datumOd: dateWithZeroTime(row.m.datumOd),
  datumDo: dateWithZeroTimeOrNull(row.m.datumDo),
  aktualni: isCurrent(row.m, today),
  pocetBaleni: row.m.pocetBaleni,
  davkovani: row.m.davkovani,
  predepsal: row.m.predepsal,
  doplatekKc: hellersToCrowns(row.m.doplatekHal),
  zapocitatelnyDoplatekKc: hellersToCrowns(row.m.zapocitatelnyHal),
});

async function interactionRules(db: Db): Promise<InteractionRule[]> {
  const rows = await db.select().from(medicineInteractions).orderBy(asc(medicineInteractions.id));
  return rows.map((r) => ({ ...r, zavaznost: r.zavaznost as InteractionRule['zavaznost'] }));
}

async function warningsOf(db: Db, personId: PersonId, rows: Row[], today: string): Promise<UpozorneniLeku[]> {
  const warnings = medicineWarnings(
    rows.map((r) => ({
      id: r.m.id,
      nazev: r.l.nazev,
      atc: r.l.atc,
      ucinnaLatka: r.l.ucinnaLatka,
      datumOd: r.m.datumOd,
      datumDo: r.m.datumDo,
    })),
    await interactionRules(db),
    today,
  );
  const confirmations = warnings.length
    ? await db
        .select()
        .from(medicineWarningConfirmations)
        .where(
          and(
            eq(medicineWarningConfirmations.insuredPersonId, personId),
            inArray(
              medicineWarningConfirmations.klic,
              warnings.map((w) => w.klic),
            ),
          ),
        )
    : [];
  return warnings.map((w) => {
    const confirmed = confirmations.find((c) => c.klic === w.klic);
    return { ...w, potvrzeno: Boolean(confirmed), potvrzenoDatum: confirmed ? confirmed.confirmedAt.toISOString() : null };
  });
}

export async function medicinesOf(db: Db, personId: PersonId, today: string = todayInPrague()): Promise<LekyOdpoved> {
  const rows = await rowsOf(db, personId);
  const list = rows.map((row) => medicineOut(row, today));
  const year = today.slice(0, 4);
  const countedHal = rows
    .filter((r) => r.m.zdroj === 'PREDPIS' && r.m.datumOd.startsWith(year))
    .reduce((sum, r) => sum + r.m.zapocitatelnyHal, 0);
  const facts = await personFacts(db, personId, today);
  const limit = copayLimit(facts.age, facts.kategorie);
  const progress = copayProgress(limit.limitKc, countedHal);
  return {
    seznamLeku: [...list.filter((m) => m.aktualni), ...list.filter((m) => !m.aktualni)],
    upozorneni: await warningsOf(db, personId, rows, today),
    ochrannyLimit: {
      rok: Number(year),
      kategorie: limit.kategorie,
      popisKategorie: limit.popis,
      limitKc: limit.limitKc,
      zapocitanoKc: progress.zapocitanoKc,
      zbyvaKc: progress.zbyvaKc,
      prekrocenoKc: progress.prekrocenoKc,
      procento: progress.procento,
    },
  };
}

/** Confirms every current warning that involves one of the given list items (all must be the person's). */
export async function confirmWarnings(
  db: Database,
  personId: PersonId,
  ids: readonly string[],
  userId: number | null,
): Promise<LekyOdpoved> {
  const today = todayInPrague();
  const rows = await rowsOf(db, personId);
  const wanted = ids.map((id) => recordIdOf(id));
  if (wanted.some((id) => id === null || !rows.some((r) => r.m.id === id))) throw notFoundError();
  const warnings = await warningsOf(db, personId, rows, today);
  const keys = warnings.filter((w) => w.lekIds.some((id) => wanted.includes(id))).map((w) => w.klic);
  if (keys.length > 0)
    await db
      .insert(medicineWarningConfirmations)
      .values(keys.map((klic) => ({ insuredPersonId: personId, klic, confirmedByUserId: userId })))
      .onConflictDoNothing();
  return medicinesOf(db, personId, today);
}

export async function addOwnMedicine(
  db: Database,
  personId: PersonId,
  body: MujLek,
  idempotencyKey: string | null,
): Promise<{ lek: Lek; upozorneni: UpozorneniLeku[] }> {
  const today = todayInPrague();
  const answer = async (id: number) => {
    const rows = await rowsOf(db, personId);
    const row = rows.find((r) => r.m.id === id);
    if (!row) throw notFoundError();
    const warnings = await warningsOf(db, personId, rows, today);
    return { lek: medicineOut(row, today), upozorneni: warnings.filter((w) => w.lekIds.includes(id)) };
  };
  const byKey = async (key: string) =>
    (
      await db
        .select({ id: personMedicines.id })
        .from(personMedicines)
        .where(and(eq(personMedicines.insuredPersonId, personId), eq(personMedicines.idempotencyKey, key)))
    )[0]?.id ?? null;
  if (idempotencyKey) {
    const existing = await byKey(idempotencyKey);
    if (existing !== null) return answer(existing);
  }
  const [product] = await db.select().from(medicinesList).where(eq(medicinesList.kodSukl, body.kodSukl));
  if (!product) throw ruleRefusalError({ kodSukl: [messages.medicineUnknown] });
  const inserted = await db
    .insert(personMedicines)
    .values({
      insuredPersonId: personId,
      zdroj: 'VLASTNI',
      kodSukl: body.kodSukl,
      datumOd: body.datumOd,
      datumDo: body.datumDo ?? null,
      davkovani: body.davkovani ?? null,
      idempotencyKey,
    })
    .onConflictDoNothing()
    .returning({ id: personMedicines.id });
  const id = inserted[0]?.id ?? (idempotencyKey ? await byKey(idempotencyKey) : null);
  if (id === null) throw notFoundError();
  return answer(id);
}

/** Removes an own medicine (404 for an unknown one, 422 for a dispensed one); its confirmations go with it. */
export async function removeOwnMedicine(db: Database, personId: PersonId, id: string): Promise<void> {
  const recordId = recordIdOf(id);
  if (recordId === null) throw notFoundError();
  const [row] = await db
    .select({ zdroj: personMedicines.zdroj })
    .from(personMedicines)
    .where(and(eq(personMedicines.id, recordId), eq(personMedicines.insuredPersonId, personId)));
  if (!row) throw notFoundError();
  if (row.zdroj !== 'VLASTNI') throw ruleRefusalError({ id: [messages.medicineNotOwn] });
  await db.transaction(async (tx) => {
    await tx.delete(personMedicines).where(and(eq(personMedicines.id, recordId), eq(personMedicines.insuredPersonId, personId)));
    await tx
      .delete(medicineWarningConfirmations)
      .where(
        and(
          eq(medicineWarningConfirmations.insuredPersonId, personId),
          sql`(${medicineWarningConfirmations.klic} like ${`%:${recordId}:%`} or ${medicineWarningConfirmations.klic} like ${`%:${recordId}`})`,
        ),
      );
  });
}

/** The medicines list searched by name, substance or SÚKL code, names first alphabetically. */
export async function searchMedicines(db: Db, fulltext: string, limit = 20): Promise<{ seznamLeku: LekCiselnik[] }> {
  const pattern = `%${fulltext.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select()
    .from(medicinesList)
    .where(or(ilike(medicinesList.nazev, pattern), ilike(medicinesList.ucinnaLatka, pattern), ilike(medicinesList.kodSukl, pattern)))
    .orderBy(asc(medicinesList.nazev), asc(medicinesList.doplnek))
    .limit(limit);
  return { seznamLeku: rows };
}

export async function aidsOf(db: Db, personId: PersonId, limit?: number): Promise<{ pocetCelkem: number; seznamProstredku: Prostredek[] }> {
  const rows = await db
    .select()
    .from(medicalAidLoans)
    .where(eq(medicalAidLoans.insuredPersonId, personId))
    .orderBy(desc(medicalAidLoans.datumZapujceni), desc(medicalAidLoans.id));
  return {
    pocetCelkem: rows.length,
    seznamProstredku: (limit ? rows.slice(0, limit) : rows).map((r) => ({
      id: r.id,
      nazev: r.nazev,
      kod: r.kod,
      stav: r.stav as LoanState,
      datumZapujceni: dateWithZeroTime(r.datumZapujceni),
      datumVraceni: dateWithZeroTimeOrNull(r.datumVraceni),
      cisloSmlouvy: r.cisloSmlouvy,
      evidencniCislo: r.evidencniCislo,
      vydal: r.vydal,
    })),
  };
}
