/**
 * Demo data of Benefits: the programme catalogue (editions of the seed year and the two before,
 * so claims of three years have their programme; the list shows the current and the previous
 * year), the kinds of care and travel, the ČNB bank codes as the code list BANKY, the stored bank
 * accounts of the persons who claim, claims of programmes and of care in every request state over
 * three years (each with its row in 'Moje žádosti' and its files), Vitalitas insurances and the
 * car-maker's cafeteria.
 *
 * Everything is relative to the seed day where it must stay current: the current year's claims
 * lie before the seed day, the cafeteria's change window is open around it. The rules are honest:
 * every claim passes its programme's age, sex, period and limit rules on its receipt date.
 *
 * Planned for the journeys of phase 2: Jana has nothing drawn this year from the tick-borne
 * encephalitis vaccination (OCKKLIST, 1 000 Kč), so a new claim is paid in full; Adam (four months)
 * can still join ZVONEK, Tereza (born 2015) cannot; Jakub is in GINA; Jana can change her
 * cafeteria split.
 */
import { count } from 'drizzle-orm';
import { czechBankCodes, BANK_CODE_LIST } from '../../contract/bank-codes';
import { programmePayout, seznamPrilohFiles, tripDays } from '../../contract/benefits';
import { vitalitasPeriod, vitalitasPrice, type TravelZone } from '../../contract/vitalitas-programmes';
import type { AmountMode, ApprovalMode, CareType, ClaimDocumentType, CouponCode, DocumentCode } from '../../contract/enums';
import { addDaysIso, formatDateCz } from '../../contract/format';
import { crownsToHellers, formatHellers } from '../../contract/money';
import { CAR_MAKER_EMPLOYER_CODE } from '../../contract/person';
import type { RequestState } from '../../contract/enums';
import type { Database, Transaction } from '../db/client';
import {
  bankAccounts,
  benefitCareClaims,
  benefitCareKinds,
  benefitProgrammeClaims,
  benefitProgrammes,
  cafeteriaPeriods,
  cafeteriaSettings,
  codeListItems,
  insuranceRequests,
  vitalitasEnrolments,
} from '../db/schema';
import type { AttachmentTransaction } from '../services/attachment-files';
import { applyAttachmentChange, type CheckedFile } from '../services/attachments';
import { todayInPrague } from '../services/clock';
import { buildPdf, buildPng } from './files';
import { demoPersonId, demoPersons, type PersonKey } from './demo-data';

type Tx = Transaction;

const doc = (kod: ClaimDocumentType, povinny = true) => ({ kod, povinny });

// ---------------------------------------------------------------------------------------------
// Programmes
// ---------------------------------------------------------------------------------------------

interface ProgrammeDefinition {
  kod: string;
  nazev: string;
  popis: string;
  podminky: string[];
  kategorie: CouponCode;
  vekOd: number;
  vekDo: number | null;
  pohlavi?: 'Z' | 'M';
  /** Kč per person and year; `limitDrive` the year before last (the programme grew since). */
  limit: number;
  limitDrive?: number;
  pojisteniMesicuMin: number;
  doklady: Array<{ kod: ClaimDocumentType; povinny: boolean }>;
}

const receipt = doc('UCTENKA');

