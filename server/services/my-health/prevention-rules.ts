/**
 * Who is entitled to which check-up or screening, how often, and the state of each (pure; no
 * database). The rules, with their legal sources and what is uncertain, are written out in
 * docs/prevention-rules.md: vyhláška č. 70/2012 Sb. o preventivních prohlídkách as amended (last by
 * vyhláška č. 403/2025 Sb., from 1 January 2026) for the check-ups at the GP, the paediatrician,
 * the dentist and the gynaecologist, and the national screening and early-detection programmes.
 */
import { czechCount, formatDateCz } from '../../../contract/format';
import {
  preventionLabels,
  type NavstevaPrevence,
  type PrevencePolozka,
  type PreventionCode,
  type PreventionGroup,
} from '../../../contract/prevention';
import { type PreventionSection } from '../../../contract/enums';
import type { PreventionState, TrafficLight } from '../../../contract/enums';
import { addDaysIso, addMonthsIso, addYearsIso, daysBetween, type PersonFacts } from './common';

/** A visit of the history, with an optional validity of its own (a colonoscopy counts for 10 years). */
export type Visit = NavstevaPrevence & { platnostMesicu?: number };

type Schedule =
  /** Every `months` (the next one not before `earliestMonths`), e.g. the GP every 2 years, not before 23 months. */
  | { kind: 'interval'; months: (facts: PersonFacts) => number; earliestMonths?: (facts: PersonFacts) => number }
  /** `perYear` visits in each calendar year (the dentist). */
  | { kind: 'calendarYear'; perYear: (facts: PersonFacts) => number }
  /** Check-ups at fixed ages (children): each due from its age until the next one. */
  | { kind: 'ages'; ages: ReadonlyArray<{ label: string; days?: number; months?: number; years?: number }> }
  /** Once in each age window [fromAge, toAge) (HPV at 35 and 45, the aorta once from 65). */
  | { kind: 'windows'; windows: ReadonlyArray<{ fromAge: number; toAge: number; label: string }> };

export interface PreventionRule {
  code: PreventionCode;
  section: PreventionSection;
  group: PreventionGroup;
  /** Entitled today. */
  applies: (facts: PersonFacts) => boolean;
  /** From which age the entitlement starts (for "never done" since when). */
  fromAge: number;
  schedule: Schedule;
  frekvence: (facts: PersonFacts) => string;
  obsah: (facts: PersonFacts) => string[];
  kdoProvadi: string;
  pravniZaklad: string;
  /** The codes whose visits count for this one too (cervical screening is part of the gynaecological check-up). */
  countsVisitsOf?: PreventionCode[];
}

const decree = 'Vyhláška č. 70/2012 Sb., o preventivních prohlídkách, ve znění vyhlášky č. 403/2025 Sb. (od 1. 1. 2026)';

const childAges = [
  { label: 'v prvním týdnu po narození', days: 3 },
  { label: 've 14 dnech', days: 14 },
  { label: 'v 6 týdnech', days: 42 },
  { label: 've 3 měsících', months: 3 },
  { label: 've 4 měsících', months: 4 },
  { label: 'v 6 měsících', months: 6 },
  { label: 'v 8 měsících', months: 8 },
  { label: 'v 10 měsících', months: 10 },
  { label: 'v 18 měsících', months: 18 },
  { label: 've 3 letech', years: 3 },
  { label: 'v 5 letech', years: 5 },
  { label: 'v 7 letech', years: 7 },
  { label: 'v 9 letech', years: 9 },
  { label: 'v 11 letech', years: 11 },
  { label: 've 13 letech', years: 13 },
  { label: 've 15 letech', years: 15 },
  { label: 'v 17 letech', years: 17 },
] as const;

