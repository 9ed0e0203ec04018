/** Czech texts of the claim wizards and 'Proplacení zdravotní péče' ('Cafeterie': cafeteria-texts.ts, 'Čerpané programy': drawn-texts.ts). */
import { czechCount } from '../../../contract/format';

export const claimTexts = {
  KROK: (n: number, of: number) => `Krok ${n} ze ${of}`,
  POKRACOVAT: 'Pokračovat',
  ZPET: 'Zpět',
  UPRAVIT: 'Upravit',
  ODESLAT: 'Odeslat žádost',
  ODESILANI: 'Odesílám žádost…',
  ZKUSIT_ZNOVU: 'Zkusit znovu',
  NACITAM_VYPLATU: 'Počítám, kolik vám vyplatíme…',

  // steps
  UCTENKA_NADPIS: 'Doklad o zaplacení',
  UDAJE_NADPIS: 'Údaje o péči',
  UDAJE_CESTA_NADPIS: 'Údaje o cestě',
  UCET_NADPIS: 'Bankovní účet',
  DOKLADY_NADPIS: 'Doklady a poznámka',
  KONTROLA_NADPIS: 'Zkontrolujte žádost',
  ODESLANO_NADPIS: 'Žádost byla přijata',

  // fields
  DATUM_UCTENKA: 'Datum na dokladu',
  DATUM_UCTENKA_HINT: (od: string, doDne: string) => `Doklad z období ${od} – ${doDne}.`,
  CASTKA_UCTENKA: 'Zaplacená částka',
  DOKLAD_DATUM: 'Datum dokladu',
  CESTA_OD: 'Datum cesty od',
  CESTA_DO: 'Datum cesty do',
  CESTA_HINT: (days: number) => `Nejvýše ${czechCount(days, 'den', 'dny', 'dní')} v jedné žádosti.`,
  PREDCISLI: 'Předčíslí účtu',
  CISLO: 'Číslo účtu',
  BANKA: 'Banka',
  UCET_PREDVYPLNEN: 'Předvyplnili jsme účet, který u nás máte uložený. Můžete ho změnit.',
  UCET_ULOZIT: 'Uložit tento účet jako můj účet pro výplaty',
  POZNAMKA: 'Poznámka',
  PRILOHY: 'Doklady',
  PRILOHY_HINT: 'Přiložte sken nebo fotografii dokladu. U každého souboru vyberte, o jaký doklad jde.',
  PRILOHY_NEPOVINNE: 'Doklady nejsou potřeba, údaje máme. Soubory přiložit můžete.',
  POTREBNE_DOKLADY: 'Potřebné doklady',
  NEPOVINNY: '(nepovinný)',
  TYP_DOKLADU: (nazev: string) => `Typ dokladu: ${nazev}`,
  ODEBRAT: (nazev: string) => `Odebrat soubor ${nazev}`,
  ZNOVU_PRILOZTE: 'Po obnovení stránky je třeba soubory přiložit znovu.',

  // review
  PROGRAM: 'Program',
  DRUH: 'Druh proplacení',
  UCET: 'Bankovní účet',
  ULOZIT_UCET: 'Uložit jako můj účet',
  ANO: 'Ano',
  NE: 'Ne',
  SOUBORY: 'Přiložené doklady',
  ZADNE: 'Žádné',
  VYPLATIME: 'Vyplatíme',
  ZADATE: 'Žádáte o',
  SPOCITAME: 'Spočítáme z našich údajů',
  LIMIT_ZBYVA: (zbyva: string, limit: string) => `Z ročního příspěvku ${limit} vám zbývá ${zbyva}.`,
  OMEZENO_LIMITEM: (castka: string) => `Zaplacená částka ${castka} je vyšší než zbytek ročního příspěvku, vyplatíme proto jen zbytek.`,
  SCHVALOVANI: 'Vyřízení',

  // done
  STAV: 'Stav',
  PODANO: 'Podáno',
  CASTKA_NAROK: 'Částka k výplatě',
  HOTOVO_TEXT: 'Stav žádosti uvidíte v Moje žádosti. Peníze pošleme na uvedený účet, jakmile žádost vyřídíme.',
  MOJE_ZADOSTI: 'Moje žádosti',
  CERPANE_PROGRAMY: 'Čerpané programy',
  ZDRAVOTNI_PROGRAMY: 'Zpět na zdravotní programy',
  PROPLACENI_PECE: 'Zpět na proplacení péče',
} as const;

export const approvalModeTexts = {
  FLOWSCHVALOVANI: 'Žádost posoudí naši pracovníci. O výsledku vás budeme informovat.',
  BEZSCHVALOVANI: 'Žádost vyřídíme automaticky, když splní podmínky. Doklady potřebujeme ke kontrole.',
  BEZPODKLADU: 'Doklady nejsou potřeba, údaje máme. Částku spočítáme a pošleme sami.',
} as const;

export const programmeDetailTexts = {
  NADPIS: 'Čerpání zdravotního programu',
  PRISPEVEK: 'Příspěvek za rok',
  CERPANO: 'Vyčerpáno',
  ZBYVA: 'Zbývá',
  VEK: 'Pro koho',
  OBDOBI: 'Doklady z období',
  PODANI: 'Žádost podejte do',
  PODMINKY: 'Podmínky',
  NELZE: 'Tento program teď čerpat nemůžete',
  ZADOST: 'Žádost o příspěvek',
} as const;

export const careTexts = {
  NADPIS: 'Proplacení zdravotní péče',
  UVOD: 'Proplatíme vám péči nebo cestu, kterou jste zaplatili sami. Vyberte, o co žádáte.',
  DRUHY: 'Co můžeme proplatit',
  MOJE: 'Moje žádosti o proplacení',
  ZADNE: 'Zatím jste o proplacení nežádali.',
  ZAZADAT: 'Požádat o proplacení',
  SAZBA: 'Výše proplacení',
  DOKLADY: 'Potřebné doklady',
  DOKLADY_NE: 'Doklady nejsou potřeba',
  MAX_DNI: 'Nejdelší cesta',
  PODMINKY: 'Podmínky',
  DETAIL_NADPIS: 'Žádost o proplacení zdravotní péče',
  DATUM: 'Datum',
  STAV: 'Stav',
  CASTKA: 'Žádáno',
  SCHVALENO: 'Schváleno',
  VYPLACENO: 'Vyplaceno',
} as const;