export const demoProgrammes: readonly ProgrammeDefinition[] = [
  {
    kod: 'OCKKLIST',
    nazev: 'Očkování proti klíšťové encefalitidě',
    popis: 'Příspěvek na očkovací látku proti klíšťové encefalitidě pro děti od 1 roku i dospělé.',
    podminky: ['Příspěvek na základní očkování i přeočkování.', 'Doložte doklad o zaplacení očkovací látky.'],
    kategorie: 'VTK-OCKOVANI',
    vekOd: 1,
    vekDo: null,
    limit: 1000,
    limitDrive: 800,
    pojisteniMesicuMin: 3,
    doklady: [receipt, doc('OCKOVACI_PRUKAZ', false)],
  },
  {
    kod: 'OCKCHRIPKA',
    nazev: 'Očkování proti chřipce',
    popis: 'Příspěvek na očkování proti sezonní chřipce pro dospělé do 64 let (od 65 let je očkování hrazené ze zdravotního pojištění).',
    podminky: ['Jedno očkování v kalendářním roce.', 'Doložte doklad o zaplacení.'],
    kategorie: 'VTK-OCKOVANI',
    vekOd: 18,
    vekDo: 64,
    limit: 500,
    pojisteniMesicuMin: 3,
    doklady: [receipt],
  },
  {
    kod: 'OCKHPV',
    nazev: 'Očkování proti HPV',
    popis: 'Příspěvek na očkování proti lidskému papilomaviru pro dospívající a mladé dospělé, kteří už nemají nárok na hrazené očkování.',
    podminky: ['Pro pojištěnce od 15 do 26 let.', 'Doložte doklad o zaplacení a záznam v očkovacím průkazu.'],
    kategorie: 'VTK-OCKOVANI',
    vekOd: 15,
    vekDo: 26,
    limit: 2000,
    pojisteniMesicuMin: 6,
    doklady: [receipt, doc('OCKOVACI_PRUKAZ')],
  },
  {
    kod: 'OCKCESTY',
    nazev: 'Očkování před cestou do zahraničí',
    popis: 'Příspěvek na očkování proti žloutence typu A a B, břišnímu tyfu a dalším nemocem před cestou do zahraničí.',
    podminky: ['Pro pojištěnce od 1 roku.', 'Doložte doklad o zaplacení očkovací látky.'],
    kategorie: 'VTK-OCKOVANI',
    vekOd: 1,
    vekDo: null,
    limit: 1500,
    pojisteniMesicuMin: 3,
    doklady: [receipt],
  },
  {
    kod: 'OCKMENING',
    nazev: 'Očkování proti meningokokům',
    popis: 'Příspěvek na očkování proti meningokokovým nákazám pro děti a dospívající.',
    podminky: ['Pro děti a dospívající od 1 roku do 19 let.', 'Doložte doklad o zaplacení.'],
    kategorie: 'VTK-OCKOVANI',
    vekOd: 1,
    vekDo: 19,
    limit: 1500,
    pojisteniMesicuMin: 0,
    doklady: [receipt],
  },
  {
    kod: 'SPORT',
    nazev: 'Pohyb a sport',
    popis: 'Příspěvek na permanentku do posilovny, bazénu, na cvičení nebo členský příspěvek ve sportovním klubu.',
    podminky: ['Pro dospělé pojištěnce.', 'Doklad musí znít na jméno pojištěnce.'],
    kategorie: 'VTK-VOLNYCAS',
    vekOd: 18,
    vekDo: null,
    limit: 1000,
    limitDrive: 800,
    pojisteniMesicuMin: 6,
    doklady: [receipt],
  },
  {
    kod: 'SPORTDETI',
    nazev: 'Sportovní kroužky dětí',
    popis: 'Příspěvek na sportovní kroužek, plavecký výcvik nebo letní sportovní tábor dítěte.',
    podminky: ['Pro děti od 3 do 18 let.', 'Doložte doklad o zaplacení kroužku nebo tábora.'],
    kategorie: 'VTK-VOLNYCAS',
    vekOd: 3,
    vekDo: 18,
    limit: 1000,
    pojisteniMesicuMin: 0,
    doklady: [receipt],
  },
  {
    kod: 'PLAVANI',
    nazev: 'Plavání kojenců a batolat',
    popis: 'Příspěvek na kurz plavání kojenců a batolat s rodičem.',
    podminky: ['Pro děti do 3 let.', 'Doložte doklad o zaplacení kurzu.'],
    kategorie: 'VTK-VOLNYCAS',
    vekOd: 0,
    vekDo: 3,
    limit: 800,
    pojisteniMesicuMin: 0,
    doklady: [receipt],
  },
  {
    kod: 'DENTHYG',
    nazev: 'Dentální hygiena',
    popis: 'Příspěvek na ošetření u dentální hygienistky.',
    podminky: ['Pro pojištěnce od 18 let.', 'Doložte doklad o zaplacení.'],
    kategorie: 'VTK-ZUBYZRAK',
    vekOd: 18,
    vekDo: null,
    limit: 500,
    pojisteniMesicuMin: 6,
    doklady: [receipt],
  },
  {
    kod: 'ROVNATKA',
    nazev: 'Rovnátka pro děti',
    popis: 'Příspěvek na fixní nebo snímací rovnátka dětí a dospívajících.',
    podminky: ['Pro děti a dospívající od 6 do 18 let.', 'Doložte doklad o zaplacení a potvrzení ortodontisty.'],
    kategorie: 'VTK-ZUBYZRAK',
    vekOd: 6,
    vekDo: 18,
    limit: 3000,
    pojisteniMesicuMin: 6,
    doklady: [receipt, doc('POTVRZENI_LEKARE')],
  },
  {
    kod: 'BRYLEDETI',
    nazev: 'Brýle a kontaktní čočky pro děti',
    popis: 'Příspěvek na dioptrické brýle nebo kontaktní čočky dětí nad rámec úhrady ze zdravotního pojištění.',
    podminky: ['Pro děti do 15 let.', 'Doložte doklad o zaplacení.'],
    kategorie: 'VTK-ZUBYZRAK',
    vekOd: 0,
    vekDo: 15,
    limit: 1000,
    pojisteniMesicuMin: 3,
    doklady: [receipt, doc('POTVRZENI_LEKARE', false)],
  },
  {
    kod: 'USGPRSU',
    nazev: 'Ultrazvuk prsou',
    popis: 'Příspěvek na preventivní ultrazvukové vyšetření prsou pro ženy, které ještě nemají nárok na hrazený mamografický screening.',
    podminky: ['Pro ženy od 25 do 44 let.', 'Doložte doklad o zaplacení vyšetření.'],
    kategorie: 'VTK-STOPRAKOVINE',
    vekOd: 25,
    vekDo: 44,
    pohlavi: 'Z',
    limit: 700,
    pojisteniMesicuMin: 6,
    doklady: [receipt],
  },
  {
    kod: 'PSA',
    nazev: 'Vyšetření PSA',
    popis: 'Příspěvek na vyšetření prostatického specifického antigenu (prevence rakoviny prostaty).',
    podminky: ['Pro muže od 40 let.', 'Doložte doklad o zaplacení vyšetření.'],
    kategorie: 'VTK-STOPRAKOVINE',
    vekOd: 40,
    vekDo: null,
    pohlavi: 'M',
    limit: 500,
    pojisteniMesicuMin: 6,
    doklady: [receipt],
  },
  {
    kod: 'ZNAMENKA',
    nazev: 'Vyšetření znamének',
    popis: 'Příspěvek na preventivní dermatoskopické vyšetření znamének u kožního lékaře.',
    podminky: ['Pro pojištěnce od 18 let.', 'Doložte doklad o zaplacení vyšetření.'],
    kategorie: 'VTK-STOPRAKOVINE',
    vekOd: 18,
    vekDo: null,
    limit: 500,
    pojisteniMesicuMin: 3,
    doklady: [receipt],
  },
  {
    kod: 'TEHOTNE',
    nazev: 'Těhotenství a příprava k porodu',
    popis: 'Příspěvek na předporodní kurz, cvičení pro těhotné nebo vitamíny pro těhotné.',
    podminky: ['Pro ženy od 15 do 50 let.', 'Doložte doklad o zaplacení.'],
    kategorie: 'VTK-MAMINKY',
    vekOd: 15,
    vekDo: 50,
    pohlavi: 'Z',
    limit: 1500,
    pojisteniMesicuMin: 3,
    doklady: [receipt],
  },
  {
    kod: 'NOVOROZ',
    nazev: 'Péče o novorozence',
    popis: 'Příspěvek na monitor dechu, kurz první pomoci u dětí nebo odsávačku pro novorozence.',
    podminky: ['Pro děti do 1 roku.', 'Doložte doklad o zaplacení.'],
    kategorie: 'VTK-MAMINKY',
    vekOd: 0,
    vekDo: 0,
    limit: 1500,
    pojisteniMesicuMin: 0,
    doklady: [receipt],
  },
  {
    kod: 'TLAKOMER',
    nazev: 'Domácí tlakoměr',
    popis: 'Příspěvek na digitální tlakoměr pro domácí měření krevního tlaku.',
    podminky: ['Pro pojištěnce od 40 let.', 'Jeden tlakoměr za rok.'],
    kategorie: 'VTK-POMUCKY',
    vekOd: 40,
    vekDo: null,
    limit: 600,
    pojisteniMesicuMin: 6,
    doklady: [receipt],
  },
  {
    kod: 'VITAMINY',
    nazev: 'Vitamíny pro děti',
    popis: 'Příspěvek na vitamíny a doplňky stravy pro děti zakoupené v lékárně.',
    podminky: ['Pro děti do 18 let.', 'Doložte doklad z lékárny.'],
    kategorie: 'VTK-VITAMINY',
    vekOd: 0,
    vekDo: 18,
    limit: 500,
    pojisteniMesicuMin: 0,
    doklady: [receipt],
  },
  {
    kod: 'KOURENI',
    nazev: 'Odvykání kouření',
    popis: 'Příspěvek na náhradní nikotinovou terapii nebo léky na odvykání kouření zakoupené v lékárně.',
    podminky: ['Pro pojištěnce od 18 let.', 'Doložte doklad z lékárny, případně potvrzení centra pro závislé na tabáku.'],
    kategorie: 'VTK-VITAMINY',
    vekOd: 18,
    vekDo: null,
    limit: 2000,
    pojisteniMesicuMin: 3,
    doklady: [receipt, doc('POTVRZENI_LEKARE', false)],
  },
  {
    kod: 'SPORTPROHL',
    nazev: 'Sportovní lékařská prohlídka',
    popis: 'Příspěvek na vstupní nebo pravidelnou prohlídku u lékaře tělovýchovného lékařství.',
    podminky: ['Pro pojištěnce od 6 let.', 'Doložte doklad o zaplacení prohlídky.'],
    kategorie: 'VTK-VYSETRENI',
    vekOd: 6,
    vekDo: null,
    limit: 500,
    pojisteniMesicuMin: 3,
    doklady: [receipt],
  },
];

