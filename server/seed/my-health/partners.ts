/**
 * Demo contract partners around Mladá Boleslav, Nymburk, Vrchlabí and Prague: the named ones the
 * demo persons' care refers to, and generated practices, pharmacies, laboratories and aid shops on
 * real streets of those towns with coordinates close to the street (within the built-up area), plus
 * the insurer's own contact points. Names of people and practices are invented; hospitals are the
 * real public hospitals of those towns.
 */
type Hours = Array<{ den: number; od: string; do: string; poznamka: string | null }>;

export interface SeedPartner {
  key: string;
  druhSubjektu: 'AMBULANCE' | 'NEMOCNICE' | 'LEKARNA' | 'LABORATOR' | 'PROSTREDKY' | 'KONTAKTNI_MISTO';
  nazev: string;
  ico: string | null;
  odbornosti: string[];
  ulice: string;
  obec: string;
  psc: string;
  lat: number;
  lon: number;
  telefon: string | null;
  email: string | null;
  web: string | null;
  noviPacienti: boolean;
  ordinacniHodiny: Hours;
  lekari: string[];
  poznamka: string | null;
}

const weekdays = (od: string, doo: string, afternoonDay?: number): Hours =>
  [1, 2, 3, 4, 5].map((den) => ({
    den,
    od: den === afternoonDay ? '12:00' : od,
    do: den === afternoonDay ? '18:00' : doo,
    poznamka: null,
  }));
const surgeryHours = (seed: number): Hours => weekdays(seed % 2 ? '07:00' : '07:30', seed % 3 ? '13:30' : '14:00', (seed % 5) + 1);
const pharmacyHours: Hours = [...weekdays('07:30', '18:00'), { den: 6, od: '08:00', do: '12:00', poznamka: null }];
const nonstop: Hours = [1, 2, 3, 4, 5, 6, 7].map((den) => ({ den, od: '00:00', do: '24:00', poznamka: 'Pohotovost nepřetržitě' }));

interface Town {
  obec: string;
  psc: string;
  lat: number;
  lon: number;
  /** Spread of generated places around the centre, in degrees of latitude. */
  spread: number;
  streets: string[];
  phonePrefix: string;
}

const towns: Town[] = [
  {
    obec: 'Mladá Boleslav',
    psc: '293 01',
    lat: 50.4113,
    lon: 14.9032,
    spread: 0.012,
    streets: [
      'Jaselská',
      'Palackého',
      'Husova',
      'Na Celně',
      'Pražská',
      'Laurinova',
      'Havlíčkova',
      'Nádražní',
      'Komenského nám.',
      'Staroměstské nám.',
      'Bělská',
      'Jičínská',
      '17. listopadu',
      'Tř. Václava Klementa',
      'Zalužanská',
      'Šafaříkova',
    ],
    phonePrefix: '326',
  },
  {
    obec: 'Nymburk',
    psc: '288 02',
    lat: 50.1861,
    lon: 15.0417,
    spread: 0.008,
    streets: [
      'Náměstí Přemyslovců',
      'Boleslavská',
      'Palackého',
      'Tyršova',
      'Kolínská',
      'Pražská',
      'Soudní',
      'Zálabská',
      'Vrchlického',
      'Štefánikova',
    ],
    phonePrefix: '325',
  },
  {
    obec: 'Vrchlabí',
    psc: '543 01',
    lat: 50.627,
    lon: 15.6094,
    spread: 0.007,
    streets: ['Krkonošská', 'Náměstí Míru', 'Komenského', 'Horská', 'Pražská', 'Nádražní', 'Husova', 'Žižkova', 'Dělnická'],
    phonePrefix: '499',
  },
  {
    obec: 'Praha',
    psc: '120 00',
    lat: 50.0755,
    lon: 14.4378,
    spread: 0.03,
    streets: [
      'Vinohradská',
      'Korunní',
      'Francouzská',
      'Bělehradská',
      'Sokolovská',
      'Milady Horákové',
      'Dejvická',
      'Evropská',
      'Plzeňská',
      'Na Pankráci',
      'Budějovická',
      'Seifertova',
      'Táborská',
      'Nuselská',
      'Kodaňská',
      'Koněvova',
      'Vršovická',
      'Korunovační',
    ],
    phonePrefix: '2',
  },
];

