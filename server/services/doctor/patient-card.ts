/**
 * The doctor's patient card (issue 37): what the patient was promised a doctor sees
 * (contract/doctor.ts `doctorSections`) — medicines, lab results (only with the patient's lab
 * consent), prevention and care drawn — in the shape a doctor reads, without the patient's money
 * (co-payments, sums). The access check (the patient's grant) and the audit row are the call
 * adapter's (server/routes/register.ts, personScoped with read access); these only read.
 */
import { and, desc, eq, gte } from 'drizzle-orm';
import { DOCTOR_LAB_CONSENT_MISSING } from '../../../contract/doctor-card';
import { careKindLabels, type CareKind } from '../../../contract/enums';
import type { PersonId } from '../../../contract/ids';
import { specialtyName } from '../../../contract/partners';
import type { Database } from '../../db/client';
import { careItems, insuredPersons } from '../../db/schema';
import { HttpError, notFoundError } from '../../plugins/errors';
import { hasConsent } from '../consents';
import { todayInPrague } from '../clock';
import { isFemaleBirthNumber } from '../../../contract/rules';
import { addYearsIso } from '../my-health/common';
import { labResultDetail, labResultList } from '../my-health/lab';
import { medicinesOf } from '../my-health/medicines';
import { preventionOf } from '../my-health/prevention';

type Db = Pick<Database, 'select'>;
type Sex = 'Z' | 'M';

const day = (wire: string | null): string | null => (wire === null ? null : wire.slice(0, 10));

async function sexOf(db: Db, personId: PersonId): Promise<Sex> {
  const [person] = await db.select({ rodneCislo: insuredPersons.rodneCislo }).from(insuredPersons).where(eq(insuredPersons.id, personId));
  if (!person) throw notFoundError();
  return isFemaleBirthNumber(person.rodneCislo) ? 'Z' : 'M';
}

/** Current medicines, and those that ended within the last year; the interaction warnings of today. */
export async function patientMedicines(db: Database, personId: PersonId, today: string = todayInPrague()) {
  const { seznamLeku, upozorneni } = await medicinesOf(db, personId, today);
  const yearAgo = addYearsIso(today, -1);
  // A repeated prescription is one medicine: an ended one shows once (its last supply), and not at all while it is taken.
  const seen = new Set(seznamLeku.filter((m) => m.aktualni).map((m) => `${m.nazev}|${m.doplnek}`));
  const once = seznamLeku.filter((m) => {
    if (m.aktualni) return true;
    const key = `${m.nazev}|${m.doplnek}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return {
    pohlavi: await sexOf(db, personId),
    seznamLeku: once
      .filter((m) => m.aktualni || (m.datumDo !== null && m.datumDo.slice(0, 10) >= yearAgo))
      .map((m) => ({
        nazev: m.nazev,
        doplnek: m.doplnek,
        ucinnaLatka: m.ucinnaLatka,
        davkovani: m.davkovani,
        od: m.datumOd.slice(0, 10),
        do: day(m.datumDo),
        aktualni: m.aktualni,
        predepsal: m.predepsal,
        zdroj: m.zdroj,
      })),
    upozorneni: upozorneni.map((w) => ({ nazev: w.nazev, popis: w.popis, zavaznost: w.zavaznost })),
  };
}

/** The last ten lab results with their values — 403 without the patient's lab consent (nothing is read). */
export async function patientLabResults(db: Database, personId: PersonId) {
  if (!(await hasConsent(db, personId, 'LABORATORNI_VYSLEDKY'))) throw new HttpError(403, 'ZAKAZANO', DOCTOR_LAB_CONSENT_MISSING);
  const { seznamVysledku } = await labResultList(db, personId);
  const details = await Promise.all(seznamVysledku.slice(0, 10).map((r) => labResultDetail(db, personId, String(r.id))));
  return {
    pohlavi: await sexOf(db, personId),
    seznamVysledku: details.map((r) => ({
      id: r.id,
      datum: r.datum.slice(0, 10),
      nazev: r.nazev,
      laborator: r.laborator,
      hodnoty: r.hodnoty.map((h) => ({
        nazev: h.nazev,
        hodnota: h.hodnota,
        jednotka: h.jednotka,
        referenceOd: h.referenceOd,
        referenceDo: h.referenceDo,
        priznak: h.priznak,
      })),
    })),
  };
}

/** The check-ups and screenings the patient is entitled to, with their state and last visit. */
export async function patientPrevention(db: Database, personId: PersonId) {
  const { pohlavi, seznamPrevenci } = await preventionOf(db, personId, {});
  return {
    pohlavi,
    seznamPrevenci: seznamPrevenci.map((p) => ({
      nazev: p.nazev,
      stavPopis: p.stavPopis,
      semafor: p.semafor,
      posledni: day(p.posledniNavsteva?.datum ?? null),
      poskytovatel: p.posledniNavsteva?.poskytovatel ?? null,
      dalsiTermin: day(p.dalsiTermin),
    })),
  };
}

/** Visits of the last two years, newest first (no medicines or aids lines, no sums). */
export async function patientCare(db: Database, personId: PersonId, today: string = todayInPrague()) {
  const rows = await db
    .select()
    .from(careItems)
    .where(and(eq(careItems.insuredPersonId, personId), gte(careItems.datumOd, addYearsIso(today, -2))))
    .orderBy(desc(careItems.datumOd), desc(careItems.id));
  return {
    pohlavi: await sexOf(db, personId),
    seznamNavstev: rows
      .filter((r) => r.druh !== 'LEKY' && r.druh !== 'POMUCKY')
      .slice(0, 50)
      .map((r) => ({
        datum: r.datumOd,
        poskytovatel: r.poskytovatel,
        odbornost: specialtyName(r.odbornost) || r.odbornost,
        druh: careKindLabels[r.druh as CareKind] ?? r.druh,
        diagnoza: r.diagnoza,
      })),
  };
}