/** An edition's code: the insurer's numbering per year ('ZPS-2026-01'). */
const kodZpsOf = (rok: number, index: number) => `ZPS-${rok}-${String(index + 1).padStart(2, '0')}`;

function editionRows(years: number[]) {
  return years.flatMap((rok, yearIndex) =>
    demoProgrammes.map((p, index) => ({
      kod: p.kod,
      kodZps: kodZpsOf(rok, index),
      rok,
      nazev: p.nazev,
      popis: p.popis,
      podminky: p.podminky,
      kategorie: p.kategorie,
      vekOd: p.vekOd,
      vekDo: p.vekDo,
      pohlavi: p.pohlavi ?? null,
      limitHal: crownsToHellers(yearIndex === 0 && p.limitDrive ? p.limitDrive : p.limit),
      platnostOd: `${rok}-01-01`,
      platnostDo: `${rok}-12-31`,
      // Claims of a year's receipts are accepted until the end of March of the next year.
      podaniDo: `${rok + 1}-03-31`,
      pojisteniMesicuMin: p.pojisteniMesicuMin,
      doklady: p.doklady,
      poradi: index,
    })),
  );
}

// ---------------------------------------------------------------------------------------------
// Kinds of care and travel
// ---------------------------------------------------------------------------------------------

export const demoCareKinds: ReadonlyArray<{
  kod: string;
  nazev: string;
  popis: string;
  podminky: string[];
  typ: CareType;
  schvalovani: ApprovalMode;
  rezim: AmountMode;
  sazbaHal: number | null;
  maxDni: number | null;
  doklady: Array<{ kod: ClaimDocumentType; povinny: boolean }>;
}> = [
  {
    kod: 'ZAHRANICI',
    nazev: 'Péče uhrazená v zahraničí',
    popis: 'Proplacení nutné péče, kterou jste v jiném státě EU, Islandu, Lichtenštejnsku, Norsku nebo Švýcarsku zaplatili v hotovosti.',
    podminky: [
      'Proplácíme do výše, jakou by péče stála v České republice.',
      'Přiložte doklad o zaplacení a lékařskou zprávu.',
      'Žádost posoudí revizní lékař pojišťovny.',
    ],
    typ: 'PECE',
    schvalovani: 'FLOWSCHVALOVANI',
    rezim: 'CASTKA',
    sazbaHal: null,
    maxDni: null,
    doklady: [doc('UCTENKA'), doc('LEKARSKA_ZPRAVA')],
  },
  {
    kod: 'NESMLUVNI',
    nazev: 'Neodkladná péče u nesmluvního lékaře',
    popis: 'Proplacení neodkladné péče, kterou vám poskytl lékař bez smlouvy s naší pojišťovnou a kterou jste zaplatili.',
    podminky: ['Jen péče, která nesnesla odklad.', 'Přiložte doklad o zaplacení a lékařskou zprávu.'],
    typ: 'PECE',
    schvalovani: 'FLOWSCHVALOVANI',
    rezim: 'CASTKA',
    sazbaHal: null,
    maxDni: null,
    doklady: [doc('UCTENKA'), doc('LEKARSKA_ZPRAVA')],
  },
  {
    kod: 'DOPLATKY',
    nazev: 'Doplatky za léky nad ochranný limit',
    popis: 'Vrácení doplatků za léky, které za kalendářní rok přesáhly váš ochranný limit. Částku spočítáme z údajů lékáren.',
    podminky: ['Doklady nejsou potřeba, údaje máme od lékáren.', 'Vracíme do 60 dnů po konci čtvrtletí.'],
    typ: 'PECE',
    schvalovani: 'BEZPODKLADU',
    rezim: 'NENI',
    sazbaHal: null,
    maxDni: null,
    doklady: [],
  },
  {
    kod: 'JIZDNE',
    nazev: 'Jízdné k poskytovateli péče',
    popis: 'Proplacení jízdného veřejnou dopravou k lékaři, kterého vám určila pojišťovna, když je nejbližší smluvní poskytovatel daleko.',
    podminky: ['Jen cesta, kterou předem schválil revizní lékař.', 'Přiložte jízdenky a potvrzení poskytovatele o návštěvě.'],
    typ: 'CESTA',
    schvalovani: 'FLOWSCHVALOVANI',
    rezim: 'CASTKA',
    sazbaHal: null,
    maxDni: 30,
    doklady: [doc('JIZDENKA'), doc('POTVRZENI_POSKYTOVATELE')],
  },
  {
    kod: 'DOPROVOD',
    nazev: 'Doprovod dítěte při léčení mimo bydliště',
    popis: 'Příspěvek na ubytování rodiče, který doprovází dítě starší 6 let při léčení ve vzdáleném zdravotnickém zařízení.',
    podminky: [
      '400 Kč za každý den pobytu, nejvýše zaplacená částka.',
      'Nejvýše 90 dní v jedné žádosti.',
      'Přiložte potvrzení zařízení o pobytu dítěte.',
    ],
    typ: 'CESTA',
    schvalovani: 'BEZSCHVALOVANI',
    rezim: 'VYPOCET',
    sazbaHal: 40_000,
    maxDni: 90,
    doklady: [doc('POTVRZENI_POSKYTOVATELE'), doc('UCTENKA', false)],
  },
  {
    kod: 'DARCEKRVE',
    nazev: 'Cestovné dárců krve',
    popis: 'Paušální příspěvek na cestu k bezpříspěvkovému odběru krve nebo plazmy.',
    podminky: ['200 Kč za každý odběr.', 'Doklady nejsou potřeba, odběr nám potvrdí transfuzní služba.'],
    typ: 'CESTA',
    schvalovani: 'BEZPODKLADU',
    rezim: 'NENI',
    sazbaHal: 20_000,
    maxDni: 1,
    doklady: [],
  },
];