const pragueDistrict = (lat: number, lon: number): { obec: string; psc: string } => {
  if (lat > 50.095) return lon < 14.43 ? { obec: 'Praha 7', psc: '170 00' } : { obec: 'Praha 8', psc: '180 00' };
  if (lat < 50.06) return lon < 14.43 ? { obec: 'Praha 4', psc: '140 00' } : { obec: 'Praha 10', psc: '101 00' };
  if (lon < 14.4) return { obec: 'Praha 6', psc: '160 00' };
  if (lon > 14.46) return { obec: 'Praha 3', psc: '130 00' };
  return { obec: 'Praha 2', psc: '120 00' };
};

const firstNames = [
  'Jan',
  'Petr',
  'Martin',
  'Tomáš',
  'Pavel',
  'Jiří',
  'Lukáš',
  'Ondřej',
  'Eva',
  'Hana',
  'Lenka',
  'Kateřina',
  'Lucie',
  'Alena',
  'Markéta',
  'Zuzana',
  'Věra',
  'Michal',
  'David',
  'Barbora',
];
const surnamesM = [
  'Novák',
  'Svoboda',
  'Dvořák',
  'Černý',
  'Procházka',
  'Kučera',
  'Veselý',
  'Horák',
  'Němec',
  'Pokorný',
  'Marek',
  'Pospíšil',
  'Hájek',
  'Jelínek',
  'Král',
  'Růžička',
  'Beneš',
  'Fiala',
  'Sedláček',
  'Doležal',
];
const female = (name: string) => /a$/.test(name);
const feminine = (surname: string) =>
  surname.endsWith('ý')
    ? `${surname.slice(0, -1)}á`
    : surname.endsWith('a')
      ? `${surname.slice(0, -1)}ová`
      : surname.endsWith('ek')
        ? `${surname.slice(0, -2)}ková`
        : `${surname}ová`;

