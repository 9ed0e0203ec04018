/**
 * Demo data of "My health" (issue 12), 2020 to the seed day, for every demo person: contract
 * partners of the map, the medicines list and the curated interactions, care items with their
 * procedures (check-ups and screenings consistent with the prevention rules: some done, some
 * missed, some due), dispensed and own medicines with co-payments, borrowed aids, registering
 * doctors, lab panels with trends, Jana's lab consent (given) and two complaints. Deterministic:
 * dates are fixed or counted back from the seed day, the rest comes from a seeded generator.
 *
 * Procedure codes and names follow the Czech list of health procedures (seznam zdravotních výkonů)
 * as compiled by hand; prices are realistic amounts in Kč. See docs/decisions.md "My health".
 */
import { and, count, eq, inArray, lte, sql } from 'drizzle-orm';
import { addDaysIso, formatDateCz } from '../../contract/format';
import { crownsToHellers } from '../../contract/money';
import type { CareKind, ProcedureKind } from '../../contract/enums';
import type { PreventionCode } from '../../contract/prevention';
import type { Database, Transaction } from '../db/client';
import {
  careComplaintProcedures,
  careComplaints,
  careItems,
  careProcedures,
  contractPartners,
  insuranceRequests,
  labResults,
  labValues,
  medicalAidLoans,
  medicineInteractions,
  medicinesList,
  personDoctors,
  personMedicines,
} from '../db/schema';
import { setConsent } from '../services/consents';
import { todayInPrague } from '../services/clock';
import { analyteOf } from '../services/my-health/lab-analytes';
import { ageOn } from '../../contract/person';
import { addMonthsIso, addYearsIso } from '../services/my-health/common';
import { demoPersonId, demoPersons, type PersonKey } from './demo-data';
import { seedInteractions } from './my-health/interactions';
import { medicine, seedMedicines, type SeedMedicine } from './my-health/medicines-list';
import { prng, seedPartners } from './my-health/partners';

type Tx = Transaction;

// Procedures ------------------------------------------------------------------------------------

type Proc = [kod: string, nazev: string, druh: ProcedureKind, jednotka: string, cena: number];
const P = {
  gpPrevention: [
    '01022',
    'Opakované komplexní vyšetření a poradenství registrovaného pojištěnce praktickým lékařem',
    'VYKON',
    'výkon',
    784,
  ],
  gpTargeted: ['01023', 'Cílené vyšetření praktickým lékařem', 'VYKON', 'výkon', 331],
  gpControl: ['01025', 'Kontrolní vyšetření praktickým lékařem', 'VYKON', 'výkon', 166],
  phone: ['09513', 'Telefonická konzultace ošetřujícího lékaře pacientem', 'VYKON', 'výkon', 86],
  blood: ['09119', 'Odběr krve ze žíly u dospělého nebo dítěte nad 10 let', 'VYKON', 'výkon', 52],
  ekg: ['09127', 'Natočení a vyhodnocení EKG', 'VYKON', 'výkon', 248],
  fit: ['15120', 'Imunochemický test na okultní krvácení do stolice (FIT)', 'VYKON', 'výkon', 262],
  psa: ['81627', 'Prostatický specifický antigen (PSA)', 'VYKON', 'výkon', 238],
  childPrevention: ['02031', 'Preventivní prohlídka registrovaného dítěte praktickým lékařem pro děti a dorost', 'VYKON', 'výkon', 726],
  childTargeted: ['02023', 'Cílené vyšetření praktickým lékařem pro děti a dorost', 'VYKON', 'výkon', 334],
  dentPrevention: ['00901', 'Opakované komplexní vyšetření a ošetření registrovaného pojištěnce zubním lékařem', 'VYKON', 'výkon', 523],
  dentXray: ['00908', 'Zhotovení intraorálního RTG snímku', 'VYKON', 'výkon', 128],
  dentFilling: ['00911', 'Ošetření zubního kazu – výplň', 'VYKON', 'výkon', 694],
  gynPrevention: ['63050', 'Preventivní prohlídka gynekologická', 'VYKON', 'výkon', 652],
  gynCytology: ['63052', 'Odběr materiálu na cytologické vyšetření děložního hrdla', 'VYKON', 'výkon', 118],
  gynTargeted: ['63023', 'Cílené vyšetření gynekologem', 'VYKON', 'výkon', 421],
  gynUltrasound: ['63415', 'Ultrazvukové vyšetření v gynekologii', 'VYKON', 'výkon', 548],
  birth: ['63511', 'Vedení spontánního porodu', 'VYKON', 'výkon', 3912],
  mammography: ['89221', 'Screeningová mamografie obou prsů', 'VYKON', 'výkon', 1288],
  colonoscopy: ['15404', 'Screeningová koloskopie', 'VYKON', 'výkon', 4634],
  bloodCount: ['96163', 'Krevní obraz s automatickým diferenciálním rozpočtem leukocytů', 'VYKON', 'výkon', 97],
  biochemistry: ['81519', 'Biochemické vyšetření krve (glukóza, kreatinin, lipidy)', 'VYKON', 'výkon', 312],
  hba1c: ['81449', 'Glykovaný hemoglobin (HbA1c)', 'VYKON', 'výkon', 174],
  tsh: ['93225', 'Tyreotropin (TSH)', 'VYKON', 'výkon', 196],
  hospitalDay: ['00025', 'Ošetřovací den standardní lůžkové péče', 'POBYT', 'den', 3460],
  transport: ['06211', 'Doprava vozidlem zdravotnické dopravní služby', 'DOPRAVA', 'km', 22],
  travel: ['NCN01', 'Náhrada cestovních nákladů pojištěnce', 'DOPRAVA', 'km', 5],
} satisfies Record<string, Proc>;

const specialtyCodes: Record<string, { prefix: string; noun: string }> = {
  '104': { prefix: '14', noun: 'endokrinologem' },
  '209': { prefix: '29', noun: 'neurologem' },
  '107': { prefix: '17', noun: 'kardiologem' },
  '103': { prefix: '13', noun: 'diabetologem' },
  '706': { prefix: '76', noun: 'urologem' },
  '607': { prefix: '66', noun: 'ortopedem' },
  '705': { prefix: '75', noun: 'oftalmologem' },
  '105': { prefix: '15', noun: 'gastroenterologem' },
  '207': { prefix: '07', noun: 'alergologem' },
};
const specialist = (odbornost: string, kind: 'komplexni' | 'cilene' | 'kontrolni'): Proc => {
  const s = specialtyCodes[odbornost];
  if (kind === 'komplexni') return [`${s.prefix}021`, `Komplexní vyšetření ${s.noun}`, 'VYKON', 'výkon', 812];
  if (kind === 'cilene') return [`${s.prefix}023`, `Cílené vyšetření ${s.noun}`, 'VYKON', 'výkon', 436];
  return [`${s.prefix}025`, `Kontrolní vyšetření ${s.noun}`, 'VYKON', 'výkon', 219];
};

