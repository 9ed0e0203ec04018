import type { Labels } from './labels';

// Benefits and care ------------------------------------------------------------------------

/** Drawing (čerpání) of a programme. */
export const drawingStates = ['LZE_CERPAT', 'NELZE_CERPAT'] as const;
export type DrawingState = (typeof drawingStates)[number];
export const drawingStateLabels: Labels<typeof drawingStates> = { LZE_CERPAT: 'Lze čerpat', NELZE_CERPAT: 'Nelze čerpat' };

/** Care type of a reimbursement: care or travel. */
export const careTypes = ['PECE', 'CESTA'] as const;
export type CareType = (typeof careTypes)[number];
export const careTypeLabels: Labels<typeof careTypes> = { PECE: 'Zdravotní péče', CESTA: 'Cestovné' };

/** View of care drawn: detail or summary. */
export const careViews = ['DETAIL', 'SOUHRN'] as const;
export type CareView = (typeof careViews)[number];
export const careViewLabels: Labels<typeof careViews> = { DETAIL: 'Detail', SOUHRN: 'Souhrn' };

/** Document codes of the Vitalitas programmes. */
export const documentCodes = ['CP', 'GI', 'GI2', 'ZV'] as const;
export type DocumentCode = (typeof documentCodes)[number];
export const documentCodeLabels: Labels<typeof documentCodes> = {
  CP: 'Cestovní pojištění',
  GI: 'Program GINA',
  GI2: 'Program GINA+',
  ZV: 'Program ZVONEK',
};

/** Approval of a claim. */
export const approvalModes = ['FLOWSCHVALOVANI', 'BEZSCHVALOVANI', 'BEZPODKLADU'] as const;
export type ApprovalMode = (typeof approvalModes)[number];
export const approvalModeLabels: Labels<typeof approvalModes> = {
  FLOWSCHVALOVANI: 'Se schvalováním',
  BEZSCHVALOVANI: 'Bez schvalování',
  BEZPODKLADU: 'Bez podkladů',
};

/**
 * Document types of a claim's attachments (typDokumentKod[]; codes chosen by this product): each
 * file of a programme or care claim is one of these, and a programme or kind of care says which
 * it needs.
 */
export const claimDocumentTypes = [
  'UCTENKA',
  'POTVRZENI_LEKARE',
  'OCKOVACI_PRUKAZ',
  'LEKARSKA_ZPRAVA',
  'JIZDENKA',
  'POTVRZENI_POSKYTOVATELE',
  'JINY',
] as const;
export type ClaimDocumentType = (typeof claimDocumentTypes)[number];
export const claimDocumentTypeLabels: Labels<typeof claimDocumentTypes> = {
  UCTENKA: 'Doklad o zaplacení (účtenka, faktura)',
  POTVRZENI_LEKARE: 'Potvrzení lékaře',
  OCKOVACI_PRUKAZ: 'Záznam v očkovacím průkazu',
  LEKARSKA_ZPRAVA: 'Lékařská zpráva',
  JIZDENKA: 'Jízdenka nebo doklad o jízdném',
  POTVRZENI_POSKYTOVATELE: 'Potvrzení poskytovatele péče',
  JINY: 'Jiný doklad',
};

/** Track (evidovat) or not. */
export const trackModes = ['EVIDOVAT', 'NEEVIDOVAT'] as const;
export type TrackMode = (typeof trackModes)[number];
export const trackModeLabels: Labels<typeof trackModes> = { EVIDOVAT: 'Evidovat', NEEVIDOVAT: 'Neevidovat' };

/** Done or not done. */
export const doneStates = ['PROVEDENO', 'NEPROVEDENO'] as const;
export type DoneState = (typeof doneStates)[number];
export const doneStateLabels: Labels<typeof doneStates> = { PROVEDENO: 'Provedeno', NEPROVEDENO: 'Neprovedeno' };

/** Traffic light of a check-up or programme. */
export const trafficLights = ['CERVENA', 'ZLUTA', 'ZELENA', 'NESPECIFIKOVANO'] as const;
export type TrafficLight = (typeof trafficLights)[number];
export const trafficLightLabels: Labels<typeof trafficLights> = {
  CERVENA: 'Červená',
  ZLUTA: 'Žlutá',
  ZELENA: 'Zelená',
  NESPECIFIKOVANO: 'Nespecifikováno',
};

/** Check-up (prevention) states (codes chosen by this product). */
export const preventionStates = ['PLATNA', 'NEPLATNA', 'TERMIN_NENASTAVEN', 'PROVEDENA', 'NEPROVEDENA'] as const;
export type PreventionState = (typeof preventionStates)[number];
export const preventionStateLabels: Labels<typeof preventionStates> = {
  PLATNA: 'Platná do',
  NEPLATNA: 'Neplatná',
  TERMIN_NENASTAVEN: 'Termín návštěvy není nastaven',
  PROVEDENA: 'Provedena',
  NEPROVEDENA: 'Neprovedena',
};

/** Loan of a medical aid. */
export const loanStates = ['ZAPUJCEN', 'VRACEN'] as const;
export type LoanState = (typeof loanStates)[number];
export const loanStateLabels: Labels<typeof loanStates> = { ZAPUJCEN: 'Zapůjčen', VRACEN: 'Vrácen' };
