import { CAR_MAKER_EMPLOYER_CODE } from '../../contract/person';
import type { StaffRole } from '../../contract/enums';
import { personIdParam, type PersonId } from '../../contract/ids';
import { birthNumber } from './birth-number';
import { screenHelpTexts } from './help-texts';

/**
 * The demo data: invented people with realistic Czech names and valid birth numbers.
 * Everything here is fiction; any resemblance to real persons is coincidental.
 */

export { CAR_MAKER_EMPLOYER_CODE };

export const DEMO_PASSWORD = 'demo';

export type DemoLogin = 'pojistenec' | 'osvc' | 'lekar' | 'lekar-pojistenec' | 'nesynchronizovano' | 'referent' | 'revizni-lekar';

export interface DemoAccount {
  login: DemoLogin;
  /** The button text on the sign-in page. */
  label: string;
  jmeno: string;
  prijmeni: string;
  /** Access-token role flags: jl = doctor, jp = insured person. */
  roles: { jl: boolean; jp: boolean };
  /** The insurer's staff (issue 34): the access token's `pr` claim. */
  staffRole?: StaffRole;
  order: number;
}

export const demoAccounts: readonly DemoAccount[] = [
  {
    login: 'pojistenec',
    label: 'Pojištěnka Jana Dvořáková (zastupuje tři děti)',
    jmeno: 'Jana',
    prijmeni: 'Dvořáková',
    roles: { jl: false, jp: true },
    order: 1,
  },
  { login: 'osvc', label: 'OSVČ Petr Novotný', jmeno: 'Petr', prijmeni: 'Novotný', roles: { jl: false, jp: true }, order: 2 },
  { login: 'lekar', label: 'Lékařka MUDr. Eva Malá', jmeno: 'Eva', prijmeni: 'Malá', roles: { jl: true, jp: false }, order: 3 },
  {
    login: 'lekar-pojistenec',
    label: 'Lékař a pojištěnec MUDr. Tomáš Horák',
    jmeno: 'Tomáš',
    prijmeni: 'Horák',
    roles: { jl: true, jp: true },
    order: 4,
  },
  {
    login: 'nesynchronizovano',
    label: 'Nesynchronizovaný účet Lucie Veselá',
    jmeno: 'Lucie',
    prijmeni: 'Veselá',
    roles: { jl: false, jp: true },
    order: 5,
  },
  {
    login: 'referent',
    label: 'Referentka pojišťovny Alena Marková',
    jmeno: 'Alena',
    prijmeni: 'Marková',
    roles: { jl: false, jp: false },
    staffRole: 'REFERENT',
    order: 6,
  },
  {
    login: 'revizni-lekar',
    label: 'Revizní lékař MUDr. Karel Beneš',
    jmeno: 'Karel',
    prijmeni: 'Beneš',
    roles: { jl: false, jp: false },
    staffRole: 'REVIZNI_LEKAR',
    order: 7,
  },
];

/** The demo staff accounts (issue 34), also added to a database seeded before they existed. */
export const demoStaffAccounts = demoAccounts.filter((account) => account.staffRole);

export type PersonKey = 'jana' | 'tereza' | 'jakub' | 'petr' | 'tomas' | 'marie' | 'josef' | 'katerina' | 'adam';

/** A birth date some months before today (the newborn must stay inside ZVONEK's 12-month joining window). */
function monthsAgo(months: number, today = new Date()): string {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, Math.min(today.getUTCDate(), 28)));
  return date.toISOString().slice(0, 10);
}

export interface DemoPerson {
  id: number;
  jmeno: string;
  prijmeni: string;
  titulPred?: string;
  narozen: string;
  female: boolean;
  kategorie: string;
  zamestnavatel: string | null;
  avatarBarva: string;
}