// ---------------------------------------------------------------------------------------------
// The persons' data
// ---------------------------------------------------------------------------------------------

/** Stored bank accounts (mod 11 valid); children's contributions go to their mother's account. */
const janaAccount = { predcisli: null, cislo: '2108934007', banka: '0800' };
export const demoBankAccounts: Partial<Record<PersonKey, { predcisli: string | null; cislo: string; banka: string }>> = {
  jana: janaAccount,
  tereza: janaAccount,
  adam: janaAccount,
  jakub: { predcisli: null, cislo: '1987456018', banka: '3030' },
  petr: { predcisli: '19', cislo: '2733104009', banka: '2010' },
  tomas: { predcisli: null, cislo: '3356719001', banka: '0100' },
  marie: { predcisli: null, cislo: '1164829004', banka: '0300' },
};

/**
 * When a seeded claim's receipt is dated: `yearsAgo` 1 or 2 at a fixed day of that year, or
 * `daysAgo` before the seed day (this year's edition, or last year's early in a year).
 */
type When = { yearsAgo: 1 | 2; monthDay: string } | { daysAgo: number };

interface SeedProgrammeClaim {
  person: PersonKey;
  kod: string;
  when: When;
  castka: number;
  stav: RequestState;
  poznamka?: string;
  poznamkaZps?: string;
  /** The files: a receipt photo (PNG) or PDF, with their document types. */
  files: Array<{ nazev: string; typ: ClaimDocumentType; kind: 'png' | 'pdf' }>;
}

const photo = (nazev: string, typ: ClaimDocumentType = 'UCTENKA') => ({ nazev, typ, kind: 'png' as const });
const pdf = (nazev: string, typ: ClaimDocumentType = 'UCTENKA') => ({ nazev, typ, kind: 'pdf' as const });

