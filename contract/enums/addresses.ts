import type { Labels } from './labels';

// Addresses -----------------------------------------------------------------------------------

/** Correspondence address: same as the permanent one, or another. */
export const permanentAddressChoices = ['SHODNA_TRVALA', 'JINA_ADRESA'] as const;
export type PermanentAddressChoice = (typeof permanentAddressChoices)[number];
export const permanentAddressChoiceLabels: Labels<typeof permanentAddressChoices> = {
  SHODNA_TRVALA: 'Shodná s trvalou adresou',
  JINA_ADRESA: 'Jiná adresa',
};

/** A child's address: same as the representative's, or another. */
export const representativeAddressChoices = ['SHODNA_ZASTUPCE', 'JINA_ADRESA'] as const;
export type RepresentativeAddressChoice = (typeof representativeAddressChoices)[number];
export const representativeAddressChoiceLabels: Labels<typeof representativeAddressChoices> = {
  SHODNA_ZASTUPCE: 'Shodná s adresou zástupce',
  JINA_ADRESA: 'Jiná adresa',
};

/** Where to send a document (adresaOdeslani): permanent or contact address. */
export const deliveryAddressChoices = ['TRVALA_ADRESA', 'KONTAKTNI_ADRESA'] as const;
export type DeliveryAddressChoice = (typeof deliveryAddressChoices)[number];
export const deliveryAddressChoiceLabels: Labels<typeof deliveryAddressChoices> = {
  TRVALA_ADRESA: 'Na trvalou adresu',
  KONTAKTNI_ADRESA: 'Na kontaktní adresu',
};