export const demoPersons: Readonly<Record<PersonKey, DemoPerson>> = {
  jana: {
    id: 4100001,
    jmeno: 'Jana',
    prijmeni: 'Dvořáková',
    narozen: '1986-03-14',
    female: true,
    kategorie: 'ZAMESTNANEC',
    zamestnavatel: CAR_MAKER_EMPLOYER_CODE,
    avatarBarva: '#0B7A75',
  },
  tereza: {
    id: 4100002,
    jmeno: 'Tereza',
    prijmeni: 'Dvořáková',
    narozen: '2015-09-02',
    female: true,
    kategorie: 'DITE',
    zamestnavatel: null,
    avatarBarva: '#C2410C',
  },
  jakub: {
    id: 4100003,
    jmeno: 'Jakub',
    prijmeni: 'Dvořák',
    narozen: '2004-11-20',
    female: false,
    kategorie: 'STUDENT',
    zamestnavatel: null,
    avatarBarva: '#1D4ED8',
  },
  petr: {
    id: 4100004,
    jmeno: 'Petr',
    prijmeni: 'Novotný',
    narozen: '1975-06-08',
    female: false,
    kategorie: 'OSVC',
    zamestnavatel: 'OSVC',
    avatarBarva: '#7C3AED',
  },
  tomas: {
    id: 4100005,
    jmeno: 'Tomáš',
    prijmeni: 'Horák',
    titulPred: 'MUDr.',
    narozen: '1979-01-23',
    female: false,
    kategorie: 'ZAMESTNANEC',
    zamestnavatel: CAR_MAKER_EMPLOYER_CODE,
    avatarBarva: '#15803D',
  },
  marie: {
    id: 4100006,
    jmeno: 'Marie',
    prijmeni: 'Svobodová',
    narozen: '1958-07-30',
    female: true,
    kategorie: 'DUCHODCE',
    zamestnavatel: null,
    avatarBarva: '#BE185D',
  },
  josef: {
    id: 4100007,
    jmeno: 'Josef',
    prijmeni: 'Procházka',
    narozen: '1956-02-11',
    female: false,
    kategorie: 'DUCHODCE',
    zamestnavatel: null,
    avatarBarva: '#A16207',
  },
  katerina: {
    id: 4100008,
    jmeno: 'Kateřina',
    prijmeni: 'Černá',
    narozen: '1990-12-05',
    female: true,
    kategorie: 'MATERRODIC',
    zamestnavatel: CAR_MAKER_EMPLOYER_CODE,
    avatarBarva: '#0E7490',
  },
  // Jana's newborn son: four months old whenever the database is seeded, so the newborn
  // programmes (ZVONEK's joining window, the first free year of accident insurance) apply.
  adam: {
    id: 4100009,
    jmeno: 'Adam',
    prijmeni: 'Dvořák',
    narozen: monthsAgo(4),
    female: false,
    kategorie: 'DITE',
    zamestnavatel: null,
    avatarBarva: '#4D7C0F',
  },
};

/** A demo person's id as the server carries it (the table above keeps the wire's numbers). */
export const demoPersonId = (key: PersonKey): PersonId => personIdParam.parse(demoPersons[key].id);

export function birthNumberOf(person: DemoPerson, index: number): string {
  return birthNumber(person.narozen, person.female, 100 + index * 37);
}

/** Who represents whom, in the order of the person switcher. */
export const demoRepresentations: ReadonlyArray<{ login: DemoLogin; person: PersonKey; typZastupce: string; poradi: number }> = [
  { login: 'pojistenec', person: 'jana', typZastupce: 'SAM_NA_SEBE', poradi: 0 },
  { login: 'pojistenec', person: 'tereza', typZastupce: 'DITE', poradi: 1 },
  { login: 'pojistenec', person: 'jakub', typZastupce: 'DOSPELY_PM', poradi: 2 },
  { login: 'pojistenec', person: 'adam', typZastupce: 'DITE', poradi: 3 },
  { login: 'osvc', person: 'petr', typZastupce: 'SAM_NA_SEBE', poradi: 0 },
  { login: 'lekar-pojistenec', person: 'tomas', typZastupce: 'SAM_NA_SEBE', poradi: 0 },
];

/** Patients' decisions about their doctors (the "access of data to doctors" setting). */
export const demoDoctorAccess: ReadonlyArray<{ doctor: DemoLogin; person: PersonKey; allowed: boolean }> = [
  { doctor: 'lekar', person: 'jana', allowed: true },
  { doctor: 'lekar', person: 'tereza', allowed: true },
  { doctor: 'lekar', person: 'petr', allowed: true },
  { doctor: 'lekar', person: 'marie', allowed: true },
  { doctor: 'lekar', person: 'josef', allowed: true },
  { doctor: 'lekar', person: 'katerina', allowed: false },
  { doctor: 'lekar-pojistenec', person: 'josef', allowed: true },
  { doctor: 'lekar-pojistenec', person: 'marie', allowed: false },
];

export interface DemoMessage {
  person: PersonKey;
  druh: 'UPOZORNENI' | 'ODPOVED_DOTAZ' | 'ODPOVED_KONZULTACE';
  nadpis: string;
  telo: string;
  vlakno?: string;
  /** Days before the seed. */
  daysAgo: number;
  read: boolean;
}

