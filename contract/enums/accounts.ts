import type { Labels } from './labels';

/** Document 1 §3 "Application info": the platform of the app. */
export const platforms = ['Android', 'iOS', 'WEB'] as const;

/** Document 1 §3 "Represented person": how the user represents the person. */
export const representativeTypes = ['SAM_NA_SEBE', 'DOSPELY_PM', 'DITE', 'NESVEPRAVNY', 'OSTATNI'] as const;

// Application and accounts -------------------------------------------------------------------

/** Platform of the application (aplikaceInfo.platforma): Android, iOS, WEB (values from app.ts). */

/** Platform of a recommendation (where to get the app). */
export const recommendationPlatforms = ['IOS', 'ANDROID', 'WEB_IOS', 'WEB_ANDROID', 'WEB_WIN'] as const;
export type RecommendationPlatform = (typeof recommendationPlatforms)[number];

/** Account types (typ účtu). The client's third state "unknown" never travels. */
export const accountTypes = ['LEKAR', 'POJISTENEC'] as const;
export type AccountType = (typeof accountTypes)[number];
export const accountTypeLabels: Labels<typeof accountTypes> = { LEKAR: 'Lékař', POJISTENEC: 'Pojištěnec' };

/** Representative types (typZastupce; values from general.ts). */
export type RepresentativeType = (typeof representativeTypes)[number];
export const representativeTypeLabels: Labels<typeof representativeTypes> = {
  SAM_NA_SEBE: 'Sám za sebe',
  DOSPELY_PM: 'Zmocněná dospělá osoba',
  DITE: 'Dítě',
  NESVEPRAVNY: 'Osoba s omezenou svéprávností',
  OSTATNI: 'Ostatní',
};

/** Yes / no. */
export const yesNo = ['ANO', 'NE'] as const;
export type YesNo = (typeof yesNo)[number];
export const yesNoLabels: Labels<typeof yesNo> = { ANO: 'Ano', NE: 'Ne' };

/** Status. */
export const statuses = ['AKTIVNI'] as const;
export type Status = (typeof statuses)[number];
export const statusLabels: Labels<typeof statuses> = { AKTIVNI: 'Aktivní' };