interface Episode {
  partner: string;
  typ?: 'PECE' | 'CESTA';
  druh: CareKind;
  odbornost?: string;
  datumOd: string;
  datumDo?: string;
  prevence?: PreventionCode;
  diagnoza?: string;
  lines: Array<{ proc: Proc; pocet?: number; cena?: number; offset?: number }>;
}

interface Dispensation {
  med: SeedMedicine;
  datumOd: string;
  /** Days of supply (datumDo = datumOd + days − 1). */
  days: number;
  packs: number;
  /** Insurer's payment per pack, co-payment and its counted part per pack (Kč). */
  price: number;
  copay: number;
  counted: number;
  predepsal: string;
}

interface PersonPlan {
  episodes: Episode[];
  dispensations: Dispensation[];
  own: Array<{ med: SeedMedicine; datumOd: string; datumDo?: string; davkovani: string }>;
  aids: Array<{ nazev: string; kod: string; od: string; do?: string; smlouva: string; evidencni: string; vydal: string }>;
  doctors: Array<{ role: string; partner: string; lekar: string; od: string }>;
  labs: Array<{
    datum: string;
    nazev: string;
    laborator: string;
    lekar: string;
    values: Array<[kod: string, hodnota: number]>;
    poznamka?: string;
  }>;
}

const emptyPlan = (): PersonPlan => ({ episodes: [], dispensations: [], own: [], aids: [], doctors: [], labs: [] });

const START = '2020-01-01';

/** Every `days` days from `from` to `to` (inclusive of from). */
function every(from: string, to: string, days: number): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDaysIso(d, days)) out.push(d);
  return out;
}

const inRange = (date: string, today: string, birth: string) => date >= START && date <= today && date >= birth;