export const demoProgrammeClaims: readonly SeedProgrammeClaim[] = [
  // Jana: sport and dental hygiene every year, a breast ultrasound, the prenatal course before Adam.
  {
    person: 'jana',
    kod: 'SPORT',
    when: { yearsAgo: 2, monthDay: '02-12' },
    castka: 2400,
    stav: 'VYRIZENO',
    files: [photo('permanentka-fitness.jpg')],
  },
  {
    person: 'jana',
    kod: 'DENTHYG',
    when: { yearsAgo: 2, monthDay: '05-20' },
    castka: 950,
    stav: 'VYRIZENO',
    files: [pdf('dentalni-hygiena.pdf')],
  },
  {
    person: 'jana',
    kod: 'SPORT',
    when: { yearsAgo: 1, monthDay: '01-15' },
    castka: 3200,
    stav: 'VYRIZENO',
    files: [photo('plavenky-rocni.png')],
  },
  {
    person: 'jana',
    kod: 'OCKKLIST',
    when: { yearsAgo: 1, monthDay: '03-28' },
    castka: 890,
    stav: 'VYRIZENO',
    files: [photo('ockovani-klistata.jpg')],
  },
  {
    person: 'jana',
    kod: 'ZNAMENKA',
    when: { yearsAgo: 1, monthDay: '06-03' },
    castka: 650,
    stav: 'ZAMITNUTO',
    poznamkaZps: 'Doklad nese jméno jiné osoby. Žádost jsme zamítli.',
    files: [photo('dermatoskopie.jpg')],
  },
  {
    person: 'jana',
    kod: 'USGPRSU',
    when: { yearsAgo: 1, monthDay: '10-09' },
    castka: 700,
    stav: 'VYRIZENO',
    files: [pdf('ultrazvuk-prsou.pdf')],
  },
  {
    person: 'jana',
    kod: 'TEHOTNE',
    when: { daysAgo: 190 },
    castka: 1800,
    stav: 'VYRIZENO',
    poznamka: 'Předporodní kurz v porodnici Mladá Boleslav.',
    files: [pdf('predporodni-kurz.pdf')],
  },
  { person: 'jana', kod: 'SPORT', when: { daysAgo: 46 }, castka: 1290, stav: 'VYRIZENO', files: [photo('permanentka-bazen.jpg')] },
  { person: 'jana', kod: 'DENTHYG', when: { daysAgo: 9 }, castka: 400, stav: 'PRIJATO', files: [photo('hygiena-listopad.jpg')] },
  // Tereza: braces (the yearly limit taken), summer camp, glasses.
  {
    person: 'tereza',
    kod: 'ROVNATKA',
    when: { yearsAgo: 1, monthDay: '04-17' },
    castka: 5600,
    stav: 'VYRIZENO',
    files: [pdf('faktura-ortodoncie.pdf'), pdf('potvrzeni-ortodontisty.pdf', 'POTVRZENI_LEKARE')],
  },
  {
    person: 'tereza',
    kod: 'SPORTDETI',
    when: { yearsAgo: 1, monthDay: '07-29' },
    castka: 4200,
    stav: 'VYRIZENO',
    files: [pdf('sportovni-tabor.pdf')],
  },
  {
    person: 'tereza',
    kod: 'ROVNATKA',
    when: { daysAgo: 40 },
    castka: 3900,
    stav: 'VYRIZUJE_SE',
    files: [photo('faktura-rovnatka.jpg'), pdf('potvrzeni-ortodontisty-2.pdf', 'POTVRZENI_LEKARE')],
  },
  {
    person: 'tereza',
    kod: 'SPORTDETI',
    when: { daysAgo: 55 },
    castka: 1800,
    stav: 'CEKA_NA_DOKLADY',
    poznamkaZps: 'Na dokladu chybí razítko oddílu. Doložte prosím doklad s razítkem nebo potvrzení oddílu o zaplacení.',
    files: [photo('krouzek-gymnastika.jpg')],
  },
  { person: 'tereza', kod: 'BRYLEDETI', when: { daysAgo: 120 }, castka: 2150, stav: 'VYRIZENO', files: [photo('bryle-optika.jpg')] },
  // Jakub: vaccination before a trip, sport refused once.
  {
    person: 'jakub',
    kod: 'OCKCESTY',
    when: { yearsAgo: 1, monthDay: '06-11' },
    castka: 1780,
    stav: 'VYRIZENO',
    files: [pdf('ockovani-hepatitida.pdf')],
  },
  {
    person: 'jakub',
    kod: 'SPORT',
    when: { daysAgo: 30 },
    castka: 990,
    stav: 'ZAMITNUTO',
    poznamkaZps: 'Doklad je vystaven na sportovní oblečení, které program nehradí.',
    files: [photo('sport-obleceni.jpg')],
  },
  // Adam: a breathing monitor.
  { person: 'adam', kod: 'NOVOROZ', when: { daysAgo: 95 }, castka: 1490, stav: 'VYRIZENO', files: [photo('monitor-dechu.jpg')] },
  // Petr: PSA and sport.
  {
    person: 'petr',
    kod: 'PSA',
    when: { yearsAgo: 2, monthDay: '11-04' },
    castka: 450,
    stav: 'VYRIZENO',
    files: [pdf('vysetreni-psa.pdf')],
  },
  {
    person: 'petr',
    kod: 'PSA',
    when: { yearsAgo: 1, monthDay: '11-18' },
    castka: 450,
    stav: 'VYRIZENO',
    files: [pdf('vysetreni-psa-2.pdf')],
  },
  { person: 'petr', kod: 'SPORT', when: { daysAgo: 20 }, castka: 800, stav: 'PRIJATO', files: [photo('klub-cyklistika.jpg')] },
  // Tomáš: the flu shot.
  { person: 'tomas', kod: 'OCKCHRIPKA', when: { daysAgo: 25 }, castka: 420, stav: 'VYRIZUJE_SE', files: [photo('chripka-2.jpg')] },
];

