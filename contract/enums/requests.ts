import type { RequestState, RequestType, StaffRole } from '../boot-enums';

export const requestTypeLabels: Record<RequestType, string> = {
  BEZDLUZNOST: 'Potvrzení o bezdlužnosti',
  EHIC: 'Evropský průkaz zdravotního pojištění',
  PRUKAZ: 'Nový průkaz pojištěnce',
  REKLAMACE: 'Reklamace čerpané péče',
  KONZULTACE: 'Zdravotní konzultace',
  NOVOROZENEC: 'Registrace novorozence',
  PREREGISTRACE: 'Přeregistrace dítěte',
  PROGRAM: 'Čerpání zdravotního programu',
  PROPLACENI_PECE: 'Proplacení zdravotní péče',
  VITALITAS: 'Přihláška do programu Vitalitas',
  ZMENA_UDAJU: 'Změna osobních údajů',
};

export const requestStateLabels: Record<RequestState, string> = {
  PRIJATO: 'Přijato',
  VYRIZUJE_SE: 'Vyřizuje se',
  CEKA_NA_DOKLADY: 'Čeká na doklady',
  VYRIZENO: 'Vyřízeno',
  ZAMITNUTO: 'Zamítnuto',
};

export const staffRoleLabels: Record<StaffRole, string> = { REFERENT: 'Referent', REVIZNI_LEKAR: 'Revizní lékař' };

/**
 * The steps of a request's lifecycle (machines/requestLifecycle): staff take it, ask for documents,
 * approve or refuse it; the person adds the documents asked for.
 */
export const requestActions = ['PREVZIT', 'VYZADAT_DOKLADY', 'DOLOZIT_DOKLADY', 'SCHVALIT', 'ZAMITNOUT'] as const;
export type RequestAction = (typeof requestActions)[number];
export const requestActionLabels: Record<RequestAction, string> = {
  PREVZIT: 'Převzít',
  VYZADAT_DOKLADY: 'Vyžádat doklady',
  DOLOZIT_DOKLADY: 'Doložit doklady',
  SCHVALIT: 'Schválit',
  ZAMITNOUT: 'Zamítnout',
};
/** The steps staff take; DOLOZIT_DOKLADY is the person's. */
export const staffRequestActions = ['PREVZIT', 'VYZADAT_DOKLADY', 'SCHVALIT', 'ZAMITNOUT'] as const;
export type StaffRequestAction = (typeof staffRequestActions)[number];

/**
 * Which staff role handles which kind of request: consultations are the medical officer's; care
 * reimbursement and complaints about care need a medical opinion, so either role may take them;
 * everything else is the referent's.
 */
export const requestHandlers: Record<RequestType, readonly StaffRole[]> = {
  BEZDLUZNOST: ['REFERENT'],
  EHIC: ['REFERENT'],
  PRUKAZ: ['REFERENT'],
  REKLAMACE: ['REFERENT', 'REVIZNI_LEKAR'],
  KONZULTACE: ['REVIZNI_LEKAR'],
  NOVOROZENEC: ['REFERENT'],
  PREREGISTRACE: ['REFERENT'],
  PROGRAM: ['REFERENT', 'REVIZNI_LEKAR'],
  PROPLACENI_PECE: ['REFERENT', 'REVIZNI_LEKAR'],
  VITALITAS: ['REFERENT'],
  ZMENA_UDAJU: ['REFERENT'],
};