function plans(today: string): Record<PersonKey, PersonPlan> {
  const ago = (days: number) => addDaysIso(today, -days);
  const year = Number(today.slice(0, 4));
  const years = Array.from({ length: year - 2019 }, (_, i) => 2020 + i);
  const on = (y: number, md: string) => `${y}-${md}`;
  const all = Object.fromEntries((Object.keys(demoPersons) as PersonKey[]).map((k) => [k, emptyPlan()])) as Record<PersonKey, PersonPlan>;
  const random = prng(20_260_101);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];

  const gpVisit = (partner: string, datum: string, diagnoza: string, extra: Proc[] = []): Episode => ({
    partner,
    druh: 'PRAKTICKY_LEKAR',
    datumOd: datum,
    diagnoza,
    lines: [{ proc: pick([P.gpTargeted, P.gpControl]) }, ...extra.map((proc) => ({ proc }))],
  });
  const gpPrevention = (partner: string, datum: string): Episode => ({
    partner,
    druh: 'PRAKTICKY_LEKAR',
    datumOd: datum,
    prevence: 'PRAKTICKY_LEKAR',
    diagnoza: 'Z00.0',
    lines: [{ proc: P.gpPrevention }, { proc: P.blood }, { proc: P.ekg }],
  });
  const labVisit = (partner: string, datum: string, procs: Proc[], diagnoza = 'Z00.0', prevence?: PreventionCode): Episode => ({
    partner,
    druh: 'SPECIALISTA',
    odbornost: '801',
    datumOd: datum,
    diagnoza,
    prevence,
    lines: procs.map((proc) => ({ proc })),
  });
  const dental = (partner: string, datum: string, filling = false): Episode => ({
    partner,
    druh: 'ZUBNI_LEKAR',
    datumOd: datum,
    prevence: 'ZUBNI',
    diagnoza: filling ? 'K02.1' : 'Z01.2',
    lines: [{ proc: P.dentPrevention }, ...(filling ? [{ proc: P.dentXray }, { proc: P.dentFilling }] : [])],
  });
  const gyn = (partner: string, datum: string): Episode => ({
    partner,
    druh: 'SPECIALISTA',
    datumOd: datum,
    prevence: 'GYNEKOLOGIE',
    diagnoza: 'Z01.4',
    lines: [{ proc: P.gynPrevention }, { proc: P.gynCytology }],
  });
  const spec = (partner: string, odbornost: string, datum: string, diagnoza: string, first = false): Episode => ({
    partner,
    druh: 'SPECIALISTA',
    odbornost,
    datumOd: datum,
    diagnoza,
    lines: [{ proc: specialist(odbornost, first ? 'komplexni' : 'kontrolni') }],
  });
  const pharmacyRun = (
    plan: PersonPlan,
    med: SeedMedicine,
    from: string,
    to: string,
    days: number,
    costs: { price: number; copay: number; counted: number },
    predepsal: string,
    packs = 1,
  ) => {
    for (const datumOd of every(from, to, days)) plan.dispensations.push({ med, datumOd, days, packs, ...costs, predepsal });
  };

  // Jana (40, employee): hypothyroidism since 2018, migraine, back pain now; GP check-up almost two years ago.
  {
    const p = all.jana;
    p.doctors.push(
      { role: 'PRAKTICKY_LEKAR', partner: 'pl-horakova', lekar: 'MUDr. Alena Horáková', od: '2008-09-01' },
      { role: 'ZUBNI_LEKAR', partner: 'zubni-kriz', lekar: 'MDDr. Tomáš Kříž', od: '2012-02-15' },
      { role: 'GYNEKOLOG', partner: 'gyn-vavrova', lekar: 'MUDr. Lenka Vávrová', od: '2010-05-01' },
    );
    for (const d of [ago(700), ago(700 + 730), ago(700 + 1460)]) p.episodes.push(gpPrevention('pl-horakova', d));
    for (const y of years.slice(0, -1)) p.episodes.push(dental('zubni-kriz', on(y, '03-18'), y % 2 === 0));
    p.episodes.push(dental('zubni-kriz', ago(120)));
    for (let d = ago(300); d >= START; d = addDaysIso(d, -365)) p.episodes.push(gyn('gyn-vavrova', d));
    for (const y of years) {
      const d = on(y, '10-06');
      p.episodes.push(spec('endo-mb', '104', d, 'E03.9', y === 2020));
      p.episodes.push(labVisit('lab-mb', d, [P.blood, P.tsh], 'E03.9'));
      p.episodes.push(gpVisit('pl-horakova', on(y, '02-11'), 'J06.9'));
    }
    p.episodes.push(spec('neuro-mb', '209', '2021-04-20', 'G43.0', true));
    p.episodes.push(gpVisit('pl-horakova', ago(14), 'M54.5', [P.phone]));
    p.episodes.push({
      partner: 'pl-horakova',
      druh: 'PRAKTICKY_LEKAR',
      datumOd: ago(75),
      diagnoza: 'J06.9',
      lines: [{ proc: P.gpTargeted }, { proc: P.phone }],
    });
    pharmacyRun(
      p,
      medicine('EUTHYROX', '100MCG TBL NOB 100'),
      '2020-01-10',
      today,
      100,
      { price: 142, copay: 46, counted: 46 },
      'MUDr. Martin Hájek',
    );
    for (const y of years)
      pharmacyRun(
        p,
        medicine('SUMATRIPTAN ACTAVIS', '50MG TBL FLM 6'),
        on(y, '05-02'),
        on(y, '05-02'),
        60,
        { price: 98, copay: 67, counted: 52 },
        'MUDr. Ondřej Pospíšil',
      );
    pharmacyRun(
      p,
      medicine('NAPROXEN AL', '500MG TBL 30'),
      ago(14),
      ago(14),
      15,
      { price: 36, copay: 28, counted: 28 },
      'MUDr. Alena Horáková',
    );
    p.own.push({
      med: medicine('IBALGIN', '400MG TBL FLM 24'),
      datumOd: ago(200),
      davkovani: 'při bolesti hlavy 1 tableta, nejvýše 3 denně',
    });
    p.labs.push(
      {
        datum: '2021-10-06',
        nazev: 'Štítná žláza a biochemie',
        laborator: 'Laboratoř klinické biochemie a hematologie Mladá Boleslav',
        lekar: 'MUDr. Martin Hájek',
        values: [
          ['TSH', 6.8],
          ['GLUKOZA', 4.9],
          ['CHOLESTEROL', 5.6],
          ['LDL', 3.5],
          ['HDL', 1.5],
          ['TRIGLYCERIDY', 1.1],
        ],
        poznamka: 'Dávka levothyroxinu navýšena na 100 µg.',
      },
      {
        datum: '2022-10-06',
        nazev: 'Štítná žláza',
        laborator: 'Laboratoř klinické biochemie a hematologie Mladá Boleslav',
        lekar: 'MUDr. Martin Hájek',
        values: [['TSH', 3.1]],
      },
      {
        datum: addDaysIso(ago(700), 0),
        nazev: 'Preventivní prohlídka: krevní obraz a biochemie',
        laborator: 'Laboratoř klinické biochemie a hematologie Mladá Boleslav',
        lekar: 'MUDr. Alena Horáková',
        values: [
          ['LEUKOCYTY', 6.2],
          ['ERYTROCYTY', 4.4],
          ['HEMOGLOBIN', 131],
          ['TROMBOCYTY', 254],
          ['MCV', 89],
          ['GLUKOZA', 5.1],
          ['HBA1C', 35],
          ['CHOLESTEROL', 5.3],
          ['LDL', 3.2],
          ['HDL', 1.6],
          ['TRIGLYCERIDY', 1.0],
          ['KREATININ', 68],
          ['EGFR', 1.62],
          ['TSH', 2.4],
        ],
      },
      {
        datum: on(year - 1, '10-06'),
        nazev: 'Štítná žláza a lipidy',
        laborator: 'Laboratoř klinické biochemie a hematologie Mladá Boleslav',
        lekar: 'MUDr. Martin Hájek',
        values: [
          ['TSH', 2.1],
          ['CHOLESTEROL', 5.1],
          ['LDL', 3.1],
        ],
      },
      {
        datum: on(year, '10-06'),
        nazev: 'Štítná žláza a lipidy',
        laborator: 'Laboratoř klinické biochemie a hematologie Mladá Boleslav',
        lekar: 'MUDr. Martin Hájek',
        values: [
          ['TSH', 1.9],
          ['CHOLESTEROL', 4.9],
          ['LDL', 2.9],
          ['HDL', 1.7],
        ],
      },
    );
  }

  // Tereza (11): paediatric check-ups at 5, 7, 9 and 11; dentist once this year; dust-mite allergy; the 2022 fracture.
  {
    const p = all.tereza;
    const birth = demoPersons.tereza.narozen;
    p.doctors.push(
      { role: 'PRAKTICKY_LEKAR_DETI', partner: 'pldd-novakova', lekar: 'MUDr. Petra Nováková', od: '2015-09-10' },
      { role: 'ZUBNI_LEKAR', partner: 'zubni-kriz', lekar: 'MDDr. Eliška Křížová', od: '2017-03-01' },
    );
    for (const age of [5, 7, 9, 11, 13, 15, 17]) {
      const d = addDaysIso(addYearsIso(birth, age), 13);
      p.episodes.push({
        partner: 'pldd-novakova',
        druh: 'PRAKTICKY_LEKAR',
        datumOd: d,
        prevence: 'PRAKTICKY_LEKAR_DETI',
        diagnoza: 'Z00.1',
        lines: [{ proc: P.childPrevention }],
      });
    }
    for (const y of years.slice(0, -1)) {
      p.episodes.push(dental('zubni-kriz', on(y, '02-20'), y === 2023));
      p.episodes.push(dental('zubni-kriz', on(y, '09-14')));
    }
    p.episodes.push(dental('zubni-kriz', ago(200)));
    for (const y of years)
      p.episodes.push({
        partner: 'pldd-novakova',
        druh: 'PRAKTICKY_LEKAR',
        datumOd: on(y, '01-25'),
        diagnoza: 'J02.9',
        lines: [{ proc: P.childTargeted }],
      });
    p.episodes.push(spec('alergo-mb', '207', '2022-03-09', 'J30.3', true), spec('alergo-mb', '207', '2024-03-12', 'J30.3'));
    p.episodes.push({
      partner: 'klaudianova',
      druh: 'NEMOCNICE',
      odbornost: '607',
      datumOd: '2022-06-18',
      datumDo: '2022-06-18',
      diagnoza: 'S52.5',
      lines: [
        { proc: specialist('607', 'cilene') },
        { proc: ['89111', 'RTG předloktí', 'VYKON', 'výkon', 310] },
        { proc: ['66831', 'Sádrová fixace předloktí', 'VYKON', 'výkon', 655] },
      ],
    });
    p.episodes.push(spec('orto-mb', '607', '2022-07-25', 'S52.5'));
    for (const y of years)
      pharmacyRun(
        p,
        medicine('NASONEX', '50MCG/DÁV NAS SPR SUS 140DÁV'),
        on(y, '04-02'),
        on(y, '04-02'),
        60,
        { price: 171, copay: 39, counted: 39 },
        'MUDr. Kateřina Černá',
      );
    p.aids.push({
      nazev: 'Ortéza zápěstí a předloktí, dětská',
      kod: '0089361',
      od: '2022-07-25',
      do: '2022-09-12',
      smlouva: 'ZP-2022-004417',
      evidencni: 'MB-ORT-1182',
      vydal: 'Zdravotnické potřeby Mladá Boleslav',
    });
    p.labs.push({
      datum: '2023-01-25',
      nazev: 'Krevní obraz',
      laborator: 'Laboratoř klinické biochemie a hematologie Mladá Boleslav',
      lekar: 'MUDr. Petra Nováková',
      values: [
        ['LEUKOCYTY', 7.9],
        ['ERYTROCYTY', 4.6],
        ['HEMOGLOBIN', 128],
        ['TROMBOCYTY', 301],
        ['MCV', 84],
      ],
    });
  }

  // Jakub (22, student in Prague): GP check-up last year, dentist only last year, short sight.
  {
    const p = all.jakub;
    p.doctors.push(
      { role: 'PRAKTICKY_LEKAR', partner: 'pl-praha6', lekar: 'MUDr. David Král', od: '2023-10-02' },
      { role: 'ZUBNI_LEKAR', partner: 'zubni-kriz', lekar: 'MDDr. Tomáš Kříž', od: '2010-04-01' },
    );
    p.episodes.push(gpPrevention('pl-praha6', ago(400)));
    for (const y of years.slice(0, -1)) p.episodes.push(dental('zubni-kriz', on(y, '07-08'), y === 2021));
    p.episodes.push({
      partner: 'pldd-novakova',
      druh: 'PRAKTICKY_LEKAR',
      datumOd: '2021-11-25',
      prevence: 'PRAKTICKY_LEKAR_DETI',
      diagnoza: 'Z00.1',
      lines: [{ proc: P.childPrevention }],
    });
    p.episodes.push(spec('oci-praha6', '705', '2024-02-14', 'H52.1', true), spec('oci-praha6', '705', ago(250), 'H52.1'));
    for (const y of years.slice(-3))
      pharmacyRun(
        p,
        medicine('AERIUS', '5MG TBL FLM 30'),
        on(y, '04-15'),
        on(y, '04-15'),
        30,
        { price: 88, copay: 24, counted: 24 },
        'MUDr. David Král',
      );
    p.labs.push({
      datum: addDaysIso(ago(400), 0),
      nazev: 'Preventivní prohlídka: krevní obraz a biochemie',
      laborator: 'Laboratoř Praha Holešovice',
      lekar: 'MUDr. David Král',
      values: [
        ['LEUKOCYTY', 5.8],
        ['HEMOGLOBIN', 152],
        ['GLUKOZA', 4.7],
        ['CHOLESTEROL', 4.2],
        ['KREATININ', 84],
        ['EGFR', 1.9],
      ],
    });
  }

  // Adam (four months): born in the Klaudiánova hospital; check-ups at 3 days, 14 days, 6 weeks and 3 months; 4 months due.
  {
    const p = all.adam;
    const birth = demoPersons.adam.narozen;
    p.doctors.push({ role: 'PRAKTICKY_LEKAR_DETI', partner: 'pldd-novakova', lekar: 'MUDr. Petra Nováková', od: addDaysIso(birth, 3) });
    p.episodes.push({
      partner: 'klaudianova',
      druh: 'NEMOCNICE',
      odbornost: '603',
      datumOd: birth,
      datumDo: addDaysIso(birth, 3),
      diagnoza: 'Z38.0',
      lines: [{ proc: P.hospitalDay, pocet: 3 }, { proc: ['02021', 'Komplexní vyšetření novorozence', 'VYKON', 'výkon', 812] }],
    });
    for (const [days, months] of [
      [3, 0],
      [14, 0],
      [42, 0],
      [0, 3],
    ] as const) {
      const d = months ? addDaysIso(addMonthsIso(birth, months), 2) : addDaysIso(birth, days + 1);
      p.episodes.push({
        partner: 'pldd-novakova',
        druh: 'PRAKTICKY_LEKAR',
        datumOd: d,
        prevence: 'PRAKTICKY_LEKAR_DETI',
        diagnoza: 'Z00.1',
        lines: [{ proc: P.childPrevention }],
      });
    }
    pharmacyRun(
      p,
      medicine('VIGANTOL', '0,5MG/ML POR GTT SOL 10ML'),
      addDaysIso(birth, 15),
      today,
      90,
      { price: 64, copay: 0, counted: 0 },
      'MUDr. Petra Nováková',
    );
    p.aids.push({
      nazev: 'Monitor dechu pro kojence',
      kod: '0168512',
      od: addDaysIso(birth, 7),
      smlouva: `ZP-${birth.slice(0, 4)}-019284`,
      evidencni: 'MB-MON-0317',
      vydal: 'Zdravotnické potřeby Mladá Boleslav',
    });
  }

  // Petr (51, self-employed): GP check-up three years ago (expired), FIT five months ago, no PSA yet, reflux, prediabetes.
  {
    const p = all.petr;
    p.doctors.push(
      { role: 'PRAKTICKY_LEKAR', partner: 'pl-benes', lekar: 'MUDr. Karel Beneš', od: '2001-06-01' },
      { role: 'ZUBNI_LEKAR', partner: 'zubni-kosmonosy', lekar: 'MUDr. Jana Hájková', od: '2005-01-10' },
    );
    for (const d of [ago(1100), ago(1830)]) p.episodes.push(gpPrevention('pl-benes', d));
    for (const y of years.slice(0, -1)) p.episodes.push(dental('zubni-kosmonosy', on(y, '11-03'), y === 2022));
    p.episodes.push(dental('zubni-kosmonosy', ago(90)));
    p.episodes.push({
      partner: 'pl-benes',
      druh: 'PRAKTICKY_LEKAR',
      datumOd: ago(150),
      prevence: 'KOLOREKTALNI',
      diagnoza: 'Z12.1',
      lines: [{ proc: P.fit }],
    });
    p.episodes.push(spec('gastro-mb', '105', '2022-05-17', 'K21.9', true));
    for (const y of years.slice(-3)) {
      p.episodes.push(gpVisit('pl-benes', on(y, '06-21'), 'R73.0'));
      p.episodes.push(labVisit('lab-mb', on(y, '06-21'), [P.blood, P.biochemistry, P.hba1c], 'R73.0'));
    }
    pharmacyRun(
      p,
      medicine('HELICID', '20MG CPS ETD 28'),
      '2022-05-17',
      '2023-12-31',
      120,
      { price: 74, copay: 31, counted: 31 },
      'MUDr. Tomáš Jelínek',
    );
    p.labs.push(
      {
        datum: on(year - 2, '06-21'),
        nazev: 'Glukóza, HbA1c a lipidy',
        laborator: 'Laboratoř klinické biochemie a hematologie Mladá Boleslav',
        lekar: 'MUDr. Karel Beneš',
        values: [
          ['GLUKOZA', 6.1],
          ['HBA1C', 41],
          ['CHOLESTEROL', 5.8],
          ['LDL', 3.6],
          ['HDL', 1.1],
          ['TRIGLYCERIDY', 2.3],
          ['KREATININ', 92],
          ['EGFR', 1.38],
        ],
      },
      {
        datum: on(year - 1, '06-21'),
        nazev: 'Glukóza, HbA1c a lipidy',
        laborator: 'Laboratoř klinické biochemie a hematologie Mladá Boleslav',
        lekar: 'MUDr. Karel Beneš',
        values: [
          ['GLUKOZA', 6.3],
          ['HBA1C', 44],
          ['CHOLESTEROL', 5.6],
          ['LDL', 3.4],
          ['HDL', 1.1],
          ['TRIGLYCERIDY', 2.0],
        ],
      },
      {
        datum: on(year, '06-21'),
        nazev: 'Glukóza, HbA1c a lipidy',
        laborator: 'Laboratoř klinické biochemie a hematologie Mladá Boleslav',
        lekar: 'MUDr. Karel Beneš',
        values: [
          ['GLUKOZA', 6.0],
          ['HBA1C', 43],
          ['CHOLESTEROL', 5.2],
          ['LDL', 3.1],
          ['HDL', 1.2],
          ['TRIGLYCERIDY', 1.8],
        ],
      },
    );
  }

  // Tomáš (47, employee and doctor): hypertension since 2020, statin since 2023.
  {
    const p = all.tomas;
    p.doctors.push(
      { role: 'PRAKTICKY_LEKAR', partner: 'pl-bakov', lekar: 'MUDr. Ivana Fialová', od: '2006-03-01' },
      { role: 'ZUBNI_LEKAR', partner: 'zubni-bakov', lekar: 'MDDr. Lukáš Sedláček', od: '2016-09-12' },
    );
    for (const d of [ago(500), ago(500 + 735), ago(500 + 1470)]) p.episodes.push(gpPrevention('pl-bakov', d));
    for (const y of years.slice(0, -1)) p.episodes.push(dental('zubni-bakov', on(y, '08-24')));
    p.episodes.push(dental('zubni-bakov', ago(60)));
    p.episodes.push(spec('kardio-mb', '107', '2020-02-27', 'I10', true), spec('kardio-mb', '107', '2023-05-09', 'I10'));
    for (const d of every('2020-06-15', today, 120)) p.episodes.push(gpVisit('pl-bakov', d, 'I10'));
    pharmacyRun(
      p,
      medicine('PRESTARIUM NEO', '5MG TBL FLM 30'),
      '2020-03-02',
      today,
      90,
      { price: 61, copay: 72, counted: 72 },
      'MUDr. Ivana Fialová',
      3,
    );
    pharmacyRun(
      p,
      medicine('SORTIS', '20MG TBL FLM 30'),
      '2023-05-09',
      today,
      90,
      { price: 118, copay: 0, counted: 0 },
      'MUDr. Pavel Marek',
      3,
    );
    p.labs.push(
      {
        datum: '2023-05-02',
        nazev: 'Lipidy a ledviny',
        laborator: 'Laboratoř klinické biochemie a hematologie Mladá Boleslav',
        lekar: 'MUDr. Pavel Marek',
        values: [
          ['CHOLESTEROL', 6.4],
          ['LDL', 4.1],
          ['HDL', 1.0],
          ['TRIGLYCERIDY', 1.9],
          ['KREATININ', 94],
          ['EGFR', 1.41],
          ['GLUKOZA', 5.9],
        ],
      },
      {
        datum: addDaysIso(ago(500), 0),
        nazev: 'Preventivní prohlídka: biochemie',
        laborator: 'Laboratoř klinické biochemie a hematologie Mladá Boleslav',
        lekar: 'MUDr. Ivana Fialová',
        values: [
          ['CHOLESTEROL', 4.6],
          ['LDL', 2.6],
          ['HDL', 1.1],
          ['TRIGLYCERIDY', 1.5],
          ['KREATININ', 97],
          ['EGFR', 1.36],
          ['GLUKOZA', 5.7],
          ['HBA1C', 40],
        ],
      },
    );
  }

  // Marie (68, pensioner): type 2 diabetes, mammography valid, colonoscopy 2021, gynaecology overdue.
  {
    const p = all.marie;
    p.doctors.push(
      { role: 'PRAKTICKY_LEKAR', partner: 'pl-benatky', lekar: 'MUDr. Josef Jelínek', od: '1998-01-05' },
      { role: 'ZUBNI_LEKAR', partner: 'zubni-benatky', lekar: 'MUDr. Věra Pokorná', od: '2003-04-22' },
      { role: 'GYNEKOLOG', partner: 'gyn-benatky', lekar: 'MUDr. Hana Doležalová', od: '2001-10-01' },
    );
    for (const d of [ago(300), ago(300 + 740), ago(300 + 1480)]) p.episodes.push(gpPrevention('pl-benatky', d));
    for (const y of years.slice(0, -1)) p.episodes.push(dental('zubni-benatky', on(y, '05-12')));
    p.episodes.push(dental('zubni-benatky', ago(250)));
    for (let d = ago(420); d >= START; d = addDaysIso(d, -380)) p.episodes.push(gyn('gyn-benatky', d));
    for (const d of [ago(500), ago(500 + 735), ago(500 + 1470)])
      p.episodes.push({
        partner: 'mamo-mb',
        druh: 'SPECIALISTA',
        datumOd: d,
        prevence: 'MAMOGRAFIE',
        diagnoza: 'Z12.3',
        lines: [{ proc: P.mammography }],
      });
    p.episodes.push({
      partner: 'gastro-mb',
      druh: 'SPECIALISTA',
      odbornost: '105',
      datumOd: '2021-05-11',
      prevence: 'KOLOREKTALNI',
      diagnoza: 'Z12.1',
      lines: [{ proc: P.colonoscopy }],
    });
    for (const y of years) {
      for (const md of ['03-15', '09-15']) {
        p.episodes.push(spec('diabeto-mb', '103', on(y, md), 'E11.9', y === 2020 && md === '03-15'));
        p.episodes.push(labVisit('lab-mb', on(y, md), [P.blood, P.biochemistry, P.hba1c], 'E11.9'));
        p.episodes.push({
          partner: 'diabeto-mb',
          typ: 'CESTA',
          druh: 'DOPRAVA',
          odbornost: '103',
          datumOd: on(y, md),
          diagnoza: 'E11.9',
          lines: [{ proc: P.travel, pocet: 62, cena: 5.2 }],
        });
      }
    }
    pharmacyRun(
      p,
      medicine('SIOFOR', '1000MG TBL FLM 60'),
      '2020-01-08',
      today,
      60,
      { price: 58, copay: 42, counted: 42 },
      'MUDr. Eva Fialová',
    );
    pharmacyRun(
      p,
      medicine('ROSUCARD', '10MG TBL FLM 30'),
      '2020-01-08',
      today,
      90,
      { price: 96, copay: 41, counted: 41 },
      'MUDr. Josef Jelínek',
      3,
    );
    pharmacyRun(
      p,
      medicine('AGEN', '5MG TBL NOB 30'),
      '2021-02-01',
      today,
      90,
      { price: 52, copay: 38, counted: 38 },
      'MUDr. Josef Jelínek',
      3,
    );
    pharmacyRun(
      p,
      medicine('JARDIANCE', '10MG TBL FLM 30'),
      '2024-03-15',
      today,
      90,
      { price: 721, copay: 0, counted: 0 },
      'MUDr. Eva Fialová',
      3,
    );
    p.own.push({ med: medicine('CALTRATE PLUS', 'TBL FLM 60'), datumOd: '2023-10-01', davkovani: '1 tableta denně večer' });
    let hba1c = 56;
    for (const y of years)
      for (const md of ['03-15', '09-15']) {
        const d = on(y, md);
        if (d > today) continue;
        hba1c = Math.max(48, hba1c - 1);
        p.labs.push({
          datum: d,
          nazev: 'Diabetologická kontrola',
          laborator: 'Laboratoř klinické biochemie a hematologie Mladá Boleslav',
          lekar: 'MUDr. Eva Fialová',
          values: [
            ['GLUKOZA', Math.round((8.4 - (56 - hba1c) * 0.12) * 10) / 10],
            ['HBA1C', hba1c],
            ['KREATININ', 88 + (y - 2020)],
            ['EGFR', Math.round((1.24 - (y - 2020) * 0.02) * 100) / 100],
            ['LDL', 2.2],
          ],
        });
      }
  }

  // Josef (70, pensioner): atrial fibrillation on warfarin since the 2023 hospital stay, prostate, knee; FIT overdue.
  {
    const p = all.josef;
    p.doctors.push(
      { role: 'PRAKTICKY_LEKAR', partner: 'pl-horakova', lekar: 'MUDr. Alena Horáková', od: '1995-02-01' },
      { role: 'ZUBNI_LEKAR', partner: 'zubni-kriz', lekar: 'MDDr. Tomáš Kříž', od: '2011-06-20' },
    );
    for (const d of [ago(650), ago(650 + 745), ago(650 + 1490)]) p.episodes.push(gpPrevention('pl-horakova', d));
    for (const y of years.slice(0, -1)) p.episodes.push(dental('zubni-kriz', on(y, '10-21'), y === 2024));
    for (const d of [ago(800), ago(800 + 740)])
      p.episodes.push({
        partner: 'pl-horakova',
        druh: 'PRAKTICKY_LEKAR',
        datumOd: d,
        prevence: 'KOLOREKTALNI',
        diagnoza: 'Z12.1',
        lines: [{ proc: P.fit }],
      });
    p.episodes.push({
      partner: 'klaudianova',
      druh: 'NEMOCNICE',
      odbornost: '107',
      datumOd: '2023-03-06',
      datumDo: '2023-03-11',
      diagnoza: 'I48.9',
      lines: [
        { proc: P.hospitalDay, pocet: 5 },
        { proc: P.ekg, pocet: 3 },
        { proc: ['17129', 'Elektrická kardioverze', 'VYKON', 'výkon', 2840] },
      ],
    });
    p.episodes.push({
      partner: 'klaudianova',
      typ: 'CESTA',
      druh: 'DOPRAVA',
      odbornost: '107',
      datumOd: '2023-03-11',
      diagnoza: 'I48.9',
      lines: [{ proc: P.transport, pocet: 9 }],
    });
    for (const d of every('2023-04-20', today, 180)) p.episodes.push(spec('kardio-mb', '107', d, 'I48.9', d === '2023-04-20'));
    for (const d of every('2023-04-01', today, 35)) p.episodes.push(gpVisit('pl-horakova', d, 'I48.9'));
    p.episodes.push(spec('uro-mb', '706', '2021-09-14', 'N40', true), spec('uro-mb', '706', '2024-09-10', 'N40'));
    p.episodes.push(spec('orto-mb', '607', '2022-01-19', 'M17.1', true), spec('orto-mb', '607', '2024-01-23', 'M17.1'));
    pharmacyRun(
      p,
      medicine('WARFARIN ORION', '3MG TBL NOB 100'),
      '2023-03-11',
      today,
      70,
      { price: 71, copay: 0, counted: 0 },
      'MUDr. Pavel Marek',
    );
    pharmacyRun(
      p,
      medicine('CONCOR', '5MG TBL FLM 28'),
      '2023-03-11',
      today,
      84,
      { price: 35, copay: 45, counted: 45 },
      'MUDr. Pavel Marek',
      3,
    );
    pharmacyRun(
      p,
      medicine('TAMSULOSIN ACTAVIS', '0,4MG CPS RDR 30'),
      '2021-09-14',
      today,
      90,
      { price: 88, copay: 53, counted: 40 },
      'MUDr. Jiří Němec',
      3,
    );
    p.own.push({ med: medicine('IBALGIN', '400MG TBL FLM 24'), datumOd: ago(40), davkovani: 'při bolesti kolene' });
    p.aids.push(
      {
        nazev: 'Berle předloketní, pár',
        kod: '0003318',
        od: '2022-01-19',
        do: '2022-04-30',
        smlouva: 'ZP-2022-001209',
        evidencni: 'MB-BER-0455',
        vydal: 'Zdravotnické potřeby Mladá Boleslav',
      },
      {
        nazev: 'Chodítko čtyřkolové s brzdami',
        kod: '0011704',
        od: '2024-02-05',
        smlouva: 'ZP-2024-002871',
        evidencni: 'MB-CHO-0139',
        vydal: 'Zdravotnické potřeby Mladá Boleslav',
      },
    );
    p.labs.push(
      {
        datum: '2023-03-06',
        nazev: 'Krevní obraz a biochemie při přijetí',
        laborator: 'Laboratoř klinické biochemie a hematologie Mladá Boleslav',
        lekar: 'MUDr. Pavel Marek',
        values: [
          ['LEUKOCYTY', 8.8],
          ['HEMOGLOBIN', 131],
          ['TROMBOCYTY', 212],
          ['KREATININ', 112],
          ['EGFR', 0.98],
          ['TSH', 1.8],
          ['GLUKOZA', 6.2],
        ],
      },
      {
        datum: addDaysIso(ago(650), 0),
        nazev: 'Preventivní prohlídka: krevní obraz a biochemie',
        laborator: 'Laboratoř klinické biochemie a hematologie Mladá Boleslav',
        lekar: 'MUDr. Alena Horáková',
        values: [
          ['LEUKOCYTY', 7.1],
          ['HEMOGLOBIN', 127],
          ['TROMBOCYTY', 198],
          ['KREATININ', 118],
          ['EGFR', 0.92],
          ['GLUKOZA', 5.8],
          ['CHOLESTEROL', 4.4],
          ['LDL', 2.5],
        ],
      },
    );
  }

  // Kateřina (35, parental leave): birth in 2025 at Bulovka, iron in pregnancy, HPV test due now.
  {
    const p = all.katerina;
    p.doctors.push(
      { role: 'PRAKTICKY_LEKAR', partner: 'pl-praha7', lekar: 'MUDr. Zuzana Marková', od: '2014-09-01' },
      { role: 'ZUBNI_LEKAR', partner: 'zubni-praha7', lekar: 'MDDr. Barbora Růžičková', od: '2015-01-20' },
      { role: 'GYNEKOLOG', partner: 'gyn-praha7', lekar: 'MUDr. Markéta Veselá', od: '2014-10-15' },
    );
    for (const d of [ago(600), ago(600 + 735), ago(600 + 1470)]) p.episodes.push(gpPrevention('pl-praha7', d));
    for (const y of years.slice(0, -1)) p.episodes.push(dental('zubni-praha7', on(y, '12-29')));
    for (let d = ago(200); d >= START; d = addDaysIso(d, -370)) p.episodes.push(gyn('gyn-praha7', d));
    for (const d of every('2024-10-10', '2025-05-30', 30))
      p.episodes.push({
        partner: 'gyn-praha7',
        druh: 'SPECIALISTA',
        datumOd: d,
        diagnoza: 'Z39.2',
        lines: [{ proc: P.gynTargeted }, { proc: P.gynUltrasound }],
      });
    p.episodes.push({
      partner: 'bulovka',
      druh: 'NEMOCNICE',
      odbornost: '603',
      datumOd: '2025-06-12',
      datumDo: '2025-06-15',
      diagnoza: 'O80',
      lines: [{ proc: P.birth }, { proc: P.hospitalDay, pocet: 3 }],
    });
    pharmacyRun(
      p,
      medicine('SORBIFER DURULES', '320MG/60MG TBL RET 50'),
      '2025-02-03',
      '2025-06-30',
      50,
      { price: 0, copay: 118, counted: 0 },
      'MUDr. Markéta Veselá',
    );
    p.aids.push({
      nazev: 'Odsávačka mateřského mléka elektrická',
      kod: '0169104',
      od: '2025-06-20',
      do: '2025-10-31',
      smlouva: 'ZP-2025-011562',
      evidencni: 'PHA-ODS-2231',
      vydal: 'Lékárna Letná',
    });
    p.labs.push(
      {
        datum: '2025-01-20',
        nazev: 'Krevní obraz v těhotenství',
        laborator: 'Laboratoř Praha Holešovice',
        lekar: 'MUDr. Markéta Veselá',
        values: [
          ['LEUKOCYTY', 9.4],
          ['ERYTROCYTY', 3.6],
          ['HEMOGLOBIN', 108],
          ['TROMBOCYTY', 236],
          ['MCV', 78],
        ],
        poznamka: 'Anémie z nedostatku železa, zahájena léčba železem.',
      },
      {
        datum: '2025-04-22',
        nazev: 'Krevní obraz v těhotenství',
        laborator: 'Laboratoř Praha Holešovice',
        lekar: 'MUDr. Markéta Veselá',
        values: [
          ['LEUKOCYTY', 9.1],
          ['ERYTROCYTY', 3.9],
          ['HEMOGLOBIN', 117],
          ['TROMBOCYTY', 241],
          ['MCV', 83],
        ],
      },
    );
  }

  // Drop what lies before 2020, before birth or after the seed day.
  for (const key of Object.keys(all) as PersonKey[]) {
    const birth = demoPersons[key].narozen;
    const plan = all[key];
    plan.episodes = plan.episodes.filter((e) => inRange(e.datumOd, today, birth) && (!e.datumDo || e.datumDo <= today));
    plan.dispensations = plan.dispensations.filter((d) => inRange(d.datumOd, today, birth));
    plan.labs = plan.labs.filter((l) => inRange(l.datum, today, birth));
  }
  return all;
}

