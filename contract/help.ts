/**
 * The help of every screen (document 1 §2 "help, which opens a dialog with help text fetched by
 * code"; document 2 §7 `GET /napoveda?kod=`). One code per screen of document 1, with the routes
 * it belongs to, so the app maps its routes to codes (route `staticData.helpCode`) and the seed
 * keeps a text for each (server/seed/help-texts.ts; a test checks that none is missing).
 *
 * Codes are upper case (the call ignores case). Screens that share one screen component may still
 * have their own code where the help differs (the four Vitalitas programme pages). `DEFAULT` is the
 * fallback for a code the server does not know.
 */

export interface HelpScreen {
  /** The code of `GET /napoveda?kod=`. */
  kod: string;
  /** The screen's title in the help dialog. */
  nazev: string;
  /** The routes of document 1 §2 this help belongs to ('' for screens without a route of their own). */
  cesty: readonly string[];
  /** Who sees the screen: the insured person, the doctor, or anyone (signed out too). */
  pro: 'POJISTENEC' | 'LEKAR' | 'VSICHNI';
}

export const helpScreens = [
  // General
  { kod: 'DEFAULT', nazev: 'Nápověda', cesty: [], pro: 'VSICHNI' },
  { kod: 'UVOD', nazev: 'Úvodní stránka', cesty: ['/'], pro: 'POJISTENEC' },
  { kod: 'NASTENKA', nazev: 'Úprava nástěnky', cesty: ['/'], pro: 'POJISTENEC' },
  { kod: 'PRIHLASENI', nazev: 'Přihlášení', cesty: ['/prihlaseni'], pro: 'VSICHNI' },
  { kod: 'ODHLASENI', nazev: 'Odhlášení', cesty: ['/uzivatel/odhlasit', '/uzivatel/odhlasen'], pro: 'VSICHNI' },
  { kod: 'NESYNCHRONIZOVANO', nazev: 'Údaje se připravují', cesty: [], pro: 'VSICHNI' },
  { kod: 'O_APLIKACI', nazev: 'O aplikaci', cesty: ['/o-aplikaci'], pro: 'VSICHNI' },
  { kod: 'OCHRANA_OSOBNICH_UDAJU', nazev: 'Ochrana osobních údajů', cesty: ['/o-aplikaci'], pro: 'VSICHNI' },
  { kod: 'PROHLASENI_O_PRISTUPNOSTI', nazev: 'Prohlášení o přístupnosti', cesty: ['/o-aplikaci'], pro: 'VSICHNI' },
  { kod: 'NENALEZENO', nazev: 'Stránka nenalezena', cesty: ['*'], pro: 'VSICHNI' },
  {
    kod: 'STYLY',
    nazev: 'Ukázky stylů',
    cesty: ['/stylySeznamy', '/stylyPece', '/stylyTexty', '/stylyButtony', '/stylyFormElems'],
    pro: 'VSICHNI',
  },
  // My health
  { kod: 'CERPANA_PECE', nazev: 'Čerpaná péče', cesty: ['/moje-zdravi/cerpana-pece/{rok?}'], pro: 'VSICHNI' },
  { kod: 'MOJE_PREVENCE', nazev: 'Moje prevence', cesty: ['/moje-zdravi/moje-prevence/'], pro: 'VSICHNI' },
  { kod: 'MOJE_PREVENCE_DETAIL', nazev: 'Detail prevence', cesty: ['/moje-zdravi/moje-prevence/{pojistenecId}/{id}'], pro: 'VSICHNI' },
  { kod: 'MOJE_LEKY', nazev: 'Moje léky', cesty: ['/moje-zdravi/moje-leky/'], pro: 'VSICHNI' },
  { kod: 'MOJE_ANAMNEZA', nazev: 'Moje anamnéza', cesty: ['/moje-zdravi/moje-anamneza/'], pro: 'VSICHNI' },
  { kod: 'MOJE_ZAZNAMY', nazev: 'Tlak, tep, výška a váha', cesty: ['/moje-zdravi/moje-zaznamy/'], pro: 'VSICHNI' },
  { kod: 'CHRONICKA_ONEMOCNENI', nazev: 'Chronická onemocnění', cesty: ['/moje-zdravi/chronicka-onemocneni/'], pro: 'POJISTENEC' },
  { kod: 'MOJI_LEKARI', nazev: 'Moji lékaři', cesty: ['/moje-zdravi/moji-lekari/'], pro: 'POJISTENEC' },
  { kod: 'MOJI_LEKARI_DETAIL', nazev: 'Detail lékaře', cesty: ['/moje-zdravi/moji-lekari/{pojistenecId}/{id}'], pro: 'POJISTENEC' },
  { kod: 'ZAPUJCENE_ZP', nazev: 'Zapůjčené zdravotnické prostředky', cesty: ['/moje-zdravi/zapujcene-zp/'], pro: 'POJISTENEC' },
  { kod: 'MOJE_DOKUMENTY', nazev: 'Moje dokumenty', cesty: ['/moje-zdravi/moje-dokumenty/'], pro: 'POJISTENEC' },
  { kod: 'MOJE_DOKUMENTY_NOVY', nazev: 'Nový dokument', cesty: ['/moje-zdravi/moje-dokumenty/novy/'], pro: 'POJISTENEC' },
  {
    kod: 'MOJE_DOKUMENTY_DETAIL',
    nazev: 'Detail dokumentu',
    cesty: ['/moje-zdravi/moje-dokumenty/{pojistenecId}/{id}'],
    pro: 'POJISTENEC',
  },
  { kod: 'EHIC', nazev: 'Průkaz pojištěnce a evropský průkaz', cesty: ['/moje-zdravi/ehic/'], pro: 'POJISTENEC' },
  { kod: 'EHIC_ZADOST', nazev: 'Žádost o evropský průkaz', cesty: ['/moje-zdravi/ehic/zadost/'], pro: 'POJISTENEC' },
  {
    kod: 'EHIC_POTVRZENI',
    nazev: 'Potvrzení nahrazující evropský průkaz',
    cesty: ['/moje-zdravi/ehic/zadost/potvrzeni/'],
    pro: 'POJISTENEC',
  },
  { kod: 'NOVY_PRUKAZ', nazev: 'Nový průkaz pojištěnce', cesty: ['/moje-zdravi/ehic/novy-prukaz/'], pro: 'POJISTENEC' },
  { kod: 'OCKOVANI', nazev: 'Očkování', cesty: ['/moje-zdravi/ockovani/'], pro: 'POJISTENEC' },
  { kod: 'OCKOVANI_NOVE', nazev: 'Nové očkování', cesty: ['/moje-zdravi/ockovani/novy/'], pro: 'POJISTENEC' },
  { kod: 'LABORATORNI_VYSLEDKY', nazev: 'Laboratorní výsledky', cesty: ['/moje-zdravi/laboratorni-vysledky/'], pro: 'POJISTENEC' },
  {
    kod: 'LABORATORNI_GRAFY',
    nazev: 'Grafy laboratorních výsledků',
    cesty: ['/moje-zdravi/laboratorni-vysledky/grafy/'],
    pro: 'POJISTENEC',
  },
  { kod: 'MAPA_SMLUVNICH_PARTNERU', nazev: 'Mapa smluvních partnerů', cesty: ['/moje-zdravi/mapa-smluvnich-partneru/'], pro: 'POJISTENEC' },
  { kod: 'DETAIL_POSKYTOVATELE', nazev: 'Detail poskytovatele', cesty: ['/moje-zdravi/detail/{druh}/{id}'], pro: 'POJISTENEC' },
  // Insurance and payments
  { kod: 'MOJE_POJISTENI', nazev: 'Moje pojištění', cesty: ['/moje-pojisteni/{rok?}'], pro: 'POJISTENEC' },
  { kod: 'PLATBY_POJISTNEHO', nazev: 'Platby pojistného', cesty: ['/moje-pojisteni/platby-pojistneho/{typ?}/{rok?}'], pro: 'POJISTENEC' },
  { kod: 'PREHLED_OSVC', nazev: 'Přehled OSVČ', cesty: ['/moje-pojisteni/platby-pojistneho/prehled-osvc/'], pro: 'POJISTENEC' },
  {
    kod: 'POTVRZENI_BEZDLUZNOSTI',
    nazev: 'Potvrzení o bezdlužnosti',
    cesty: ['/moje-pojisteni/potvrzeni-bezdluznosti/'],
    pro: 'POJISTENEC',
  },
  { kod: 'UHRADA_POJISTNEHO', nazev: 'Úhrada pojistného', cesty: ['/moje-pojisteni/uhrada-pojistneho/'], pro: 'POJISTENEC' },
  // Vitalitas
  { kod: 'VITALITAS', nazev: 'Program Vitalitas', cesty: ['/pojistne/vitalitas/'], pro: 'POJISTENEC' },
  { kod: 'CESTOVNI_POJISTENI', nazev: 'Cestovní pojištění', cesty: ['/pojistne/vitalitas/cestovni-pojisteni/'], pro: 'POJISTENEC' },
  { kod: 'PROGRAM_ZVONEK', nazev: 'Program ZVONEK', cesty: ['/pojistne/vitalitas/program-zvonek/'], pro: 'POJISTENEC' },
  { kod: 'PROGRAM_GINA', nazev: 'Program GINA', cesty: ['/pojistne/vitalitas/program-gina/'], pro: 'POJISTENEC' },
  { kod: 'PROGRAM_GINA_PLUS', nazev: 'Program GINA+', cesty: ['/pojistne/vitalitas/program-gina-plus/'], pro: 'POJISTENEC' },
  // Settings
  { kod: 'NASTAVENI', nazev: 'Nastavení', cesty: ['/nastaveni/'], pro: 'POJISTENEC' },
  { kod: 'NASTAVENI_ZOBRAZENI', nazev: 'Vzhled aplikace', cesty: ['/nastaveni/'], pro: 'POJISTENEC' },
  { kod: 'NASTAVENI_UPOZORNENI', nazev: 'Upozornění', cesty: ['/nastaveni/'], pro: 'POJISTENEC' },
  { kod: 'SOUHLASY', nazev: 'Souhlasy s podmínkami', cesty: ['/nastaveni/souhlasy-s-podminkami/'], pro: 'POJISTENEC' },
  { kod: 'NASTAVENI_POJISTENCE', nazev: 'Nastavení pojištěnce', cesty: ['/nastaveni/nastaveni-pojistence/'], pro: 'POJISTENEC' },
  { kod: 'OSOBNI_UDAJE', nazev: 'Osobní údaje', cesty: ['/nastaveni/nastaveni-pojistence/osobni-udaje'], pro: 'POJISTENEC' },
  { kod: 'EMERGENTNI_UDAJE', nazev: 'Emergentní údaje', cesty: ['/nastaveni/nastaveni-pojistence/emergentni-udaje'], pro: 'POJISTENEC' },
  { kod: 'NOUZOVA_KARTA', nazev: 'Sdílené emergentní údaje', cesty: ['/nouzove-udaje/'], pro: 'VSICHNI' },
  { kod: 'CAFETERIA', nazev: 'Cafeterie', cesty: ['/nastaveni/nastaveni-pojistence/cafeteria'], pro: 'POJISTENEC' },
  {
    kod: 'REGISTROVANA_ZARIZENI',
    nazev: 'Registrovaná zařízení',
    cesty: ['/nastaveni/nastaveni-pojistence/registrovana-zarizeni'],
    pro: 'POJISTENEC',
  },
  {
    kod: 'ZPRISTUPNENI_UDAJU_LEKARUM',
    nazev: 'Zpřístupnění údajů lékařům',
    cesty: ['/nastaveni/nastaveni-pojistence/zpristupneni-udaju-lekarum'],
    pro: 'POJISTENEC',
  },
  { kod: 'KDO_VIDEL_MOJE_UDAJE', nazev: 'Kdo viděl moje údaje', cesty: [], pro: 'POJISTENEC' },
  { kod: 'ZABEZPECENI_PRIHLASENI', nazev: 'Zabezpečení přihlášení', cesty: [], pro: 'POJISTENEC' },
  // Communication and registrations
  { kod: 'MOJE_ZADOSTI', nazev: 'Moje žádosti', cesty: ['/komunikace/moje-zadosti/'], pro: 'POJISTENEC' },
  {
    kod: 'ZPRAVY',
    nazev: 'Upozornění',
    cesty: ['/komunikace/upozorneni/', '/komunikace/upozorneni/{pojistenecId}/{id}'],
    pro: 'POJISTENEC',
  },
  { kod: 'KOMUNIKACE_SE_ZPS', nazev: 'Kontaktuj ZPŠ', cesty: ['/komunikace/komunikace-se-zps/{vlakno?}'], pro: 'POJISTENEC' },
  { kod: 'KONZULTACE', nazev: 'Zdravotní konzultace', cesty: ['/komunikace/konzultace-zdravotniho-problemu/{vlakno?}'], pro: 'POJISTENEC' },
  { kod: 'REGISTRACE_NOVOROZENCE', nazev: 'Registrace novorozence', cesty: ['/registrace/registrace-novorozence/'], pro: 'POJISTENEC' },
  { kod: 'PREREGISTRACE_DITETE', nazev: 'Přeregistrace dítěte', cesty: ['/registrace/preregistrace-ditete/'], pro: 'POJISTENEC' },
  // Benefits
  { kod: 'ZDRAVOTNI_PROGRAMY', nazev: 'Zdravotní programy', cesty: ['/benefity/programy/'], pro: 'POJISTENEC' },
  {
    kod: 'CERPANI_PROGRAMU',
    nazev: 'Čerpání zdravotního programu',
    cesty: ['/benefity/programy/{pojistenecId}/{kod}/{kodZps?}'],
    pro: 'POJISTENEC',
  },
  { kod: 'CERPANE_PROGRAMY', nazev: 'Čerpané programy', cesty: ['/benefity/{rok?}'], pro: 'POJISTENEC' },
  { kod: 'PROPLACENI_PECE', nazev: 'Proplacení zdravotní péče', cesty: ['/benefity/zdravotni-pece/'], pro: 'POJISTENEC' },
  { kod: 'PROPLACENI_PECE_ZADOST', nazev: 'Žádost o proplacení péče', cesty: ['/benefity/zdravotni-pece/{kod}'], pro: 'POJISTENEC' },
  { kod: 'PRUVODCE_PROPLACENIM', nazev: 'Průvodce proplacením péče', cesty: [], pro: 'POJISTENEC' },
  { kod: 'URAZOVE_POJISTENI', nazev: 'Úrazové pojištění', cesty: ['/pojistne/vitalitas/'], pro: 'POJISTENEC' },
  // Doctor
  { kod: 'PREHLED_PACIENTU', nazev: 'Přehled pacientů', cesty: ['/'], pro: 'LEKAR' },
  { kod: 'PRISTUPY_LEKARE', nazev: 'Přístupy', cesty: [], pro: 'LEKAR' },
] as const satisfies readonly HelpScreen[];

