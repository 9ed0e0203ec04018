import type { Labels } from './labels';

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
