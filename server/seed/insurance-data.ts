import { count, inArray } from 'drizzle-orm';
import { addDaysIso } from '../../contract/format';
import { crownsToHellers, hellersToCrowns } from '../../contract/money';
import { cardReasonLabels, EHIC_CONFIRMATION_VALID_DAYS, prehledOsvcBodySchema } from '../../contract/insurance';
import { type PayerType } from '../../contract/enums';
import { computeOsvcOverview } from '../../contract/osvc-calculation';
import type { Database, Transaction } from '../db/client';
import {
  insuranceCards,
  insurancePeriods,
  insuranceRequests,
  insuredAddresses,
  insuredPersons,
  osvcOverviews,
  premiumPayments,
} from '../db/schema';
import { todayInPrague } from '../services/clock';
import { INSURER_CODE, INSURER_NAME } from '../services/insurance/insurer';
import { premiumLedger } from '../services/insurance/ledger';
import { obzpMonthlyPremium, type OverviewRow } from '../services/insurance/premiums';
import { demoPersonId, demoPersons, type PersonKey } from './demo-data';

/**
 * Demo insurance data: addresses, insurance periods, premiums paid by the self-payers (Petr as
 * OSVČ since 2022, Jakub as OBZP in the second half of 2023), Petr's overviews for 2022–2024
 * (2023 twice on one day, 2024 corrected a month later), earlier requests and the insurance
 * cards. Petr's advance of the current month is left unpaid, so he has a small debt to pay by QR.
 */

export const SKODA_EMPLOYER_NAME = 'ŠKODA AUTO a.s.';

type Tx = Transaction;

interface SeedPeriod {
  datumOd: string;
  datumDo: string | null;
  kategorie: string;
  platceTyp: PayerType;
  platceNazev: string | null;
}

const czech = 'Česká republika';
const address = (ulice: string, obec: string, psc: string) => ({ ulice, obec, psc, stat: czech });
const dvorakHome = address('Jaselská 1123', 'Mladá Boleslav', '293 01');

export const demoAddresses: Partial<
  Record<PersonKey, { TRVALA_ADRESA?: ReturnType<typeof address>; KONTAKTNI_ADRESA?: ReturnType<typeof address> }>
> = {
  jana: { TRVALA_ADRESA: dvorakHome, KONTAKTNI_ADRESA: address('Na Celně 312', 'Mladá Boleslav', '293 01') },
  tereza: { TRVALA_ADRESA: dvorakHome },
  jakub: { TRVALA_ADRESA: dvorakHome, KONTAKTNI_ADRESA: address('Vaníčkova 1', 'Praha 6', '162 00') },
  petr: { TRVALA_ADRESA: address('Boleslavská 48', 'Kosmonosy', '293 06') },
  tomas: {
    TRVALA_ADRESA: address('Komenského 310', 'Bakov nad Jizerou', '294 01'),
    KONTAKTNI_ADRESA: address('Husova 147', 'Mladá Boleslav', '293 01'),
  },
  marie: { TRVALA_ADRESA: address('Palackého 721', 'Benátky nad Jizerou', '294 71') },
  josef: { TRVALA_ADRESA: address('Pražská 1520', 'Mladá Boleslav', '293 01') },
  katerina: { TRVALA_ADRESA: address('Korunovační 12', 'Praha 7', '170 00') },
};

const employee = (datumOd: string, datumDo: string | null, platceNazev: string): SeedPeriod => ({
  datumOd,
  datumDo,
  kategorie: 'ZAMESTNANEC',
  platceTyp: 'ZAMESTNAVATEL',
  platceNazev,
});
const byState = (kategorie: string, datumOd: string, datumDo: string | null): SeedPeriod => ({
  datumOd,
  datumDo,
  kategorie,
  platceTyp: 'STAT',
  platceNazev: null,
});
const self = (kategorie: 'OSVC' | 'OBZP', datumOd: string, datumDo: string | null): SeedPeriod => ({
  datumOd,
  datumDo,
  kategorie,
  platceTyp: 'POJISTENEC',
  platceNazev: null,
});