export type HelpCode = (typeof helpScreens)[number]['kod'];
export const helpCodes: readonly HelpCode[] = helpScreens.map((screen) => screen.kod);

/**
 * The tags a help text may use (the help dialog renders exactly these; src/features/shell/helpHtml.tsx):
 * paragraphs, lists, strong and emphasis, line breaks and links to http(s) or mailto addresses.
 */
export const helpHtmlTags = ['p', 'ul', 'ol', 'li', 'strong', 'em', 'br', 'a'] as const;

/**
 * True when `html` is a help text as this product writes them: only the tags of `helpHtmlTags`,
 * no attribute except `href` on a link to https or mailto, no entity other than &amp; &lt; &gt;
 * &quot; &nbsp;, and nothing outside an element left unclosed.
 */
export function isSafeHelpHtml(html: string): boolean {
  const stack: string[] = [];
  const tagPattern = /<\s*(\/?)\s*([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g;
  let last = 0;
  for (const match of html.matchAll(tagPattern)) {
    const between = html.slice(last, match.index);
    if (/[<>]/.test(between) || /&(?!(amp|lt|gt|quot|nbsp);)/.test(between)) return false;
    last = (match.index ?? 0) + match[0].length;
    const [, closing, rawName, rest] = match;
    const name = rawName.toLowerCase();
    if (!(helpHtmlTags as readonly string[]).includes(name)) return false;
    const attributes = rest.trim().replace(/\/$/, '').trim();
    if (closing) {
      if (attributes !== '' || stack.pop() !== name) return false;
      continue;
    }
    if (name === 'a') {
      if (!/^href="(https:\/\/[^"\s<>]+|mailto:[^"\s<>]+)"$/.test(attributes)) return false;
    } else if (attributes !== '') return false;
    if (name !== 'br') stack.push(name);
  }
  const tail = html.slice(last);
  return !/[<>]/.test(tail) && !/&(?!(amp|lt|gt|quot|nbsp);)/.test(tail) && stack.length === 0;
}
