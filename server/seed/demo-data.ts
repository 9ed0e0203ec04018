import { CAR_MAKER_EMPLOYER_CODE } from '../../contract/general';
import { personIdParam, type PersonId } from '../../contract/ids';
import { birthNumber } from './birth-number';

/**
 * The demo data: invented people with realistic Czech names and valid birth numbers.
 * Everything here is fiction; any resemblance to real persons is coincidental.
 */

export { CAR_MAKER_EMPLOYER_CODE };

export const DEMO_PASSWORD = 'demo';

export type DemoLogin = 'pojistenec' | 'osvc' | 'lekar' | 'lekar-pojistenec' | 'nesynchronizovano';

export interface DemoAccount {
  login: DemoLogin;
  /** The button text on the sign-in page. */
  label: string;
  jmeno: string;
  prijmeni: string;
  /** Access-token role flags: jl = doctor, jp = insured person. */
  roles: { jl: boolean; jp: boolean };
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
];

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

/** Help texts by code: a safe HTML subset (<p>, <ul>, <li>, <strong>). */
export const demoHelpTexts: ReadonlyArray<{ kod: string; nadpis: string; popis: string }> = [
  {
    kod: 'DEFAULT',
    nadpis: 'Nápověda',
    popis:
      '<p>K této stránce zatím nemáme podrobnou nápovědu.</p><p>Pokud si nevíte rady, napište nám přes <strong>Kontaktuj ZPŠ</strong> nebo zavolejte na klientskou linku.</p>',
  },
  {
    kod: 'UVOD',
    nadpis: 'Úvodní stránka',
    popis:
      '<p>Na úvodní stránce vidíte přehled nejdůležitějších informací o pojištěnci, kterého máte právě vybraného.</p><ul><li>Dlaždice (widgety) můžete <strong>připnout</strong> nebo <strong>skrýt</strong>.</li><li>Pojištěnce, za kterého jednáte, přepnete v záhlaví.</li><li>Zvonek ukazuje počet nepřečtených zpráv.</li></ul>',
  },
  {
    kod: 'PRIHLASENI',
    nadpis: 'Přihlášení',
    popis:
      '<p>Pro přihlášení použijte své uživatelské jméno a heslo.</p><ul><li>Po přihlášení vás aplikace vrátí zpět na úvodní stránku.</li><li>Z bezpečnostních důvodů se po delší nečinnosti odhlásíte automaticky.</li></ul><p>Zapomenuté heslo vám obnoví <strong>klientské centrum</strong>.</p>',
  },
  {
    kod: 'O_APLIKACI',
    nadpis: 'O aplikaci',
    popis:
      '<p>Zdravotní karta pojištěnce je klientský portál zaměstnanecké zdravotní pojišťovny.</p><p>Najdete zde verzi aplikace, <strong>identifikátor instalace</strong> (uveďte ho při kontaktu s podporou), informace o zpracování osobních údajů a prohlášení o přístupnosti.</p>',
  },
  {
    kod: 'MOJE_POJISTENI',
    nadpis: 'Moje pojištění',
    popis:
      '<p>Přehled vašeho zdravotního pojištění po jednotlivých letech.</p><ul><li><strong>Kategorie pojištěnce</strong> určuje, kdo za vás pojistné platí.</li><li>Platby pojistného najdete v části Platby pojistného.</li><li>Osoby samostatně výdělečně činné zde podávají Přehled OSVČ.</li></ul>',
  },
  {
    kod: 'CERPANA_PECE',
    nadpis: 'Čerpaná péče',
    popis:
      '<p>Přehled zdravotní péče, kterou pojišťovna uhradila poskytovatelům.</p><ul><li>Rok vyberete nahoře na stránce.</li><li>Pokud péči nepoznáváte, můžete ji <strong>reklamovat</strong>.</li></ul>',
  },
  {
    kod: 'ZPRAVY',
    nadpis: 'Zprávy a upozornění',
    popis:
      '<p>Zde najdete odpovědi na své dotazy a upozornění od pojišťovny.</p><p>Nepřečtené zprávy jsou zvýrazněny; od 100 zpráv ukazuje zvonek <strong>99+</strong>.</p>',
  },
  {
    kod: 'CAFETERIA',
    nadpis: 'Cafeterie',
    popis:
      '<p>Zaměstnanci automobilky mohou část benefitů čerpat přes cafeterii zaměstnavatele.</p><ul><li>Zvolte, zda chcete příspěvky pojišťovny převádět do cafeterie.</li><li>Změna se projeví od následujícího měsíce.</li></ul>',
  },
  {
    kod: 'CERPANE_PROGRAMY',
    nadpis: 'Čerpané programy',
    popis:
      '<p>Přehled příspěvků ze zdravotních programů, které jste v daném roce čerpali.</p><p>U každé žádosti vidíte její <strong>stav</strong> a vyplacenou částku.</p>',
  },
  {
    kod: 'EHIC',
    nadpis: 'Evropský průkaz zdravotního pojištění',
    popis:
      '<p>Evropský průkaz (EHIC) je na zadní straně vašeho průkazu pojištěnce a platí v zemích EU, Islandu, Lichtenštejnsku, Norsku a Švýcarsku.</p><ul><li>Pokud průkaz nemáte u sebe, požádejte o <strong>náhradní certifikát</strong>.</li><li>Potvrzení si můžete stáhnout jako PDF.</li></ul>',
  },
  {
    kod: 'EMERGENTNI_UDAJE',
    nadpis: 'Emergentní údaje',
    popis:
      '<p>Údaje pro záchrannou službu: kontaktní osoba, krevní skupina a další důležité informace.</p><p>Vyplňte <strong>alespoň jedno pole</strong>. Údaje uvidí záchranná služba jen s vaším souhlasem.</p>',
  },
  {
    kod: 'KOMUNIKACE_SE_ZPS',
    nadpis: 'Komunikace se ZPŠ',
    popis:
      '<p>Zde můžete pojišťovně položit dotaz a sledovat odpovědi.</p><ul><li>Ke zprávě můžete přiložit až <strong>5 souborů</strong> (celkem nejvýše 20 MB).</li><li>Odpověď vám pošleme obvykle do pěti pracovních dnů.</li></ul>',
  },
  {
    kod: 'KONZULTACE',
    nadpis: 'Zdravotní konzultace',
    popis:
      '<p>Zdravotní konzultace vám zodpoví lékař pojišťovny.</p><p>Konzultace <strong>nenahrazuje</strong> vyšetření u lékaře. V naléhavém případě volejte 155.</p>',
  },
  {
    kod: 'LABORATORNI_VYSLEDKY',
    nadpis: 'Laboratorní výsledky',
    popis:
      '<p>Výsledky laboratorních vyšetření, které laboratoře vykázaly pojišťovně.</p><ul><li>Výsledky zobrazíme jen s vaším <strong>souhlasem</strong>, který můžete kdykoli odvolat.</li><li>Vývoj hodnot uvidíte v grafech.</li></ul>',
  },
  {
    kod: 'MAPA_SMLUVNICH_PARTNERU',
    nadpis: 'Mapa smluvních partnerů',
    popis:
      '<p>Vyhledejte lékaře, lékárny a další smluvní partnery pojišťovny ve svém okolí.</p><p>Hledat můžete podle názvu, druhu pracoviště nebo adresy.</p>',
  },
  {
    kod: 'MOJE_ANAMNEZA',
    nadpis: 'Moje anamnéza',
    popis:
      '<p>Zapište si alergie, nemoci, operace, úrazy a pobyty v nemocnici.</p><p>Záznamy si vedete sami; lékař je uvidí jen tehdy, když mu <strong>zpřístupníte</strong> svou dokumentaci.</p>',
  },
  {
    kod: 'MOJE_DOKUMENTY',
    nadpis: 'Moje dokumenty',
    popis:
      '<p>Uložte si lékařské zprávy a další dokumenty.</p><ul><li>Povolené přípony: jpg, jpeg, webp, png, svg, tif, rtf, txt, pdf.</li><li>K dokumentu vyplňte <strong>datum události nebo popis</strong>.</li></ul>',
  },
  {
    kod: 'MOJE_LEKY',
    nadpis: 'Moje léky',
    popis:
      '<p>Léky, které vám byly vydány na recept, a léky, které si přidáte sami.</p><p>Upozorníme vás na možné <strong>interakce</strong> a duplicity.</p>',
  },
  {
    kod: 'MOJE_PREVENCE',
    nadpis: 'Moje prevence',
    popis:
      '<p>Přehled preventivních prohlídek a screeningů, na které máte nárok.</p><ul><li>U každé prohlídky vidíte, <strong>do kdy platí</strong> a co chybí.</li><li>Za absolvované prevence můžete získat příspěvek.</li></ul>',
  },
  {
    kod: 'MOJE_ZADOSTI',
    nadpis: 'Moje žádosti',
    popis:
      '<p>Žádosti, které jste podali: příspěvky, registrace novorozence, přeregistrace dítěte, nový průkaz a další.</p><p>Vyberte období a zobrazí se žádosti podané v tomto čase.</p>',
  },
  {
    kod: 'MOJE_ZAZNAMY',
    nadpis: 'Tlak, tep, výška a váha',
    popis:
      '<p>Zapisujte si naměřené hodnoty; z výšky a váhy spočítáme <strong>BMI</strong>.</p><ul><li>Tep 20–250, tlak systolický 50–300 a diastolický 30–200.</li><li>Výška 30–270 cm, váha 1–700 kg.</li></ul>',
  },
  {
    kod: 'MOJI_LEKARI',
    nadpis: 'Moji lékaři',
    popis:
      '<p>Lékaři, u kterých jste registrováni nebo které jste v poslední době navštívili.</p><p>V detailu najdete kontakt a adresu ordinace.</p>',
  },
  {
    kod: 'NASTAVENI',
    nadpis: 'Nastavení',
    popis:
      '<p>Nastavte si oznámení, souhlasy a údaje pojištěnce.</p><p>Nastavení se týká pojištěnce, kterého máte právě <strong>vybraného</strong>.</p>',
  },
  {
    kod: 'NASTAVENI_POJISTENCE',
    nadpis: 'Nastavení pojištěnce',
    popis: '<p>Osobní a kontaktní údaje, emergentní údaje, cafeterie, registrovaná zařízení a zpřístupnění údajů lékařům.</p>',
  },
  {
    kod: 'OCKOVANI',
    nadpis: 'Očkování',
    popis:
      '<p>Přehled očkování vykázaných lékaři a očkování, která si zapíšete sami.</p><ul><li>U záznamu vyplňte <strong>datum</strong> a <strong>nemoc</strong>.</li><li>Termín přeočkování vám připomeneme.</li></ul>',
  },
  {
    kod: 'OSOBNI_UDAJE',
    nadpis: 'Osobní údaje',
    popis:
      '<p>Změnu jména nebo příjmení doložte dokladem (například oddacím listem).</p><p>Adresu, e-mail, telefon a bankovní účet změníte přímo zde.</p>',
  },
  {
    kod: 'PLATBY_POJISTNEHO',
    nadpis: 'Platby pojistného',
    popis:
      '<p>Přehled předpisů a plateb pojistného po měsících.</p><p>Pokud máte <strong>nedoplatek</strong>, uhradíte ho nejrychleji QR platbou.</p>',
  },
  {
    kod: 'POTVRZENI_BEZDLUZNOSTI',
    nadpis: 'Potvrzení o bezdlužnosti',
    popis:
      '<p>Potvrzení, že vůči pojišťovně nemáte dluhy, potřebujete například k žádosti o dotaci nebo do výběrového řízení.</p><p>Vyberte, kam vám ho máme poslat.</p>',
  },
  {
    kod: 'PREHLED_OSVC',
    nadpis: 'Přehled OSVČ',
    popis:
      '<p>Osoby samostatně výdělečně činné podávají Přehled o příjmech a výdajích <strong>do měsíce</strong> od podání daňového přiznání.</p><ul><li>Vyplňte údaje z daňového přiznání.</li><li>Pojistné a nové zálohy vám spočítáme.</li></ul>',
  },
  {
    kod: 'PREREGISTRACE_DITETE',
    nadpis: 'Přeregistrace dítěte',
    popis:
      '<p>Dítě, které je pojištěno u jiné pojišťovny, k nám přeregistrujete touto žádostí.</p><p>Přeregistrace je možná vždy k prvnímu dni kalendářního čtvrtletí.</p>',
  },
  {
    kod: 'PROPLACENI_PECE',
    nadpis: 'Proplacení zdravotní péče',
    popis:
      '<p>Požádejte o proplacení péče nebo cesty, kterou jste uhradili sami.</p><ul><li>Přiložte <strong>doklad o zaplacení</strong>.</li><li>Peníze pošleme na bankovní účet, který uvedete.</li></ul>',
  },
  {
    kod: 'REGISTRACE_NOVOROZENCE',
    nadpis: 'Registrace novorozence',
    popis:
      '<p>Novorozence přihlásíte k pojištění u pojišťovny matky.</p><p>Přiložte <strong>rodný list</strong> dítěte. Matka musí být pojištěncem naší pojišťovny.</p>',
  },
  {
    kod: 'REGISTROVANA_ZARIZENI',
    nadpis: 'Registrovaná zařízení',
    popis:
      '<p>Zařízení a prohlížeče, ve kterých jste přihlášeni.</p><p>Odebráním zařízení ho <strong>odhlásíte</strong>. Neznámé zařízení odeberte a změňte si heslo.</p>',
  },
  {
    kod: 'SOUHLASY',
    nadpis: 'Souhlasy s podmínkami',
    popis: '<p>Přehled souhlasů, které jste udělili.</p><p>Každý souhlas můžete <strong>kdykoli odvolat</strong>.</p>',
  },
  {
    kod: 'UHRADA_POJISTNEHO',
    nadpis: 'Úhrada pojistného',
    popis:
      '<p>Pojistné zaplatíte převodem nebo naskenováním <strong>QR kódu</strong> v bankovní aplikaci.</p><p>Nezapomeňte uvést správný variabilní symbol.</p>',
  },
  {
    kod: 'VITALITAS',
    nadpis: 'Program Vitalitas',
    popis:
      '<p>Příspěvky na pohyb, prevenci a zdravý životní styl.</p><ul><li><strong>ZVONEK</strong> pro děti do 6 let.</li><li><strong>GINA</strong> a <strong>GINA+</strong> pro děti a mladé do 26 let.</li><li>Cestovní a úrazové pojištění se slevou.</li></ul>',
  },
  {
    kod: 'ZAPUJCENE_ZP',
    nadpis: 'Zapůjčené zdravotnické prostředky',
    popis:
      '<p>Zdravotnické prostředky, které vám byly zapůjčeny (například invalidní vozík nebo polohovací lůžko).</p><p>Po skončení používání prostředek vraťte výdejně.</p>',
  },
  {
    kod: 'ZDRAVOTNI_PROGRAMY',
    nadpis: 'Zdravotní programy',
    popis:
      '<p>Programy, ze kterých můžete čerpat příspěvky: očkování, vitamíny, sport, prevence a další.</p><p>Vyberte program a požádejte o příspěvek s dokladem o zaplacení.</p>',
  },
  {
    kod: 'ZPRISTUPNENI_UDAJU_LEKARUM',
    nadpis: 'Zpřístupnění údajů lékařům',
    popis:
      '<p>Rozhodněte, kteří lékaři smějí vidět vaši dokumentaci v aplikaci.</p><p>Souhlas můžete lékaři <strong>kdykoli odebrat</strong>; lékař pak vaše údaje neuvidí.</p>',
  },
  {
    kod: 'PREHLED_PACIENTU',
    nadpis: 'Přehled pacientů',
    popis:
      '<p>Vidíte pouze pacienty, kteří vám <strong>zpřístupnili</strong> svou dokumentaci.</p><p>Pacienta vyhledáte podle jména, příjmení nebo rodného čísla.</p>',
  },
];

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
