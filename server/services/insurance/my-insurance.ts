/** Moje pojištění and Platby pojistného: the state of the insurance, its years and the payments. */
import { eq } from 'drizzle-orm';
import type { PersonId } from '../../../contract/ids';
import { hellersToCrowns } from '../../../contract/money';
import {
  ledgerItemName,
  type MojePojistneOdpoved,
  type ObdobiPojisteni,
  type Platba,
  type PolozkaUctu,
  type RokPojisteni,
} from '../../../contract/insurance';
import type { PaymentPersonType } from '../../../contract/enums';
import type { Database } from '../../db/client';
import { premiumPayments } from '../../db/schema';
import { dateWithZeroTime } from '../clock';
import { currentPeriod, insuredSince, ledgerOf, loadInsurance, periodItem, yearAccounts } from './account';
import type { LedgerItem } from './ledger';
import { insuredYears } from './premiums';

export async function myInsurance(db: Database, personId: PersonId): Promise<MojePojistneOdpoved> {
  const data = await loadInsurance(db, personId);
  const current = currentPeriod(data);
  const ledger = ledgerOf(data);
  return {
    pojistenec: { jmeno: data.person.jmeno, prijmeni: data.person.prijmeni, cisloPojistence: data.person.rodneCislo },
    kategorie: (current?.kategorie as ObdobiPojisteni['kategorie'] | undefined) ?? null,
    pojistenOd: current ? dateWithZeroTime(insuredSince(data, current)) : null,
    platceTyp: (current?.platceTyp as ObdobiPojisteni['platceTyp'] | undefined) ?? null,
    platceNazev: current?.platceNazev ?? null,
    saldo: hellersToCrowns(ledger.saldoHal),
    saldoKDatu: dateWithZeroTime(data.today),
    poSplatnosti: hellersToCrowns(ledger.poSplatnostiHal),
    splatne: hellersToCrowns(ledger.splatneHal),
    nejblizsiSplatnost: ledger.nejblizsiSplatnost ? dateWithZeroTime(ledger.nejblizsiSplatnost) : null,
    polozky: ledger.polozky.map(ledgerItem),
    variabilniSymbol: data.person.rodneCislo,
    osvc: data.periods.some((p) => p.kategorie === 'OSVC'),
    platiSam: data.periods.some((p) => p.kategorie === 'OSVC' || p.kategorie === 'OBZP'),
    roky: insuredYears(data.periods, data.today),
  };
}

/** One item of the account as the wire carries it. */
export const ledgerItem = (item: LedgerItem): PolozkaUctu => ({
  id: item.id,
  druh: item.druh,
  nazev: ledgerItemName(item.druh, item.obdobi),
  obdobi: item.obdobi,
  castka: hellersToCrowns(item.castkaHal),
  zbyva: hellersToCrowns(item.zbyvaHal),
  splatnost: dateWithZeroTime(item.splatnost),
  stav: item.stav,
  variabilniSymbol: item.variabilniSymbol,
  specifickySymbol: item.specifickySymbol,
});

/** The insurance year by year: periods, due, paid, balance. */
export async function insuranceYears(db: Database, personId: PersonId): Promise<{ seznamRoku: RokPojisteni[] }> {
  const data = await loadInsurance(db, personId);
  const seznamRoku = yearAccounts(data).map((year) => {
    const predpis = year.dueHal.OSVC + year.dueHal.OBZP;
    const uhrazeno = year.paidHal.OSVC + year.paidHal.OBZP;
    return {
      rok: year.rok,
      obdobi: data.periods
        .filter((p) => p.datumOd <= `${year.rok}-12-31` && (p.datumDo === null || p.datumDo >= `${year.rok}-01-01`))
        .map(periodItem),
      predpis: hellersToCrowns(predpis),
      uhrazeno: hellersToCrowns(uhrazeno),
      saldo: hellersToCrowns(uhrazeno - predpis),
    };
  });
  return { seznamRoku };
}

/** Payments counted and summed per year and kind, newest year first. */
export async function paymentSummary(db: Database, personId: PersonId) {
  const rows = await db.select().from(premiumPayments).where(eq(premiumPayments.insuredPersonId, personId));
  const groups = new Map<string, { rok: number; typOsoby: PaymentPersonType; pocet: number; soucetHal: number }>();
  for (const row of rows) {
    const key = `${row.rok}|${row.typOsoby}`;
    const group = groups.get(key) ?? { rok: row.rok, typOsoby: row.typOsoby as PaymentPersonType, pocet: 0, soucetHal: 0 };
    group.pocet += 1;
    group.soucetHal += row.castkaHal;
    groups.set(key, group);
  }
  const seznam = [...groups.values()]
    .sort((a, b) => b.rok - a.rok || a.typOsoby.localeCompare(b.typOsoby))
    .map((g) => ({ rok: g.rok, typOsoby: g.typOsoby, pocet: g.pocet, soucet: hellersToCrowns(g.soucetHal) }));
  return { seznam };
}

/** The payments of one year and kind, newest first, with their sum and what was due. */
export async function paymentsOfYear(db: Database, personId: PersonId, rok: number, typOsoby: PaymentPersonType) {
  const data = await loadInsurance(db, personId);
  const platby = data.payments.filter((p) => p.rok === rok && p.typOsoby === typOsoby).reverse();
  const due = yearAccounts(data).find((y) => y.rok === rok)?.dueHal ?? { OSVC: 0, OBZP: 0 };
  return {
    rok,
    typOsoby,
    platby: platby.map((p): Platba => ({
      id: p.id,
      datum: dateWithZeroTime(p.datum),
      castka: hellersToCrowns(p.castkaHal),
      obdobi: p.obdobi,
      typUhradyKod: p.typUhradyKod,
      variabilniSymbol: p.variabilniSymbol,
    })),
    soucet: hellersToCrowns(platby.reduce((sum, p) => sum + p.castkaHal, 0)),
    predpis: hellersToCrowns(due[typOsoby]),
  };
}