export const preventionRules: readonly PreventionRule[] = [
  {
    code: 'PRAKTICKY_LEKAR',
    section: 'PROHLIDKY',
    group: 'PRAKTICKY_LEKAR',
    fromAge: 18,
    applies: (f) => f.age >= 18,
    schedule: { kind: 'interval', months: () => 24, earliestMonths: () => 23 },
    frekvence: () => 'jednou za 2 roky (nejdříve 23 měsíců po poslední)',
    obsah: (f) => [
      'rozhovor o zdravotním stavu, rodinné a pracovní anamnéze, kouření, alkoholu a duševní pohodě',
      'kontrola očkování (tetanus a doporučená očkování)',
      'celkové vyšetření včetně krevního tlaku, hmotnosti, BMI a obvodu pasu',
      'vyšetření moči diagnostickým proužkem',
      'krevní testy: lipidy a glykémie v intervalech podle věku',
      ...(f.age >= 40 ? ['EKG od 40 let'] : []),
      ...(f.age >= 50 ? ['kontrola screeningových programů (kolorektum, prsa, prostata, plíce, aorta, osteoporóza, demence)'] : []),
      'doporučení k dalším vyšetřením a poučení o rizicích',
    ],
    kdoProvadi: 'Registrující praktický lékař pro dospělé (odbornost 001)',
    pravniZaklad: `${decree}, § 2`,
  },
  {
    code: 'PRAKTICKY_LEKAR_DETI',
    section: 'PROHLIDKY',
    group: 'PEDIATR',
    fromAge: 0,
    applies: (f) => f.age < 18,
    schedule: { kind: 'ages', ages: childAges },
    frekvence: () =>
      'v daném věku: v prvním týdnu, 14 dnech, 6 týdnech, 3, 4, 6, 8, 10 a 18 měsících, pak ve 3, 5, 7, 9, 11, 13, 15 a 17 letech',
    obsah: (f) => [
      'vyšetření růstu, vývoje a celkového zdravotního stavu',
      f.age < 3 ? 'kontrola psychomotorického vývoje, výživy a kyčelních kloubů' : 'vyšetření zraku, sluchu, krevního tlaku a moči',
      'kontrola a doplnění očkování podle očkovacího kalendáře',
      'poradenství rodičům (výživa, prevence úrazů, zdravý životní styl)',
    ],
    kdoProvadi: 'Registrující praktický lékař pro děti a dorost (odbornost 002)',
    pravniZaklad: `${decree}, § 3 až 5`,
  },
  {
    code: 'ZUBNI',
    section: 'PROHLIDKY',
    group: 'ZUBNI_LEKAR',
    fromAge: 1,
    applies: (f) => f.age >= 1,
    schedule: { kind: 'calendarYear', perYear: (f) => (f.age < 18 ? 2 : 1) },
    frekvence: (f) => (f.age < 18 ? 'dvakrát v kalendářním roce' : 'jednou v kalendářním roce'),
    obsah: () => [
      'vyšetření zubů, dásní a sliznice ústní dutiny',
      'kontrola výplní a náhrad, zhodnocení hygieny',
      'poučení o péči o chrup, případně doporučení dentální hygieny',
    ],
    kdoProvadi: 'Registrující zubní lékař (odbornost 014)',
    pravniZaklad: `${decree}, § 6`,
  },
  {
    code: 'GYNEKOLOGIE',
    section: 'PROHLIDKY',
    group: 'GYNEKOLOG',
    fromAge: 15,
    applies: (f) => f.female && f.age >= 15,
    schedule: { kind: 'interval', months: () => 12, earliestMonths: () => 11 },
    frekvence: () => 'jednou za rok (nejdříve 11 měsíců po poslední)',
    obsah: (f) => [
      'gynekologické vyšetření a vyšetření prsů pohmatem',
      'cytologický stěr z děložního hrdla (screening karcinomu děložního hrdla)',
      ...(f.age >= 35 && f.age < 46 ? ['test na HPV ve 35 a 45 letech'] : []),
      ...(f.age >= 45 ? ['doporučení mamografického screeningu'] : []),
      ...(f.age >= 50 ? ['předání testu na skryté krvácení do stolice'] : []),
    ],
    kdoProvadi: 'Registrující gynekolog (odbornost 603)',
    pravniZaklad: `${decree}, § 7`,
  },
  {
    code: 'CERVIX',
    section: 'SCREENINGY',
    group: 'GYNEKOLOG',
    fromAge: 15,
    applies: (f) => f.female && f.age >= 15,
    schedule: { kind: 'interval', months: () => 12, earliestMonths: () => 11 },
    frekvence: () => 'jednou za rok při gynekologické preventivní prohlídce',
    obsah: () => ['cytologické vyšetření stěru z děložního hrdla, hodnocené v akreditované laboratoři'],
    kdoProvadi: 'Registrující gynekolog, vyhodnocení akreditovaná cytologická laboratoř',
    pravniZaklad: `${decree}, § 7; Národní program screeningu karcinomu děložního hrdla`,
    countsVisitsOf: ['GYNEKOLOGIE'],
  },
  {
    code: 'HPV',
    section: 'SCREENINGY',
    group: 'GYNEKOLOG',
    fromAge: 35,
    applies: (f) => f.female && f.age >= 35,
    schedule: {
      kind: 'windows',
      windows: [
        { fromAge: 35, toAge: 36, label: 've 35 letech' },
        { fromAge: 45, toAge: 46, label: 've 45 letech' },
      ],
    },
    frekvence: () => 'jednou ve 35 a jednou ve 45 letech',
    obsah: () => ['test na přítomnost vysoce rizikových typů lidského papilomaviru ze stěru z děložního hrdla'],
    kdoProvadi: 'Registrující gynekolog',
    pravniZaklad: 'Národní program screeningu karcinomu děložního hrdla (HPV test ve 35 a 45 letech)',
  },
  {
    code: 'MAMOGRAFIE',
    section: 'SCREENINGY',
    group: 'SPECIALIZOVANE_PRACOVISTE',
    fromAge: 45,
    applies: (f) => f.female && f.age >= 45,
    schedule: { kind: 'interval', months: () => 24, earliestMonths: () => 23 },
    frekvence: () => 'jednou za 2 roky od 45 let, bez horní věkové hranice',
    obsah: () => ['mamografické vyšetření obou prsů na akreditovaném pracovišti', 'hodnocení dvěma radiology'],
    kdoProvadi: 'Akreditované mamografické screeningové centrum (na doporučení gynekologa nebo praktického lékaře)',
    pravniZaklad: 'Národní program screeningu karcinomu prsu',
  },
  {
    code: 'KOLOREKTALNI',
    section: 'SCREENINGY',
    group: 'PRAKTICKY_LEKAR',
    fromAge: 50,
    applies: (f) => f.age >= 50,
    schedule: { kind: 'interval', months: (f) => (f.age < 55 ? 12 : 24) },
    frekvence: (f) =>
      f.age < 55
        ? 'test na skryté krvácení do stolice jednou za rok (od 55 let jednou za 2 roky), nebo screeningová kolonoskopie jednou za 10 let'
        : 'test na skryté krvácení do stolice jednou za 2 roky, nebo screeningová kolonoskopie jednou za 10 let',
    obsah: () => [
      'imunochemický test na skryté krvácení do stolice (FIT), sadu předá praktický lékař nebo gynekolog',
      'při pozitivním testu kolonoskopie',
      'místo testu lze zvolit primární screeningovou kolonoskopii',
    ],
    kdoProvadi: 'Praktický lékař nebo gynekolog; kolonoskopie centrum pro screeningovou kolonoskopii',
    pravniZaklad: 'Národní program screeningu kolorektálního karcinomu',
  },
  {
    code: 'PROSTATA',
    section: 'SCREENINGY',
    group: 'PRAKTICKY_LEKAR',
    fromAge: 50,
    applies: (f) => !f.female && f.age >= 50 && f.age < 70,
    schedule: { kind: 'interval', months: () => 24 },
    frekvence: () => 'podle hodnoty PSA, obvykle jednou za 2 až 4 roky, ve věku 50 až 69 let',
    obsah: () => ['odběr krve na prostatický specifický antigen (PSA)', 'při zvýšené hodnotě vyšetření magnetickou rezonancí a urologem'],
    kdoProvadi: 'Praktický lékař nebo urolog',
    pravniZaklad:
      'Program časného záchytu karcinomu prostaty (od 2024); vyhláška č. 70/2012 Sb., § 2 písm. c) ve znění vyhlášky č. 403/2025 Sb.',
  },
  {
    code: 'PLICE',
    section: 'SCREENINGY',
    group: 'SPECIALIZOVANE_PRACOVISTE',
    fromAge: 55,
    applies: (f) => f.smoker === true && f.age >= 55 && f.age < 75,
    schedule: { kind: 'interval', months: () => 12 },
    frekvence: () => 'jednou za rok ve věku 55 až 74 let u kuřáků a bývalých kuřáků (alespoň 20 balíčkoroků)',
    obsah: () => ['nízkodávkové CT plic na akreditovaném pracovišti', 'poradenství k odvykání kouření'],
    kdoProvadi: 'Pneumolog akreditovaného pracoviště, na doporučení praktického lékaře',
    pravniZaklad: 'Program časného záchytu karcinomu plic; vyhláška č. 70/2012 Sb., § 2 písm. c) ve znění vyhlášky č. 403/2025 Sb.',
  },
  {
    code: 'AORTA',
    section: 'SCREENINGY',
    group: 'SPECIALIZOVANE_PRACOVISTE',
    fromAge: 65,
    applies: (f) => !f.female && f.age >= 65 && f.age < 75,
    schedule: { kind: 'windows', windows: [{ fromAge: 65, toAge: 75, label: 've věku 65 až 74 let' }] },
    frekvence: () => 'jednou, muži od 65 let',
    obsah: () => ['ultrazvukové vyšetření břišní aorty'],
    kdoProvadi: 'Sonografické pracoviště na doporučení praktického lékaře',
    pravniZaklad:
      'Program časného záchytu aneurysmatu břišní aorty; vyhláška č. 70/2012 Sb., § 2 písm. c) ve znění vyhlášky č. 403/2025 Sb.',
  },
  {
    code: 'OSTEOPOROZA',
    section: 'SCREENINGY',
    group: 'PRAKTICKY_LEKAR',
    fromAge: 65,
    applies: (f) => f.female && f.age >= 65,
    schedule: { kind: 'interval', months: () => 60 },
    frekvence: () => 'ženy od 65 let, opakování podle výsledku (orientačně za 5 let)',
    obsah: () => ['zhodnocení rizika zlomenin dotazníkem', 'při zvýšeném riziku denzitometrie (DXA)'],
    kdoProvadi: 'Praktický lékař, denzitometrie osteocentrum',
    pravniZaklad: 'Program časného záchytu osteoporózy; vyhláška č. 70/2012 Sb., § 2 písm. c) ve znění vyhlášky č. 403/2025 Sb.',
  },
  {
    code: 'DEMENCE',
    section: 'SCREENINGY',
    group: 'PRAKTICKY_LEKAR',
    fromAge: 65,
    applies: (f) => f.age >= 65,
    schedule: { kind: 'interval', months: () => 24, earliestMonths: () => 23 },
    frekvence: () => 'od 65 let jednou za 2 roky při všeobecné preventivní prohlídce',
    obsah: () => ['krátký test paměti a myšlení (kognitivní screening)', 'při nálezu doporučení k neurologovi nebo psychiatrovi'],
    kdoProvadi: 'Registrující praktický lékař',
    pravniZaklad: 'Program časného záchytu demence; vyhláška č. 70/2012 Sb., § 2 písm. c) ve znění vyhlášky č. 403/2025 Sb.',
  },
];