/** A small deterministic generator (mulberry32), so the seed is the same every time. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '');

function ico(random: () => number): string {
  const base = Array.from({ length: 7 }, () => Math.floor(random() * 10));
  const weights = [8, 7, 6, 5, 4, 3, 2];
  const sum = base.reduce((s, d, i) => s + d * weights[i], 0);
  const check = (11 - (sum % 11)) % 10;
  return `${base.join('')}${check}`;
}

function phone(prefix: string, random: () => number): string {
  const rest = Array.from({ length: 9 - prefix.length }, () => Math.floor(random() * 10)).join('');
  const digits = `${prefix}${rest}`;
  return `+420 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}

interface Kind {
  odbornost: string | null;
  druh: SeedPartner['druhSubjektu'];
  label: (doctor: string) => string;
  title: string;
}
const practiceKinds: Kind[] = [
  { odbornost: '001', druh: 'AMBULANCE', label: (d) => `Praktický lékař ${d}`, title: 'MUDr.' },
  { odbornost: '001', druh: 'AMBULANCE', label: (d) => `Ordinace všeobecného praktického lékaře ${d}`, title: 'MUDr.' },
  { odbornost: '002', druh: 'AMBULANCE', label: (d) => `Dětská ordinace ${d}`, title: 'MUDr.' },
  { odbornost: '014', druh: 'AMBULANCE', label: (d) => `Zubní ordinace ${d}`, title: 'MDDr.' },
  { odbornost: '014', druh: 'AMBULANCE', label: (d) => `Stomatologie ${d}`, title: 'MUDr.' },
  { odbornost: '603', druh: 'AMBULANCE', label: (d) => `Gynekologická ambulance ${d}`, title: 'MUDr.' },
  { odbornost: '107', druh: 'AMBULANCE', label: (d) => `Kardiologická ambulance ${d}`, title: 'MUDr.' },
  { odbornost: '705', druh: 'AMBULANCE', label: (d) => `Oční ordinace ${d}`, title: 'MUDr.' },
  { odbornost: '404', druh: 'AMBULANCE', label: (d) => `Kožní ambulance ${d}`, title: 'MUDr.' },
  { odbornost: '701', druh: 'AMBULANCE', label: (d) => `ORL ambulance ${d}`, title: 'MUDr.' },
  { odbornost: '607', druh: 'AMBULANCE', label: (d) => `Ortopedie ${d}`, title: 'MUDr.' },
  { odbornost: '209', druh: 'AMBULANCE', label: (d) => `Neurologická ambulance ${d}`, title: 'MUDr.' },
  { odbornost: '104', druh: 'AMBULANCE', label: (d) => `Endokrinologie ${d}`, title: 'MUDr.' },
  { odbornost: '305', druh: 'AMBULANCE', label: (d) => `Psychiatrická ambulance ${d}`, title: 'MUDr.' },
  { odbornost: '902', druh: 'AMBULANCE', label: (d) => `Fyzioterapie ${d}`, title: 'Mgr.' },
  { odbornost: null, druh: 'LEKARNA', label: () => '', title: 'PharmDr.' },
];
const pharmacyNames = [
  'U Zlatého lva',
  'U Bílého orla',
  'Na Náměstí',
  'U Nádraží',
  'Pod Věží',
  'U Anděla',
  'Sluneční',
  'U Sv. Jana',
  'Na Poliklinice',
  'Zdraví',
];

/** The named partners the demo persons' care refers to. */
const named: SeedPartner[] = [
  hospital(
    'klaudianova',
    'Klaudiánova nemocnice Mladá Boleslav',
    'Václava Klementa 147',
    'Mladá Boleslav',
    '293 01',
    50.4184,
    14.9128,
    '+420 326 719 111',
    'https://www.onmb.cz',
  ),
  hospital(
    'nemocnice-nymburk',
    'Nemocnice Nymburk',
    'Boleslavská 425',
    'Nymburk',
    '288 02',
    50.1925,
    15.0369,
    '+420 325 501 111',
    'https://www.nemocnicenymburk.cz',
  ),
  hospital(
    'nemocnice-vrchlabi',
    'Nemocnice Vrchlabí',
    'Krkonošská 259',
    'Vrchlabí',
    '543 01',
    50.6252,
    15.6161,
    '+420 499 422 111',
    'https://www.nemocnicevrchlabi.cz',
  ),
  hospital(
    'motol',
    'Fakultní nemocnice v Motole',
    'V Úvalu 84',
    'Praha 5',
    '150 06',
    50.0753,
    14.3413,
    '+420 224 431 111',
    'https://www.fnmotol.cz',
  ),
  hospital(
    'vfn',
    'Všeobecná fakultní nemocnice v Praze',
    'U Nemocnice 499/2',
    'Praha 2',
    '128 08',
    50.0716,
    14.4219,
    '+420 224 961 111',
    'https://www.vfn.cz',
  ),
  hospital(
    'bulovka',
    'Fakultní nemocnice Bulovka',
    'Budínova 67/2',
    'Praha 8',
    '180 81',
    50.1161,
    14.4628,
    '+420 266 081 111',
    'https://bulovka.cz',
  ),
  practice(
    'pl-horakova',
    '001',
    'Praktický lékař MUDr. Alena Horáková',
    'Jaselská 1180',
    'Mladá Boleslav',
    '293 01',
    50.4135,
    14.9063,
    ['MUDr. Alena Horáková'],
    true,
  ),
  practice(
    'pl-benes',
    '001',
    'Praktický lékař MUDr. Karel Beneš',
    'Boleslavská 52',
    'Kosmonosy',
    '293 06',
    50.4379,
    14.9296,
    ['MUDr. Karel Beneš'],
    false,
  ),
  practice(
    'pl-bakov',
    '001',
    'Ordinace praktického lékaře Bakov, MUDr. Ivana Fialová',
    'Mírové náměstí 19',
    'Bakov nad Jizerou',
    '294 01',
    50.4822,
    14.9414,
    ['MUDr. Ivana Fialová'],
    true,
  ),
  practice(
    'pl-benatky',
    '001',
    'Praktický lékař MUDr. Josef Jelínek',
    'Husovo náměstí 75',
    'Benátky nad Jizerou',
    '294 71',
    50.2908,
    14.8238,
    ['MUDr. Josef Jelínek'],
    false,
  ),
  practice(
    'pl-praha7',
    '001',
    'Ordinace praktického lékaře MUDr. Zuzana Marková',
    'Korunovační 6',
    'Praha 7',
    '170 00',
    50.1005,
    14.4195,
    ['MUDr. Zuzana Marková'],
    true,
  ),
  practice(
    'pl-praha6',
    '001',
    'Praktický lékař MUDr. David Král',
    'Dejvická 28',
    'Praha 6',
    '160 00',
    50.1009,
    14.3946,
    ['MUDr. David Král'],
    true,
  ),
  practice(
    'pldd-novakova',
    '002',
    'Dětská ordinace MUDr. Petra Nováková',
    'Palackého 1260',
    'Mladá Boleslav',
    '293 01',
    50.4097,
    14.9076,
    ['MUDr. Petra Nováková'],
    true,
  ),
  practice(
    'zubni-kriz',
    '014',
    'Zubní ordinace MDDr. Tomáš Kříž',
    'Husova 214',
    'Mladá Boleslav',
    '293 01',
    50.4118,
    14.9012,
    ['MDDr. Tomáš Kříž', 'MDDr. Eliška Křížová'],
    false,
  ),
  practice(
    'zubni-kosmonosy',
    '014',
    'Stomatologie Kosmonosy, MUDr. Jana Hájková',
    'Debřská 130',
    'Kosmonosy',
    '293 06',
    50.4391,
    14.9322,
    ['MUDr. Jana Hájková'],
    false,
  ),
  practice(
    'zubni-bakov',
    '014',
    'Zubní ordinace MDDr. Lukáš Sedláček',
    'Nádražní 512',
    'Bakov nad Jizerou',
    '294 01',
    50.4806,
    14.9446,
    ['MDDr. Lukáš Sedláček'],
    true,
  ),
  practice(
    'zubni-benatky',
    '014',
    'Zubní ordinace MUDr. Věra Pokorná',
    'Pražská 312',
    'Benátky nad Jizerou',
    '294 71',
    50.2896,
    14.8209,
    ['MUDr. Věra Pokorná'],
    false,
  ),
  practice(
    'zubni-praha7',
    '014',
    'Zubní klinika Letná, MDDr. Barbora Růžičková',
    'Milady Horákové 54',
    'Praha 7',
    '170 00',
    50.0999,
    14.4207,
    ['MDDr. Barbora Růžičková'],
    true,
  ),
  practice(
    'gyn-vavrova',
    '603',
    'Gynekologická ambulance MUDr. Lenka Vávrová',
    'Laurinova 1370',
    'Mladá Boleslav',
    '293 01',
    50.4141,
    14.9011,
    ['MUDr. Lenka Vávrová'],
    false,
  ),
  practice(
    'gyn-benatky',
    '603',
    'Gynekologie MUDr. Hana Doležalová',
    'Husovo náměstí 3',
    'Benátky nad Jizerou',
    '294 71',
    50.2911,
    14.8245,
    ['MUDr. Hana Doležalová'],
    false,
  ),
  practice(
    'gyn-praha7',
    '603',
    'Gynekologie Holešovice, MUDr. Markéta Veselá',
    'Dukelských hrdinů 20',
    'Praha 7',
    '170 00',
    50.1011,
    14.4291,
    ['MUDr. Markéta Veselá'],
    true,
  ),
  practice(
    'endo-mb',
    '104',
    'Endokrinologická ambulance MUDr. Martin Hájek',
    'Václava Klementa 147',
    'Mladá Boleslav',
    '293 01',
    50.4181,
    14.9133,
    ['MUDr. Martin Hájek'],
    true,
  ),
  practice(
    'neuro-mb',
    '209',
    'Neurologie MUDr. Ondřej Pospíšil',
    'Havlíčkova 456',
    'Mladá Boleslav',
    '293 01',
    50.4122,
    14.9087,
    ['MUDr. Ondřej Pospíšil'],
    false,
  ),
  practice(
    'kardio-mb',
    '107',
    'Kardiologická ambulance MUDr. Pavel Marek',
    'Tř. Václava Klementa 1459',
    'Mladá Boleslav',
    '293 01',
    50.4169,
    14.9098,
    ['MUDr. Pavel Marek'],
    true,
  ),
  practice(
    'diabeto-mb',
    '103',
    'Diabetologická ambulance MUDr. Eva Fialová',
    'Jičínská 1339',
    'Mladá Boleslav',
    '293 01',
    50.4162,
    14.9168,
    ['MUDr. Eva Fialová'],
    true,
  ),
  practice(
    'uro-mb',
    '706',
    'Urologie MUDr. Jiří Němec',
    'Palackého 1287',
    'Mladá Boleslav',
    '293 01',
    50.4093,
    14.9084,
    ['MUDr. Jiří Němec'],
    true,
  ),
  practice(
    'orto-mb',
    '607',
    'Ortopedie a traumatologie MUDr. Michal Veselý',
    'Václava Klementa 147',
    'Mladá Boleslav',
    '293 01',
    50.4187,
    14.9122,
    ['MUDr. Michal Veselý'],
    true,
  ),
  practice(
    'oci-praha6',
    '705',
    'Oční ordinace MUDr. Lucie Kučerová',
    'Evropská 33',
    'Praha 6',
    '160 00',
    50.0998,
    14.3892,
    ['MUDr. Lucie Kučerová'],
    true,
  ),
  practice(
    'gastro-mb',
    '105',
    'Gastroenterologie a centrum screeningové kolonoskopie',
    'Václava Klementa 147',
    'Mladá Boleslav',
    '293 01',
    50.4189,
    14.9137,
    ['MUDr. Tomáš Jelínek'],
    true,
  ),
  practice(
    'alergo-mb',
    '207',
    'Alergologie a klinická imunologie MUDr. Kateřina Černá',
    'Nádražní 1100',
    'Mladá Boleslav',
    '293 01',
    50.4076,
    14.9119,
    ['MUDr. Kateřina Černá'],
    true,
  ),
  practice(
    'mamo-mb',
    '809',
    'Mamografické screeningové centrum Mladá Boleslav',
    'Václava Klementa 147',
    'Mladá Boleslav',
    '293 01',
    50.4183,
    14.9126,
    ['MUDr. Alena Procházková'],
    true,
  ),
  {
    ...practice(
      'lab-mb',
      '801',
      'Laboratoř klinické biochemie a hematologie Mladá Boleslav',
      'Václava Klementa 147',
      'Mladá Boleslav',
      '293 01',
      50.4186,
      14.9131,
      ['Ing. Věra Králová'],
      true,
    ),
    druhSubjektu: 'LABORATOR',
  },
  {
    ...practice(
      'lab-praha',
      '801',
      'Laboratoř Praha Holešovice',
      'Jateční 10',
      'Praha 7',
      '170 00',
      50.1035,
      14.4462,
      ['RNDr. Pavel Fiala'],
      true,
    ),
    druhSubjektu: 'LABORATOR',
  },
  pharmacy('lekarna-mb-centrum', 'Lékárna U Zlatého lva', 'Staroměstské nám. 14', 'Mladá Boleslav', '293 01', 50.4108, 14.9045),
  pharmacy('lekarna-benatky', 'Lékárna Benátky', 'Husovo náměstí 11', 'Benátky nad Jizerou', '294 71', 50.2912, 14.8232),
  pharmacy('lekarna-praha7', 'Lékárna Letná', 'Letohradská 52', 'Praha 7', '170 00', 50.1001, 14.4246),
  {
    ...pharmacy('prostredky-mb', 'Zdravotnické potřeby Mladá Boleslav', 'Jičínská 1356', 'Mladá Boleslav', '293 01', 50.4158, 14.9174),
    druhSubjektu: 'PROSTREDKY',
    poznamka: 'Výdej a zápůjčky zdravotnických prostředků na poukaz (chodítka, berle, glukometry, polohovací lůžka).',
  },
  contactPoint('km-mb', 'Kontaktní místo Mladá Boleslav', 'Tř. Václava Klementa 869', 'Mladá Boleslav', '293 01', 50.4148, 14.9053),
  contactPoint('km-nymburk', 'Kontaktní místo Nymburk', 'Náměstí Přemyslovců 163', 'Nymburk', '288 02', 50.1857, 15.0425),
  contactPoint('km-vrchlabi', 'Kontaktní místo Vrchlabí', 'Krkonošská 9', 'Vrchlabí', '543 01', 50.6297, 15.6088),
  contactPoint('km-praha', 'Kontaktní místo Praha', 'Na Pankráci 1685/17', 'Praha 4', '140 00', 50.0584, 14.4347),
];

