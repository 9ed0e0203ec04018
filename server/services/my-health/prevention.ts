/**
 * Prevention: the entitlements with their states (rules in prevention-rules.ts), computed from
 * the person's age and sex, the check-ups and screenings of care drawn and the check-ups the person
 * reported; and reporting one (not in the future, not before birth, only one that applies).
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { formatDateMessage } from '../../../contract/format';
import type { PersonId } from '../../../contract/ids';
import { ageOn } from '../../../contract/person';
import { messages } from '../../../contract/messages';
import {
  preventionLabels,
  type PrevenceKontrola,
  type PrevenceKontrolaOdpoved,
  type PrevenceOdpoved,
  type PrevencePolozka,
  type PreventionCode,
  type PreventionGroup,
} from '../../../contract/prevention';
import { type PreventionSection } from '../../../contract/enums';
import type { Database } from '../../db/client';
import { careItems, careProcedures, preventionReports } from '../../db/schema';
import { notFoundError, ruleRefusalError } from '../../plugins/errors';
import { todayInPrague } from '../clock';
import { requireRecordId } from '../record-id';
import { personFacts } from './common';
import { entitlements, ruleOf, wire, type Visit } from './prevention-rules';

type Db = Pick<Database, 'select'>;

/** Procedure codes of a screening colonoscopy: such a visit counts for 10 years instead of the test's interval. */
export const COLONOSCOPY_CODES = ['15404', '15445'];

async function visitsOf(db: Db, personId: PersonId): Promise<Map<PreventionCode, Visit[]>> {
  const items = await db
    .select({ id: careItems.id, datum: careItems.datumOd, poskytovatel: careItems.poskytovatel, prevence: careItems.prevence })
    .from(careItems)
    .where(and(eq(careItems.insuredPersonId, personId), isNotNull(careItems.prevence)));
  const colonoscopies = new Set(
    (
      await db
        .select({ itemId: careProcedures.careItemId, kod: careProcedures.kod })
        .from(careProcedures)
        .innerJoin(careItems, eq(careItems.id, careProcedures.careItemId))
        .where(and(eq(careProcedures.insuredPersonId, personId), eq(careItems.prevence, 'KOLOREKTALNI')))
    )
      .filter((p) => COLONOSCOPY_CODES.includes(p.kod))
      .map((p) => p.itemId),
  );
  const reports = await db.select().from(preventionReports).where(eq(preventionReports.insuredPersonId, personId));
  const map = new Map<PreventionCode, Visit[]>();
  const add = (code: PreventionCode, visit: Visit) => map.set(code, [...(map.get(code) ?? []), visit]);
  for (const item of items)
    add(item.prevence as PreventionCode, {
      datum: wire(item.datum),
      poskytovatel: item.poskytovatel,
      zdroj: 'POJISTOVNA',
      pripadId: item.id,
      kontrolaId: null,
      ...(colonoscopies.has(item.id) ? { platnostMesicu: 120 } : {}),
    });
  for (const report of reports)
    add(report.kodPrevence as PreventionCode, {
      datum: wire(report.datum),
      poskytovatel: report.smluvniPartnerNazev,
      zdroj: 'POJISTENEC',
      pripadId: null,
      kontrolaId: report.id,
    });
  return map;
}

export async function preventionOf(
  db: Db,
  personId: PersonId,
  filter: { id?: PreventionCode; sekce?: PreventionSection; skupina?: PreventionGroup },
  today: string = todayInPrague(),
): Promise<PrevenceOdpoved> {
  const facts = await personFacts(db, personId, today);
  const visits = await visitsOf(db, personId);
  const all = entitlements(facts, (code) => visits.get(code) ?? []);
  return {
    vek: facts.age,
    pohlavi: facts.female ? 'Z' : 'M',
    seznamPrevenci: all.filter(
      (p) =>
        (!filter.id || p.id === filter.id) &&
        (!filter.sekce || p.sekce === filter.sekce) &&
        (!filter.skupina || p.skupina === filter.skupina),
    ),
  };
}

/**
 * The entitlements on each of `days` (Prague days, 'YYYY-MM-DD'), from one read of the person's
 * facts and visits: what the screen would have shown on each day (the reminder sweep compares them).
 */
export async function preventionOnDays(db: Db, personId: PersonId, days: readonly string[]): Promise<Map<string, PrevencePolozka[]>> {
  const [first] = days;
  if (first === undefined) return new Map();
  const facts = await personFacts(db, personId, first);
  const visits = await visitsOf(db, personId);
  return new Map(
    days.map((day) => [day, entitlements({ ...facts, today: day, age: ageOn(facts.narozen, day) }, (code) => visits.get(code) ?? [])]),
  );
}

const reportOut = (row: typeof preventionReports.$inferSelect): PrevenceKontrolaOdpoved => ({
  id: row.id,
  kodPrevence: row.kodPrevence as PreventionCode,
  nazevPrevence: preventionLabels[row.kodPrevence as PreventionCode],
  datum: wire(row.datum),
  smluvniPartnerNazev: row.smluvniPartnerNazev,
  poznamka: row.poznamka,
  nahlaseno: row.createdAt.toISOString(),
});

export async function reportedCheckUp(db: Db, personId: PersonId, id: string): Promise<PrevenceKontrolaOdpoved> {
  const [row] = await db
    .select()
    .from(preventionReports)
    .where(and(eq(preventionReports.id, requireRecordId(id)), eq(preventionReports.insuredPersonId, personId)));
  if (!row) throw notFoundError();
  return reportOut(row);
}

async function reportByKey(db: Db, personId: PersonId, key: string) {
  const [row] = await db
    .select()
    .from(preventionReports)
    .where(and(eq(preventionReports.insuredPersonId, personId), eq(preventionReports.idempotencyKey, key)));
  return row ?? null;
}

/** Reports a check-up: only one that applies to the person's age and sex, dated between birth and today. */
export async function reportCheckUp(
  db: Database,
  personId: PersonId,
  body: PrevenceKontrola,
  idempotencyKey: string | null,
): Promise<PrevenceKontrolaOdpoved> {
  if (idempotencyKey) {
    const existing = await reportByKey(db, personId, idempotencyKey);
    if (existing) return reportOut(existing);
  }
  const facts = await personFacts(db, personId, todayInPrague());
  const chyby: Record<string, string[]> = {};
  if (body.datum < facts.narozen) chyby.datum = [messages.dateNotBefore(formatDateMessage(facts.narozen))];
  if (!ruleOf(body.kodPrevence).applies(facts)) chyby.kodPrevence = [messages.preventionNotApplicable];
  if (Object.keys(chyby).length > 0) throw ruleRefusalError(chyby);
  const inserted = await db
    .insert(preventionReports)
    .values({
      insuredPersonId: personId,
      kodPrevence: body.kodPrevence,
      datum: body.datum,
      smluvniPartnerNazev: body.smluvniPartnerNazev,
      poznamka: body.poznamka ?? null,
      idempotencyKey,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted[0]) return reportOut(inserted[0]);
  const raced = idempotencyKey ? await reportByKey(db, personId, idempotencyKey) : null;
  if (!raced) throw notFoundError();
  return reportOut(raced);
}
