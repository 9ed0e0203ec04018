/**
 * One home for the rules the start page ranks by (issue 37; the server composes the family's items
 * with them, the status card follows them): due now → bookable now → later; nothing later is an
 * alarm; status words become actions; age rules (no blood-pressure prompt under 18; a premium the
 * state pays is said so). Free of zod: the start page's chunks import it.
 */
import { requestTypeLabels, type DoctorRole, type PreventionState, type RequestType } from './enums';
import { czechCount, formatDateCz } from './format';
import { ageOn } from './person';
import type { PreventionCode, PreventionGroup } from './prevention';

/**
 * How soon something calls for the person: TED — due now (or overdue) and can be done now;
 * LZE_OBJEDNAT — still in order but the next one can be booked now; POZDEJI — not before its date
 * (never an alarm: nothing can be done about it yet).
 */
export const dueUrgencies = ['TED', 'LZE_OBJEDNAT', 'POZDEJI'] as const;
export type DueUrgency = (typeof dueUrgencies)[number];

/** What an item is, and so where its link leads (the app maps each kind to its screen). */
export const familyItemKinds = ['ZADOST', 'PREVENCE', 'OCKOVANI', 'ZPRAVY'] as const;
export type FamilyItemKind = (typeof familyItemKinds)[number];

// ---------------------------------------------------------------------------------------------
// The ranking

/**
 * How soon a check-up or screening calls for the person (GET /prevence's item): a next date in the
 * future → later, whatever the traffic light says (an HPV test not possible until 2031 is no alarm);
 * still valid with the next one possible now → bookable; expired, never done or missed with the next
 * possible now → due now; done with nothing further → null (nothing to show).
 */
export function preventionUrgency(item: { stav: PreventionState; dalsiTermin: string | null }, today: string): DueUrgency | null {
  const next = item.dalsiTermin?.slice(0, 10) ?? null;
  if (next !== null && next > today) return 'POZDEJI';
  switch (item.stav) {
    case 'PLATNA':
      return next === null ? null : 'LZE_OBJEDNAT';
    case 'PROVEDENA':
    case 'NEPROVEDENA':
      return next === null ? null : 'TED';
    case 'NEPLATNA':
    case 'TERMIN_NENASTAVEN':
      return 'TED';
  }
}

/** A vaccine dose: on or after its date it is due now (overdue after it), before it later. */
export function doseUrgency(datum: string, today: string): DueUrgency {
  return datum.slice(0, 10) <= today ? 'TED' : 'POZDEJI';
}

/** Whether a dose is past its date (the status card says 'měla být'). */
export const doseOverdue = (datum: string, today: string): boolean => datum.slice(0, 10) < today;

const kindOrder: Record<FamilyItemKind, number> = { ZADOST: 0, PREVENCE: 1, OCKOVANI: 2, ZPRAVY: 3 };

/**
 * Due now → bookable → later; within each, the earliest date first (what has waited longest), items
 * without a date after dated ones; then requests, check-ups, doses, messages. Stable otherwise.
 */
export function rankDueItems<T extends { naleh: DueUrgency; datum: string | null; druh: FamilyItemKind }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      const byUrgency = dueUrgencies.indexOf(a.item.naleh) - dueUrgencies.indexOf(b.item.naleh);
      if (byUrgency !== 0) return byUrgency;
      const da = a.item.datum?.slice(0, 10) ?? null;
      const db = b.item.datum?.slice(0, 10) ?? null;
      if (da !== db) {
        if (da === null) return 1;
        if (db === null) return -1;
        return da < db ? -1 : 1;
      }
      return kindOrder[a.item.druh] - kindOrder[b.item.druh] || a.index - b.index;
    })
    .map(({ item }) => item);
}

/**
 * A family row: everything due now or bookable, ranked; when nothing is, only the nearest later item
 * (so the row still says what comes next, without a list of far-off dates).
 */
export function familyRowItems<T extends { naleh: DueUrgency; datum: string | null; druh: FamilyItemKind }>(items: readonly T[]): T[] {
  const ranked = rankDueItems(items);
  const now = ranked.filter((item) => item.naleh !== 'POZDEJI');
  return now.length > 0 ? now : ranked.slice(0, 1);
}

/** Only what can be done now is a warning; bookable is information; later is quiet. */
export function urgencyTone(naleh: DueUrgency): 'warn' | 'info' | 'later' {
  return naleh === 'TED' ? 'warn' : naleh === 'LZE_OBJEDNAT' ? 'info' : 'later';
}

/** A family item's tone: unread messages are news to read, never an alarm; the rest by urgency. */
export function familyItemTone(item: { druh: FamilyItemKind; naleh: DueUrgency }): 'warn' | 'info' | 'later' {
  return item.druh === 'ZPRAVY' ? 'info' : urgencyTone(item.naleh);
}

/** A phone number, 'tel. …' or a date that does not break across lines (non-breaking spaces, as the app's dates). */
const unbroken = (text: string): string => text.replace(/ /g, '\u00a0');

// ---------------------------------------------------------------------------------------------
// Status words become actions

/** Who does a check-up of the group: the person's registered doctor of that role (screenings: none). */
export const preventionDoctorRole: Readonly<Partial<Record<PreventionGroup, DoctorRole>>> = {
  PRAKTICKY_LEKAR: 'PRAKTICKY_LEKAR',
  PEDIATR: 'PRAKTICKY_LEKAR_DETI',
  ZUBNI_LEKAR: 'ZUBNI_LEKAR',
  GYNEKOLOG: 'GYNEKOLOG',
};