function hospital(
  key: string,
  nazev: string,
  ulice: string,
  obec: string,
  psc: string,
  lat: number,
  lon: number,
  telefon: string,
  web: string,
): SeedPartner {
  return {
    key,
    druhSubjektu: 'NEMOCNICE',
    nazev,
    ico: null,
    odbornosti: ['101', '107', '501', '603', '607', '209', '809', '801'],
    ulice,
    obec,
    psc,
    lat,
    lon,
    telefon,
    email: null,
    web,
    noviPacienti: true,
    ordinacniHodiny: nonstop,
    lekari: [],
    poznamka: 'Lůžková péče, ambulance a pohotovost.',
  };
}

function practice(
  key: string,
  odbornost: string,
  nazev: string,
  ulice: string,
  obec: string,
  psc: string,
  lat: number,
  lon: number,
  lekari: string[],
  noviPacienti: boolean,
): SeedPartner {
  const random = prng(key.length * 7919 + key.charCodeAt(0));
  return {
    key,
    druhSubjektu: 'AMBULANCE',
    nazev,
    ico: ico(random),
    odbornosti: [odbornost],
    ulice,
    obec,
    psc,
    lat,
    lon,
    telefon: phone(obec.startsWith('Praha') ? '2' : '326', random),
    email: `ordinace@${slug(key)}.cz`,
    web: null,
    noviPacienti,
    ordinacniHodiny: surgeryHours(key.length),
    lekari,
    poznamka: noviPacienti ? null : 'Nové pacienty momentálně nepřijímáme.',
  };
}

