/** Paying the premium: what the person can pay today, and the QR Platba (SPAYD) for it. */
import type { PersonId } from '../../../contract/ids';
import { hellersToCrowns } from '../../../contract/money';
import {
  ALL_OVERDUE,
  insuranceMessages,
  ledgerItemName,
  type PojistneUhradaOdpoved,
  type PojistneUhradaQrOdpoved,
  type UhradaQrDotaz,
} from '../../../contract/insurance';
import { paymentTypeLabels, type PaymentType } from '../../../contract/enums';
import { buildSpayd, czechAccountToIban, SpaydError } from '../../../contract/spayd';
import { dateWithZeroTime } from '../clock';
import type { Database } from '../../db/client';
import { ruleRefusalError } from '../../plugins/errors';
import { qrPng } from '../qr';
import { ledgerOf, loadInsurance, type InsuranceData } from './account';
import { INSURER_ACCOUNT } from './insurer';
import type { LedgerItem } from './ledger';

const iban = czechAccountToIban(INSURER_ACCOUNT);

type PaymentOption = PojistneUhradaOdpoved['typyUhrady'][number];

/** The payment type an item is paid as. */
function itemPaymentType(item: LedgerItem): PaymentType {
  if (item.druh === 'POJISTNE_OBZP') return 'POJISTNE_OBZP';
  if (item.druh === 'DOPLATEK_OSVC' || (item.druh === 'OPRAVA' && /^\d{4}$/.test(item.obdobi))) return 'DOPLATEK_OSVC';
  return 'ZALOHA_OSVC';
}

/**
 * What can be paid today: each item still owed, with its own amount, symbols and due date (oldest
 * due first), and — when some are past due — everything overdue together (DLUH).
 */
function paymentOptions(data: InsuranceData): PaymentOption[] {
  const ledger = ledgerOf(data);
  const options: PaymentOption[] = ledger.polozky
    .filter((item) => item.zbyvaHal > 0)
    .map((item) => ({
      kod: itemPaymentType(item),
      nazev: `${ledgerItemName(item.druh, item.obdobi)}${item.stav === 'PO_SPLATNOSTI' ? ' (po splatnosti)' : ''}`,
      castkaNavrh: hellersToCrowns(item.zbyvaHal),
      specifickySymbol: item.specifickySymbol,
      konstantniSymbol: null,
      splatnost: dateWithZeroTime(item.splatnost),
      polozka: item.id,
    }));
  if (ledger.poSplatnostiHal > 0)
    options.unshift({
      kod: 'DLUH',
      nazev: paymentTypeLabels.DLUH,
      castkaNavrh: hellersToCrowns(ledger.poSplatnostiHal),
      specifickySymbol: null,
      konstantniSymbol: null,
      splatnost: null,
      polozka: ALL_OVERDUE,
    });
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
  // A month's item names its month, so the payment is matched to it ('zaloha OSVC 11/2026').
  const month = /:(\d{4})-(\d{2})$/.exec(option.polozka ?? '');
  return `Pojistne ${birthNumber} ${what[option.kod]}${month ? ` ${Number(month[2])}/${month[1]}` : ''}`.slice(0, 60);
}

/** The insurer's account, the person's variable symbol and what can be paid today. */
export async function paymentDetails(db: Database, personId: PersonId): Promise<PojistneUhradaOdpoved> {
  const data = await loadInsurance(db, personId);
  return { ucet: { ...INSURER_ACCOUNT }, iban, variabilniSymbol: data.person.rodneCislo, typyUhrady: paymentOptions(data) };
}

/** The QR Platba of one payment type; 422 on typUhradyKod when there is nothing of that type to pay. */
export async function paymentQr(db: Database, personId: PersonId, query: UhradaQrDotaz): Promise<PojistneUhradaQrOdpoved> {
  const data = await loadInsurance(db, personId);
  const options = paymentOptions(data);
  const option = query.polozka ? options.find((o) => o.polozka === query.polozka) : options.find((o) => o.kod === query.typUhradyKod);
  if (!option)
    throw ruleRefusalError(
      query.polozka ? { polozka: [insuranceMessages.unknownItem] } : { typUhradyKod: [insuranceMessages.nothingToPay] },
    );
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
