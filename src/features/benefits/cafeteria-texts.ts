/** Czech texts of 'Cafeterie' (/nastaveni/nastaveni-pojistence/cafeteria), apart so that the other benefit screens' texts do not come with its first visit (issue 38). */
export const cafeteriaTexts = {
  NADPIS: 'Cafeterie',
  UVOD: 'Rozdělte body cafeterie svého zaměstnavatele mezi kategorie benefitů. Součet musí být přesně 100 %.',
  BODY: (body: string, rok: number) => `Vaše body na rok ${rok}: ${body}`,
  OKNO: (od: string, doDne: string) => `Rozdělení můžete změnit od ${od} do ${doDne}.`,
  ZMENENO: (kdy: string) => `Naposledy změněno ${kdy}.`,
  VYCHOZI: 'Zatím máte výchozí rozdělení.',
  PODIL: (nazev: string) => `${nazev} (%)`,
  BODU: (body: string) => `${body} bodů`,
  SOUCET: 'Součet',
  ULOZIT: 'Uložit rozdělení',
  ULOZENO: 'Rozdělení cafeterie je uložené.',
  FORMULAR: 'Rozdělení bodů',
} as const;
