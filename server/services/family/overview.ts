/**
 * The family on the start page (GET /rodina/prehled, issue 37): for every person the caller
 * represents, what is due for them, composed from the same services as the screens the items open
 * (prevention, vaccinations, requests, messages) and ranked by the contract's rules
 * (contract/family.ts), so the start page never says something a screen contradicts.
 */
import {
  doseTitle,
  doseUrgency,
  familyRowItems,
  preventionDoctorRole,
  preventionTitle,
  preventionUrgency,
  rankDueItems,
  unreadTitle,
  waitingRequestTitle,
  type DoctorToCall,
  type DueUrgency,
  type RodinaPrehled,
  type RodinnaOsoba,
  type RodinnaPolozka,
} from '../../../contract/family';
import { personIdParam, type PersonId } from '../../../contract/ids';
import type { MujLekar } from '../../../contract/partners';
import type { PrevencePolozka } from '../../../contract/prevention';
import { ageOn } from '../../../contract/person';
import type { AccessEvent } from '../../audit/types';
import type { Database } from '../../db/client';
import type { Caller } from '../../identity/types';
import type { AuditSink } from '../../audit/types';
import { dateWithZeroTime, todayInPrague } from '../clock';
import { representedPersons, unreadMessages } from '../general/represented-persons';
import { vaccinationsOf } from '../health/vaccinations';
import { requestsOf } from '../insurance/requests';
import { myDoctors } from '../my-health/partners';
import { preventionOf } from '../my-health/prevention';
import { personAccessRole } from '../person-access';

/** The registered doctor who does a check-up of this group, to call (null: screenings, or none registered). */
export function doctorFor(item: Pick<PrevencePolozka, 'skupina'>, doctors: readonly MujLekar[]): DoctorToCall | null {
  const role = preventionDoctorRole[item.skupina];
  const doctor = role ? doctors.find((d) => d.role === role) : undefined;
  return doctor ? { jmeno: doctor.lekar ?? doctor.nazev, telefon: doctor.telefon } : null;
}

/** The person's check-ups and screenings as items with their urgency and action sentence, ranked. */
export function preventionItems(
  prevention: readonly PrevencePolozka[],
  doctors: readonly MujLekar[],
  today: string,
): Array<RodinnaPolozka & { polozka: PrevencePolozka }> {
  const items = prevention.flatMap((item) => {
    const naleh = preventionUrgency(item, today);
    if (naleh === null) return [];
    return [
      {
        druh: 'PREVENCE' as const,
        naleh,
        nazev: preventionTitle(item.id, naleh, doctorFor(item, doctors), item.dalsiTermin),
        datum: item.dalsiTermin,
        odkaz: item.id,
        polozka: item,
      },
    ];
  });
  return rankDueItems(items);
}

/** The next dose of each disease: only of its newest shot (a later shot answers an earlier due date). */
function nextDoses(shots: ReadonlyArray<{ nemoc: string; datum: string; datumDalsi: string | null }>) {
  const newestByDisease = new Map<string, (typeof shots)[number]>();
  for (const shot of shots) {
    const key = shot.nemoc.trim().toLowerCase();
    const known = newestByDisease.get(key);
    if (!known || shot.datum > known.datum) newestByDisease.set(key, shot);
  }
  return [...newestByDisease.values()].flatMap((shot) => (shot.datumDalsi ? [{ nemoc: shot.nemoc, datum: shot.datumDalsi }] : []));
}

async function itemsOf(db: Database, personId: PersonId, unread: number, today: string): Promise<RodinnaPolozka[]> {
  const [prevention, doctors, vaccinations, requests] = await Promise.all([
    preventionOf(db, personId, {}, today),
    myDoctors(db, personId, today),
    vaccinationsOf(db, personId),
    requestsOf(db, personId, {}),
  ]);
  const items: RodinnaPolozka[] = [];
  for (const request of requests.seznamZadosti) {
    if (request.stav !== 'CEKA_NA_DOKLADY') continue;
    items.push({
      druh: 'ZADOST',
      naleh: 'TED',
      nazev: waitingRequestTitle(request.typ),
      datum: dateWithZeroTime(todayInPrague(new Date(request.datum))),
      odkaz: String(request.id),
    });
  }
  for (const { polozka: _, ...item } of preventionItems(prevention.seznamPrevenci, doctors.seznamLekaru, today)) items.push(item);
  for (const dose of nextDoses(vaccinations.seznamOckovani)) {
    const naleh: DueUrgency = doseUrgency(dose.datum, today);
    items.push({
      druh: 'OCKOVANI',
      naleh,
      nazev: doseTitle(dose.nemoc, dose.datum, today),
      datum: dateWithZeroTime(dose.datum),
      odkaz: null,
    });
  }
  if (unread > 0) items.push({ druh: 'ZPRAVY', naleh: 'TED', nazev: unreadTitle(unread), datum: null, odkaz: null });
  return familyRowItems(items);
}

/**
 * Every person the caller represents, each read only after the access check every per-person call
 * passes (a representation that no longer allows access is left out), each read audited as the
 * per-person calls' reads are (role, person, call).
 */
export async function familyOverview(
  db: Database,
  audit: AuditSink,
  caller: Caller,
  clientAddress: string | null,
  today: string = todayInPrague(),
): Promise<RodinaPrehled> {
  const { seznamZastupu } = await representedPersons(db, caller.userId);
  const allowed: Array<{ zastup: (typeof seznamZastupu)[number]; personId: PersonId }> = [];
  for (const zastup of seznamZastupu) {
    const personId = personIdParam.parse(String(zastup.pojistenecId));
    const role = await personAccessRole(db, caller, personId, 'read');
    const event: AccessEvent = {
      userId: caller.userId,
      sessionId: caller.sessionId,
      role,
      personId,
      callId: 'rodinaPrehled',
      recordId: null,
      write: false,
      result: role ? 'POVOLENO' : 'ODEPRENO',
      clientAddress,
    };
    audit.recordAccess(event);
    if (role) allowed.push({ zastup, personId });
  }
  const first = allowed[0];
  const unread = first ? (await unreadMessages(db, caller.userId, first.personId, true)).prehledZastupu : [];
  const seznamOsob: RodinnaOsoba[] = [];
  for (const { zastup, personId } of allowed) {
    const count = unread.find((item) => String(item.pojistenecId) === String(zastup.pojistenecId))?.pocet ?? 0;
    seznamOsob.push({
      pojistenecId: zastup.pojistenecId,
      jmeno: zastup.pojistenec.jmeno,
      prijmeni: zastup.pojistenec.prijmeni,
      typZastupce: zastup.typZastupce,
      vek: ageOn(zastup.narozen, today),
      polozky: await itemsOf(db, personId, count, today),
    });
  }
  return { seznamOsob };
}