interface SeedCareClaim {
  person: PersonKey;
  kod: string;
  /** Document date or the trip's first day, as for programme claims; `dni` days of the trip (1 = one day). */
  when: When;
  dni?: number;
  castka?: number;
  stav: RequestState;
  poznamka?: string;
  poznamkaZps?: string;
  files: Array<{ nazev: string; typ: ClaimDocumentType; kind: 'png' | 'pdf' }>;
}

export const demoCareClaims: readonly SeedCareClaim[] = [
  {
    person: 'jana',
    kod: 'JIZDNE',
    when: { yearsAgo: 1, monthDay: '09-16' },
    dni: 1,
    castka: 412,
    stav: 'VYRIZENO',
    poznamka: 'Kontrola v centru pro léčbu štítné žlázy v Praze.',
    files: [photo('jizdenky-praha.jpg', 'JIZDENKA'), pdf('potvrzeni-navstevy.pdf', 'POTVRZENI_POSKYTOVATELE')],
  },
  {
    person: 'jana',
    kod: 'NESMLUVNI',
    when: { daysAgo: 35 },
    castka: 1200,
    stav: 'CEKA_NA_DOKLADY',
    poznamkaZps: 'Doložte prosím lékařskou zprávu z ošetření.',
    files: [photo('pohotovost-uctenka.jpg', 'UCTENKA')],
  },
  {
    person: 'tereza',
    kod: 'DOPROVOD',
    when: { yearsAgo: 1, monthDay: '02-03' },
    dni: 3,
    castka: 1350,
    stav: 'VYRIZENO',
    poznamka: 'Pobyt s dcerou v Motole po operaci.',
    files: [pdf('potvrzeni-pobytu-motol.pdf', 'POTVRZENI_POSKYTOVATELE'), pdf('ubytovna-motol.pdf', 'UCTENKA')],
  },
  {
    person: 'jakub',
    kod: 'ZAHRANICI',
    when: { daysAgo: 50 },
    castka: 2870,
    stav: 'VYRIZUJE_SE',
    poznamka: 'Ošetření angíny během studijního pobytu ve Valencii.',
    files: [photo('factura-clinica.jpg', 'UCTENKA'), pdf('informe-medico.pdf', 'LEKARSKA_ZPRAVA')],
  },
  { person: 'petr', kod: 'DARCEKRVE', when: { yearsAgo: 1, monthDay: '08-21' }, dni: 1, stav: 'VYRIZENO', files: [] },
  { person: 'petr', kod: 'DARCEKRVE', when: { daysAgo: 14 }, dni: 1, stav: 'PRIJATO', files: [] },
  { person: 'marie', kod: 'DOPLATKY', when: { yearsAgo: 1, monthDay: '12-31' }, stav: 'VYRIZENO', files: [] },
];

// ---------------------------------------------------------------------------------------------
// Insertion
// ---------------------------------------------------------------------------------------------

/** The receipt's date; a `daysAgo` date early in the year may fall into the year before (its edition exists). */
function receiptDate(when: When, today: string): string {
  const year = Number(today.slice(0, 4));
  if ('yearsAgo' in when) return `${year - when.yearsAgo}-${when.monthDay}`;
  return addDaysIso(today, -when.daysAgo);
}

/** A day not after the seed day. */
const notAfter = (date: string, today: string) => (date > today ? today : date);

/** The files of a seeded claim: small real PNGs and PDFs that pass the server's checks. */
function filesOf(spec: SeedProgrammeClaim['files'], title: string, seed: number): CheckedFile[] {
  return spec.map((file, index) =>
    file.kind === 'pdf'
      ? {
          nazev: file.nazev.replace(/\.[a-z]+$/, '.pdf'),
          mime: 'application/pdf',
          content: buildPdf(title, ['Doklad k zadosti o prispevek', `Cislo dokladu ${2000 + seed * 7 + index}`]),
        }
      : {
          nazev: file.nazev.replace(/\.[a-z]+$/, '.png'),
          mime: 'image/png',
          content: buildPng(24, 32, (x, y) => ((x + y + seed + index) % 7 === 0 ? [40, 40, 40] : [250, 248, 240])),
        },
  );
}

const at = (date: string, hour = 9) => new Date(`${date}T${String(hour).padStart(2, '0')}:20:00Z`);

/** Approved / paid amounts and dates of a seeded claim in `stav`, filed on `filed`. */
function settlement(stav: RequestState, narokHal: number | null, filed: string, today: string) {
  if (stav === 'VYRIZENO')
    return { schvalena: narokHal, vyplacena: narokHal, datumVyplaty: narokHal === null ? null : notAfter(addDaysIso(filed, 21), today) };
  if (stav === 'ZAMITNUTO') return { schvalena: 0, vyplacena: null, datumVyplaty: null };
  if (stav === 'VYRIZUJE_SE') return { schvalena: narokHal, vyplacena: null, datumVyplaty: null };
  return { schvalena: null, vyplacena: null, datumVyplaty: null };
}

