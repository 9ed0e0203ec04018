import type { HelpCode } from '../../contract/help';

/**
 * The help text of every screen (contract/help.ts `helpScreens`), in plain Czech: what the screen
 * shows, what the person can do there and what to watch out for. Formatted text of the help
 * dialog's allow-list (p, ul, ol, li, strong, em, br, a with https or mailto), checked by a test.
 * The seed writes them on every start (new texts replace old ones), so a fix here reaches every
 * database.
 */
export const screenHelpTexts: Readonly<Record<HelpCode, { nadpis: string; popis: string }>> = {
  // General -------------------------------------------------------------------------------------
  DEFAULT: {
    nadpis: 'Nápověda',
    popis:
      '<p>K této stránce zatím nemáme podrobnou nápovědu.</p><p>Pokud si nevíte rady, napište nám přes <strong>Kontaktuj ZPŠ</strong> nebo zavolejte na klientskou linku.</p>',
  },
  UVOD: {
    nadpis: 'Úvodní stránka',
    popis:
      '<p>Na úvodní stránce vidíte nejdůležitější informace o pojištěnci, kterého máte právě vybraného: nepřečtené zprávy, kontakt na praktického lékaře, nejbližší prevenci, stav plateb pojistného a průkaz pojištěnce.</p><ul><li>Pojištěnce, za kterého jednáte (například své dítě), přepnete v záhlaví.</li><li>Zvonek v záhlaví ukazuje počet nepřečtených zpráv.</li><li>Které dlaždice se zobrazí a v jakém pořadí, si nastavíte v <strong>Úpravě nástěnky</strong>.</li></ul>',
  },
  NASTENKA: {
    nadpis: 'Úprava nástěnky',
    popis:
      '<p>Dlaždice (widgety) na úvodní stránce si můžete přizpůsobit.</p><ul><li><strong>Připnutá</strong> dlaždice se zobrazí nahoře, v pořadí, v jakém ji připnete.</li><li><strong>Skrytá</strong> dlaždice se nezobrazí vůbec; kdykoli ji zase zapnete.</li><li>Když nic skryté nemáte, aplikace vám to oznámí.</li></ul><p>Nastavení platí pro váš účet na všech zařízeních.</p>',
  },
  PRIHLASENI: {
    nadpis: 'Přihlášení',
    popis:
      '<p>Pro přihlášení použijte své uživatelské jméno a heslo.</p><ul><li>Po přihlášení vás aplikace vrátí na úvodní stránku.</li><li>Z bezpečnostních důvodů se po delší nečinnosti odhlásíte automaticky.</li></ul><p>Zapomenuté heslo vám obnoví <strong>klientské centrum</strong>.</p>',
  },
  ODHLASENI: {
    nadpis: 'Odhlášení',
    popis:
      '<p>Odhlášením ukončíte přihlášení v tomto prohlížeči. Údaje, které aplikace uložila pro zobrazení bez připojení, se smažou.</p><p>Pokud jste aplikaci používali na cizím počítači, zavřete po odhlášení i prohlížeč.</p>',
  },
  NESYNCHRONIZOVANO: {
    nadpis: 'Údaje se připravují',
    popis:
      '<p>Váš účet je aktivní, ale údaje o pojištění se do aplikace ještě nepřenesly.</p><p>Přenos obvykle trvá <strong>do 24 hodin</strong>. Přihlaste se prosím později. Pokud se údaje nezobrazí ani potom, kontaktujte klientské centrum.</p>',
  },
  O_APLIKACI: {
    nadpis: 'O aplikaci',
    popis:
      '<p>Zdravotní karta pojištěnce je klientský portál zaměstnanecké zdravotní pojišťovny.</p><p>Najdete zde verzi aplikace, <strong>identifikátor instalace</strong> (uveďte ho při kontaktu s podporou), informace o zpracování osobních údajů a prohlášení o přístupnosti.</p>',
  },
  OCHRANA_OSOBNICH_UDAJU: {
    nadpis: 'Ochrana osobních údajů',
    popis:
      '<p>Zde se dozvíte, jaké osobní údaje pojišťovna v aplikaci zpracovává, proč a jak dlouho je uchovává.</p><ul><li>Údaje o zdraví vidíte vy a osoby, které vás zastupují; lékař jen tehdy, když mu je <strong>zpřístupníte</strong>.</li><li>Kdo vaše údaje viděl, najdete v nastavení pojištěnce.</li><li>Svá práva (přístup, oprava, výmaz) uplatníte u pověřence pro ochranu osobních údajů pojišťovny.</li></ul>',
  },
  PROHLASENI_O_PRISTUPNOSTI: {
    nadpis: 'Prohlášení o přístupnosti',
    popis:
      '<p>Aplikace je navržena tak, aby ji mohli používat i lidé se zdravotním postižením, a splňuje požadavky <strong>WCAG 2.1 na úrovni AA</strong>.</p><ul><li>Ovládat ji lze klávesnicí i čtečkou obrazovky.</li><li>Větší písmo a tmavý vzhled zapnete v Nastavení.</li></ul><p>Pokud narazíte na překážku, dejte nám vědět přes <strong>Kontaktuj ZPŠ</strong>.</p>',
  },
  NENALEZENO: {
    nadpis: 'Stránka nenalezena',
    popis:
      '<p>Stránka, kterou hledáte, neexistuje nebo byla přesunuta. Možná jste otevřeli starý odkaz nebo se v adrese objevil překlep.</p><p>Pokračujte odkazem <strong>Zpět na úvod</strong> nebo použijte menu.</p>',
  },
  STYLY: {
    nadpis: 'Ukázky stylů',
    popis:
      '<p>Ukázkové stránky s prvky aplikace (seznamy, tlačítka, texty, formuláře). Slouží vývojářům a testerům, nejsou určeny pro běžné použití.</p>',
  },

  // My health ------------------------------------------------------------------------------------
  CERPANA_PECE: {
    nadpis: 'Čerpaná péče',
    popis:
      '<p>Přehled zdravotní péče, kterou pojišťovna uhradila lékařům, nemocnicím, lékárnám a dalším poskytovatelům.</p><ul><li>Rok vyberete nahoře na stránce; graf ukazuje, kolik péče stála.</li><li>U každého záznamu najdete jednotlivé výkony.</li><li>Přehled si můžete stáhnout jako <strong>PDF</strong>.</li><li>Pokud péči nepoznáváte, můžete ji <strong>reklamovat</strong>.</li></ul>',
  },
  MOJE_PREVENCE: {
    nadpis: 'Moje prevence',
    popis:
      '<p>Přehled preventivních prohlídek a screeningů, na které máte nárok.</p><ul><li>U každé prohlídky vidíte, <strong>do kdy platí</strong>, kdo ji provedl a co ještě chybí.</li><li>Barva upozorní, že se blíží nebo už uplynul termín.</li><li>Za absolvované prevence můžete získat příspěvek.</li></ul>',
  },
  MOJE_PREVENCE_DETAIL: {
    nadpis: 'Detail prevence',
    popis:
      '<p>Podrobnosti o jedné preventivní prohlídce: kdy jste ji naposledy absolvovali, u kterého lékaře, do kdy platí a kdy máte přijít příště.</p><p>Pokud údaj nesedí, napište nám přes <strong>Kontaktuj ZPŠ</strong>.</p>',
  },
  MOJE_LEKY: {
    nadpis: 'Moje léky',
    popis:
      '<p>Léky, které vám byly vydány na recept, a léky, které si přidáte sami (například volně prodejné).</p><ul><li>Upozorníme vás na možné <strong>interakce</strong> a duplicity.</li><li>Vydané léky potvrďte, ať máte přehled, co opravdu užíváte.</li><li>Vlastní lék můžete kdykoli odebrat.</li></ul>',
  },
  MOJE_ANAMNEZA: {
    nadpis: 'Moje anamnéza',
    popis:
      '<p>Zapište si alergie, nemoci, pobyty v nemocnici, operace, úrazy a obecné údaje (kouření, alkohol, pracovní a rodinnou anamnézu).</p><ul><li>Popis může mít nejvýše 1000 znaků.</li><li>K operaci nebo úrazu můžete připojit dokument z Mých dokumentů.</li></ul><p>Záznamy si vedete sami; lékař je uvidí jen tehdy, když mu <strong>zpřístupníte</strong> svou dokumentaci.</p>',
  },
  MOJE_ZAZNAMY: {
    nadpis: 'Tlak, tep, výška a váha',
    popis:
      '<p>Zapisujte si naměřené hodnoty; z výšky a váhy spočítáme <strong>BMI</strong>.</p><ul><li>Tep 20–250, tlak systolický 50–300 a diastolický 30–200.</li><li>Výška 30–270 cm, váha 1–700 kg.</li><li>Vyplňte aspoň jednu hodnotu; diastolický tlak musí být nižší než systolický.</li></ul>',
  },
  CHRONICKA_ONEMOCNENI: {
    nadpis: 'Chronická onemocnění',
    popis:
      '<p>Dlouhodobá onemocnění, která u vás vykázali lékaři (například cukrovka nebo vysoký krevní tlak).</p><p>Přehled vychází z vyúčtované péče. Pokud v něm něco chybí nebo přebývá, obraťte se na svého praktického lékaře.</p>',
  },
  MOJI_LEKARI: {
    nadpis: 'Moji lékaři',
    popis:
      '<p>Lékaři, u kterých jste registrováni (praktický lékař, zubař, gynekolog), a lékaři, které jste v poslední době navštívili.</p><p>V detailu najdete kontakt a adresu ordinace. Komu z nich dovolíte vidět svou dokumentaci, nastavíte v části <strong>Zpřístupnění údajů lékařům</strong>.</p>',
  },
  MOJI_LEKARI_DETAIL: {
    nadpis: 'Detail lékaře',
    popis: '<p>Kontakt na lékaře, adresa ordinace, ordinační hodiny a odbornost.</p><p>Na mapě najdete, jak se do ordinace dostanete.</p>',
  },
  ZAPUJCENE_ZP: {
    nadpis: 'Zapůjčené zdravotnické prostředky',
    popis:
      '<p>Zdravotnické prostředky, které vám byly zapůjčeny (například invalidní vozík nebo polohovací lůžko), a ty, které jste už vrátili.</p><p>Po skončení používání prostředek vraťte výdejně, která vám ho zapůjčila.</p>',
  },
  MOJE_DOKUMENTY: {
    nadpis: 'Moje dokumenty',
    popis:
      '<p>Uložte si lékařské zprávy, výsledky vyšetření a další dokumenty, ať je máte vždy po ruce.</p><ul><li>Povolené přípony: jpg, jpeg, webp, png, svg, tif, rtf, txt, pdf.</li><li>K jednomu dokumentu nejvýše 5 souborů, celkem 20 MB.</li><li>K dokumentu vyplňte <strong>datum události nebo popis</strong>.</li></ul>',
  },
  MOJE_DOKUMENTY_NOVY: {
    nadpis: 'Nový dokument',
    popis:
      '<p>Vyplňte datum události nebo popis dokumentu (alespoň jedno z nich) a přiložte soubory.</p><ul><li>Soubory přetáhněte do rámečku, nebo je vyberte či vyfoťte.</li><li>Nejvýše 5 souborů, dohromady do 20 MB.</li></ul>',
  },
  MOJE_DOKUMENTY_DETAIL: {
    nadpis: 'Detail dokumentu',
    popis:
      '<p>Zde dokument upravíte, přidáte nebo odeberete přílohy a soubory si stáhnete.</p><p>Smazání dokumentu smaže i jeho přílohy; operace a úrazy, které na něj odkazovaly, zůstanou.</p>',
  },
  EHIC: {
    nadpis: 'Průkaz pojištěnce a evropský průkaz',
    popis:
      '<p>Evropský průkaz zdravotního pojištění (EHIC) je na zadní straně vašeho průkazu pojištěnce a platí v zemích EU, na Islandu, v Lichtenštejnsku, Norsku a Švýcarsku.</p><ul><li>Vidíte číslo karty a do kdy platí; 60 dní před koncem platnosti vás upozorníme.</li><li>Když průkaz ztratíte nebo se vám změní údaje, požádejte o <strong>nový průkaz</strong>.</li><li>Pokud ho v cizině nemáte u sebe, požádejte o <strong>náhradní potvrzení</strong>.</li></ul>',
  },
  EHIC_ZADOST: {
    nadpis: 'Žádost o evropský průkaz',
    popis:
      '<p>Vyberte, na kterou adresu vám máme nový průkaz poslat, žádost zkontrolujte a odešlete.</p><p>Hned po odeslání si můžete stáhnout <strong>potvrzení</strong>, které evropský průkaz 90 dní nahrazuje.</p>',
  },
  EHIC_POTVRZENI: {
    nadpis: 'Potvrzení nahrazující evropský průkaz',
    popis:
      '<p>Potvrzení dočasně nahrazuje evropský průkaz zdravotního pojištění, dokud vám nepřijde nový. Platí 90 dní od vydání.</p><p>Stáhněte si ho jako PDF a mějte ho na cestách u sebe, vytištěné nebo v telefonu.</p>',
  },
  NOVY_PRUKAZ: {
    nadpis: 'Nový průkaz pojištěnce',
    popis:
      '<p>Nový průkaz pošleme, když ten starý ztratíte, někdo vám ho ukradne, poškodí se, končí jeho platnost nebo se vám změnily údaje.</p><p>Vyberte důvod a adresu, kam ho máme poslat. Evropský průkaz je na zadní straně stejné karty, o ten tedy zvlášť žádat nemusíte.</p>',
  },
  OCKOVANI: {
    nadpis: 'Očkování',
    popis:
      '<p>Přehled očkování, která vykázali lékaři, a očkování, která si zapíšete sami.</p><ul><li>U vlastního záznamu vyplňte <strong>datum</strong> a <strong>nemoc</strong>.</li><li>Termín přeočkování vám připomeneme.</li><li>Záznamy od lékařů upravit nemůžete; pokud nesedí, obraťte se na lékaře.</li></ul>',
  },
  OCKOVANI_NOVE: {
    nadpis: 'Nové očkování',
    popis:
      '<p>Zapište datum očkování a nemoc, proti které jste byli očkováni. Vyplnit můžete i očkovací látku, kdo vás očkoval a termín přeočkování.</p><p>Termín přeočkování nesmí být dřív než datum očkování. Můžete přiložit fotku očkovacího průkazu.</p>',
  },
  LABORATORNI_VYSLEDKY: {
    nadpis: 'Laboratorní výsledky',
    popis:
      '<p>Výsledky laboratorních vyšetření, které laboratoře vykázaly pojišťovně.</p><ul><li>Výsledky zobrazíme jen s vaším <strong>souhlasem</strong>, který můžete kdykoli odvolat v části Souhlasy s podmínkami.</li><li>Výsledek si můžete stáhnout jako PDF.</li><li>Hodnoty mimo rozmezí jsou zvýrazněné; jejich význam vám vysvětlí lékař.</li></ul>',
  },
  LABORATORNI_GRAFY: {
    nadpis: 'Grafy laboratorních výsledků',
    popis:
      '<p>Grafy ukazují, jak se vaše hodnoty (například cholesterol nebo glykémie) vyvíjely v čase.</p><p>Vyberte vyšetření; pásmo v grafu vyznačuje obvyklé rozmezí.</p>',
  },
  MAPA_SMLUVNICH_PARTNERU: {
    nadpis: 'Mapa smluvních partnerů',
    popis:
      '<p>Vyhledejte lékaře, lékárny, nemocnice a kontaktní místa pojišťovny ve svém okolí.</p><ul><li>Hledat můžete podle názvu, druhu pracoviště nebo adresy.</li><li>Výsledky vidíte na mapě i v seznamu.</li></ul>',
  },
  DETAIL_POSKYTOVATELE: {
    nadpis: 'Detail poskytovatele',
    popis:
      '<p>Adresa, kontakt, ordinační nebo otevírací hodiny a odbornosti vybraného poskytovatele.</p><p>Poloha je vyznačena na mapě.</p>',
  },

  // Insurance and payments --------------------------------------------------------------------------
  MOJE_POJISTENI: {
    nadpis: 'Moje pojištění',
    popis:
      '<p>Přehled vašeho zdravotního pojištění po jednotlivých letech.</p><ul><li><strong>Kategorie pojištěnce</strong> určuje, kdo za vás pojistné platí (zaměstnavatel, stát, nebo vy sami).</li><li>Saldo ukazuje, zda máte přeplatek, nebo nedoplatek.</li><li>Platby najdete v části Platby pojistného.</li></ul>',
  },
  PLATBY_POJISTNEHO: {
    nadpis: 'Platby pojistného',
    popis:
      '<p>Přehled předpisů a plateb pojistného po měsících a letech.</p><p>Pokud máte <strong>nedoplatek</strong>, uhradíte ho nejrychleji QR platbou v části Úhrada pojistného.</p>',
  },
  PREHLED_OSVC: {
    nadpis: 'Přehled OSVČ',
    popis:
      '<p>Osoby samostatně výdělečně činné podávají Přehled o příjmech a výdajích <strong>do měsíce</strong> od podání daňového přiznání.</p><ul><li>Vyplňte údaje z daňového přiznání.</li><li>Pojistné, doplatek a nové zálohy vám spočítáme a ukážeme, jak jsme k nim došli.</li><li>Podaný přehled si stáhnete jako PDF.</li></ul>',
  },
  POTVRZENI_BEZDLUZNOSTI: {
    nadpis: 'Potvrzení o bezdlužnosti',
    popis:
      '<p>Potvrzení, že vůči pojišťovně nemáte dluhy, potřebujete například k žádosti o dotaci nebo do výběrového řízení.</p><p>Vyberte, kam vám ho máme poslat. Pokud evidujeme nedoplatek, potvrzení vydat nemůžeme; nejdřív ho uhraďte.</p>',
  },
  UHRADA_POJISTNEHO: {
    nadpis: 'Úhrada pojistného',
    popis:
      '<p>Pojistné zaplatíte převodem nebo naskenováním <strong>QR kódu</strong> v aplikaci své banky.</p><ul><li>Vyberte, co platíte, a zkontrolujte částku.</li><li>Nezapomeňte na správný variabilní symbol; u QR platby se vyplní sám.</li></ul>',
  },

  // Vitalitas ------------------------------------------------------------------------------------
  VITALITAS: {
    nadpis: 'Program Vitalitas',
    popis:
      '<p>Příspěvky na pohyb, prevenci a zdravý životní styl a zvýhodněné pojištění od partnerské pojišťovny.</p><ul><li><strong>ZVONEK</strong> pro děti do 6 let.</li><li><strong>GINA</strong> a <strong>GINA+</strong> pro děti a mladé do 26 let.</li><li>Cestovní a úrazové pojištění se slevou.</li></ul>',
  },
  CESTOVNI_POJISTENI: {
    nadpis: 'Cestovní pojištění',
    popis:
      '<p>Cestovní pojištění od partnerské pojišťovny se slevou pro naše pojištěnce. Kryje léčebné výlohy v zahraničí nad rámec evropského průkazu, například převoz zpět domů.</p><p>Evropský průkaz hradí jen péči ve veřejném systému dané země, proto se na cesty vyplatí obojí.</p>',
  },
  PROGRAM_ZVONEK: {
    nadpis: 'Program ZVONEK',
    popis:
      '<p>Program pro děti od narození do 6 let: příspěvky na očkování, plavání, cvičení a další.</p><ul><li>Přihlásit dítě můžete <strong>do 12 měsíců jeho věku</strong>.</li><li>Novorozenci mají první rok úrazového pojištění zdarma.</li></ul>',
  },
  PROGRAM_GINA: {
    nadpis: 'Program GINA',
    popis:
      '<p>Program pro děti a mladé do 26 let: příspěvky na sport, očkování, rovnátka a další péči o zdraví.</p><p>Žádost o příspěvek podáte v části Zdravotní programy s dokladem o zaplacení.</p>',
  },
  PROGRAM_GINA_PLUS: {
    nadpis: 'Program GINA+',
    popis:
      '<p>Rozšířený program pro děti a mladé do 26 let s vyššími příspěvky a úrazovým pojištěním.</p><p>Podmínky a výši příspěvků najdete v popisu programu; žádost podáte v části Zdravotní programy.</p>',
  },

  // Settings -------------------------------------------------------------------------------------
  NASTAVENI: {
    nadpis: 'Nastavení',
    popis:
      '<p>Rozcestník všech nastavení. U každé položky vidíte, jak je právě nastavená.</p><ul><li>Upozornění, vzhled aplikace a souhlasy.</li><li>Údaje pojištěnce: osobní a emergentní údaje, zařízení, přístup lékařů.</li></ul><p>Nastavení pojištěnce se týká osoby, kterou máte právě <strong>vybranou</strong>.</p>',
  },
  NASTAVENI_ZOBRAZENI: {
    nadpis: 'Vzhled aplikace',
    popis:
      '<p>Vyberte <strong>světlý</strong> nebo <strong>tmavý</strong> vzhled, nebo nechte aplikaci řídit se nastavením vašeho zařízení.</p><p>Zapnutím <strong>většího písma</strong> zvětšíte texty v celé aplikaci. Nastavení platí pro váš účet na všech zařízeních.</p>',
  },
  NASTAVENI_UPOZORNENI: {
    nadpis: 'Upozornění',
    popis:
      '<p>Zvolte, jak vám máme dát vědět o odpovědích na dotazy, o stavu žádostí a o blížících se prohlídkách.</p><ul><li><strong>E-mailem</strong> a <strong>SMS</strong> na kontakty z osobních údajů (nejdřív je vyplňte).</li></ul><p>Upozornění neobsahují žádné údaje o zdraví, jen odkaz do aplikace.</p>',
  },
  SOUHLASY: {
    nadpis: 'Souhlasy s podmínkami',
    popis:
      '<p>Přehled souhlasů, které můžete udělit: zobrazení laboratorních výsledků, zpřístupnění emergentních údajů záchranné službě a předávání termínů prevence zaměstnavateli.</p><ul><li>U každého souhlasu vidíte jeho plné znění a kdy jste ho udělili nebo odvolali.</li><li>Souhlas můžete <strong>kdykoli odvolat</strong>; změna platí okamžitě.</li></ul>',
  },
  NASTAVENI_POJISTENCE: {
    nadpis: 'Nastavení pojištěnce',
    popis:
      '<p>Údaje osoby, kterou máte vybranou: osobní a kontaktní údaje, emergentní údaje, cafeterie, registrovaná zařízení a zpřístupnění údajů lékařům.</p><p>U každé položky vidíte, jak je právě nastavená.</p>',
  },
  OSOBNI_UDAJE: {
    nadpis: 'Osobní údaje',
    popis:
      '<p>Každou část (adresu, e-mail, telefony, bankovní účet) uložíte samostatně; rozepsané údaje v ostatních částech zůstanou.</p><ul><li>Změnu <strong>jména nebo příjmení</strong> doložte dokladem, například oddacím listem. Vyřídíme ji jako žádost a do té doby platí dosavadní jméno.</li><li>Tituly změníte hned.</li><li>Bankovní účet použijeme pro výplatu příspěvků a přeplatků.</li></ul>',
  },
  EMERGENTNI_UDAJE: {
    nadpis: 'Emergentní údaje',
    popis:
      '<p>Údaje pro případ nouze: kontaktní osoba, krevní skupina, poslední očkování proti tetanu a další důležité informace. Vyplňte <strong>alespoň jedno pole</strong>.</p><ul><li>Kartu si můžete zobrazit i <strong>v angličtině</strong> pro cesty do zahraničí.</li><li>Můžete vytvořit <strong>odkaz s QR kódem</strong>, který na omezenou dobu ukáže jen tyto údaje, a kdykoli ho zrušit.</li><li>Záchranná služba je uvidí jen s vaším souhlasem.</li></ul>',
  },
  NOUZOVA_KARTA: {
    nadpis: 'Sdílené emergentní údaje',
    popis:
      '<p>Tyto údaje vám pojištěnec zpřístupnil odkazem na omezenou dobu. Vidíte jen jeho emergentní údaje, nic dalšího.</p><p>Údaje zadal pojištěnec sám a nenahrazují zdravotnickou dokumentaci. V ohrožení života volejte <strong>155</strong> nebo <strong>112</strong>.</p>',
  },
  CAFETERIA: {
    nadpis: 'Cafeterie',
    popis:
      '<p>Zaměstnanci automobilky mohou část benefitů čerpat přes cafeterii zaměstnavatele.</p><ul><li>Zvolte, zda chcete příspěvky pojišťovny převádět do cafeterie.</li><li>Změna se projeví od následujícího měsíce.</li></ul>',
  },
  REGISTROVANA_ZARIZENI: {
    nadpis: 'Registrovaná zařízení',
    popis:
      '<p>Telefony, tablety a prohlížeče, ve kterých jste se přihlásili, s datem registrace a posledního použití. Zařízení, které právě používáte, je označené.</p><ul><li>Odebráním zařízení ho <strong>okamžitě odhlásíte</strong> a přestanou mu chodit oznámení.</li><li>Neznámé zařízení odeberte a změňte si heslo.</li></ul>',
  },
  ZPRISTUPNENI_UDAJU_LEKARUM: {
    nadpis: 'Zpřístupnění údajů lékařům',
    popis:
      '<p>Rozhodněte, kteří lékaři smějí v aplikaci vidět vaši dokumentaci (anamnézu, očkování, dokumenty, léky a čerpanou péči).</p><ul><li>Přístup můžete omezit <strong>do určitého dne</strong>; potom sám skončí.</li><li>Přístup můžete lékaři <strong>kdykoli odebrat</strong>; lékař pak vaše údaje hned přestane vidět.</li><li>Každá změna se zaznamená do historie.</li></ul>',
  },
  KDO_VIDEL_MOJE_UDAJE: {
    nadpis: 'Kdo viděl moje údaje',
    popis:
      '<p>Seznam toho, kdo a kdy si prohlížel údaje vybrané osoby: lékaři, kterým jste údaje zpřístupnili, osoby, které vás zastupují, a otevření sdíleného odkazu na emergentní údaje.</p><p>Pokud vám některý přístup nesedí, odeberte lékaři přístup a kontaktujte nás.</p>',
  },
  ZABEZPECENI_PRIHLASENI: {
    nadpis: 'Zabezpečení přihlášení',
    popis:
      '<p>Zde si zapnete <strong>dvoufázové ověření</strong>: kromě hesla zadáte i kód z aplikace v telefonu. Údaje o zdraví tak ochráníte lépe.</p><p>Záložní kódy si uložte na bezpečné místo; použijete je, když telefon ztratíte.</p>',
  },

  // Communication and registrations ---------------------------------------------------------------
  MOJE_ZADOSTI: {
    nadpis: 'Moje žádosti',
    popis:
      '<p>Žádosti, které jste podali: příspěvky, proplacení péče, registrace novorozence, přeregistrace dítěte, nový průkaz, změna osobních údajů a další.</p><ul><li>Vyberte období a zobrazí se žádosti podané v tomto čase.</li><li>U každé žádosti vidíte její <strong>stav</strong>: přijato, vyřizuje se, čeká na doklady, vyřízeno, nebo zamítnuto.</li><li>V detailu najdete, co jste odeslali, včetně příloh.</li></ul>',
  },
  ZPRAVY: {
    nadpis: 'Upozornění',
    popis:
      '<p>Zde najdete odpovědi na své dotazy a konzultace a upozornění od pojišťovny.</p><p>Nepřečtené zprávy jsou zvýrazněny; otevřením se označí jako přečtené. Od 100 nepřečtených zpráv ukazuje zvonek <strong>99+</strong>.</p>',
  },
  KOMUNIKACE_SE_ZPS: {
    nadpis: 'Kontaktuj ZPŠ',
    popis:
      '<p>Zde pojišťovně položíte dotaz a najdete odpovědi, seřazené do vláken.</p><ul><li>Ke zprávě můžete přiložit až <strong>5 souborů</strong> (celkem nejvýše 20 MB).</li><li>Pokud chcete, upozorníme vás na odpověď e-mailem.</li><li>Odpovídáme obvykle do pěti pracovních dnů.</li></ul>',
  },
  KONZULTACE: {
    nadpis: 'Zdravotní konzultace',
    popis:
      '<p>Zdravotní problém vám písemně zkonzultuje lékař pojišťovny.</p><ul><li>Můžete mu dovolit nahlédnout do své dokumentace v aplikaci.</li><li>Přiložit můžete lékařské zprávy nebo fotky.</li></ul><p>Konzultace <strong>nenahrazuje</strong> vyšetření u lékaře. V naléhavém případě volejte 155.</p>',
  },
  REGISTRACE_NOVOROZENCE: {
    nadpis: 'Registrace novorozence',
    popis:
      '<p>Novorozence přihlásíte k pojištění u pojišťovny matky. Matka musí být pojištěncem naší pojišťovny.</p><ul><li>Vyplňte rodné číslo matky a jméno, příjmení a rodné číslo dítěte (u dvojčat každého dítěte).</li><li>Ke každému dítěti přiložte <strong>rodný list</strong>.</li><li>Vyberte pobočku, kde si průkaz pojištěnce vyzvednete.</li></ul>',
  },
  PREREGISTRACE_DITETE: {
    nadpis: 'Přeregistrace dítěte',
    popis:
      '<p>Dítě, které je pojištěno u jiné pojišťovny, k nám přeregistrujete touto žádostí.</p><ul><li>Pojišťovnu lze změnit jednou za 12 měsíců.</li><li>Změna platí od prvního dne následujícího kalendářního čtvrtletí.</li><li>Adresu dítěte můžete vybrat z návrhů, které se zobrazí při psaní.</li></ul>',
  },

  // Benefits -------------------------------------------------------------------------------------
  ZDRAVOTNI_PROGRAMY: {
    nadpis: 'Zdravotní programy',
    popis:
      '<p>Programy, ze kterých můžete čerpat příspěvky: očkování, vitamíny, sport, prevence a další.</p><p>Vyberte program, přečtěte si podmínky a požádejte o příspěvek s dokladem o zaplacení.</p>',
  },
  CERPANI_PROGRAMU: {
    nadpis: 'Čerpání zdravotního programu',
    popis:
      '<p>Žádost o příspěvek z vybraného programu.</p><ul><li>Vyplňte částku a datum z dokladu a přiložte <strong>doklad o zaplacení</strong>.</li><li>Příspěvek pošleme na bankovní účet; předvyplníme ten z vašich osobních údajů.</li></ul>',
  },
  CERPANE_PROGRAMY: {
    nadpis: 'Čerpané programy',
    popis:
      '<p>Přehled příspěvků ze zdravotních programů, které jste v daném roce čerpali.</p><p>U každé žádosti vidíte její <strong>stav</strong> a vyplacenou částku.</p>',
  },
  PROPLACENI_PECE: {
    nadpis: 'Proplacení zdravotní péče',
    popis:
      '<p>Požádejte o proplacení péče nebo cesty, kterou jste uhradili sami.</p><ul><li>Přiložte <strong>doklad o zaplacení</strong>.</li><li>Peníze pošleme na bankovní účet, který uvedete.</li></ul>',
  },
  PROPLACENI_PECE_ZADOST: {
    nadpis: 'Žádost o proplacení péče',
    popis:
      '<p>Vyplňte částku, datum dokladu (u cesty datum odjezdu a návratu) a přiložte doklady.</p><ul><li>Bankovní účet předvyplníme z osobních údajů; když ho změníte, můžete ho rovnou uložit i tam.</li><li>Odesláním souhlasíte s podmínkami proplacení.</li></ul>',
  },
  PRUVODCE_PROPLACENIM: {
    nadpis: 'Průvodce proplacením péče',
    popis:
      '<p>Průvodce vám krok za krokem ukáže, co pojišťovna proplácí, jaké doklady potřebujete a jak dlouho vyřízení trvá.</p><p>Na konci vás dovede k formuláři žádosti.</p>',
  },
  URAZOVE_POJISTENI: {
    nadpis: 'Úrazové pojištění',
    popis:
      '<p>Úrazové pojištění nabízíme se slevou přes partnerskou pojišťovnu v rámci programu Vitalitas.</p><p>Novorozenci v programu ZVONEK mají první rok úrazového pojištění zdarma.</p>',
  },

  // Doctor ---------------------------------------------------------------------------------------
  PREHLED_PACIENTU: {
    nadpis: 'Přehled pacientů',
    popis:
      '<p>Vidíte pouze pacienty, kteří vám <strong>zpřístupnili</strong> svou dokumentaci. Když přístup odeberou nebo skončí jeho platnost, pacient ze seznamu hned zmizí.</p><p>Pacienta vyhledáte podle jména, příjmení nebo rodného čísla.</p>',
  },
  PRISTUPY_LEKARE: {
    nadpis: 'Přístupy',
    popis:
      '<p>Pacienti, kteří vám zpřístupnili dokumentaci, od kdy a případně do kdy, a vaše poslední nahlédnutí do jejich údajů.</p><p>Každé nahlédnutí se pacientovi zobrazí v přehledu Kdo viděl moje údaje.</p>',
  },
};
