/**
 * Czech texts of the request screens: the certificate of no arrears, the insurance card with the
 * EHIC, the EHIC request and its confirmation, the new card. Messages of the calls live in
 * contract/insurance.ts (insuranceMessages), labels of the enums next to them.
 */
import { czechCount } from '../../../contract/format';

export const requestTexts = {
  // shared wizard
  KROK: (n: number, z: number) => `Krok ${n} z ${z}`,
  ADRESA_POLE: 'Adresa odeslání',
  ADRESA_CHYBI: 'Adresu nemáte vyplněnou.',
  POKRACOVAT: 'Pokračovat',
  KONTROLA_NADPIS: 'Zkontrolujte žádost',
  KONTROLA_UVOD: 'Žádost odešleme až tlačítkem Odeslat žádost.',
  ZADOST: 'Žádost',
  ZADATEL: 'Pojištěnec',
  ZPET: 'Zpět',
  ODESLAT: 'Odeslat žádost',
  ODESILANI: 'Odesílání žádosti…',
  ZKUSIT_ZNOVU: 'Zkusit znovu',
  PRIJATO_NADPIS: 'Žádost byla přijata',
  PRIJATO_DNE: 'Datum žádosti',
  STAV: 'Stav',
  PODROBNOSTI: 'Podrobnosti',
  MOJE_ZADOSTI: 'Moje žádosti',
  MOJE_ZADOSTI_TEXT: 'Jak se žádost vyřizuje, uvidíte v přehledu Moje žádosti.',

  // certificate of no arrears
  BEZDLUZNOST_NADPIS: 'Žádost o bezdlužnost',
  BEZDLUZNOST_KROK: 'Kam vám potvrzení pošleme',
  BEZDLUZNOST_NEDOPLATEK: (castka: string) => `Po splatnosti evidujeme ${castka}. Po zaplacení si o potvrzení můžete požádat.`,
  ZAPLATIT: 'Zaplatit nedoplatek',
  BEZDLUZNOST_UVOD:
    'Potvrzení o bezdlužnosti dokládá, že u nás nemáte nedoplatek na pojistném. Pošleme vám ho poštou na adresu, kterou vyberete.',

  // the card
  PRUKAZ_NADPIS: 'Průkaz pojištěnce',
  PRUKAZ_KARTA: 'Průkaz pojištěnce a evropský průkaz zdravotního pojištění',
  PRUKAZ_ZADNI_STRANA: 'Evropský průkaz zdravotního pojištění',
  PRUKAZ_PRIJMENI: 'Příjmení',
  PRUKAZ_JMENO: 'Jméno',
  PRUKAZ_NAROZENI: 'Datum narození',
  PRUKAZ_OSOBNI_CISLO: 'Osobní identifikační číslo',
  PRUKAZ_INSTITUCE: 'Identifikační číslo instituce',
  PRUKAZ_CISLO_KARTY: 'Identifikační číslo karty',
  PRUKAZ_PLATNOST: 'Platnost do',
  PRUKAZ_STAT: 'CZ',
  PRUKAZ_STAT_NAZEV: 'Česká republika',
  PRUKAZ_KONCI: (datum: string, dni: number) =>
    `Platnost průkazu končí ${datum} (${dni === 0 ? 'dnes' : dni === 1 ? 'zítra' : `za ${czechCount(dni, 'den', 'dny', 'dní')}`}). Požádejte o nový průkaz včas, ať ho máte před koncem platnosti.`,
  PRUKAZ_PROSLY: (datum: string) => `Platnost průkazu skončila ${datum}. Požádejte o nový průkaz.`,
  PRUKAZ_POPIS:
    'Průkaz pojištěnce ukazujte u lékaře v Česku. Jeho zadní strana je evropský průkaz zdravotního pojištění: s ním dostanete nutnou zdravotní péči v zemích EU, na Islandu, v Lichtenštejnsku, Norsku a Švýcarsku.',
  POZADAT_EHIC: 'Požádat o evropský průkaz',
  POZADAT_NOVY: 'Požádat o nový průkaz',
  POSLEDNI_ZADOST: (datum: string) => `O evropský průkaz jste požádali ${datum}.`,
  STAHNOUT_POTVRZENI: 'Stáhnout potvrzení (PDF)',
  /** The header's PDF button on the EHIC confirmation (document 1 §2). */
  STAHNOUT_POTVRZENI_EHIC: 'Stáhnout potvrzení o evropském průkazu (PDF)',
  ZOBRAZIT_POTVRZENI: 'Zobrazit potvrzení žádosti',
  PRUKAZ_JEDNA_KARTA:
    'Průkaz pojištěnce a evropský průkaz jsou jedna karta. O evropský průkaz požádejte před cestou do zahraničí: hned si stáhnete potvrzení, které kartu v cizině dočasně nahradí, a novou kartu vám pošleme. O nový průkaz požádejte při ztrátě, odcizení, poškození nebo změně údajů.',
  EHIC_VYRIZUJE_SE: 'Novou kartu vám posíláme. Do té doby vám v zahraničí poslouží potvrzení.',
  POTVRZENI_SOUBOR: 'potvrzeni-ehic.pdf',

  // EHIC request and its confirmation
  EHIC_NADPIS: 'Žádost o evropský průkaz',
  EHIC_KROK: 'Kam vám průkaz pošleme',
  EHIC_UVOD:
    'Nový evropský průkaz zdravotního pojištění vám pošleme poštou. Hned po odeslání žádosti si můžete stáhnout potvrzení (PDF), které průkaz v zahraničí dočasně nahradí.',
  EHIC_ODESLANO_NADPIS: 'Žádost o evropský průkaz odeslána',
  EHIC_PRIJATO: (datum: string) => `Žádost jsme přijali dne ${datum}.`,
  EHIC_PLATNOST_POTVRZENI: (od: string, doDne: string) => `Potvrzení platí od ${od} do ${doDne}.`,
  EHIC_VYSVETLENI:
    'Potvrzení (vytištěné nebo v telefonu) nahrazuje evropský průkaz v zahraničí, dokud vám nepřijde nový průkaz. Na cestách ho mějte u sebe.',
  EHIC_ZADNA_ZADOST: 'O evropský průkaz jste zatím nežádali.',
  EHIC_ZPET_NA_PRUKAZ: 'Zpět na průkaz pojištěnce',

  // new card
  NOVY_NADPIS: 'Žádost o nový průkaz',
  NOVY_UVOD: 'Nový průkaz pojištěnce vám pošleme poštou na adresu, kterou vyberete.',
  NOVY_KROK: 'Důvod žádosti a adresa',
  NOVY_DUVOD: 'Důvod žádosti',
} as const;
