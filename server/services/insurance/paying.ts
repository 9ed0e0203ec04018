/** Paying the premium: what the person can pay today, and the QR Platba (SPAYD) for it. */
import type { PersonId } from '../../../contract/ids';
import { crownsToHellers, hellersToCrowns } from '../../../contract/money';
import {
  insuranceMessages,
  type PojistneUhradaOdpoved,
  type PojistneUhradaQrOdpoved,
  type UhradaQrDotaz,
} from '../../../contract/insurance';
import { paymentTypeLabels, type PaymentType } from '../../../contract/enums';
import { buildSpayd, czechAccountToIban, SpaydError } from '../../../contract/spayd';
import { addDaysIso } from '../../../contract/format';
import { todayInPrague } from '../clock';
import type { Database } from '../../db/client';
import { ruleRefusalError } from '../../plugins/errors';
import { qrPng } from '../qr';
import { currentPeriod, loadInsurance, saldoHal, type InsuranceData } from './account';
import { INSURER_ACCOUNT } from './insurer';
import { obzpMonthlyPremium, osvcMonthlyAdvance, validOverviews } from './premiums';

const iban = czechAccountToIban(INSURER_ACCOUNT);

type PaymentOption = PojistneUhradaOdpoved['typyUhrady'][number];

function paymentOptions(data: InsuranceData): PaymentOption[] {
  const rok = Number(data.today.slice(0, 4));
  const kategorie = currentPeriod(data)?.kategorie;
  const options: PaymentOption[] = [];
  // An advance or a monthly premium of this month is due on the 8th of the next month.
  const [year, month] = data.today.split('-').map(Number);
  const eighthOfNextMonth = `${month === 12 ? year + 1 : year}-${String((month % 12) + 1).padStart(2, '0')}-08T00:00:00`;
  const option = (
    kod: PaymentType,
    castkaNavrh: number | null,
    splatnost: string | null,
    specifickySymbol: string | null = null,
  ): PaymentOption => ({
    kod,
    nazev: paymentTypeLabels[kod],
    castkaNavrh,
    specifickySymbol,
    konstantniSymbol: null,
    splatnost,
  });
  if (kategorie === 'OSVC') {
    const valid = validOverviews(data.overviews);
    options.push(option('ZALOHA_OSVC', osvcMonthlyAdvance(rok, valid), eighthOfNextMonth));
    const newestYear = Math.max(...valid.keys());
    const newest = Number.isFinite(newestYear) ? valid.get(newestYear) : undefined;
    let unpaidHal = 0;
    if (newest && newest.vypocet.vyrovnani < 0) {
      const settledHal = data.payments
        .filter((p) => p.rok === newest.rok && p.typUhradyKod === 'DOPLATEK_OSVC')
        .reduce((sum, p) => sum + p.castkaHal, 0);
      unpaidHal = crownsToHellers(-newest.vypocet.vyrovnani) - settledHal;
    }
    // The settlement is due within 8 days of filing the overview.
    const settlementDue = newest && unpaidHal > 0 ? `${addDaysIso(todayInPrague(newest.podano), 8)}T00:00:00` : null;
    options.push(
      option('DOPLATEK_OSVC', unpaidHal > 0 ? hellersToCrowns(unpaidHal) : null, settlementDue, newest ? String(newest.rok) : null),
    );
  }
  if (kategorie === 'OBZP') options.push(option('POJISTNE_OBZP', obzpMonthlyPremium(rok), eighthOfNextMonth));
  const saldo = saldoHal(data);
  if (saldo < 0) options.push(option('DLUH', hellersToCrowns(-saldo), null));
  return options;
}

/** The message for the recipient, without diacritics (some banks drop them): at most 60 characters. */
function paymentMessage(birthNumber: string, option: PaymentOption): string {
  const what: Record<PaymentType, string> = {
    ZALOHA_OSVC: 'zaloha OSVC',
    DOPLATEK_OSVC: `doplatek OSVC${option.specifickySymbol ? ` ${option.specifickySymbol}` : ''}`,
    POJISTNE_OBZP: 'pojistne OBZP',
    DLUH: 'dluh na pojistnem',
  };
  return `Pojistne ${birthNumber} ${what[option.kod]}`.slice(0, 60);
}

/** The insurer's account, the person's variable symbol and what can be paid today. */
export async function paymentDetails(db: Database, personId: PersonId): Promise<PojistneUhradaOdpoved> {
  const data = await loadInsurance(db, personId);
  return { ucet: { ...INSURER_ACCOUNT }, iban, variabilniSymbol: data.person.rodneCislo, typyUhrady: paymentOptions(data) };
}

/** The QR Platba of one payment type; 422 on typUhradyKod when there is nothing of that type to pay. */
export async function paymentQr(db: Database, personId: PersonId, query: UhradaQrDotaz): Promise<PojistneUhradaQrOdpoved> {
  const data = await loadInsurance(db, personId);
  const option = paymentOptions(data).find((o) => o.kod === query.typUhradyKod);
  if (!option) throw ruleRefusalError({ typUhradyKod: [insuranceMessages.nothingToPay] });
  const zprava = paymentMessage(data.person.rodneCislo, option);
  let spayd: string;
  try {
    spayd = buildSpayd({
      iban,
      castka: query.castka,
      vs: data.person.rodneCislo,
      ss: option.specifickySymbol ?? undefined,
      ks: option.konstantniSymbol ?? undefined,
      zprava,
    });
  } catch (error) {
    if (error instanceof SpaydError) throw ruleRefusalError({ castka: [error.message] });
    throw error;
  }
  const png = await qrPng(spayd);
  return {
    spayd,
    qrPng: png.toString('base64'),
    iban,
    ucet: { ...INSURER_ACCOUNT },
    castka: query.castka,
    variabilniSymbol: data.person.rodneCislo,
    specifickySymbol: option.specifickySymbol,
    konstantniSymbol: option.konstantniSymbol,
    zprava,
  };
}
