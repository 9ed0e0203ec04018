/**
 * Czech texts of the anamnesis, measurement and emergency screens that the spec does not give
 * word for word (field names and screen titles are the spec's; validation messages live in
 * contract/messages.ts).
 */
import { czechCount } from '../../../../contract/format';
import type { HistoryKind } from '../api';
import { sharedCardTexts } from '../emergency/shared-card-texts';

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

export interface HistoryKindTexts {
  /** The section heading. */
  title: string;
  /** 'Přidat alergii' */
  add: string;
  /** The form heading of a new item. */
  newTitle: string;
  editTitle: string;
  /** 'Smazat alergii?' */
  deleteTitle: string;
  /** 'alergii' — the accusative, for 'Upravit alergii …' / 'Smazat alergii …' button names. */
  accusative: string;
  empty: string;
  emptyPatient: string;
  /** A warning badge while the list is not empty (allergies only). */
  flag?: (count: number) => string;
}

export const historyTexts: Record<HistoryKind, HistoryKindTexts> = {
  alergie: {
    title: 'Alergie',
    add: 'Přidat alergii',
    newTitle: 'Nová alergie',
    editTitle: 'Úprava alergie',
    deleteTitle: 'Smazat alergii?',
    accusative: 'alergii',
    empty: 'Zatím nemáte zapsanou žádnou alergii.',
    emptyPatient: 'Pacient zatím nemá zapsanou žádnou alergii.',
    flag: (count) => `Pozor: ${czechCount(count, 'alergie', 'alergie', 'alergií')}`,
  },
  nemoc: {
    title: 'Nemoci',
    add: 'Přidat nemoc',
    newTitle: 'Nová nemoc',
    editTitle: 'Úprava nemoci',
    deleteTitle: 'Smazat nemoc?',
    accusative: 'nemoc',
    empty: 'Zatím nemáte zapsanou žádnou nemoc.',
    emptyPatient: 'Pacient zatím nemá zapsanou žádnou nemoc.',
  },
  nemocnice: {
    title: 'Pobyty v nemocnici',
    add: 'Přidat pobyt v nemocnici',
    newTitle: 'Nový pobyt v nemocnici',
    editTitle: 'Úprava pobytu v nemocnici',
    deleteTitle: 'Smazat pobyt v nemocnici?',
    accusative: 'pobyt',
    empty: 'Zatím nemáte zapsaný žádný pobyt v nemocnici.',
    emptyPatient: 'Pacient zatím nemá zapsaný žádný pobyt v nemocnici.',
  },
  operace: {
    title: 'Operace',
    add: 'Přidat operaci',
    newTitle: 'Nová operace',
    editTitle: 'Úprava operace',
    deleteTitle: 'Smazat operaci?',
    accusative: 'operaci',
    empty: 'Zatím nemáte zapsanou žádnou operaci.',
    emptyPatient: 'Pacient zatím nemá zapsanou žádnou operaci.',
  },
  urazy: {
    title: 'Úrazy',
    add: 'Přidat úraz',
    newTitle: 'Nový úraz',
    editTitle: 'Úprava úrazu',
    deleteTitle: 'Smazat úraz?',
    accusative: 'úraz',
    empty: 'Zatím nemáte zapsaný žádný úraz.',
    emptyPatient: 'Pacient zatím nemá zapsaný žádný úraz.',
  },
};

/** The English card and the share links of the emergency data (issue 15 §7). */
export const emergencyShareTexts = {
  ...sharedCardTexts,
  CESTY: 'Karta pro cesty do zahraničí',
  CESTY_UVOD: 'Vaše emergentní údaje v angličtině, jak je uvidí zdravotník v zahraničí.',
  ZOBRAZIT_ANGLICKY: 'Zobrazit kartu v angličtině',
  SDILENI: 'Sdílení odkazem',
  SDILENI_UVOD:
    'Odkaz s QR kódem ukáže jen emergentní údaje, komukoli ho dáte, a jen do konce platnosti. Každé otevření uvidíte v přehledu Kdo viděl moje údaje. Odkaz můžete kdykoli zneplatnit.',
  PLATNOST: 'Platnost odkazu',
  JAZYK: 'Jazyk karty',
  HODIN: (hodin: number) =>
    hodin % 24 === 0 ? czechCount(hodin / 24, 'den', 'dny', 'dní') : czechCount(hodin, 'hodina', 'hodiny', 'hodin'),
  VYTVORIT: 'Vytvořit odkaz',
  VYTVARIME: 'Vytváříme…',
  VYTVOREN: 'Odkaz je vytvořený',
  JEN_JEDNOU: 'Odkaz teď zkopírujte nebo nechte načíst QR kód: znovu ho zobrazit nepůjde (ukládáme jen jeho otisk).',
  ODKAZ: 'Odkaz',
  KOPIROVAT: 'Kopírovat odkaz',
  ZKOPIROVANO: 'Odkaz je zkopírovaný.',
  QR_ALT: 'QR kód odkazu na emergentní údaje',
  DALSI: 'Vytvořit další odkaz',
  ODKAZY: 'Vytvořené odkazy',
  ZADNE_ODKAZY: 'Zatím jste žádný odkaz nevytvořili.',
  VYTVORENO: 'Vytvořeno',
  OTEVRENO: (pocet: number) => (pocet === 0 ? 'Zatím neotevřen' : pocet === 1 ? 'Otevřen 1×' : `Otevřen ${pocet}×`),
  NAPOSLEDY: (kdy: string) => `naposledy ${kdy}`,
  ZRUSIT: 'Zneplatnit odkaz',
  ZRUSIT_OTAZKA: 'Opravdu chcete odkaz zneplatnit? Kdo ho má, už údaje neuvidí. Platí okamžitě.',
  ZRUSIT_POTVRDIT: 'Zneplatnit',
  ZRUSENO: 'Odkaz byl zneplatněn.',
  SOUHLAS_ODVOLAN:
    'Souhlas se zpřístupněním emergentních údajů záchranné službě je odvolaný, proto nelze vytvořit odkaz pro sdílení a dříve vytvořené odkazy se už neotevřou.',
  SOUHLAS_NEUDELEN: 'Odkaz pro sdílení lze vytvořit až po udělení souhlasu se zpřístupněním emergentních údajů záchranné službě.',
  SOUHLAS_ODKAZ: 'Přejít na Souhlasy s podmínkami',
} as const;