export async function hasBenefitsData(db: Database | Tx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(benefitProgrammes);
  return Number(row?.n ?? 0) > 0;
}

/** Inserts the demo benefits (inside the caller's transaction). */
export async function insertDemoBenefits(tx: AttachmentTransaction, now: Date): Promise<void> {
  const today = todayInPrague(now);
  const year = Number(today.slice(0, 4));
  const id = demoPersonId;

  await tx
    .insert(codeListItems)
    .values(czechBankCodes.map(([kod, nazev], poradi) => ({ ciselnik: BANK_CODE_LIST, kod, nazev, poradi })))
    .onConflictDoNothing();

  // The demo persons' stored accounts (the one place they are seeded; the personal-data screen shows them).
  await tx
    .insert(bankAccounts)
    .values(
      (Object.entries(demoBankAccounts) as Array<[PersonKey, { predcisli: string | null; cislo: string; banka: string }]>).map(
        ([key, account]) => ({ insuredPersonId: id(key), ...account, changedAt: at(addDaysIso(today, -400)) }),
      ),
    )
    .onConflictDoNothing();

  const editions = await tx
    .insert(benefitProgrammes)
    .values(editionRows([year - 2, year - 1, year]))
    .returning({
      id: benefitProgrammes.id,
      kod: benefitProgrammes.kod,
      rok: benefitProgrammes.rok,
      limitHal: benefitProgrammes.limitHal,
      nazev: benefitProgrammes.nazev,
    });
  await tx.insert(benefitCareKinds).values(demoCareKinds.map((kind, poradi) => ({ ...kind, poradi })));

  // Programme claims, oldest first, each taking its share of the edition's limit.
  const drawn = new Map<number, number>();
  const claims = demoProgrammeClaims
    .map((claim, index) => ({ claim, index, datum: receiptDate(claim.when, today) }))
    .sort((a, b) => (a.datum < b.datum ? -1 : a.datum > b.datum ? 1 : a.index - b.index));
  for (const { claim, index, datum } of claims) {
    const edition = editions.find((e) => e.kod === claim.kod && e.rok === Number(datum.slice(0, 4)));
    if (!edition) throw new Error(`seed: no edition of ${claim.kod} for ${datum}`);
    const already = drawn.get(edition.id) ?? 0;
    const narok = programmePayout(crownsToHellers(claim.castka), edition.limitHal, already);
    // Early in a year a recent receipt can fall into last year's edition whose limit is taken:
    // the server would refuse such a claim, so the demo has none.
    if (narok === 0) continue;
    const filed = notAfter(addDaysIso(datum, 3 + (index % 5)), today);
    const money = settlement(claim.stav, narok, filed, today);
    if (claim.stav !== 'ZAMITNUTO') drawn.set(edition.id, already + (money.schvalena ?? narok));
    const [request] = await tx
      .insert(insuranceRequests)
      .values({
        insuredPersonId: id(claim.person),
        typ: 'PROGRAM',
        stav: claim.stav,
        datum: at(filed, 8 + (index % 9)),
        popis: `${edition.nazev} – ${formatHellers(narok)}`,
        adresaOdeslani: null,
      })
      .returning({ id: insuranceRequests.id });
    const account = demoBankAccounts[claim.person]!;
    const [row] = await tx
      .insert(benefitProgrammeClaims)
      .values({
        insuredPersonId: id(claim.person),
        programmeId: edition.id,
        requestId: request.id,
        datumUctenka: datum,
        castkaUctenkaHal: crownsToHellers(claim.castka),
        castkaNarokHal: narok,
        castkaSchvalenaHal: money.schvalena,
        castkaVyplacenaHal: money.vyplacena,
        datumVyplaty: money.datumVyplaty,
        poznamkaZps: claim.poznamkaZps ?? null,
        ...account,
        poznamka: claim.poznamka ?? null,
        typyDokumentu: claim.files.map((file) => file.typ),
        createdAt: at(filed, 8 + (index % 9)),
      })
      .returning({ id: benefitProgrammeClaims.id });
    await applyAttachmentChange(tx, {
      personId: id(claim.person),
      evidence: 'PROGRAM',
      recordId: row.id,
      delete: [],
      add: filesOf(claim.files, edition.nazev, index),
      limits: seznamPrilohFiles,
    });
  }

  // Care and travel claims.
  for (const [index, claim] of demoCareClaims.entries()) {
    const kind = demoCareKinds.find((k) => k.kod === claim.kod)!;
    const first = receiptDate(claim.when, today);
    const last = kind.typ === 'CESTA' ? notAfter(addDaysIso(first, (claim.dni ?? 1) - 1), today) : null;
    const castkaHal = claim.castka !== undefined ? crownsToHellers(claim.castka) : null;
    const narok =
      kind.rezim === 'NENI'
        ? kind.kod === 'DOPLATKY'
          ? 126_500
          : kind.sazbaHal
        : kind.rezim === 'VYPOCET'
          ? Math.min(castkaHal ?? 0, tripDays(first, last) * (kind.sazbaHal ?? 0))
          : castkaHal;
    const filed = notAfter(addDaysIso(last ?? first, 2 + (index % 4)), today);
    const money = settlement(claim.stav, narok, filed, today);
    const [request] = await tx
      .insert(insuranceRequests)
      .values({
        insuredPersonId: id(claim.person),
        typ: 'PROPLACENI_PECE',
        stav: claim.stav,
        datum: at(filed, 10 + (index % 6)),
        popis: narok !== null ? `${kind.nazev} – ${formatHellers(narok)}` : kind.nazev,
        adresaOdeslani: null,
      })
      .returning({ id: insuranceRequests.id });
    const [row] = await tx
      .insert(benefitCareClaims)
      .values({
        insuredPersonId: id(claim.person),
        kindKod: kind.kod,
        requestId: request.id,
        dokladDatum: kind.typ === 'PECE' ? first : null,
        cestaDatumOd: kind.typ === 'CESTA' ? first : null,
        cestaDatumDo: last,
        castkaUctenkaHal: castkaHal,
        castkaNarokHal: narok,
        castkaSchvalenaHal: money.schvalena,
        castkaVyplacenaHal: money.vyplacena,
        datumVyplaty: money.datumVyplaty,
        poznamkaZps: claim.poznamkaZps ?? null,
        ...demoBankAccounts[claim.person]!,
        ucetAktualizace: false,
        poznamka: claim.poznamka ?? null,
        typyDokumentu: claim.files.map((file) => file.typ),
        createdAt: at(filed, 10 + (index % 6)),
      })
      .returning({ id: benefitCareClaims.id });
    if (claim.files.length > 0)
      await applyAttachmentChange(tx, {
        personId: id(claim.person),
        evidence: 'PROPLACENI_PECE',
        recordId: row.id,
        delete: [],
        add: filesOf(claim.files, kind.nazev, 100 + index),
        limits: seznamPrilohFiles,
      });
  }

  await insertVitalitas(tx, today);
  await insertCafeteria(tx, today);
}