// Writing ----------------------------------------------------------------------------------------

const hal = crownsToHellers;

export async function hasMyHealthData(db: Pick<Database, 'select'>): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(contractPartners);
  return Number(row?.n ?? 0) > 0;
}

export async function insertDemoMyHealth(tx: Tx, now: Date = new Date()): Promise<void> {
  const today = todayInPrague(now);
  const partnerIds = new Map<string, number>();
  const partnerNames = new Map<string, { nazev: string; odbornost: string }>();
  for (let i = 0; i < seedPartners.length; i += 100) {
    const chunk = seedPartners.slice(i, i + 100);
    const rows = await tx
      .insert(contractPartners)
      .values(chunk.map(({ key: _key, ...partner }) => partner))
      .returning({ id: contractPartners.id });
    chunk.forEach((partner, index) => {
      partnerIds.set(partner.key, rows[index].id);
      partnerNames.set(partner.key, { nazev: partner.nazev, odbornost: partner.odbornosti[0] ?? '' });
    });
  }
  await tx.insert(medicinesList).values([...seedMedicines]);
  await tx.insert(medicineInteractions).values(seedInteractions.map((rule) => ({ ...rule })));

  const all = plans(today);
  for (const key of Object.keys(all) as PersonKey[]) {
    const personId = demoPersonId(key);
    const plan = all[key];
    const partnerOf = (k: string) => {
      const id = partnerIds.get(k);
      const info = partnerNames.get(k);
      if (id === undefined || !info) throw new Error(`seed: no partner ${k}`);
      return { id, ...info };
    };

    // Pharmacy dispensations are care items of kind LEKY at the person's usual pharmacy.
    const pharmacy = key === 'marie' ? 'lekarna-benatky' : key === 'katerina' ? 'lekarna-praha7' : 'lekarna-mb-centrum';
    const episodes: Episode[] = [
      ...plan.episodes,
      ...plan.dispensations.map((d): Episode => ({
        partner: pharmacy,
        druh: 'LEKY',
        odbornost: '',
        datumOd: d.datumOd,
        lines: [{ proc: [d.med.kodSukl, `${d.med.nazev} ${d.med.doplnek}`, 'LEK', 'balení', d.price], pocet: d.packs }],
      })),
      ...plan.aids.map((a): Episode => ({
        partner: 'prostredky-mb',
        druh: 'POMUCKY',
        odbornost: '',
        datumOd: a.od,
        lines: [{ proc: [a.kod, a.nazev, 'PROSTREDEK', 'ks', 1480], pocet: 1 }],
      })),
    ].filter((e) => inRange(e.datumOd, today, demoPersons[key].narozen));

    for (let i = 0; i < episodes.length; i += 200) {
      const chunk = episodes.slice(i, i + 200);
      const items = await tx
        .insert(careItems)
        .values(
          chunk.map((e) => {
            const partner = partnerOf(e.partner);
            const sum = e.lines.reduce((s, l) => s + hal((l.cena ?? l.proc[4]) * (l.pocet ?? 1)), 0);
            return {
              insuredPersonId: personId,
              partnerId: partner.id,
              poskytovatel: partner.nazev,
              typ: e.typ ?? 'PECE',
              druh: e.druh,
              odbornost: e.odbornost ?? partner.odbornost,
              datumOd: e.datumOd,
              datumDo: e.datumDo ?? e.datumOd,
              sumaHal: sum,
              prevence: e.prevence ?? null,
              diagnoza: e.diagnoza ?? null,
            };
          }),
        )
        .returning({ id: careItems.id });
      const lines = chunk.flatMap((e, index) =>
        e.lines.map((l) => ({
          careItemId: items[index].id,
          insuredPersonId: personId,
          datum: addDaysIso(e.datumOd, l.offset ?? 0),
          kod: l.proc[0],
          nazev: l.proc[1],
          druh: l.proc[2],
          pocet: l.pocet ?? 1,
          jednotka: l.proc[3],
          cenaHal: hal((l.cena ?? l.proc[4]) * (l.pocet ?? 1)),
          odbornost: e.odbornost ?? partnerOf(e.partner).odbornost,
        })),
      );
      if (lines.length) await tx.insert(careProcedures).values(lines);
    }

    if (plan.dispensations.length)
      await tx.insert(personMedicines).values(
        plan.dispensations.map((d) => ({
          insuredPersonId: personId,
          zdroj: 'PREDPIS',
          kodSukl: d.med.kodSukl,
          datumOd: d.datumOd,
          datumDo: addDaysIso(d.datumOd, d.days * d.packs - 1),
          pocetBaleni: d.packs,
          davkovani: null,
          predepsal: d.predepsal,
          doplatekHal: hal(d.copay * d.packs),
          zapocitatelnyHal: hal(d.counted * d.packs),
        })),
      );
    if (plan.own.length)
      await tx.insert(personMedicines).values(
        plan.own.map((o) => ({
          insuredPersonId: personId,
          zdroj: 'VLASTNI',
          kodSukl: o.med.kodSukl,
          datumOd: o.datumOd,
          datumDo: o.datumDo ?? null,
          davkovani: o.davkovani,
        })),
      );
    if (plan.aids.length)
      await tx.insert(medicalAidLoans).values(
        plan.aids.map((a) => ({
          insuredPersonId: personId,
          nazev: a.nazev,
          kod: a.kod,
          stav: a.do && a.do <= today ? 'VRACEN' : 'ZAPUJCEN',
          datumZapujceni: a.od,
          datumVraceni: a.do && a.do <= today ? a.do : null,
          cisloSmlouvy: a.smlouva,
          evidencniCislo: a.evidencni,
          vydal: a.vydal,
        })),
      );
    if (plan.doctors.length)
      await tx.insert(personDoctors).values(
        plan.doctors.map((d) => ({
          insuredPersonId: personId,
          role: d.role,
          partnerId: partnerOf(d.partner).id,
          lekar: d.lekar,
          registraceOd: d.od,
        })),
      );

    const female = demoPersons[key].female;
    for (const lab of plan.labs) {
      const [result] = await tx
        .insert(labResults)
        .values({
          insuredPersonId: personId,
          datum: lab.datum,
          nazev: lab.nazev,
          laborator: lab.laborator,
          indikujiciLekar: lab.lekar,
          poznamka: lab.poznamka ?? null,
        })
        .returning({ id: labResults.id });
      const age = ageOn(demoPersons[key].narozen, lab.datum);
      await tx.insert(labValues).values(
        lab.values.map(([kod, hodnota], poradi) => {
          const analyte = analyteOf(kod);
          if (!analyte) throw new Error(`seed: unknown analyte ${kod}`);
          const [od, doo] = analyte.reference(female, age);
          return {
            resultId: result.id,
            insuredPersonId: personId,
            kod,
            hodnota: String(hodnota),
            jednotka: analyte.jednotka,
            referenceOd: od === null ? null : String(od),
            referenceDo: doo === null ? null : String(doo),
            poradi,
          };
        }),
      );
    }
  }

  // Jana gave the lab consent a year ago (the e2e journey withdraws and gives it again).
  await setConsent(tx, {
    personId: demoPersonId('jana'),
    kod: 'LABORATORNI_VYSLEDKY',
    stav: 'POTVRZENO',
    userId: null,
    at: new Date(now.getTime() - 365 * 86_400_000),
  });

  await seedComplaints(tx, now);
}

