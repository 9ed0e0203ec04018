import type { Labels } from './labels';

// Health --------------------------------------------------------------------------------------

export const bloodGroups = ['NEUVEDENO', 'A', 'B', 'AB', 'NULA'] as const;
export type BloodGroup = (typeof bloodGroups)[number];
export const bloodGroupLabels: Labels<typeof bloodGroups> = { NEUVEDENO: 'Neuvedeno', A: 'A', B: 'B', AB: 'AB', NULA: '0' };

export const rhFactors = ['NEUVEDENO', 'RHPlus', 'RHMinus'] as const;
export type RhFactor = (typeof rhFactors)[number];
export const rhFactorLabels: Labels<typeof rhFactors> = { NEUVEDENO: 'Neuvedeno', RHPlus: 'Rh+', RHMinus: 'Rh-' };

/** The emergency card's languages: Czech and English. */
export const cardLanguages = ['CS', 'EN'] as const;
export type CardLanguage = (typeof cardLanguages)[number];
