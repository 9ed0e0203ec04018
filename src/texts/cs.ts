import { czechCount } from '../../contract/format';
import { bootTexts } from './boot';

/**
 * The Czech text dictionary of the browser app. Keys follow the spec's names where the
 * spec names them (ZKUSIT_ZNOVU, ZADNE_MOZNOSTI, STAHOVANI_SOUBORU, ...). Error and
 * validation messages are not repeated here: they live in contract/messages.ts.
 */
export const cs = {
  ...bootTexts,
  // general actions (spec keys)
  ZADNE_MOZNOSTI: 'Žádné možnosti',
  STAHOVANI_SOUBORU: 'Stahování souboru…',
  SOUBOR_STAZEN: 'Soubor byl stažen.',
  /** Document 2 §8: a call whose body is a file failed ('Soubor se nepodařilo stáhnout.' is the catalogue's other notice). */
  SOUBOR_CHYBA_STAHOVANI: 'Stažení souboru se nezdařilo.',
  PDF_VYTVARENI: 'Vytváření PDF…',
  PDF_VYTVORENO: 'PDF bylo vytvořeno.',
  ULOZIT: 'Uložit',
  ZRUSIT: 'Zrušit',
  ODESLAT: 'Odeslat',
  POKRACOVAT: 'Pokračovat',
  ZPET: 'Zpět',
  ANO: 'Ano',
  NE: 'Ne',

  // app
  POJISTOVNA_NAZEV: 'Zaměstnanecká pojišťovna Škoda',
  NOSCRIPT: 'Pro používání Zdravotní karty pojištěnce je potřeba zapnout JavaScript.',

  // header and shell
  MENU_OTEVRIT: 'Otevřít menu',
  MENU_ZAVRIT: 'Zavřít menu',
  HLAVNI_MENU: 'Hlavní menu',
  NAPOVEDA: 'Nápověda',
  NAPOVEDA_TITULEK: 'Nápověda',
  PDF: 'Stáhnout PDF',
  ZPRAVY_NEPRECTENE: (n: number) => `Nepřečtené zprávy: ${n}`,
  ZPRAVY_NEPRECTENE_VSECH: (n: number) => `Nepřečtené zprávy: ${n} (za všechny zastupované osoby)`,
  ZPRAVY_NEPRECTENE_OSOBY: (n: number) => czechCount(n, 'nepřečtená zpráva', 'nepřečtené zprávy', 'nepřečtených zpráv'),
  ODHLASIT: 'Odhlásit',
  ODHLASIT_OTAZKA: 'Opravdu se chcete odhlásit?',
  ZASTUPOVANA_OSOBA: 'Zastupovaná osoba',
  /** Switching the person while a form holds unsent input (issue 37). */
  ZAHODIT_ROZEPSANE: 'Zahodit rozepsanou zprávu?',
  ZAHODIT_ROZEPSANE_OTAZKA: (jmeno: string) => `Máte rozepsaný text, který jste ještě neodeslali. Po přepnutí na ${jmeno} se zahodí.`,
  ZAHODIT_A_PREPNOUT: 'Zahodit a přepnout',
  ZOBRAZUJETE_UDAJE: 'Zobrazujete údaje',
  ZOBRAZUJETE_UDAJE_OBLAST: 'Čí údaje zobrazujete',
  ZMENIT: 'Změnit',
  ZASTUPOVANA_OSOBA_ZMENIT: (name: string) => `Zastupovaná osoba: ${name}. Změnit`,
  ZASTUPOVANA_OSOBA_JEN_CTENI: (name: string) => `Zastupovaná osoba: ${name}`,
  ZASTUPOVANE_OSOBY_CHYBA: 'Seznam zastupovaných osob se nepodařilo načíst.',
  TYP_UCTU: 'Typ účtu',
  TYP_UCTU_LEKAR: 'Lékař',
  TYP_UCTU_POJISTENEC: 'Pojištěnec',
  TYP_UCTU_PREPNOUT: (typ: string) => `Přepnout na účet: ${typ}`,

  KONTAKTOVAT_NAS: 'Napište nám',

  // not synchronised
  NESYNCHRONIZOVANO_NADPIS: 'Účet je aktivní',
  NESYNCHRONIZOVANO_TEXT_1: 'Váš účet je aktivní, ale vaše údaje zatím nebyly synchronizovány.',
  NESYNCHRONIZOVANO_TEXT_2: 'Přístup ke Zdravotní kartě pojištěnce budete mít nejpozději do 24 hodin. Děkujeme za trpělivost.',
  ZPET_NA_PRIHLASENI: 'Zpět na přihlášení',

  // errors (wording that is not in the spec's catalogue)
  NAPOVEDA_CHYBA: 'Nápovědu se nepodařilo načíst.',
  CHYBA_IKONA: 'Chyba',

  // home (insured person)
  POZDRAV: (jmeno: string) => `Dobrý den, ${jmeno}`,
  POZDRAV_OBECNY: 'Dobrý den',
  PRIHLASENY_LEKAR: 'Přihlášený lékař: ',
  WIDGET_ZPRAVY: 'Nepřečtené zprávy',
  WIDGET_ZPRAVY_POCET: (n: number) =>
    n === 0 ? 'Nemáte žádné nepřečtené zprávy.' : `Máte ${czechCount(n, 'nepřečtenou zprávu', 'nepřečtené zprávy', 'nepřečtených zpráv')}.`,
  WIDGET_ZPRAVY_ODKAZ: 'Zobrazit upozornění',
  WIDGET_AKTUALITY: 'Aktuality',
  WIDGET_AKTUALITY_PRAZDNE: 'Žádné aktuality.',
  WIDGET_RYCHLE_ODKAZY: 'Rychlé odkazy',
  WIDGETY_NADPIS: 'Nástěnka',
  WIDGETY_UPRAVIT: 'Upravit nástěnku',
  WIDGETY_HOTOVO: 'Hotovo',
  WIDGETY_VSECHNY_ZOBRAZENY: 'Zobrazeny jsou všechny widgety.',
  WIDGETY_SKRYTE: 'Skryté widgety',
  WIDGET_SKRYT: (nazev: string) => `Skrýt widget ${nazev}`,
  WIDGET_ZOBRAZIT: (nazev: string) => `Zobrazit widget ${nazev}`,
  WIDGET_PRIPNOUT: (nazev: string) => `Připnout widget ${nazev} nahoru`,
  WIDGET_ODEPNOUT: (nazev: string) => `Odepnout widget ${nazev}`,
  WIDGET_PRIPNUTO: 'Připnuto',
  ZOBRAZIT: 'Zobrazit',
  ODKAZ_VICE: 'Více informací',

  // doctor
  PREHLED_PACIENTU: 'Přehled pacientů',
  VYBERTE_PACIENTA: 'Nejprve vyberte pacienta v přehledu pacientů.',
  FILTR_JMENO: 'Jméno',
  FILTR_PRIJMENI: 'Příjmení',
  FILTR_RODNE_CISLO: 'Rodné číslo',
  FILTR_HLEDAT: 'Hledat',
  FILTR_NADPIS: 'Vyhledání pacienta',

  // unknown type
  UVOD_NEZNAMY: 'Úvodní stránka',

  // about
  O_APLIKACI: 'Informace o aplikaci',
  VERZE: 'Verze aplikace',
  INSTALACE_ID: 'Identifikátor instalace',
  OCHRANA_UDAJU: 'Ochrana osobních údajů',
  PRISTUPNOST: 'Prohlášení o přístupnosti',

  // style pages
  KUPONY: 'Kupóny (ukázka)',
  KUPON_UPLATNEN: 'Uplatněno',
  KUPON_PLATNOST: 'Platnost do',
  KUPON_KOD: 'Kód',
} as const;

export type TextKey = keyof typeof cs;