/** Two complaints in 'Moje žádosti': Jana's settled one about a phone consultation, Petr's open one about a dental X-ray. */
async function seedComplaints(tx: Tx, now: Date): Promise<void> {
  const complaints: Array<{
    person: PersonKey;
    kody: string[];
    stav: string;
    daysAgo: number;
    duvod: string;
    anonymita: string;
    telefon?: string;
    email?: string;
  }> = [
    {
      person: 'tomas',
      kody: ['01023', '01025'],
      stav: 'VYRIZENO',
      daysAgo: 60,
      duvod: 'Kontrolu u praktické lékařky jsem v tento den neabsolvoval, byl jsem na dovolené.',
      anonymita: 'SOUHLAS',
      email: 'tomas.horak@example.cz',
    },
    {
      person: 'petr',
      kody: ['00908'],
      stav: 'VYRIZUJE_SE',
      daysAgo: 10,
      duvod: 'RTG snímek mi při této návštěvě nebyl zhotoven.',
      anonymita: 'ANONYMITA',
    },
  ];
  for (const c of complaints) {
    const personId = demoPersonId(c.person);
    const [procedure] = await tx
      .select({ id: careProcedures.id, careItemId: careProcedures.careItemId, datum: careProcedures.datum })
      .from(careProcedures)
      .where(
        and(
          eq(careProcedures.insuredPersonId, personId),
          inArray(careProcedures.kod, c.kody),
          lte(careProcedures.datum, addDaysIso(todayInPrague(now), -c.daysAgo - 7)),
        ),
      )
      .orderBy(sql`${careProcedures.datum} desc`)
      .limit(1);
    if (!procedure) continue;
    const [item] = await tx
      .select({ poskytovatel: careItems.poskytovatel })
      .from(careItems)
      .where(sql`${careItems.id} = ${procedure.careItemId}`);
    const [request] = await tx
      .insert(insuranceRequests)
      .values({
        insuredPersonId: personId,
        typ: 'REKLAMACE',
        stav: c.stav,
        datum: new Date(now.getTime() - c.daysAgo * 86_400_000),
        adresaOdeslani: null,
        popis: `${item?.poskytovatel ?? ''}, ${formatDateCz(procedure.datum)}`,
      })
      .returning({ id: insuranceRequests.id });
    const [complaint] = await tx
      .insert(careComplaints)
      .values({
        insuredPersonId: personId,
        careItemId: procedure.careItemId,
        requestId: request.id,
        anonymita: c.anonymita,
        duvod: c.duvod,
        kontaktTelefon: c.telefon ?? null,
        kontaktEmail: c.email ?? null,
        createdAt: new Date(now.getTime() - c.daysAgo * 86_400_000),
      })
      .returning({ id: careComplaints.id });
    await tx.insert(careComplaintProcedures).values({ complaintId: complaint.id, procedureId: procedure.id });
  }
}
