import type { Labels } from './labels';
import type { RequestState, RequestType, StaffRole } from '../boot-enums';

// Insurance and the self-employed overview ----------------------------------------------------

/** Insured categories (occupation type), each shown with an icon. */
export const insuredCategories = [
  'OSVC',
  'OBZP',
  'ZAMESTNANEC',
  'DITE',
  'STUDENT',
  'DUCHODCE',
  'INVDUCHDCE',
  'MATERRODIC',
  'PECOVATEL',
  'URADPRACE',
  'OSTATNI',
] as const;
export type InsuredCategory = (typeof insuredCategories)[number];
export const insuredCategoryLabels: Labels<typeof insuredCategories> = {
  OSVC: 'Osoba samostatně výdělečně činná',
  OBZP: 'Osoba bez zdanitelných příjmů',
  ZAMESTNANEC: 'Zaměstnanec',
  DITE: 'Dítě',
  STUDENT: 'Student',
  DUCHODCE: 'Důchodce',
  INVDUCHDCE: 'Invalidní důchodce',
  MATERRODIC: 'Rodič na mateřské nebo rodičovské dovolené',
  PECOVATEL: 'Pečující osoba',
  URADPRACE: 'Uchazeč o zaměstnání (úřad práce)',
  OSTATNI: 'Ostatní',
};

/** Tax-return filing type (priznaniTyp). */
export const taxReturnTypes = ['NEPODAVANO', 'STANDARDNE', 'PORADCE', 'ELEKTRONICKY', 'ODLOZENI'] as const;
export type TaxReturnType = (typeof taxReturnTypes)[number];
export const taxReturnTypeLabels: Labels<typeof taxReturnTypes> = {
  NEPODAVANO: 'Nemám povinnost podat daňové přiznání',
  STANDARDNE: 'Podávám daňové přiznání v řádném termínu',
  PORADCE: 'Daňové přiznání podává daňový poradce',
  ELEKTRONICKY: 'Podávám daňové přiznání elektronicky',
  ODLOZENI: 'Podávám daňové přiznání s odkladem',
};

/** Report type: regular or corrective (codes chosen by this product). */
export const reportTypes = ['RADNY', 'OPRAVNY'] as const;
export type ReportType = (typeof reportTypes)[number];
export const reportTypeLabels: Labels<typeof reportTypes> = { RADNY: 'Řádný', OPRAVNY: 'Opravný' };

/** Tax regime (danovyRezim). */
export const taxRegimes = ['PAUSALNI', 'STANDARDNI'] as const;
export type TaxRegime = (typeof taxRegimes)[number];
export const taxRegimeLabels: Labels<typeof taxRegimes> = { PAUSALNI: 'Paušální režim', STANDARDNI: 'Standardní režim' };

/** Refund of an overpayment (preplatekVraceni). */
export const refundMethods = ['NEPOZADOVANO', 'POUKAZKA', 'BANKOVNIUCET'] as const;
export type RefundMethod = (typeof refundMethods)[number];
export const refundMethodLabels: Labels<typeof refundMethods> = {
  NEPOZADOVANO: 'Nepožaduji vrácení přeplatku',
  POUKAZKA: 'Poštovní poukázkou',
  BANKOVNIUCET: 'Na bankovní účet',
};

/** Advance type (zalohaTyp): none, employment, illness (codes chosen by this product). */
export const advanceTypes = ['NENI', 'ZAMESTNANI', 'NEMOC'] as const;
export type AdvanceType = (typeof advanceTypes)[number];
export const advanceTypeLabels: Labels<typeof advanceTypes> = {
  NENI: 'Zálohy neplatím',
  ZAMESTNANI: 'Zálohy neplatím z důvodu zaměstnání',
  NEMOC: 'Zálohy neplatím z důvodu nemoci',
};

/** Amount mode: a given amount, a calculation, none. */
export const amountModes = ['CASTKA', 'VYPOCET', 'NENI'] as const;
export type AmountMode = (typeof amountModes)[number];
export const amountModeLabels: Labels<typeof amountModes> = { CASTKA: 'Částka', VYPOCET: 'Výpočet', NENI: 'Není' };

// Insurance and requests (contract/insurance.ts builds its schemas from these) ---

/** Who pays the premium in a period. */
export const payerTypes = ['ZAMESTNAVATEL', 'STAT', 'POJISTENEC'] as const;
export type PayerType = (typeof payerTypes)[number];
export const payerTypeLabels: Record<PayerType, string> = {
  ZAMESTNAVATEL: 'Zaměstnavatel',
  STAT: 'Stát',
  POJISTENEC: 'Pojištěnec',
};

/** The kind of premium a payment belongs to (typOsoby): self-employed, person without taxable income. */
export const paymentPersonTypes = ['OSVC', 'OBZP'] as const;
export type PaymentPersonType = (typeof paymentPersonTypes)[number];
export const paymentPersonTypeLabels: Record<PaymentPersonType, string> = {
  OSVC: 'OSVČ',
  OBZP: 'Osoba bez zdanitelných příjmů',
};

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

// Payment types (contract/insurance.ts builds its schemas from these) ----------

/** What a payment is for. Symbols differ per type (the specific symbol marks a settlement). */
export const paymentTypes = ['ZALOHA_OSVC', 'DOPLATEK_OSVC', 'POJISTNE_OBZP', 'DLUH'] as const;
export type PaymentType = (typeof paymentTypes)[number];
export const paymentTypeLabels: Record<PaymentType, string> = {
  ZALOHA_OSVC: 'Záloha na pojistné OSVČ',
  DOPLATEK_OSVC: 'Doplatek pojistného z přehledu OSVČ',
  POJISTNE_OBZP: 'Pojistné osoby bez zdanitelných příjmů',
  DLUH: 'Úhrada dlužného pojistného',
};

/** An item of the premium account: UHRAZENO paid, PO_SPLATNOSTI past its due date and unpaid, SPLATNE owed and not yet due, PRIPSANO a credit. */
export const ledgerStates = ['UHRAZENO', 'PO_SPLATNOSTI', 'SPLATNE', 'PRIPSANO'] as const;
/** State labels of an item as the screens show them. */
export const ledgerStateLabels: Labels<typeof ledgerStates> = {
  UHRAZENO: 'uhrazeno',
  PO_SPLATNOSTI: 'po splatnosti',
  SPLATNE: 'splatné',
  PRIPSANO: 'připsáno',
};
