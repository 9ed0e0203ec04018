import { osvcRowLabels } from '../../../contract/osvc-calculation';

/**
 * Czech texts of 'Přehled OSVČ' (the wizard and the list of filed overviews). Texts that speak of
 * the filer in the past tense take `zena` (the birth number's gender, from the server) instead of
 * the paper form's 'byl(a)'.
 */

/** The past-tense form for the filer: 'byl' or 'byla'. */
const rod = (zena: boolean, muz: string, zenaTvar: string) => (zena ? zenaTvar : muz);

export const osvcTexts = {
  NADPIS: 'Přehled OSVČ',
  UVOD: (zena: boolean) =>
    `Přehled o příjmech a výdajích OSVČ podáváte za každý rok, ve kterém jste ${rod(zena, 'byl osobou', 'byla osobou')} samostatně výdělečně činnou.`,
  NENI_OSVC_NAPOVEDA: 'Přehled podávají jen osoby samostatně výdělečně činné.',
  PODAT: 'Podat přehled',
  NELZE_PODAT_ZADNY_ROK: 'Za žádný rok teď přehled podat nelze.',

  // The list of filed overviews
  PODANE: 'Podané přehledy',
  ZADNE_PODANE: (zena: boolean) => `Zatím jste ${rod(zena, 'nepodal', 'nepodala')} žádný přehled.`,
  ROK_PREHLEDU: (rok: number) => `Přehled za rok ${rok}`,
  PODANO: 'Podáno',
  TYP: 'Typ',
  PLATNY: 'Platný',
  NAHRAZENY: 'Nahrazen novějším',
  POJISTNE: 'Pojistné (řádek 16)',
  VYROVNANI: 'Vyrovnání',
  STAHNOUT_PDF: 'Stáhnout PDF',
  STAHNOUT_PDF_ROK: (rok: number, podano: string) => `Stáhnout PDF přehledu za rok ${rok} podaného ${podano}`,

  // Settlement in words
  PREPLATEK: (castka: string) => `Přeplatek ${castka}`,
  NEDOPLATEK: (castka: string) => `Nedoplatek ${castka}`,
  NEDOPLATEK_ZAPLATTE: (castka: string) => `Nedoplatek ${castka} — zaplaťte jej`,
  VYROVNANO: 'Vyrovnáno, nic nedoplácíte ani vám nic nevracíme',
  ZAPLATIT: 'Zaplatit pojistné',

  // The wizard
  KROK: (krok: number, celkem: number) => `Krok ${krok} ze ${celkem}`,
  ZPET: 'Zpět',
  POKRACOVAT: 'Pokračovat',
  ODESLAT: 'Odeslat přehled',
  UPRAVIT: 'Upravit',
  UPRAVIT_KROK: (nadpis: string) => `Upravit: ${nadpis}`,
  NACITANI_ROKU: 'Načítání roků',
  ODESILANI: 'Odesílání přehledu',
  KROKY: {
    year: 'Rok přehledu',
    taxReturn: 'Daňové přiznání',
    rows: 'Příjmy a měsíce činnosti',
    advances: 'Zálohy a důvody',
    refund: 'Vrácení přeplatku',
    review: 'Kontrola a odeslání',
  },

  // Fields
  ROK: 'Rok',
  ROK_NAPOVEDA: 'Roky, za které přehled podat nelze, jsou uvedeny s důvodem.',
  TYP_PRIZNANI: 'Typ daňového přiznání',
  DATUM_PRIZNANI: 'Datum podání daňového přiznání',
  DATUM_PRIZNANI_NAPOVEDA: (od: string, doData: string) => `Nejdříve ${od}, nejpozději ${doData}.`,
  DANOVY_REZIM: 'Daňový režim',
  DANOVY_REZIM_NAPOVEDA: (zena: boolean) =>
    `Paušální režim zvolte, pokud jste v roce přehledu ${rod(zena, 'platil', 'platila')} paušální daň; jinak standardní.`,
  POVINNOST_ZALOHA: 'Povinnost platit zálohy',
  POVINNOST_ZALOHA_NAPOVEDA: (zena: boolean) =>
    `Zaškrtněte, pokud jste v roce přehledu ${rod(zena, 'měl', 'měla')} povinnost platit měsíční zálohy na pojistné.`,
  STANOVEN_ZAKLAD: 'Vyměřovací základ stanoven',
  STANOVEN_ZAKLAD_NAPOVEDA: 'Zaškrtněte, pokud vám základ daně stanovil finanční úřad, například po kontrole.',
  RADEK03: osvcRowLabels.radek03,
  RADEK03_NAPOVEDA: 'Příjmy ze samostatné výdělečné činnosti po odečtení výdajů podle daňového přiznání; může být i záporné číslo.',
  RADEK04: osvcRowLabels.radek04,
  RADEK05: osvcRowLabels.radek05,
  RADEK06: osvcRowLabels.radek06,
  RADEK06_NAPOVEDA:
    'Předvyplněno jako řádek 4. Snižte o měsíce, kdy se vás týkal některý z důvodů v dalším kroku (například zaměstnání nebo péče o dítě).',
  RADEK41: osvcRowLabels.radek41,
  PREDVYPLNENO_MESICE: (pocet: number) => `Předvyplněno podle naší evidence: ${pocet}.`,
  PREDVYPLNENO_ZALOHY: (castka: string) => `Předvyplněno podle přijatých plateb: ${castka}.`,
  ZALOHA_TYP: 'Neplacení záloh',
  POVINNOST_ZALOHY: 'Měsíce s povinností platit zálohy',
  POVINNOST_ZALOHY_NAPOVEDA: (zena: boolean) => `Zaškrtněte měsíce, ve kterých jste ${rod(zena, 'měl', 'měla')} povinnost platit zálohy.`,
  DUVODY: 'Důvody, proč se neplatí z minimálního vyměřovacího základu',
  DUVODY_NAPOVEDA:
    'Za měsíce, kdy se vás týkal některý z těchto důvodů, se pojistné počítá jen ze skutečného příjmu. Zaškrtněte důvod a vyznačte jeho měsíce; pokud se vás žádný netýkal, nechte je prázdné.',
  DUVOD: (pismeno: string) => `Důvod ${pismeno}`,
  DUVOD_MESICE: (pismeno: string) => `Měsíce důvodu ${pismeno}`,
  /** The base reasons A–F: the groups of the law on health-insurance premiums (docs/decisions.md). */
  DUVODY_POPIS: {
    duvodA: {
      nazev: 'A – souběžné zaměstnání',
      napoveda: 'Ze zaměstnání se za vás platilo pojistné alespoň z minimálního vyměřovacího základu zaměstnance.',
    },
    duvodB: {
      nazev: 'B – pojistné za vás platil stát',
      napoveda: 'Například při peněžité pomoci v mateřství, rodičovském příspěvku, studiu nebo pobírání důchodu.',
    },
    duvodC: {
      nazev: 'C – péče o dítě',
      napoveda: 'Celodenní osobní péče alespoň o jedno dítě do 7 let nebo o dvě děti do 15 let. Uveďte rodná čísla dětí.',
    },
    duvodD: {
      nazev: 'D – péče o osobu závislou na péči',
      napoveda: 'Celodenní osobní péče o osobu závislou na pomoci jiné osoby (stupeň II až IV). Uveďte její rodné číslo.',
    },
    duvodE: {
      nazev: 'E – důchodový věk bez nároku na důchod',
      napoveda: 'Dosažení věku potřebného pro starobní důchod, bez splnění dalších podmínek pro jeho přiznání.',
    },
    duvodF: {
      nazev: 'F – průkaz ZTP nebo ZTP/P',
      napoveda: 'Těžké tělesné, smyslové nebo mentální postižení s průkazem ZTP nebo ZTP/P.',
    },
  },
  RODNE_CISLO_DITETE: 'Rodné číslo dítěte',
  RODNE_CISLO_DRUHEHO_DITETE: 'Rodné číslo druhého dítěte',
  RODNE_CISLO_DRUHEHO_NAPOVEDA: 'Jen při péči o dvě děti do 15 let. Deset číslic bez lomítka.',
  RODNE_CISLO_OSOBY: 'Rodné číslo osoby, o kterou pečujete',
  RODNE_CISLO_NAPOVEDA: 'Deset číslic bez lomítka.',
  RADEK06_VAROVANI: (nejvyse: number) =>
    `Za měsíce s důvodem se minimální vyměřovací základ nepoužije: řádek 6 by měl být nejvýše ${nejvyse}. Upravíte ho v předchozím kroku.`,

  // The running result on the steps
  PRUBEZNY_VYSLEDEK: 'Průběžný výsledek',
  PRUBEZNY_NEUPLNY: 'Výsledek se ukáže, až budou vyplněné řádky 3 až 6 a 41.',
  VRACENI: 'Vrácení přeplatku',
  VRACENI_PREPLATEK: (castka: string) => `Podle vyplněných údajů vám vzniká přeplatek ${castka}. Zvolte, jak vám ho máme vrátit.`,
  VRACENI_BEZ_PREPLATKU: 'Podle vyplněných údajů vám přeplatek nevzniká, vrácení volit nemusíte.',
  PREDCISLI: 'Předčíslí',
  CISLO_UCTU: 'Číslo účtu',
  KOD_BANKY: 'Kód banky',

  // Review and confirmation
  VYPOCET: 'Výpočet',
  RADEK09: osvcRowLabels.radek09,
  RADEK14: osvcRowLabels.radek14,
  RADEK16: osvcRowLabels.radek16,
  RADEK51: osvcRowLabels.radek51,
  VYROVNANI_RADEK: osvcRowLabels.vyrovnani,
  ANO: 'Ano',
  NE: 'Ne',
  NEVYPLNENO: 'Nevyplněno',
  ZADNY_MESIC: 'Žádný měsíc',
  ZADNY_DUVOD: 'Žádný',
  NELZE_SPOCITAT: 'Výpočet nelze provést, zkontrolujte vyplněné řádky.',
  ODESLANO_NADPIS: 'Přehled byl podán',
  ODESLANO: (rok: number) => `Váš přehled za rok ${rok} jsme přijali.`,
  NOVA_ZALOHA: (castka: string, rok: number) => `Nová měsíční záloha od měsíce po podání přehledu: ${castka} (rok ${rok}).`,
  ZPET_NA_PREHLEDY: 'Zpět na přehledy',
} as const;