function pharmacy(key: string, nazev: string, ulice: string, obec: string, psc: string, lat: number, lon: number): SeedPartner {
  const random = prng(key.length * 104729);
  return {
    key,
    druhSubjektu: 'LEKARNA',
    nazev,
    ico: ico(random),
    odbornosti: [],
    ulice,
    obec,
    psc,
    lat,
    lon,
    telefon: phone(obec.startsWith('Praha') ? '2' : '326', random),
    email: null,
    web: null,
    noviPacienti: true,
    ordinacniHodiny: pharmacyHours,
    lekari: [],
    poznamka: null,
  };
}

function contactPoint(key: string, nazev: string, ulice: string, obec: string, psc: string, lat: number, lon: number): SeedPartner {
  return {
    key,
    druhSubjektu: 'KONTAKTNI_MISTO',
    nazev: `Zaměstnanecká pojišťovna Škoda – ${nazev.replace(/^Kontaktní místo/, 'kontaktní místo')}`,
    ico: null,
    odbornosti: [],
    ulice,
    obec,
    psc,
    lat,
    lon,
    telefon: '+420 326 579 111',
    email: 'info@zpskoda.cz',
    web: 'https://www.zpskoda.cz',
    noviPacienti: false,
    ordinacniHodiny: [
      { den: 1, od: '08:00', do: '17:00', poznamka: null },
      { den: 2, od: '08:00', do: '15:00', poznamka: null },
      { den: 3, od: '08:00', do: '17:00', poznamka: null },
      { den: 4, od: '08:00', do: '15:00', poznamka: null },
      { den: 5, od: '08:00', do: '13:00', poznamka: null },
    ],
    lekari: [],
    poznamka: 'Přihlášky, průkazy pojištěnce, potvrzení a poradenství.',
  };
}

