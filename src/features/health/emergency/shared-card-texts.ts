/**
 * The texts of the public page of a share link (/nouzove-udaje/), apart from the share texts
 * (share-texts.ts, whose emergencyShareTexts include them): that page is opened by someone not
 * signed in, often on a phone, and loads only what it shows.
 */
export const sharedCardTexts = {
  VEREJNA_NADPIS: 'Emergentní údaje',
  VEREJNA_CHYBI: 'Odkaz je neúplný. Otevřete ho prosím celý, jak vám byl poslán.',
  PLATI_DO: (kdy: string) => `Platí do ${kdy}`,
  JAZYKY: { CS: 'Čeština', EN: 'English' } as Record<'CS' | 'EN', string>,
} as const;