const handpicked: DemoMessage[] = [
  {
    person: 'jana',
    druh: 'ODPOVED_DOTAZ',
    vlakno: 'D-2025-004812',
    nadpis: 'Odpověď: Proplacení očkování proti klíšťové encefalitidě',
    telo: 'Dobrý den, paní Dvořáková, příspěvek na očkování vám proplatíme po doložení dokladu o úhradě. Doklad můžete vložit v části Benefity. S pozdravem, klientské centrum.',
    daysAgo: 1,
    read: false,
  },
  {
    person: 'jana',
    druh: 'UPOZORNENI',
    nadpis: 'Blíží se termín preventivní prohlídky',
    telo: 'Podle našich záznamů uplynuly téměř dva roky od vaší poslední preventivní prohlídky u praktického lékaře. Objednejte se prosím.',
    daysAgo: 3,
    read: false,
  },
  {
    person: 'jana',
    druh: 'UPOZORNENI',
    nadpis: 'Nový doklad v čerpané péči',
    telo: 'Do přehledu čerpané péče přibyl záznam od poskytovatele Oční optika Mladá Boleslav.',
    daysAgo: 6,
    read: false,
  },
  {
    person: 'jana',
    druh: 'UPOZORNENI',
    nadpis: 'Příspěvek z programu Pohyb a sport byl vyplacen',
    telo: 'Na váš bankovní účet jsme odeslali příspěvek 1 000 Kč na pohybové aktivity.',
    daysAgo: 20,
    read: true,
  },
  {
    person: 'jana',
    druh: 'ODPOVED_KONZULTACE',
    vlakno: 'K-2025-001177',
    nadpis: 'Odpověď: Bolesti zad po dlouhém sezení',
    telo: 'Doporučujeme pravidelné protažení a konzultaci s praktickým lékařem, případně rehabilitaci. Na rehabilitaci hrazenou ze zdravotního pojištění potřebujete poukaz.',
    daysAgo: 45,
    read: true,
  },
  {
    person: 'tereza',
    druh: 'UPOZORNENI',
    nadpis: 'Očkování: blíží se přeočkování',
    telo: 'Tereze se blíží termín přeočkování podle očkovacího kalendáře. Domluvte se prosím s praktickým lékařem pro děti a dorost.',
    daysAgo: 2,
    read: false,
  },
  {
    person: 'tereza',
    druh: 'UPOZORNENI',
    nadpis: 'Preventivní prohlídka u zubního lékaře',
    telo: 'Děti mají nárok na preventivní prohlídku u zubního lékaře dvakrát ročně.',
    daysAgo: 60,
    read: true,
  },
  {
    person: 'petr',
    druh: 'UPOZORNENI',
    nadpis: 'Přehled OSVČ za minulý rok',
    telo: 'Nezapomeňte podat Přehled o příjmech a výdajích OSVČ do měsíce od podání daňového přiznání.',
    daysAgo: 4,
    read: false,
  },
  {
    person: 'petr',
    druh: 'UPOZORNENI',
    nadpis: 'Změna výše minimální zálohy',
    telo: 'Od ledna se mění minimální záloha na zdravotní pojištění OSVČ. Aktuální výši najdete v části Moje pojištění.',
    daysAgo: 9,
    read: false,
  },
  {
    person: 'petr',
    druh: 'ODPOVED_DOTAZ',
    vlakno: 'D-2025-003950',
    nadpis: 'Odpověď: Potvrzení o bezdlužnosti',
    telo: 'Potvrzení o bezdlužnosti jsme vám odeslali do datové schránky.',
    daysAgo: 30,
    read: true,
  },
  {
    person: 'tomas',
    druh: 'UPOZORNENI',
    nadpis: 'Průkaz pojištěnce byl odeslán',
    telo: 'Nový průkaz pojištěnce jsme odeslali na vaši kontaktní adresu.',
    daysAgo: 15,
    read: true,
  },
  {
    person: 'marie',
    druh: 'UPOZORNENI',
    nadpis: 'Screening rakoviny tlustého střeva',
    telo: 'Máte nárok na screeningové vyšetření. Více informací vám poskytne praktický lékař.',
    daysAgo: 5,
    read: false,
  },
];

const providers = [
  'Fakultní nemocnice Motol',
  'Klaudiánova nemocnice Mladá Boleslav',
  'Poliklinika Budějovická',
  'Lékárna Dr. Max',
  'Zubní ordinace MUDr. Krátká',
  'Sportovní medicína Praha',
];

/**
 * The adult child has a backlog of 104 unread notices (one per processed care record over two
 * years), so the bell shows "99+".
 */