/** 'Čas na …' (the accusative). */
const preventionAccusative: Record<PreventionCode, string> = {
  PRAKTICKY_LEKAR: 'preventivní prohlídku',
  PRAKTICKY_LEKAR_DETI: 'preventivní prohlídku',
  ZUBNI: 'preventivní prohlídku u zubního lékaře',
  GYNEKOLOGIE: 'gynekologickou preventivní prohlídku',
  CERVIX: 'cytologický screening děložního hrdla',
  HPV: 'test na lidský papilomavirus (HPV)',
  MAMOGRAFIE: 'mamografický screening',
  KOLOREKTALNI: 'screening kolorektálního karcinomu',
  PROSTATA: 'vyšetření v programu časného záchytu karcinomu prostaty',
  PLICE: 'vyšetření v programu časného záchytu karcinomu plic',
  AORTA: 'ultrazvuk břišní aorty',
  OSTEOPOROZA: 'vyšetření v programu časného záchytu osteoporózy',
  DEMENCE: 'vyšetření v programu časného záchytu demence',
};

/** A short name (the nominative) for 'later' lines. */
const preventionShort: Record<PreventionCode, string> = {
  PRAKTICKY_LEKAR: 'Preventivní prohlídka u praktického lékaře',
  PRAKTICKY_LEKAR_DETI: 'Preventivní prohlídka u dětského lékaře',
  ZUBNI: 'Preventivní prohlídka u zubního lékaře',
  GYNEKOLOGIE: 'Gynekologická preventivní prohlídka',
  CERVIX: 'Cytologický screening děložního hrdla',
  HPV: 'Test na HPV',
  MAMOGRAFIE: 'Mamografický screening',
  KOLOREKTALNI: 'Screening kolorektálního karcinomu',
  PROSTATA: 'Časný záchyt karcinomu prostaty',
  PLICE: 'Časný záchyt karcinomu plic',
  AORTA: 'Ultrazvuk břišní aorty',
  OSTEOPOROZA: 'Časný záchyt osteoporózy',
  DEMENCE: 'Časný záchyt demence',
};

export interface DoctorToCall {
  /** The doctor's name ('MUDr. Petra Nováková'), or the practice's when no doctor is named. */
  jmeno: string;
  telefon: string | null;
}

/**
 * What a check-up calls for, as an action: 'Čas na preventivní prohlídku – objednejte se u MUDr. …
 * (tel. …)' when it is due or bookable; 'Test na HPV: další od 14. 3. 2031' when later.
 */
export function preventionTitle(code: PreventionCode, naleh: DueUrgency, doctor: DoctorToCall | null, dalsiTermin: string | null): string {
  if (naleh === 'POZDEJI') {
    return dalsiTermin ? `${preventionShort[code]}: další od ${unbroken(formatDateCz(dalsiTermin.slice(0, 10)))}` : preventionShort[code];
  }
  const who = doctor ? ` u ${doctor.jmeno}${doctor.telefon ? ` (${unbroken(`tel. ${doctor.telefon}`)})` : ''}` : '';
  return `Čas na ${preventionAccusative[code]} – objednejte se${who}`;
}

/** The next dose: 'Očkování – Klíšťová encefalitida: další dávka od 6. 2. 2027' (or 'měla být' when past). */
export function doseTitle(nemoc: string, datum: string, today: string): string {
  const day = unbroken(formatDateCz(datum.slice(0, 10)));
  return doseOverdue(datum, today) ? `Očkování – ${nemoc}: další dávka měla být ${day}` : `Očkování – ${nemoc}: další dávka od ${day}`;
}

/** A request the insurer waits on: 'Čeká na vás: Proplacení péče – doložte doklady'. */
export const waitingRequestTitle = (typ: RequestType): string => `Čeká na vás: ${requestTypeLabels[typ]} – doložte doklady`;

/** Unread messages: '2 nepřečtené zprávy'. */
export const unreadTitle = (pocet: number): string =>
  czechCount(pocet, 'nepřečtená zpráva', 'nepřečtené zprávy', 'nepřečtených zpráv').replace(/^./, (c) => c.toUpperCase());

// ---------------------------------------------------------------------------------------------
// Age-appropriate

/** Blood pressure is asked of adults only: no prompt to record it under 18. */
export function bloodPressurePromptApplies(narozen: string | null, today: string): boolean {
  if (!narozen) return true;
  const age = ageOn(narozen, today);
  return !Number.isNaN(age) && age >= 18;
}

/**
 * When nothing is owed and nothing is overpaid and the state is the payer (a child, a student, a
 * pensioner…), the start page says so instead of 'Vše máte uhrazeno': the person pays nothing.
 * `whom`: 'vás' for the signed-in person, 'dítě' for a child, 'pojištěnce' otherwise.
 */
export function statePaysSentence(
  status: { platceTyp: string | null; poSplatnosti: number; splatne: number; saldo: number },
  whom: string,
): string | null {
  const settled = status.poSplatnosti <= 0.005 && status.splatne <= 0.005 && Math.abs(status.saldo) <= 0.005;
  return status.platceTyp === 'STAT' && settled ? `Pojistné za ${whom} platí stát` : null;
}

/** Whom the premium sentence names, by how the user represents the person. */
export function premiumWhom(typZastupce: string | null): string {
  return typZastupce === null || typZastupce === 'SAM_NA_SEBE' ? 'vás' : typZastupce === 'DITE' ? 'dítě' : 'pojištěnce';
}