export const demoPeriods: Record<PersonKey, SeedPeriod[]> = {
  jana: [employee('2008-09-01', null, SKODA_EMPLOYER_NAME)],
  tereza: [byState('DITE', '2015-09-02', null)],
  jakub: [
    byState('DITE', '2004-11-20', '2020-08-31'),
    byState('STUDENT', '2020-09-01', '2023-06-30'),
    self('OBZP', '2023-07-01', '2023-12-31'),
    byState('STUDENT', '2024-01-01', null),
  ],
  petr: [employee('2010-01-01', '2020-05-31', 'Stavební firma Kratochvíl s.r.o.'), self('OSVC', '2022-01-01', null)],
  tomas: [employee('2005-03-01', null, SKODA_EMPLOYER_NAME)],
  marie: [byState('DUCHODCE', '2020-08-01', null)],
  josef: [byState('DUCHODCE', '2019-03-01', null)],
  katerina: [byState('MATERRODIC', '2025-02-01', null)],
  adam: [byState('DITE', demoPersons.adam.narozen, null)],
};

/**
 * Petr's overviews: realistic profits (income minus expenses), all months as OSVČ, the advances
 * actually paid as row 41. Each leaves a small settlement to pay, which he paid two weeks later.
 * Filing dates are Prague times in UTC.
 */
const petrOverviews: Array<{
  rok: number;
  podano: string;
  priznaniTyp: 'STANDARDNE' | 'ELEKTRONICKY';
  danovePriznaniDatum: string;
  radek03: number;
}> = [
  { rok: 2022, podano: '2023-03-28T08:14:00Z', priznaniTyp: 'STANDARDNE', danovePriznaniDatum: '2023-03-20', radek03: 475_000 },
  // two versions on one day: the second corrects a typo and is the one that counts (both regular)
  { rok: 2023, podano: '2024-04-15T08:02:00Z', priznaniTyp: 'ELEKTRONICKY', danovePriznaniDatum: '2024-04-12', radek03: 495_000 },
  { rok: 2023, podano: '2024-04-15T08:31:00Z', priznaniTyp: 'ELEKTRONICKY', danovePriznaniDatum: '2024-04-12', radek03: 505_000 },
  // regular in March, corrective a month later after an additional tax return
  { rok: 2024, podano: '2025-03-20T09:40:00Z', priznaniTyp: 'STANDARDNE', danovePriznaniDatum: '2025-03-14', radek03: 540_000 },
  { rok: 2024, podano: '2025-04-22T07:05:00Z', priznaniTyp: 'STANDARDNE', danovePriznaniDatum: '2025-03-14', radek03: 556_000 },
];

const pad = (n: number) => String(n).padStart(2, '0');

export async function hasInsuranceData(db: Database | Tx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(insurancePeriods);
  return Number(row?.n ?? 0) > 0;
}

