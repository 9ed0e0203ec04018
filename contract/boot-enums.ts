/**
 * The enumerations the first download needs, apart from contract/enums.ts (which re-exports them):
 * the token's staff role (machines/session/tokens.ts) and the staff workspace's URL filters
 * (src/features/staff/urls.ts). A module the entry chunk imports is bundled there whole, with every
 * export any screen uses; importing these from enums.ts put all enumerations into the first download.
 */

/**
 * Every kind of request of document 1 §4 ("Application types") and the kinds this product added.
 * Each area files its requests in the one request table with one of these codes, so 'Moje
 * žádosti' lists them all.
 */
export const requestTypes = [
  'BEZDLUZNOST',
  'EHIC',
  'PRUKAZ',
  'REKLAMACE',
  'KONZULTACE',
  'NOVOROZENEC',
  'PREREGISTRACE',
  'PROGRAM',
  'PROPLACENI_PECE',
  'VITALITAS',
  'ZMENA_UDAJU',
] as const;
export type RequestType = (typeof requestTypes)[number];

/**
 * The lifecycle after sending (the spec does not show it; docs/decisions.md): received, being
 * handled, waiting for documents from the person, done, refused.
 */
export const requestStates = ['PRIJATO', 'VYRIZUJE_SE', 'CEKA_NA_DOKLADY', 'VYRIZENO', 'ZAMITNUTO'] as const;
export type RequestState = (typeof requestStates)[number];

/**
 * The insurer's staff (issue 34; beyond the spec's two account types): a referent processes
 * requests and answers questions; a revizní lékař (the insurer's medical officer) answers health
 * consultations and decides the claims that need a medical opinion.
 */
export const staffRoles = ['REFERENT', 'REVIZNI_LEKAR'] as const;
export type StaffRole = (typeof staffRoles)[number];
