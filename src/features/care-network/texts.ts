/** Czech texts of 'Moji lékaři', 'Zdravotnické prostředky' and the partner detail; labels of kinds live in the contract. */
export const careNetworkTexts = {
  MOJI_LEKARI: 'Moji lékaři',
  MOJI_LEKARI_UVOD: 'Lékaři, u kterých jste registrováni, a odborní lékaři, které jste navštívili v posledních dvou letech.',
  ZADNI_LEKARI: 'Zatím u nás nemáte evidovaného žádného lékaře.',
  DETAIL_LEKARE: 'Detail lékaře',
  LEKAR_NENALEZEN: 'Tento lékař mezi vašimi lékaři není.',
  REGISTRACE_OD: (datum: string) => `Registrace od ${datum}`,
  POSLEDNI_NAVSTEVA: 'Poslední návštěva',
  LEKAR: 'Lékař',
  ODBORNOST: 'Odbornost',
  ADRESA: 'Adresa',
  TELEFON: 'Telefon',
  EMAIL: 'E-mail',
  WEB: 'Web',
  ORDINACNI_HODINY: 'Ordinační hodiny',
  ZAVRENO: 'zavřeno',
  DETAIL_POSKYTOVATELE: 'Detail poskytovatele',
  ICO: 'IČO',
  LEKARI_PRACOVISTE: 'Lékaři',
  NOVI_PACIENTI_ANO: 'Přijímá nové pacienty',
  NOVI_PACIENTI_NE: 'Nové pacienty nepřijímá',
  POZNAMKA: 'Poznámka',
  ZPET_NA_LEKARE: 'Zpět na moje lékaře',
  ZOBRAZIT_POSKYTOVATELE: 'Detail poskytovatele',
  PROSTREDKY: 'Zdravotnické prostředky',
  PROSTREDKY_UVOD: 'Zdravotnické prostředky, které jste si zapůjčili od výdejen smluvních partnerů pojišťovny.',
  ZADNE_PROSTREDKY: 'Nemáte zapůjčené žádné zdravotnické prostředky.',
  KOD: 'Kód prostředku',
  ZAPUJCENO: 'Zapůjčeno',
  VRACENO: 'Vráceno',
  SMLOUVA: 'Číslo smlouvy',
  EVIDENCNI: 'Evidenční číslo',
  VYDAL: 'Vydal',
  STAV_ZAPUJCEN: 'Zapůjčeno',
  STAV_VRACEN: 'Vráceno',
  ZAPUJCENE_POCET: (n: number) =>
    n === 1
      ? 'Právě máte zapůjčený 1 prostředek.'
      : n >= 2 && n <= 4
        ? `Právě máte zapůjčené ${n} prostředky.`
        : `Právě máte zapůjčeno ${n} prostředků.`,
} as const;

export const mapTexts = {
  MAPA: 'Mapa smluvních partnerů',
  UVOD: 'Smluvní partneři pojišťovny a její kontaktní místa. Vyhledávejte podle názvu, obce, ulice nebo jména lékaře.',
  FILTR: 'Hledání',
  DRUH: 'Druh',
  VSE: 'Vše',
  HLEDAT: 'Hledaný text',
  HLEDAT_TLACITKO: 'Hledat',
  ZRUSIT: 'Zrušit hledání',
  NALEZENO: (n: number, celkem: number) =>
    n === celkem ? `Nalezeno: ${celkem}` : `Zobrazeno ${n} z ${celkem} nalezených; upřesněte hledání.`,
  NIC: 'Hledání neodpovídá žádný smluvní partner.',
  NOVI_PACIENTI: 'Přijímá nové pacienty',
} as const;
