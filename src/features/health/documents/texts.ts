/**
 * Czech texts of the personal-document screens and of the pieces they share with the vaccination
 * screens. Spec-named texts (STAHOVANI_SOUBORU, SOUBOR_STAZEN, …) stay in src/texts/cs.ts,
 * validation and attachment messages in contract/messages.ts.
 */

/** Shared by the vaccination and document screens. */
export const recordTexts = {
  PRILOHY: 'Přílohy',
  STAHNOUT_SOUBOR: 'Stáhnout soubor',
  UPRAVIT: 'Upravit',
  SMAZAT: 'Smazat',
  NEUVEDENO: 'Neuvedeno',
  PACIENT: 'Pacient',
} as const;

export const documentTexts = {
  NADPIS: 'Moje dokumenty',
  NOVY: 'Nový dokument',
  DETAIL: 'Detail dokumentu',
  UPRAVIT_NADPIS: 'Upravit dokument',
  PRIDAT: 'Přidat dokument',
  PRAZDNE: 'Zatím zde nejsou žádné dokumenty.',
  PRAZDNE_PRIDAT: 'Uložte si sem lékařské zprávy, výsledky vyšetření a další dokumenty.',
  DATUM: 'Datum události',
  POPIS: 'Popis dokumentu',
  ZARIZENI: 'Zdravotnické zařízení',
  BEZ_POPISU: 'Dokument bez popisu',
  BEZ_DATA: 'Bez data',
  ZPET: 'Zpět na dokumenty',
  ULOZIT: 'Uložit dokument',
  ULOZENO: 'Dokument byl uložen.',
  SMAZANO: 'Dokument byl smazán.',
  SMAZAT_NADPIS: 'Smazat dokument',
  SMAZAT_OTAZKA: (popis: string, sPrilohami: boolean) =>
    `Opravdu chcete smazat dokument „${popis}“?${sPrilohami ? ' Smažou se i jeho přílohy.' : ''}`,
  UPRAVIT_DOKUMENT: (popis: string) => `Upravit dokument ${popis}`,
} as const;