/**
 * Vitalitas: Tereza's ZVONEK ran from her first weeks to the day before her 6th birthday (ended,
 * held before the portal), Jakub joined GINA about half a year ago (in force), Jana insured a
 * summer trip to Croatia last year (ended). Adam has nothing yet: he can still join ZVONEK.
 */
async function insertVitalitas(tx: Tx, today: string): Promise<void> {
  const id = demoPersonId;
  const year = Number(today.slice(0, 4));
  const enrol = async (
    key: PersonKey,
    typ: DocumentCode,
    datumOd: string,
    datumDo: string | null,
    uzemi: TravelZone | null,
    request: { filed: string } | null,
  ) => {
    const narozen = demoPersons[key].narozen;
    const period = vitalitasPeriod(typ, narozen, datumOd, datumDo);
    const price = vitalitasPrice(typ, narozen, period, uzemi);
    let requestId: number | null = null;
    if (request) {
      const [row] = await tx
        .insert(insuranceRequests)
        .values({
          insuredPersonId: id(key),
          typ: 'VITALITAS',
          stav: 'VYRIZENO',
          datum: at(request.filed, 11),
          popis:
            typ === 'CP'
              ? `Cestovní pojištění ${formatDateCz(period.datumOd)} – ${formatDateCz(period.datumDo)}`
              : `Program ${typ === 'GI' ? 'GINA' : typ === 'GI2' ? 'GINA+' : 'ZVONEK'} od ${formatDateCz(period.datumOd)}`,
          adresaOdeslani: null,
        })
        .returning({ id: insuranceRequests.id });
      requestId = row.id;
    }
    await tx.insert(vitalitasEnrolments).values({
      insuredPersonId: id(key),
      typ,
      datumOd: period.datumOd,
      datumDo: period.datumDo,
      cenaHal: crownsToHellers(price),
      uzemi,
      stav: 'AKTIVNI',
      requestId,
      createdAt: at(request?.filed ?? period.datumOd, 11),
    });
  };
  const tereza = demoPersons.tereza.narozen;
  await enrol('tereza', 'ZV', addDaysIso(tereza, 30), null, null, null);
  const ginaStart = addDaysIso(today, -190);
  await enrol('jakub', 'GI', ginaStart, null, null, { filed: addDaysIso(ginaStart, -6) });
  await enrol('jana', 'CP', `${year - 1}-07-11`, `${year - 1}-07-24`, 'EVROPA', { filed: `${year - 1}-06-28` });
}

/**
 * The car-maker's cafeteria: 6 000 points a year; this year's change window is open from three
 * weeks before the seed day to 40 days after it (last year's closed in January). Jana chose her
 * split ten days ago; last year's split is kept too.
 */
async function insertCafeteria(tx: Tx, today: string): Promise<void> {
  const year = Number(today.slice(0, 4));
  await tx.insert(cafeteriaPeriods).values([
    { zamestnavatel: CAR_MAKER_EMPLOYER_CODE, rok: year - 1, body: 5000, zmenaOd: `${year - 1}-01-02`, zmenaDo: `${year - 1}-01-31` },
    {
      zamestnavatel: CAR_MAKER_EMPLOYER_CODE,
      rok: year,
      body: 6000,
      zmenaOd: addDaysIso(today, -21),
      zmenaDo: addDaysIso(today, 40),
    },
  ]);
  const jana = demoPersonId('jana');
  await tx.insert(cafeteriaSettings).values([
    {
      insuredPersonId: jana,
      rok: year - 1,
      rozdeleni: { 'VTK-VOLNYCAS': 60, 'VTK-ZUBYZRAK': 20, 'VTK-OCKOVANI': 20 },
      changedAt: at(`${year - 1}-01-12`),
    },
    {
      insuredPersonId: jana,
      rok: year,
      rozdeleni: { 'VTK-VOLNYCAS': 50, 'VTK-ZUBYZRAK': 20, 'VTK-OCKOVANI': 10, 'VTK-VITALITAS': 20 },
      changedAt: at(addDaysIso(today, -10)),
    },
  ]);
}
