/**
 * Czech texts of the anamnesis, measurement and emergency screens that the spec does not give
 * word for word (field names and screen titles are the spec's; validation messages live in
 * contract/messages.ts). The anamnesis lists' own texts are in history-texts.ts, the emergency data's
 * card and share links in ../emergency/share-texts.ts.
 */

export const healthTexts = {
  // common
  PRIDAT: 'Přidat',
  UPRAVIT: 'Upravit',
  SMAZAT: 'Smazat',
  ULOZIT: 'Uložit',
  ZRUSIT: 'Zrušit',
  NEUVEDENO: 'Neuvedeno',
  ZAZNAM_PRIDAN: 'Záznam byl přidán.',
  ZAZNAM_ULOZEN: 'Záznam byl uložen.',
  ZAZNAM_SMAZAN: 'Záznam byl smazán.',
  SMAZANI_SELHALO: 'Záznam se nepodařilo smazat.',
  SMAZAT_OTAZKA: 'Opravdu chcete záznam smazat? Tuto akci nelze vrátit.',

  // whose record
  PACIENT_PROHLIZITE: 'Prohlížíte údaje pacienta',
  PACIENT_RODNE_CISLO: 'Rodné číslo',
  PACIENT_JEN_CTENI: 'Jen pro čtení',
  PACIENT_ZMENIT: 'Změnit pacienta',
  PACIENT_NEVYBRAN: 'Nejdříve vyberte pacienta v přehledu pacientů.',
  PACIENT_PREHLED: 'Přejít na přehled pacientů',

  // general history
  OBECNA: 'Obecná anamnéza',
  ALKOHOL: 'Alkohol',
  KOURENI: 'Kouření',
  PRACOVNI: 'Pracovní anamnéza',
  RODINNA: 'Rodinná anamnéza',
  OBECNA_ULOZENA: 'Obecná anamnéza byla uložena.',

  // item fields
  POPIS: 'Popis',
  DATUM: 'Datum',
  DATUM_OD: 'Od',
  DATUM_DO: 'Do',
  OBDOBI: 'Období',
  DOKUMENT: 'Připojený dokument',
  DOKUMENT_ZADNY: 'Bez dokumentu',
  DOKUMENT_ODKAZ: 'Dokument',
  DOKUMENT_BEZ_POPISU: 'Dokument bez popisu',
  OD_DATA: (datum: string) => `od ${datum}`,

  // measurements
  MERENI_NOVE: 'Nové měření',
  MERENI_DNES: 'Vyplňte jen to, co jste naměřili. Měření z dřívějška zapíšete se dnem, kdy jste měřili.',
  MERENI_DATUM: 'Datum měření',
  MERENI_ULOZIT: 'Uložit měření',
  MERENI_ULOZENO: 'Měření bylo uloženo.',
  MERENI_SEZNAM: 'Naměřené hodnoty',
  MERENI_PRAZDNE: 'Zatím nemáte zapsané žádné měření.',
  MERENI_PRAZDNE_PACIENT: 'Pacient zatím nemá zapsané žádné měření.',
  MERENI_SMAZAT: (datum: string) => `Smazat měření ze dne ${datum}`,
  MERENI_SMAZAT_TITULEK: 'Smazat měření?',
  MERENI_ZE_DNE: (datum: string) => `Měření ze dne ${datum}`,
  GRAFY: 'Vývoj v čase',
  TEP: 'Tep',
  TLAK: 'Krevní tlak',
  TLAK_SYST: 'Systolický tlak',
  TLAK_DIAST: 'Diastolický tlak',
  VAHA: 'Váha',
  VYSKA: 'Výška',
  BMI: 'BMI',
  JEDNOTKA_TEP: 'tepů/min',
  JEDNOTKA_TLAK: 'mm Hg',
  JEDNOTKA_VAHA: 'kg',
  JEDNOTKA_VYSKA: 'cm',
  GRAF_TABULKA: 'Zobrazit jako tabulku',
  GRAF_TABULKA_SKRYT: 'Skrýt tabulku',
  GRAF_ZADNA_DATA: 'Zatím není co zobrazit.',
  GRAF_JEDEN_BOD: 'Pro průběh v čase zapište alespoň dvě měření.',
  GRAF_DATUM: 'Datum',

  // emergency data
  EMERGENTNI_UVOD: 'Tyto údaje mohou v nouzi pomoci zdravotníkům. Vyplňte alespoň jedno pole.',
  KONTAKT: 'Kontakt pro případ nouze',
  OSOBA: 'Kontaktní osoba',
  TELEFON: 'Telefon',
  TELEFON_NAPOVEDA: 'Například +420 603 123 456',
  VZTAH: 'Vztah',
  VZTAH_NAPOVEDA: 'Například manžel, dcera, soused',
  KREV: 'Krev',
  SKUPINA: 'Krevní skupina',
  RH: 'Rh faktor',
  DALSI: 'Další údaje',
  DOPLNUJICI: 'Doplňující informace',
  DOPLNUJICI_NAPOVEDA: 'Například alergie, léky, implantáty nebo chronická onemocnění',
  TETANUS: 'Poslední očkování proti tetanu',
  EMERGENTNI_ULOZENY: 'Emergentní údaje byly uloženy.',
} as const;