export const ruleOf = (code: PreventionCode): PreventionRule => {
  const rule = preventionRules.find((r) => r.code === code);
  if (!rule) throw new Error(`unknown prevention ${code}`);
  return rule;
};

export const wire = (iso: string): string => `${iso.slice(0, 10)}T00:00:00`;
const day = (visit: Visit): string => visit.datum.slice(0, 10);

interface Evaluation {
  stav: PreventionState;
  stavPopis: string;
  platnostDo: string | null;
  semafor: TrafficLight;
  dalsiTermin: string | null;
  coChybi: string | null;
  posledni: Visit | null;
}

function evaluate(rule: PreventionRule, facts: PersonFacts, visits: Visit[]): Evaluation {
  const today = facts.today;
  const past = visits.filter((v) => day(v) <= today).sort((a, b) => (day(a) < day(b) ? 1 : -1));
  const last = past[0] ?? null;
  const entitledSince = addYearsIso(facts.narozen, rule.fromAge);
  const schedule = rule.schedule;

  if (schedule.kind === 'interval') {
    const months = last?.platnostMesicu ?? schedule.months(facts);
    const earliest = last?.platnostMesicu ?? schedule.earliestMonths?.(facts) ?? months;
    if (!last) {
      const overdue = daysBetween(entitledSince, today) > months * 30;
      return {
        stav: 'TERMIN_NENASTAVEN',
        stavPopis: 'Termín návštěvy není nastaven',
        platnostDo: null,
        semafor: overdue ? 'CERVENA' : 'ZLUTA',
        dalsiTermin: wire(today),
        coChybi: 'Zatím o vás nemáme záznam. Objednejte se – na vyšetření máte nárok už teď.',
        posledni: null,
      };
    }
    const validUntil = addDaysIso(addMonthsIso(day(last), months), -1);
    const next = addMonthsIso(day(last), earliest);
    if (today > validUntil) {
      return {
        stav: 'NEPLATNA',
        stavPopis: `Neplatná od ${formatDateCz(addDaysIso(validUntil, 1))}`,
        platnostDo: wire(validUntil),
        semafor: 'CERVENA',
        dalsiTermin: wire(today),
        coChybi: `Poslední návštěva byla ${formatDateCz(day(last))}. Objednejte se na novou – nárok máte už teď.`,
        posledni: last,
      };
    }
    const canGo = today >= next;
    return {
      stav: 'PLATNA',
      stavPopis: `Platná do ${formatDateCz(validUntil)}`,
      platnostDo: wire(validUntil),
      semafor: canGo ? 'ZLUTA' : 'ZELENA',
      dalsiTermin: wire(next),
      coChybi: canGo ? `Platnost končí ${formatDateCz(validUntil)}. Na další návštěvu se už můžete objednat.` : null,
      posledni: last,
    };
  }

  if (schedule.kind === 'calendarYear') {
    const year = today.slice(0, 4);
    const perYear = schedule.perYear(facts);
    const thisYear = past.filter((v) => day(v).startsWith(year)).length;
    const lastYear = past.filter((v) => day(v).startsWith(String(Number(year) - 1))).length;
    const yearEnd = `${year}-12-31`;
    if (thisYear >= perYear) {
      return {
        stav: 'PLATNA',
        stavPopis: `Platná do ${formatDateCz(yearEnd)}`,
        platnostDo: wire(yearEnd),
        semafor: 'ZELENA',
        dalsiTermin: wire(`${Number(year) + 1}-01-01`),
        coChybi: null,
        posledni: last,
      };
    }
    if (thisYear > 0) {
      const left = perYear - thisYear;
      return {
        stav: 'PLATNA',
        stavPopis: `Platná do ${formatDateCz(yearEnd)}`,
        platnostDo: wire(yearEnd),
        semafor: 'ZLUTA',
        dalsiTermin: wire(today),
        coChybi: `Letos máte nárok ještě na ${left === 1 ? 'jednu prohlídku' : czechCount(left, 'prohlídku', 'prohlídky', 'prohlídek')}.`,
        posledni: last,
      };
    }
    return {
      stav: last ? 'NEPLATNA' : 'TERMIN_NENASTAVEN',
      stavPopis: last ? `Neplatná od ${formatDateCz(`${year}-01-01`)}` : 'Termín návštěvy není nastaven',
      platnostDo: last ? wire(`${Number(year) - 1}-12-31`) : null,
      semafor: lastYear > 0 ? 'ZLUTA' : 'CERVENA',
      dalsiTermin: wire(today),
      coChybi: last
        ? `Letos jste na prohlídce ještě nebyli (poslední ${formatDateCz(day(last))}).`
        : 'Zatím o vás nemáme záznam. Objednejte se – na prohlídku máte nárok už teď.',
      posledni: last,
    };
  }

  if (schedule.kind === 'ages') {
    const dates = schedule.ages.map((a) => ({
      label: a.label,
      date:
        a.days !== undefined
          ? addDaysIso(facts.narozen, a.days)
          : a.months !== undefined
            ? addMonthsIso(facts.narozen, a.months)
            : addYearsIso(facts.narozen, a.years ?? 0),
    }));
    const currentIndex = dates.reduce((found, d, index) => (d.date <= today ? index : found), -1);
    const upcoming = dates[currentIndex + 1] ?? null;
    if (currentIndex < 0) {
      return {
        stav: 'TERMIN_NENASTAVEN',
        stavPopis: 'Termín návštěvy není nastaven',
        platnostDo: null,
        semafor: 'NESPECIFIKOVANO',
        dalsiTermin: upcoming ? wire(upcoming.date) : null,
        coChybi: null,
        posledni: last,
      };
    }
    const current = dates[currentIndex];
    // A visit up to a month before the due age counts (appointments are made around the birthday),
    // but never one that belongs to the previous check-up (at most half-way back to it).
    const previous = dates[currentIndex - 1];
    const monthBefore = addMonthsIso(current.date, -1);
    const halfWay = previous ? addDaysIso(previous.date, Math.ceil(daysBetween(previous.date, current.date) / 2)) : monthBefore;
    const windowStart = monthBefore > halfWay ? monthBefore : halfWay;
    const windowEnd = upcoming ? upcoming.date : addYearsIso(facts.narozen, 18);
    const done = past.find((v) => day(v) >= windowStart && day(v) < windowEnd) ?? null;
    if (done) {
      return {
        stav: 'PROVEDENA',
        stavPopis: `Prohlídka ${current.label} provedena ${formatDateCz(day(done))}`,
        platnostDo: upcoming ? wire(addDaysIso(upcoming.date, -1)) : null,
        semafor: 'ZELENA',
        dalsiTermin: upcoming ? wire(upcoming.date) : null,
        coChybi: null,
        posledni: last,
      };
    }
    const late = daysBetween(current.date, today) > 90;
    return {
      stav: 'TERMIN_NENASTAVEN',
      stavPopis: 'Termín návštěvy není nastaven',
      platnostDo: null,
      semafor: late ? 'CERVENA' : 'ZLUTA',
      dalsiTermin: wire(today),
      coChybi: `Prohlídka ${current.label} (od ${formatDateCz(current.date)}) zatím nebyla provedena.`,
      posledni: last,
    };
  }

  // windows: once within each age window
  const windows = schedule.windows.map((w) => ({
    ...w,
    from: addYearsIso(facts.narozen, w.fromAge),
    to: addYearsIso(facts.narozen, w.toAge),
  }));
  const open = windows.find((w) => w.from <= today && today < w.to);
  const nextWindow = windows.find((w) => w.from > today) ?? null;
  const doneIn = (w: (typeof windows)[number]) => past.find((v) => day(v) >= addMonthsIso(w.from, -3) && day(v) < w.to) ?? null;
  if (open) {
    const done = doneIn(open);
    return done
      ? {
          stav: 'PROVEDENA',
          stavPopis: `Provedena ${formatDateCz(day(done))}`,
          platnostDo: null,
          semafor: 'ZELENA',
          dalsiTermin: nextWindow ? wire(nextWindow.from) : null,
          coChybi: null,
          posledni: last,
        }
      : {
          stav: 'TERMIN_NENASTAVEN',
          stavPopis: 'Termín návštěvy není nastaven',
          platnostDo: wire(addDaysIso(open.to, -1)),
          semafor: 'ZLUTA',
          dalsiTermin: wire(today),
          coChybi: `Vyšetření ${open.label} máte nárok absolvovat do ${formatDateCz(addDaysIso(open.to, -1))}.`,
          posledni: last,
        };
  }
  const passed = windows.filter((w) => w.to <= today);
  const lastPassed = passed[passed.length - 1];
  const done = lastPassed ? doneIn(lastPassed) : null;
  if (lastPassed && done) {
    return {
      stav: 'PROVEDENA',
      stavPopis: `Provedena ${formatDateCz(day(done))}`,
      platnostDo: null,
      semafor: 'ZELENA',
      dalsiTermin: nextWindow ? wire(nextWindow.from) : null,
      coChybi: null,
      posledni: last,
    };
  }
  return {
    stav: 'NEPROVEDENA',
    stavPopis: 'Neprovedena',
    platnostDo: null,
    semafor: 'CERVENA',
    dalsiTermin: nextWindow ? wire(nextWindow.from) : null,
    coChybi: lastPassed
      ? `Vyšetření ${lastPassed.label} nebylo provedeno.${nextWindow ? ` Další nárok máte ${nextWindow.label} (od ${formatDateCz(nextWindow.from)}).` : ''}`
      : null,
    posledni: last,
  };
}