/** Generated practices and pharmacies in each town (deterministic). */
function generated(): SeedPartner[] {
  const out: SeedPartner[] = [];
  const counts: Record<string, number> = { 'Mladá Boleslav': 60, Nymburk: 40, Vrchlabí: 30, Praha: 70 };
  for (const town of towns) {
    const random = prng(town.obec.length * 31337);
    for (let i = 0; i < counts[town.obec]; i += 1) {
      const kind = practiceKinds[Math.floor(random() * practiceKinds.length)];
      const first = firstNames[Math.floor(random() * firstNames.length)];
      const surname = surnamesM[Math.floor(random() * surnamesM.length)];
      const person = `${kind.title} ${first} ${female(first) ? feminine(surname) : surname}`;
      const street = town.streets[Math.floor(random() * town.streets.length)];
      const number = 1 + Math.floor(random() * (town.obec === 'Praha' ? 90 : 1400));
      const lat = Math.round((town.lat + (random() - 0.5) * 2 * town.spread) * 1e6) / 1e6;
      const lon = Math.round((town.lon + (random() - 0.5) * 3 * town.spread) * 1e6) / 1e6;
      const place = town.obec === 'Praha' ? pragueDistrict(lat, lon) : { obec: town.obec, psc: town.psc };
      const key = `gen-${slug(town.obec)}-${i}`;
      if (kind.druh === 'LEKARNA') {
        out.push({
          ...pharmacy(key, `Lékárna ${pharmacyNames[i % pharmacyNames.length]}`, `${street} ${number}`, place.obec, place.psc, lat, lon),
          telefon: phone(town.phonePrefix, random),
        });
      } else {
        const noviPacienti = random() > 0.45;
        out.push({
          key,
          druhSubjektu: kind.druh,
          nazev: kind.label(person),
          ico: ico(random),
          odbornosti: [kind.odbornost as string],
          ulice: `${street} ${number}`,
          obec: place.obec,
          psc: place.psc,
          lat,
          lon,
          telefon: phone(town.phonePrefix, random),
          email: random() > 0.3 ? `${slug(surname)}.${slug(first)}@ordinace-${slug(town.obec)}.cz` : null,
          web: random() > 0.6 ? `https://www.${slug(surname)}-${kind.odbornost}.cz` : null,
          noviPacienti,
          ordinacniHodiny: surgeryHours(i),
          lekari: [person],
          poznamka: noviPacienti ? null : 'Nové pacienty momentálně nepřijímáme.',
        });
      }
    }
  }
  return out;
}

export const seedPartners: readonly SeedPartner[] = [...named, ...generated()];
