/**
 * The start page's status of a person (GET /stavPojistence): composed from the same services as
 * the screens it summarises, so the home never says something a page contradicts.
 */
import { eq } from 'drizzle-orm';
import type { PersonId } from '../../../contract/ids';
import type { StavPojistence } from '../../../contract/status';
import type { Database } from '../../db/client';
import { insuranceCards } from '../../db/schema';
import { todayInPrague, dateWithZeroTime } from '../clock';
import { measurementsOf } from '../health/measurements';
import { vaccinationsOf } from '../health/vaccinations';
import { myInsurance } from '../insurance/my-insurance';
import { preventionOf } from '../my-health/prevention';
import { overviewList } from '../osvc/overview';
import { myDoctors } from '../my-health/partners';
import { preventionItems } from '../family/overview';

export async function statusOf(db: Database, personId: PersonId, today: string = todayInPrague()): Promise<StavPojistence> {
  const insurance = await myInsurance(db, personId);
  const [overviews, vaccinations, measurements, prevention, doctors, [card]] = await Promise.all([
    insurance.osvc ? overviewList(db, personId) : Promise.resolve(null),
    vaccinationsOf(db, personId),
    measurementsOf(db, personId),
    preventionOf(db, personId, {}, today),
    myDoctors(db, personId, today),
    db.select({ platnostDo: insuranceCards.platnostDo }).from(insuranceCards).where(eq(insuranceCards.insuredPersonId, personId)),
  ]);

  // The newest year that can be filed and has no overview yet.
  const filed = new Set(overviews?.seznamPrehledu.map((overview) => overview.rok) ?? []);
  const missingYear = overviews?.roky.find((year) => year.stav === 'LZE_PODAT' && !filed.has(year.rok))?.rok ?? null;

  // Next doses: only of the newest shot of each disease (a later shot answers an earlier due date).
  const newestByDisease = new Map<string, (typeof vaccinations.seznamOckovani)[number]>();
  for (const shot of vaccinations.seznamOckovani) {
    const key = shot.nemoc.trim().toLowerCase();
    const known = newestByDisease.get(key);
    if (!known || shot.datum > known.datum) newestByDisease.set(key, shot);
  }
  const nextDose = [...newestByDisease.values()]
    .filter((shot) => shot.datumDalsi !== null)
    .sort((a, b) => (a.datumDalsi as string).localeCompare(b.datumDalsi as string))[0];

  const pressure = measurements.seznamMereni
    .filter((m) => m.tlakSyst !== null && m.tlakDiast !== null)
    .sort((a, b) => b.datum.localeCompare(a.datum))[0];

  // What can be done now, ranked as the family's items (contract/family.ts): due before bookable;
  // one not possible before a later date (an HPV test at 45) is no alarm and not shown here.
  const urgent = preventionItems(prevention.seznamPrevenci, doctors.seznamLekaru, today).find((item) => item.naleh !== 'POZDEJI');

  return {
    saldo: insurance.saldo,
    poSplatnosti: insurance.poSplatnosti,
    splatne: insurance.splatne,
    nejblizsiSplatnost: insurance.nejblizsiSplatnost,
    platiSam: insurance.platiSam,
    prehledOsvcRok: missingYear,
    dalsiDavka: nextDose
      ? { nemoc: nextDose.nemoc, datum: nextDose.datumDalsi as string, poTerminu: (nextDose.datumDalsi as string).slice(0, 10) < today }
      : null,
    posledniTlak: pressure
      ? { datum: pressure.datum, tlakSyst: pressure.tlakSyst as number, tlakDiast: pressure.tlakDiast as number }
      : null,
    prevence:
      urgent && urgent.naleh !== 'POZDEJI'
        ? {
            id: urgent.polozka.id,
            nazev: urgent.polozka.nazev,
            stavPopis: urgent.polozka.stavPopis,
            semafor: urgent.polozka.semafor,
            naleh: urgent.naleh,
            akce: urgent.nazev,
          }
        : null,
    platceTyp: insurance.platceTyp,
    prukazPlatnostDo: card ? dateWithZeroTime(String(card.platnostDo)) : null,
  };
}
