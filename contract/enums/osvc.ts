import type { Labels } from './labels';

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
