/**
 * The curated table of clinically significant interactions, by ATC code or prefix (either order),
 * with severity and a plain-Czech explanation and advice. Compiled from the interaction sections
 * (4.5) of the products' SmPCs as published by SÚKL and standard interaction references
 * (Stockley's Drug Interactions, the BNF appendix 1); the sources and limits are in
 * docs/decisions.md "My health". It covers the common combinations the portal's users meet; it
 * is not an exhaustive interaction checker and is to be reviewed by a clinical pharmacist.
 */
export interface SeedInteraction {
  id: number;
  atcA: string;
  atcB: string;
  zavaznost: 'VYSOKA' | 'STREDNI' | 'NIZKA';
  nazev: string;
  popis: string;
}

const bleeding =
  'Společně výrazně zvyšují riziko krvácení, zejména do žaludku a střev. Na bolest a horečku raději použijte paracetamol a protizánětlivý lék užívejte jen po domluvě s lékařem.';

export const seedInteractions: readonly SeedInteraction[] = [
  {
    id: 1,
    atcA: 'B01AA',
    atcB: 'M01A',
    zavaznost: 'VYSOKA',
    nazev: 'riziko krvácení',
    popis: `Warfarin a protizánětlivé léky proti bolesti (ibuprofen, naproxen, diklofenak). ${bleeding}`,
  },
  {
    id: 2,
    atcA: 'B01AF',
    atcB: 'M01A',
    zavaznost: 'VYSOKA',
    nazev: 'riziko krvácení',
    popis: `Léky proti srážení krve (apixaban, rivaroxaban) a protizánětlivé léky proti bolesti. ${bleeding}`,
  },
  {
    id: 3,
    atcA: 'B01AE',
    atcB: 'M01A',
    zavaznost: 'VYSOKA',
    nazev: 'riziko krvácení',
    popis: `Dabigatran a protizánětlivé léky proti bolesti. ${bleeding}`,
  },
  {
    id: 4,
    atcA: 'B01AA',
    atcB: 'B01AC',
    zavaznost: 'VYSOKA',
    nazev: 'riziko krvácení',
    popis:
      'Warfarin a léky proti shlukování destiček (kyselina acetylsalicylová, klopidogrel) se kombinují jen výjimečně a pod dohledem lékaře – riziko krvácení je vysoké. Nic neměňte sami, ověřte kombinaci u lékaře.',
  },
  {
    id: 5,
    atcA: 'B01AA',
    atcB: 'C01BD01',
    zavaznost: 'VYSOKA',
    nazev: 'silnější účinek warfarinu',
    popis:
      'Amiodaron zesiluje účinek warfarinu i několik týdnů po nasazení; hrozí krvácení. Lékař obvykle snižuje dávku warfarinu a častěji kontroluje INR.',
  },
  {
    id: 6,
    atcA: 'B01AA',
    atcB: 'J01EE',
    zavaznost: 'VYSOKA',
    nazev: 'silnější účinek warfarinu',
    popis:
      'Biseptol (sulfamethoxazol s trimethoprimem) výrazně zesiluje účinek warfarinu. Upozorněte lékaře, že užíváte warfarin; obvykle je nutná kontrola INR.',
  },
  {
    id: 7,
    atcA: 'B01AA',
    atcB: 'J01MA',
    zavaznost: 'STREDNI',
    nazev: 'silnější účinek warfarinu',
    popis: 'Ciprofloxacin může zesílit účinek warfarinu. Během léčby antibiotikem si nechte zkontrolovat INR.',
  },
  {
    id: 8,
    atcA: 'B01AA',
    atcB: 'J01FA',
    zavaznost: 'STREDNI',
    nazev: 'silnější účinek warfarinu',
    popis: 'Makrolidová antibiotika (klarithromycin, azithromycin) mohou zesílit účinek warfarinu. Během léčby si nechte zkontrolovat INR.',
  },
  {
    id: 9,
    atcA: 'H03AA',
    atcB: 'A12A',
    zavaznost: 'STREDNI',
    nazev: 'horší vstřebávání hormonu štítné žlázy',
    popis: 'Vápník snižuje vstřebávání levothyroxinu. Levothyroxin užívejte ráno nalačno a vápník nejdříve o 4 hodiny později.',
  },
  {
    id: 10,
    atcA: 'H03AA',
    atcB: 'B03A',
    zavaznost: 'STREDNI',
    nazev: 'horší vstřebávání hormonu štítné žlázy',
    popis: 'Železo snižuje vstřebávání levothyroxinu. Užívejte je s odstupem alespoň 4 hodin.',
  },
  {
    id: 11,
    atcA: 'H03AA',
    atcB: 'A02BC',
    zavaznost: 'NIZKA',
    nazev: 'horší vstřebávání hormonu štítné žlázy',
    popis:
      'Léky na snížení žaludeční kyseliny mohou mírně snížit vstřebávání levothyroxinu. Při dlouhodobém užívání si nechte zkontrolovat TSH.',
  },
  {
    id: 12,
    atcA: 'N02CC',
    atcB: 'N06AB',
    zavaznost: 'STREDNI',
    nazev: 'riziko serotoninového syndromu',
    popis:
      'Triptany na migrénu spolu s antidepresivy typu SSRI mohou vzácně vyvolat serotoninový syndrom (neklid, pocení, třes, zrychlený tep, horečka). Kombinace se používá, ale při těchto příznacích vyhledejte lékaře.',
  },
  {
    id: 13,
    atcA: 'N02CC',
    atcB: 'N06AX16',
    zavaznost: 'STREDNI',
    nazev: 'riziko serotoninového syndromu',
    popis:
      'Triptany spolu s venlafaxinem mohou vzácně vyvolat serotoninový syndrom. Při neklidu, pocení, třesu nebo horečce vyhledejte lékaře.',
  },
  {
    id: 14,
    atcA: 'N02AX02',
    atcB: 'N06AB',
    zavaznost: 'VYSOKA',
    nazev: 'serotoninový syndrom a křeče',
    popis:
      'Tramadol s antidepresivy typu SSRI zvyšuje riziko serotoninového syndromu a epileptických záchvatů. Užívejte je společně jen na výslovné doporučení lékaře.',
  },
  {
    id: 15,
    atcA: 'N02AX02',
    atcB: 'N05BA',
    zavaznost: 'VYSOKA',
    nazev: 'útlum dýchání',
    popis:
      'Tramadol s léky na uklidnění (benzodiazepiny) může nebezpečně tlumit dýchání a vědomí. Neřiďte a nepijte alkohol; kombinaci probírejte s lékařem.',
  },
  {
    id: 16,
    atcA: 'N02AJ13',
    atcB: 'N06AB',
    zavaznost: 'VYSOKA',
    nazev: 'serotoninový syndrom a křeče',
    popis:
      'Přípravky s tramadolem spolu s antidepresivy typu SSRI zvyšují riziko serotoninového syndromu a křečí. Užívejte je společně jen na doporučení lékaře.',
  },
  {
    id: 17,
    atcA: 'N05BA',
    atcB: 'N05CF',
    zavaznost: 'STREDNI',
    nazev: 'zesílený útlum',
    popis:
      'Dva léky na uklidnění a spaní se sčítají: ospalost, zpomalené reakce a riziko pádu. Neřiďte a ověřte u lékaře, zda máte užívat oba.',
  },
  {
    id: 18,
    atcA: 'C09A',
    atcB: 'C03DA',
    zavaznost: 'STREDNI',
    nazev: 'vysoký draslík v krvi',
    popis: 'ACE inhibitor se spironolaktonem může zvýšit hladinu draslíku v krvi. Lékař by měl draslík a ledviny pravidelně kontrolovat.',
  },
  {
    id: 19,
    atcA: 'C09C',
    atcB: 'C03DA',
    zavaznost: 'STREDNI',
    nazev: 'vysoký draslík v krvi',
    popis: 'Sartan se spironolaktonem může zvýšit hladinu draslíku v krvi. Lékař by měl draslík a ledviny pravidelně kontrolovat.',
  },
  {
    id: 20,
    atcA: 'C09A',
    atcB: 'A12BA',
    zavaznost: 'VYSOKA',
    nazev: 'vysoký draslík v krvi',
    popis:
      'ACE inhibitor spolu s draslíkem v tabletách může vést k nebezpečně vysoké hladině draslíku. Draslík užívejte jen při prokázaném nedostatku a s kontrolami krve.',
  },
  {
    id: 21,
    atcA: 'C09',
    atcB: 'M01A',
    zavaznost: 'STREDNI',
    nazev: 'slabší účinek na tlak a zátěž ledvin',
    popis:
      'Protizánětlivé léky proti bolesti oslabují účinek léků na tlak a při delším užívání mohou poškodit ledviny, hlavně při nedostatku tekutin. Užívejte je co nejkratší dobu a dostatečně pijte.',
  },
  {
    id: 22,
    atcA: 'C10AA',
    atcB: 'J01FA09',
    zavaznost: 'VYSOKA',
    nazev: 'poškození svalů',
    popis:
      'Klarithromycin zvyšuje hladinu statinu v krvi a riziko poškození svalů. Lékař obvykle statin na dobu léčby antibiotikem vysadí.',
  },
  {
    id: 23,
    atcA: 'C10AA01',
    atcB: 'C08CA01',
    zavaznost: 'NIZKA',
    nazev: 'vyšší hladina simvastatinu',
    popis:
      'Amlodipin zvyšuje hladinu simvastatinu; dávka simvastatinu by neměla přesáhnout 20 mg denně. Při bolestech svalů informujte lékaře.',
  },
  {
    id: 24,
    atcA: 'C01AA05',
    atcB: 'C01BD01',
    zavaznost: 'VYSOKA',
    nazev: 'vyšší hladina digoxinu',
    popis:
      'Amiodaron zvyšuje hladinu digoxinu v krvi; hrozí jeho předávkování (nevolnost, poruchy rytmu). Lékař obvykle dávku digoxinu sníží.',
  },
  {
    id: 25,
    atcA: 'C01AA05',
    atcB: 'C03',
    zavaznost: 'STREDNI',
    nazev: 'nízký draslík a citlivost na digoxin',
    popis: 'Močopudné léky mohou snížit draslík v krvi, což zvyšuje citlivost na digoxin. Draslík by měl lékař pravidelně kontrolovat.',
  },
  {
    id: 26,
    atcA: 'J01MA',
    atcB: 'A12A',
    zavaznost: 'STREDNI',
    nazev: 'horší vstřebávání antibiotika',
    popis: 'Vápník snižuje vstřebávání ciprofloxacinu. Antibiotikum užijte 2 hodiny před vápníkem nebo 6 hodin po něm.',
  },
  {
    id: 27,
    atcA: 'J01MA',
    atcB: 'B03A',
    zavaznost: 'STREDNI',
    nazev: 'horší vstřebávání antibiotika',
    popis: 'Železo snižuje vstřebávání ciprofloxacinu. Antibiotikum užijte 2 hodiny před železem nebo 6 hodin po něm.',
  },
  {
    id: 28,
    atcA: 'J01AA',
    atcB: 'A12A',
    zavaznost: 'STREDNI',
    nazev: 'horší vstřebávání antibiotika',
    popis: 'Vápník snižuje vstřebávání doxycyklinu. Užívejte je s odstupem alespoň 2 až 3 hodin.',
  },
  {
    id: 29,
    atcA: 'N06AB',
    atcB: 'M01A',
    zavaznost: 'STREDNI',
    nazev: 'riziko krvácení do trávicího traktu',
    popis:
      'Antidepresiva typu SSRI spolu s protizánětlivými léky proti bolesti zvyšují riziko krvácení do žaludku. Na bolest raději volte paracetamol.',
  },
  {
    id: 30,
    atcA: 'N06AB',
    atcB: 'B01A',
    zavaznost: 'STREDNI',
    nazev: 'riziko krvácení',
    popis:
      'Antidepresiva typu SSRI mohou zvýšit riziko krvácení při užívání léků proti srážení krve. Všímejte si modřin a krvácení a informujte lékaře.',
  },
  {
    id: 31,
    atcA: 'L04AX03',
    atcB: 'J01EE',
    zavaznost: 'VYSOKA',
    nazev: 'toxicita methotrexátu',
    popis:
      'Biseptol spolu s methotrexátem může vážně poškodit krvetvorbu. Kombinaci je třeba se vyhnout – upozorněte lékaře, že methotrexát užíváte.',
  },
  {
    id: 32,
    atcA: 'L04AX03',
    atcB: 'M01A',
    zavaznost: 'STREDNI',
    nazev: 'toxicita methotrexátu',
    popis: 'Protizánětlivé léky proti bolesti mohou zvýšit hladinu methotrexátu. Užívejte je jen po domluvě s lékařem.',
  },
  {
    id: 33,
    atcA: 'M04AC01',
    atcB: 'J01FA09',
    zavaznost: 'VYSOKA',
    nazev: 'otrava kolchicinem',
    popis: 'Klarithromycin výrazně zvyšuje hladinu kolchicinu; hrozí otrava. Kombinaci je třeba se vyhnout.',
  },
  {
    id: 34,
    atcA: 'G03A',
    atcB: 'N03AX09',
    zavaznost: 'STREDNI',
    nazev: 'slabší účinek lamotriginu',
    popis: 'Hormonální antikoncepce snižuje hladinu lamotriginu; může se zhoršit kontrola záchvatů. Lékař může upravit dávku.',
  },
  {
    id: 35,
    atcA: 'M01AE01',
    atcB: 'B01AC06',
    zavaznost: 'STREDNI',
    nazev: 'slabší ochrana kyseliny acetylsalicylové',
    popis:
      'Ibuprofen může oslabit ochranný účinek nízké dávky kyseliny acetylsalicylové na srdce a zvyšuje riziko krvácení. Ibuprofen užijte nejdříve 30 minut po ní, nebo volte paracetamol.',
  },
];