function jakubBacklog(): DemoMessage[] {
  const list: DemoMessage[] = [];
  for (let n = 0; n < 104; n++) {
    const provider = providers[n % providers.length];
    list.push({
      person: 'jakub',
      druh: 'UPOZORNENI',
      nadpis: `Nový záznam v čerpané péči (${provider})`,
      telo: `Do přehledu čerpané péče přibyl záznam od poskytovatele ${provider}. Podrobnosti najdete v části Moje zdraví – Čerpaná péče.`,
      daysAgo: 7 + n * 7,
      read: false,
    });
  }
  return list;
}

export const demoMessages: readonly DemoMessage[] = [...handpicked, ...jakubBacklog()];

/** Help texts by code: every screen's text (server/seed/help-texts.ts, kept up to date on every start by the settings seed). */
export const demoHelpTexts: ReadonlyArray<{ kod: string; nadpis: string; popis: string }> = Object.entries(screenHelpTexts).map(
  ([kod, text]) => ({ kod, ...text }),
);

/** Code lists (GET /data/ciselnik). */
export const demoCodeLists: Readonly<Record<string, ReadonlyArray<[kod: string, nazev: string]>>> = {
  ALKOHOL: [
    ['NEPIJE', 'Nepije'],
    ['PRILEZITOSTNE', 'Příležitostně'],
    ['PRAVIDELNE', 'Pravidelně'],
    ['NADMERNE', 'Nadměrně'],
    ['BYVALY', 'Bývalý konzument'],
  ],
  KOURENI: [
    ['NEKOURI', 'Nekouří'],
    ['PRILEZITOSTNE', 'Příležitostně'],
    ['PRAVIDELNE', 'Pravidelně'],
    ['BYVALY_KURAK', 'Bývalý kuřák'],
    ['ELEKTRONICKA', 'Elektronická cigareta / zahřívaný tabák'],
  ],
  VZTAH: [
    ['MANZEL', 'Manžel / manželka'],
    ['PARTNER', 'Partner / partnerka'],
    ['RODIC', 'Rodič'],
    ['DITE', 'Dítě'],
    ['SOUROZENEC', 'Sourozenec'],
    ['PRARODIC', 'Prarodič'],
    ['ZAKONNY_ZASTUPCE', 'Zákonný zástupce'],
    ['JINY', 'Jiný vztah'],
  ],
  KATEGORIE_POJISTENCE: [
    ['ZAMESTNANEC', 'Zaměstnanec'],
    ['OSVC', 'Osoba samostatně výdělečně činná'],
    ['OBZP', 'Osoba bez zdanitelných příjmů'],
    ['DITE', 'Nezaopatřené dítě'],
    ['STUDENT', 'Student'],
    ['DUCHODCE', 'Poživatel důchodu'],
    ['INVDUCHDCE', 'Poživatel invalidního důchodu'],
    ['MATERRODIC', 'Osoba na mateřské nebo rodičovské dovolené'],
    ['PECOVATEL', 'Osoba pečující o osobu závislou'],
    ['URADPRACE', 'Uchazeč o zaměstnání v evidenci úřadu práce'],
    ['OSTATNI', 'Ostatní'],
  ],
};

/** Banners on the start page; one has expired and must not be shown. */
export const demoBanners: ReadonlyArray<{
  nadpis: string;
  text: string;
  odkazText: string | null;
  odkazUrl: string | null;
  platnostOd: string | null;
  platnostDo: string | null;
  poradi: number;
}> = [
  {
    nadpis: 'Očkování proti chřipce',
    text: 'Nechte se očkovat proti chřipce. Očkování je pro pojištěnce hrazené a u praktického lékaře trvá jen pár minut.',
    odkazText: 'Moje očkování',
    odkazUrl: '/moje-zdravi/ockovani/',
    platnostOd: '2024-09-01',
    platnostDo: null,
    poradi: 1,
  },
  {
    nadpis: 'Program Vitalitas',
    text: 'Cestovní a úrazové pojištění pro celou rodinu za zvýhodněné ceny. Novorozencům v programu ZVONEK hradíme první rok úrazového pojištění, děti a mladí do 26 let mají programy GINA a GINA+.',
    odkazText: 'Zjistit více',
    odkazUrl: '/pojistne/vitalitas/',
    platnostOd: null,
    platnostDo: null,
    poradi: 2,
  },
  {
    nadpis: 'Nová verze aplikace 1.14',
    text: 'Přinesli jsme přehlednější čerpanou péči a grafy laboratorních výsledků.',
    odkazText: null,
    odkazUrl: null,
    platnostOd: '2024-01-01',
    platnostDo: '2024-03-31',
    poradi: 3,
  },
];
