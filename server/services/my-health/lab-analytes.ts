/**
 * The analytes of the laboratory results: Czech names, units, reference ranges (by sex and, for
 * children, by age, as typical Czech laboratories give them — each result row stores the range its
 * laboratory used) and a plain-Czech explanation of what the value is and what a value outside the
 * range usually means. The explanations are general information, reviewed against common Czech
 * patient information of laboratories; they always end with "discuss it with your doctor".
 */
export interface Analyte {
  kod: string;
  nazev: string;
  jednotka: string;
  /** The range for a sex and age (null bound = open). */
  reference: (female: boolean, age: number) => [number | null, number | null];
  coToJe: string;
  nizka: string | null;
  vysoka: string | null;
}

export const DISCUSS_WITH_DOCTOR =
  'Výsledek vždy posuzuje lékař v souvislosti s vaším zdravotním stavem a dalšími vyšetřeními. Hodnota mimo rozmezí ještě nemusí znamenat nemoc – proberte ji se svým lékařem.';

export const analytes: readonly Analyte[] = [
  {
    kod: 'LEUKOCYTY',
    nazev: 'Leukocyty (bílé krvinky)',
    jednotka: '10^9/l',
    reference: (_f, age) => (age < 15 ? [4.5, 13.5] : [4.0, 10.0]),
    coToJe: 'Bílé krvinky chrání tělo před infekcemi.',
    nizka: 'Nízký počet bývá po virových infekcích nebo po některých lécích.',
    vysoka: 'Vyšší počet nejčastěji provází probíhající zánět nebo infekci, také stres či kouření.',
  },
  {
    kod: 'ERYTROCYTY',
    nazev: 'Erytrocyty (červené krvinky)',
    jednotka: '10^12/l',
    reference: (f, age) => (age < 15 ? [4.0, 5.2] : f ? [3.8, 5.2] : [4.0, 5.8]),
    coToJe: 'Červené krvinky roznášejí kyslík po těle.',
    nizka: 'Nízký počet může znamenat chudokrevnost (anémii), například z nedostatku železa nebo ztrát krve.',
    vysoka: 'Vyšší počet bývá při odvodnění, u kuřáků nebo při pobytu na horách.',
  },
  {
    kod: 'HEMOGLOBIN',
    nazev: 'Hemoglobin',
    jednotka: 'g/l',
    reference: (f, age) => (age < 15 ? [115, 155] : f ? [120, 160] : [135, 175]),
    coToJe: 'Hemoglobin je bílkovina červených krvinek, která váže kyslík.',
    nizka: 'Nízká hodnota je hlavním znakem chudokrevnosti (anémie); častou příčinou je nedostatek železa.',
    vysoka: 'Vyšší hodnota bývá při odvodnění nebo u kuřáků.',
  },
  {
    kod: 'TROMBOCYTY',
    nazev: 'Trombocyty (krevní destičky)',
    jednotka: '10^9/l',
    reference: () => [150, 400],
    coToJe: 'Krevní destičky se podílejí na srážení krve.',
    nizka: 'Nízký počet může vést ke snadnější tvorbě modřin a krvácení.',
    vysoka: 'Vyšší počet bývá přechodně při zánětu nebo po ztrátě krve.',
  },
  {
    kod: 'MCV',
    nazev: 'Střední objem erytrocytu (MCV)',
    jednotka: 'fl',
    reference: (_f, age) => (age < 15 ? [77, 95] : [82, 98]),
    coToJe: 'Průměrná velikost červené krvinky; pomáhá určit druh chudokrevnosti.',
    nizka: 'Malé krvinky bývají při nedostatku železa.',
    vysoka: 'Velké krvinky bývají při nedostatku vitaminu B12 nebo kyseliny listové a u pravidelného pití alkoholu.',
  },
  {
    kod: 'GLUKOZA',
    nazev: 'Glukóza nalačno',
    jednotka: 'mmol/l',
    reference: () => [3.9, 5.6],
    coToJe: 'Hladina cukru v krvi ráno nalačno.',
    nizka: 'Nízká hladina může způsobit třes, pocení a slabost; bývá po dlouhém hladovění nebo při léčbě cukrovky.',
    vysoka: 'Hodnoty 5,6 až 6,9 mmol/l ukazují na prediabetes, opakovaně 7,0 mmol/l a více na cukrovku. Vliv má i jídlo před odběrem.',
  },
  {
    kod: 'HBA1C',
    nazev: 'Glykovaný hemoglobin (HbA1c)',
    jednotka: 'mmol/mol',
    reference: () => [20, 42],
    coToJe: 'Ukazuje průměrnou hladinu cukru v krvi za poslední 2 až 3 měsíce.',
    nizka: null,
    vysoka:
      'Hodnoty 39 až 47 mmol/mol ukazují na zvýšené riziko cukrovky (prediabetes), 48 mmol/mol a více na cukrovku. U léčené cukrovky lékař stanoví cílovou hodnotu.',
  },
  {
    kod: 'CHOLESTEROL',
    nazev: 'Celkový cholesterol',
    jednotka: 'mmol/l',
    reference: () => [2.9, 5.0],
    coToJe: 'Tuková látka v krvi; její dlouhodobě vysoká hladina poškozuje cévy.',
    nizka: null,
    vysoka: 'Zvýšený cholesterol zvyšuje riziko srdečního infarktu a mrtvice. Pomáhá strava, pohyb a někdy léky.',
  },
  {
    kod: 'LDL',
    nazev: 'LDL cholesterol',
    jednotka: 'mmol/l',
    reference: () => [1.2, 3.0],
    coToJe: '„Zlý“ cholesterol, který se ukládá do stěn cév.',
    nizka: null,
    vysoka: 'Vyšší hodnota zvyšuje riziko aterosklerózy. Cílová hodnota závisí na vašem celkovém riziku – stanoví ji lékař.',
  },
  {
    kod: 'HDL',
    nazev: 'HDL cholesterol',
    jednotka: 'mmol/l',
    reference: (f) => (f ? [1.2, 2.7] : [1.0, 2.1]),
    coToJe: '„Hodný“ cholesterol, který odvádí tuky z cév.',
    nizka: 'Nízká hodnota zvyšuje riziko onemocnění srdce a cév; zvednout ji pomáhá pohyb a nekouření.',
    vysoka: null,
  },
  {
    kod: 'TRIGLYCERIDY',
    nazev: 'Triglyceridy',
    jednotka: 'mmol/l',
    reference: () => [0.45, 1.7],
    coToJe: 'Tuky v krvi, které tělo získává hlavně z jídla a alkoholu.',
    nizka: null,
    vysoka: 'Vyšší hodnota bývá po tučném jídle, při nadváze, cukrovce nebo pití alkoholu.',
  },
  {
    kod: 'KREATININ',
    nazev: 'Kreatinin',
    jednotka: 'µmol/l',
    reference: (f, age) => (age < 15 ? [27, 62] : f ? [44, 80] : [62, 106]),
    coToJe: 'Odpadní látka svalů, kterou vylučují ledviny; ukazuje, jak ledviny pracují.',
    nizka: 'Nízká hodnota bývá u lidí s menší svalovou hmotou a obvykle nic neznamená.',
    vysoka: 'Vyšší hodnota může ukazovat na sníženou funkci ledvin, ale také na odvodnění nebo velkou svalovou hmotu.',
  },
  {
    kod: 'EGFR',
    nazev: 'Odhadovaná glomerulární filtrace (eGFR)',
    jednotka: 'ml/s/1,73 m²',
    reference: () => [1.5, null],
    coToJe: 'Odhad, kolik krve ledviny přefiltrují; počítá se z kreatininu, věku a pohlaví.',
    nizka: 'Nižší hodnota znamená sníženou funkci ledvin; s věkem mírně klesá. Lékař podle ní upravuje dávky některých léků.',
    vysoka: null,
  },
  {
    kod: 'TSH',
    nazev: 'Tyreotropin (TSH)',
    jednotka: 'mU/l',
    reference: (_f, age) => (age < 15 ? [0.5, 4.5] : [0.27, 4.2]),
    coToJe: 'Hormon hypofýzy, který řídí štítnou žlázu; je nejcitlivějším ukazatelem její funkce.',
    nizka: 'Nízké TSH bývá při zvýšené činnosti štítné žlázy nebo při vyšší dávce hormonů štítné žlázy.',
    vysoka: 'Vysoké TSH bývá při snížené činnosti štítné žlázy nebo při nízké dávce levothyroxinu.',
  },
];

export const analyteOf = (kod: string): Analyte | undefined => analytes.find((a) => a.kod === kod);
