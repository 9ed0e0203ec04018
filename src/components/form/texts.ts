/**
 * Czech texts of the form controls and the attachment picker that the spec does not name.
 * (Spec-named texts stay in src/texts/cs.ts, validation and attachment messages in contract/messages.ts.)
 */
import { czechCount, czechPlural } from '../../../contract/format';

export const formTexts = {
  VYBERTE: 'Vyberte…',
  VYBRANO: (n: number) => `${czechPlural(n, 'Vybrána', 'Vybrány', 'Vybráno')} ${czechCount(n, 'možnost', 'možnosti', 'možností')}`,
  ZVYSIT: 'Zvýšit',
  SNIZIT: 'Snížit',
  POVINNE: 'povinné',
  ZNAKU: (length: number, max: number) => `${length} / ${max}`,
  ZNAKU_POPIS: (length: number, max: number) => `Zadáno ${length} z ${max} znaků`,
  KALENDAR: 'Kalendář',
  KALENDAR_OTEVRIT: 'Otevřít kalendář',
  KALENDAR_ZAVRIT: 'Zavřít kalendář',
  MESIC_PREDCHOZI: 'Předchozí měsíc',
  MESIC_DALSI: 'Další měsíc',
  ROK_PREDCHOZI: 'Předchozí rok',
  ROK_DALSI: 'Další rok',
  DEKADA_PREDCHOZI: 'Předchozí desetiletí',
  DEKADA_DALSI: 'Další desetiletí',
  ZOBRAZIT_MESICE: 'Vybrat měsíc',
  ZOBRAZIT_ROKY: 'Vybrat rok',
  TYDEN: 'Týden',
  TYDEN_ZKRATKA: 'týd.',
  TYDEN_CISLO: (n: number) => `${n}. týden`,
  DEN_NEDOSTUPNY: (text: string) => `${text}, nelze vybrat`,
  DEN_VYBRANY: (text: string) => `${text}, vybráno`,
  DNES: 'Dnes',
  FORMAT_DATA: 'd. m. rrrr',
  FORMAT_DATA_NAPOVEDA: 'Datum zadejte ve tvaru d. m. rrrr, například 5. 6. 2025.',
  /** A typed date outside the field's bounds was cleared (document 2 §5); the person reads why and what to type. */
  DATUM_VYMAZANO_PRED: (typed: string, limit: string) =>
    `Datum ${typed} je dřívější, než pole dovoluje, proto jsme ho vymazali. Zadejte ${limit} nebo pozdější datum.`,
  DATUM_VYMAZANO_PO: (typed: string, limit: string) =>
    `Datum ${typed} je pozdější, než pole dovoluje, proto jsme ho vymazali. Zadejte ${limit} nebo dřívější datum.`,
  CAS: 'Čas',
  ODESILANI: 'Odesílání…',
  CHYBY_VE_FORMULARI: 'Formulář obsahuje chyby. Opravte prosím označená pole.',

  // attachments
  PRILOHY_VYBRAT: 'Vyberte soubory',
  PRILOHA_VYBRAT: 'Vyberte soubor',
  PRILOHY_PRETAHNOUT: 'nebo je sem přetáhněte',
  PRILOHY_VYFOTIT: 'Vyfotit nebo vybrat soubory',
  PRILOHA_VYFOTIT: 'Vyfotit nebo vybrat soubor',
  PRILOHA_PRETAHNOUT: 'nebo jej sem přetáhněte',
  PRILOHY_PRIDAT: 'Přidat další soubory',
  PRILOHA_SMAZAT: (name: string) => `Odebrat soubor ${name}`,
  PRILOHA_OBNOVIT: (name: string) => `Obnovit soubor ${name}`,
  PRILOHA_STAHNOUT: (name: string) => `Stáhnout soubor ${name}`,
  PRILOHA_BUDE_SMAZANA: 'Bude odstraněna při uložení',
  PRILOHA_NOVA: 'Nový soubor',
  PRILOHY_ULOZENE: 'Uložené přílohy',
  PRILOHY_NOVE: 'Nové soubory',
  NAHLED_NEDOSTUPNY: 'Náhled není k dispozici',
  NAHRAVANI: (percent: number) => `Nahrávání ${percent} %`,
} as const;
