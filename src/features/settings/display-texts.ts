// Texts of 'Vzhled aplikace' apart from the other settings screens' texts (src/features/settings/texts.ts),
// so that they come only with the screen that shows them (issue 38).

/** 'Vzhled aplikace' (/nastaveni/vzhled). */
export const displayTexts = {
  NADPIS: 'Vzhled aplikace',
  UVOD: 'Vzhled platí pro váš účet na všech zařízeních.',
  MOTIV: 'Barevný motiv',
  MOTIV_NAPOVEDA: 'Podle systému: aplikace je tmavá, když máte tmavý režim v telefonu nebo počítači.',
  VETSI_PISMO: 'Větší písmo',
  VETSI_PISMO_NAPOVEDA: 'Zvětší texty i ovládací prvky v celé aplikaci.',
  ULOZIT: 'Uložit vzhled',
  ULOZENO: 'Vzhled aplikace byl uložen.',
  NACITANI: 'Načítání vzhledu aplikace',
} as const;
