/** The layout of the PDF of a self-employed person's overview (Přehled OSVČ). */
import { fullNameWithTitles } from '../../../contract/person';
import {
  advanceTypeLabels,
  refundMethodLabels,
  reportTypeLabels,
  taxRegimeLabels,
  taxReturnTypeLabels,
  type ReportType,
} from '../../../contract/enums';
import { addDaysIso, formatAddress, formatBankAccount, formatBirthNumber, formatCrowns, formatDateCz } from '../../../contract/format';
import type { AdresaOdpoved, PrehledOsvcBody } from '../../../contract/insurance';
import { osvcRowLabels, type OsvcOverviewResult } from '../../../contract/osvc-calculation';
import { isFemaleBirthNumber } from '../../../contract/rules';
import type { PdfBlock, PdfContent } from './document';

export interface OverviewPdfInput {
  person: { titulPred: string | null; jmeno: string; prijmeni: string; titulZa: string | null; rodneCislo: string };
  /** The permanent address, when the person has one. */
  permanent: AdresaOdpoved | null;
  body: PrehledOsvcBody;
  result: OsvcOverviewResult;
  typ: ReportType;
  /** The day the overview was filed ('YYYY-MM-DD'); null for one not filed yet. */
  filedOn: string | null;
  /** Where a settlement to pay goes: the insurer's account. */
  insurerAccount: { predcisli: string | null; cislo: string; banka: string };
  today: string;
  issuer: string;
}

function overviewPdfBlocks({ person, permanent, body, result, typ, filedOn, insurerAccount, today }: OverviewPdfInput): PdfBlock[] {
  const step = (radek: string) => result.kroky.find((k) => k.radek === radek)?.vzorec ?? '';
  const name = fullNameWithTitles(person);
  const tax = body.danovePriznani;
  const taxRows: Array<[string, string]> = [['Daňové přiznání', taxReturnTypeLabels[body.priznaniTyp]]];
  if (tax?.danovePriznaniDatum) taxRows.push(['Datum podání daňového přiznání', formatDateCz(tax.danovePriznaniDatum)]);
  if (tax?.danovyRezim) taxRows.push(['Daňový režim', taxRegimeLabels[tax.danovyRezim]]);
  if (body.zalohaTyp) taxRows.push(['Zálohy', advanceTypeLabels[body.zalohaTyp]]);
  const zena = isFemaleBirthNumber(person.rodneCislo);
  const settlement = result.vyrovnani > 0 ? 'Přeplatek' : result.vyrovnani < 0 ? 'Nedoplatek' : osvcRowLabels.vyrovnani;
  const refundRows: Array<[string, string]> = [['Způsob vrácení', refundMethodLabels[body.preplatekVraceni]]];
  const ucet = body.ucet;
  if (body.preplatekVraceni === 'BANKOVNIUCET' && ucet?.cislo && ucet.banka)
    refundRows.push(['Číslo účtu', formatBankAccount({ predcisli: ucet.predcisli, cislo: ucet.cislo, banka: ucet.banka })]);
  const personRows: Array<[string, string]> = [
    ['Jméno a příjmení', name],
    ['Rodné číslo', formatBirthNumber(person.rodneCislo)],
  ];
  if (permanent) personRows.push(['Trvalá adresa', formatAddress(permanent)]);
  return [
    { kind: 'heading', text: 'Pojištěnec' },
    { kind: 'rows', rows: personRows },
    { kind: 'heading', text: 'Přehled' },
    {
      kind: 'rows',
      rows: [
        ['Kalendářní rok', String(body.rok)],
        ['Typ přehledu', reportTypeLabels[typ]],
        ['Datum podání', filedOn ? formatDateCz(filedOn) : 'Zatím nepodáno'],
      ],
    },
    { kind: 'heading', text: 'Daňové přiznání' },
    { kind: 'rows', rows: taxRows },
    { kind: 'heading', text: 'Údaje přehledu' },
    {
      kind: 'rows',
      rows: [
        [osvcRowLabels.radek03, formatCrowns(body.radek03)],
        [osvcRowLabels.radek04, String(body.radek04)],
        [osvcRowLabels.radek05(zena), String(body.radek05)],
        [osvcRowLabels.radek06, String(body.radek06)],
        [osvcRowLabels.radek41, formatCrowns(body.radek41)],
      ],
    },
    { kind: 'heading', text: 'Výpočet' },
    { kind: 'rows', rows: [[osvcRowLabels.radek09, formatCrowns(result.radek09)]] },
    { kind: 'paragraph', text: step('09'), small: true },
    { kind: 'rows', rows: [[osvcRowLabels.radek14, formatCrowns(result.radek14)]] },
    { kind: 'paragraph', text: step('14'), small: true },
    { kind: 'rows', rows: [[osvcRowLabels.radek16, formatCrowns(result.radek16)]] },
    { kind: 'paragraph', text: step('16'), small: true },
    { kind: 'rows', rows: [[settlement, formatCrowns(Math.abs(result.vyrovnani))]] },
    { kind: 'paragraph', text: step('vyrovnani'), small: true },
    { kind: 'rows', rows: [[osvcRowLabels.radek51, formatCrowns(result.radek51)]] },
    { kind: 'paragraph', text: step('51'), small: true },
    ...paymentBlocks(body, result, person.rodneCislo, filedOn, insurerAccount),
    { kind: 'heading', text: 'Vrácení přeplatku' },
    { kind: 'rows', rows: refundRows },
    { kind: 'space' },
    { kind: 'rows', rows: [['Datum vytvoření', formatDateCz(today)]] },
  ];
}

/**
 * How to pay a settlement (to the insurer's account, the birth number as the variable symbol, the
 * year as the specific symbol — the same as the payment page's QR), due 8 days after filing.
 */
function paymentBlocks(
  body: PrehledOsvcBody,
  result: OsvcOverviewResult,
  rodneCislo: string,
  filedOn: string | null,
  insurerAccount: OverviewPdfInput['insurerAccount'],
): PdfBlock[] {
  if (result.vyrovnani >= 0) return [];
  return [
    { kind: 'heading', text: 'Jak uhradit nedoplatek' },
    {
      kind: 'rows',
      rows: [
        ['Částka', formatCrowns(-result.vyrovnani)],
        ['Číslo účtu', formatBankAccount(insurerAccount)],
        ['Variabilní symbol', rodneCislo.replace('/', '')],
        ['Specifický symbol', String(body.rok)],
        ['Splatnost', filedOn ? formatDateCz(addDaysIso(filedOn, 8)) : 'do 8 dnů ode dne podání přehledu'],
      ],
    },
    {
      kind: 'paragraph',
      text: 'Nedoplatek je splatný do 8 dnů ode dne podání přehledu. Novou měsíční zálohu (řádek 51) platíte od měsíce, který následuje po podání přehledu.',
      small: true,
    },
  ];
}

export function overviewPdfContent(input: OverviewPdfInput): PdfContent {
  const { rok } = input.body;
  return {
    issuer: input.issuer,
    title: `Přehled o příjmech a výdajích OSVČ za rok ${rok}`,
    blocks: overviewPdfBlocks(input),
    footer: `${input.issuer} · Přehled OSVČ za rok ${rok}`,
  };
}
