import type { Labels } from './labels';

// Applications and coupons --------------------------------------------------------------------

/** Application types of "Moje žádosti" (codes chosen by this product). */
export const applicationTypes = [
  'CERPANI_PROGRAMU',
  'PROPLACENI_PECE',
  'KONZULTACE',
  'REGISTRACE_NOVOROZENCE',
  'PREREGISTRACE_DITETE',
  'NOVY_PRUKAZ',
] as const;
export type ApplicationType = (typeof applicationTypes)[number];
export const applicationTypeLabels: Labels<typeof applicationTypes> = {
  CERPANI_PROGRAMU: 'Čerpání zdravotního programu',
  PROPLACENI_PECE: 'Proplacení zdravotní péče',
  KONZULTACE: 'Zdravotní konzultace',
  REGISTRACE_NOVOROZENCE: 'Registrace novorozence',
  PREREGISTRACE_DITETE: 'Přeregistrace dítěte',
  NOVY_PRUKAZ: 'Nový průkaz pojištěnce',
};

/** Demo coupon codes (style page only) and the category each stands for. */
export const couponCodes = [
  'VTK-ZUBYZRAK',
  'VTK-VITAMINY',
  'VTK-VOLNYCAS',
  'VTK-VITALITAS',
  'VTK-OCKOVANI',
  'VTK-VYSETRENI',
  'VTK-STOPRAKOVINE',
  'VTK-MAMINKY',
  'VTK-POMUCKY',
] as const;
export type CouponCode = (typeof couponCodes)[number];
export const couponCodeLabels: Labels<typeof couponCodes> = {
  'VTK-ZUBYZRAK': 'Zubní péče a péče o zrak',
  'VTK-VITAMINY': 'Léky a vitamíny',
  'VTK-VOLNYCAS': 'Volný čas',
  'VTK-VITALITAS': 'Vitalitas',
  'VTK-OCKOVANI': 'Očkování',
  'VTK-VYSETRENI': 'Odborná vyšetření',
  'VTK-STOPRAKOVINE': 'Screening rakoviny',
  'VTK-MAMINKY': 'Těhotenství a péče o novorozence',
  'VTK-POMUCKY': 'Zdravotní pomůcky',
};