export async function insertDemoInsurance(tx: Tx, now: Date): Promise<void> {
  const today = todayInPrague(now);
  const id = demoPersonId;
  const persons = await tx
    .select({ id: insuredPersons.id, rodneCislo: insuredPersons.rodneCislo })
    .from(insuredPersons)
    .where(inArray(insuredPersons.id, (Object.keys(demoPersons) as PersonKey[]).map(demoPersonId)));
  const birthNumber = (key: PersonKey): string => {
    const row = persons.find((p) => p.id === id(key));
    if (!row) throw new Error(`seed: missing person ${key}`);
    return row.rodneCislo;
  };
  const keys = Object.keys(demoPersons) as PersonKey[];

  // Addresses and periods --------------------------------------------------------------------
  await tx
    .insert(insuredAddresses)
    .values(
      keys.flatMap((key) =>
        Object.entries(demoAddresses[key] ?? {}).map(([druh, value]) => ({ insuredPersonId: id(key), druh, ...value })),
      ),
    );
  await tx
    .insert(insurancePeriods)
    .values(keys.flatMap((key) => demoPeriods[key].map((period) => ({ insuredPersonId: id(key), ...period }))));

  // Petr: overviews, advances and settlements ------------------------------------------------
  const petrVs = birthNumber('petr');
  const overviewRows: Array<OverviewRow & { prehled: Record<string, unknown> }> = [];
  const payments: Array<typeof premiumPayments.$inferInsert> = [];
  const currentMonth = today.slice(0, 7);
  const advancesPaid = new Map<number, number>();
  const petrPeriods = demoPeriods.petr;

  // Petr pays each month's advance on the 20th, and a month's difference after a new overview by its
  // due date: what the account (ledger.ts) charges, so that on any day only the advance of the current
  // month is open, and it is not due yet (issue 33).
  const payAdvancesOf = (rok: number) => {
    const ledger = premiumLedger({
      variabilniSymbol: petrVs,
      periods: petrPeriods,
      overviews: overviewRows,
      payments: payments.map((p, index) => ({
        id: index + 1,
        datum: p.datum,
        castkaHal: p.castkaHal,
        obdobi: p.obdobi ?? null,
        rok: p.rok,
        typUhradyKod: p.typUhradyKod,
      })),
      today,
    });
    for (const item of ledger.polozky) {
      if (item.zbyvaHal <= 0 || !item.obdobi.startsWith(`${rok}-`) || item.obdobi >= currentMonth) continue;
      if (item.druh !== 'ZALOHA_OSVC' && item.druh !== 'OPRAVA') continue;
      const datum = item.druh === 'ZALOHA_OSVC' ? `${item.obdobi}-20` : item.splatnost;
      if (datum >= today) continue;
      advancesPaid.set(rok, (advancesPaid.get(rok) ?? 0) + hellersToCrowns(item.zbyvaHal));
      payments.push({
        insuredPersonId: id('petr'),
        datum,
        castkaHal: item.zbyvaHal,
        obdobi: item.obdobi,
        rok,
        typOsoby: 'OSVC',
        typUhradyKod: 'ZALOHA_OSVC',
        variabilniSymbol: petrVs,
      });
    }
  };

  // An overview of a year is filed in the spring of the next one: advances of a year are paid
  // at the advance set by the year before's overview, so years are handled in order.
  const firstYear = 2022;
  const lastYear = Number(today.slice(0, 4));
  let nextId = 1;
  const settledByYear = new Map<number, number>();
  for (let rok = firstYear; rok <= lastYear; rok += 1) {
    payAdvancesOf(rok);
    for (const filing of petrOverviews.filter((o) => o.rok === rok)) {
      if (filing.podano.slice(0, 10) >= today) continue;
      const prehled = prehledOsvcBodySchema.parse({
        rok,
        priznaniTyp: filing.priznaniTyp,
        preplatekVraceni: 'BANKOVNIUCET',
        ucet: { predcisli: '19', cislo: '2000145399', banka: '0800' },
        danovePriznani: {
          danovePriznani: true,
          danovePriznaniDatum: filing.danovePriznaniDatum,
          danovyRezim: 'STANDARDNI',
          povinnostZaloha: true,
          stanovenZaklad: false,
        },
        radek03: filing.radek03,
        radek04: 12,
        radek05: 12,
        radek06: 0,
        radek41: advancesPaid.get(rok) ?? 0,
        zalohaTyp: 'NENI',
      }) as unknown as Record<string, unknown>;
      const vypocet = computeOsvcOverview({
        rok,
        radek03: filing.radek03,
        radek04: 12,
        radek05: 12,
        radek06: 0,
        radek41: advancesPaid.get(rok) ?? 0,
      });
      overviewRows.push({
        id: nextId++,
        rok,
        podano: new Date(filing.podano),
        prehled,
        vypocet: vypocet as unknown as OverviewRow['vypocet'],
      });
    }
    // The settlement of the valid overview, paid a week after its filing, within the 8 days (a correction adds the rest).
    for (const filing of petrOverviews.filter((o) => o.rok === rok)) {
      const version = overviewRows.find((row) => row.podano.getTime() === new Date(filing.podano).getTime());
      const sameDayLater = petrOverviews.some(
        (o) => o.rok === rok && o.podano > filing.podano && o.podano.slice(0, 10) === filing.podano.slice(0, 10),
      );
      if (!version || sameDayLater) continue;
      const owed = crownsToHellers(-version.vypocet.vyrovnani) - (settledByYear.get(rok) ?? 0);
      const datum = addDaysIso(filing.podano.slice(0, 10), 7);
      if (owed <= 0 || datum >= today) continue;
      settledByYear.set(rok, (settledByYear.get(rok) ?? 0) + owed);
      payments.push({
        insuredPersonId: id('petr'),
        datum,
        castkaHal: owed,
        obdobi: null,
        rok,
        typOsoby: 'OSVC',
        typUhradyKod: 'DOPLATEK_OSVC',
        variabilniSymbol: petrVs,
      });
    }
  }
  if (overviewRows.length > 0) {
    await tx.insert(osvcOverviews).values(
      overviewRows.map((row) => ({
        insuredPersonId: id('petr'),
        rok: row.rok,
        podano: row.podano,
        prehled: row.prehled,
        vypocet: row.vypocet,
      })),
    );
  }

  // Jakub: OBZP premium for July–December 2023, paid on the 15th of each month.
  const obzp = obzpMonthlyPremium(2023);
  for (let month = 7; month <= 12; month += 1) {
    payments.push({
      insuredPersonId: id('jakub'),
      datum: `2023-${pad(month)}-15`,
      castkaHal: crownsToHellers(obzp),
      obdobi: `2023-${pad(month)}`,
      rok: 2023,
      typOsoby: 'OBZP',
      typUhradyKod: 'POJISTNE_OBZP',
      variabilniSymbol: birthNumber('jakub'),
    });
  }
  await tx.insert(premiumPayments).values(payments);

  // Requests -----------------------------------------------------------------------------------
  const at = (iso: string) => new Date(`${iso}T09:30:00Z`);
  const recentEhic = addDaysIso(today, -20);
  await tx.insert(insuranceRequests).values([
    {
      insuredPersonId: id('jana'),
      typ: 'BEZDLUZNOST',
      datum: at('2025-05-12'),
      stav: 'VYRIZENO',
      adresaOdeslani: 'TRVALA_ADRESA',
      popis: null,
    },
    {
      insuredPersonId: id('jakub'),
      typ: 'EHIC',
      datum: at('2025-06-30'),
      stav: 'VYRIZENO',
      adresaOdeslani: 'KONTAKTNI_ADRESA',
      popis: null,
      potvrzeniPlatnostOd: '2025-06-30',
      potvrzeniPlatnostDo: addDaysIso('2025-06-30', EHIC_CONFIRMATION_VALID_DAYS),
    },
    {
      insuredPersonId: id('petr'),
      typ: 'PRUKAZ',
      datum: at('2023-01-10'),
      stav: 'VYRIZENO',
      adresaOdeslani: 'TRVALA_ADRESA',
      popis: cardReasonLabels.ZTRATA,
    },
    {
      insuredPersonId: id('tomas'),
      typ: 'EHIC',
      datum: at(recentEhic),
      stav: 'VYRIZUJE_SE',
      adresaOdeslani: 'KONTAKTNI_ADRESA',
      popis: null,
      potvrzeniPlatnostOd: recentEhic,
      potvrzeniPlatnostDo: addDaysIso(recentEhic, EHIC_CONFIRMATION_VALID_DAYS),
    },
    {
      insuredPersonId: id('marie'),
      typ: 'PRUKAZ',
      datum: at('2024-10-01'),
      stav: 'VYRIZENO',
      adresaOdeslani: 'TRVALA_ADRESA',
      popis: cardReasonLabels.KONEC_PLATNOSTI,
    },
    {
      insuredPersonId: id('josef'),
      typ: 'BEZDLUZNOST',
      datum: at('2024-02-19'),
      stav: 'VYRIZENO',
      adresaOdeslani: 'TRVALA_ADRESA',
      popis: null,
    },
    {
      insuredPersonId: id('katerina'),
      typ: 'PRUKAZ',
      datum: at('2025-03-03'),
      stav: 'VYRIZENO',
      adresaOdeslani: 'TRVALA_ADRESA',
      popis: cardReasonLabels.ZMENA_UDAJU,
    },
  ]);

  // Cards: valid a few years ahead; Jakub's runs out in a few weeks.
  const year = Number(today.slice(0, 4));
  await tx.insert(insuranceCards).values(
    keys.map((key, index) => ({
      insuredPersonId: id(key),
      cisloKarty: `${INSURER_CODE}${String(id(key)).padStart(10, '0')}${String((index + 1) * 7919).padStart(7, '0')}`,
      instituceKod: INSURER_CODE,
      instituceNazev: INSURER_NAME,
      platnostDo: key === 'jakub' ? addDaysIso(today, 25) : `${year + 2 + (index % 3)}-${pad((index % 12) + 1)}-28`,
    })),
  );
}