/** The entitlements of a person today with their states, in the order of `preventionRules`. */
export function entitlements(facts: PersonFacts, visitsOf: (code: PreventionCode) => Visit[]): PrevencePolozka[] {
  return preventionRules
    .filter((rule) => rule.applies(facts))
    .map((rule) => {
      const visits = [rule.code, ...(rule.countsVisitsOf ?? [])].flatMap((code) => visitsOf(code));
      const result = evaluate(rule, facts, visits);
      const history = [...visits].sort((a, b) => (day(a) < day(b) ? 1 : -1)).map(({ platnostMesicu: _omit, ...visit }) => visit);
      const strip = (v: Visit | null) => {
        if (!v) return null;
        const { platnostMesicu: _omit, ...visit } = v;
        return visit;
      };
      return {
        id: rule.code,
        nazev: preventionLabels[rule.code],
        sekce: rule.section,
        skupina: rule.group,
        stav: result.stav,
        stavPopis: result.stavPopis,
        platnostDo: result.platnostDo,
        semafor: result.semafor,
        posledniNavsteva: strip(result.posledni),
        dalsiTermin: result.dalsiTermin,
        coChybi: result.coChybi,
        frekvence: rule.frekvence(facts),
        obsah: rule.obsah(facts),
        kdoProvadi: rule.kdoProvadi,
        pravniZaklad: rule.pravniZaklad,
        historie: history,
      };
    });
}
