/** The layout of the PDF of a self-employed person's overview (Přehled OSVČ). */
import {
  advanceTypeLabels,
  refundMethodLabels,
  reportTypeLabels,
  taxRegimeLabels,
  taxReturnTypeLabels,
  type ReportType,
} from '../../../contract/enums';
import { formatAddress, formatBankAccount, formatBirthNumber, formatCrowns, formatDateCz } from '../../../contract/format';
import type { AdresaOdpoved, PrehledOsvcBody } from '../../../contract/insurance';
import type { OsvcOverviewResult } from '../../../contract/osvc-calculation';
import type { PdfBlock, PdfContent } from './document';

export interface OverviewPdfInput {
  person: { titulPred: string | null; jmeno: string; prijmeni: string; titulZa: string | null; rodneCislo: string };
  /** The permanent address, when the person has one. */
  permanent: AdresaOdpoved | null;
  body: PrehledOsvcBody;
  result: OsvcOverviewResult;
  typ: ReportType;
  today: string;
  issuer: string;
}

function overviewPdfBlocks({ person, permanent, body, result, typ, today }: OverviewPdfInput): PdfBlock[] {
  const step = (radek: string) => result.kroky.find((k) => k.radek === radek)?.vzorec ?? '';
  const name = [person.titulPred, person.jmeno, person.prijmeni, person.titulZa].filter(Boolean).join(' ');
  const tax = body.danovePriznani;
  const taxRows: Array<[string, string]> = [['Daňové přiznání', taxReturnTypeLabels[body.priznaniTyp]]];
  if (tax?.danovePriznaniDatum) taxRows.push(['Datum podání daňového přiznání', formatDateCz(tax.danovePriznaniDatum)]);
  if (tax?.danovyRezim) taxRows.push(['Daňový režim', taxRegimeLabels[tax.danovyRezim]]);
  if (body.zalohaTyp) taxRows.push(['Zálohy', advanceTypeLabels[body.zalohaTyp]]);
  const settlement = result.vyrovnani > 0 ? 'Přeplatek' : result.vyrovnani < 0 ? 'Nedoplatek' : 'Vyrovnání';
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
      ],
    },
    { kind: 'heading', text: 'Daňové přiznání' },
    { kind: 'rows', rows: taxRows },
    { kind: 'heading', text: 'Údaje přehledu' },
    {
      kind: 'rows',
      rows: [
        ['Řádek 3 – příjmy snížené o výdaje', formatCrowns(body.radek03)],
        ['Řádek 4 – měsíce samostatné výdělečné činnosti', String(body.radek04)],
        ['Řádek 5 – měsíce účasti na pojištění jako OSVČ', String(body.radek05)],
        ['Řádek 6 – měsíce s minimálním vyměřovacím základem', String(body.radek06)],
        ['Řádek 41 – zaplacené zálohy', formatCrowns(body.radek41)],
      ],
    },
    { kind: 'heading', text: 'Výpočet' },
    { kind: 'rows', rows: [['Řádek 9 – minimální vyměřovací základ', formatCrowns(result.radek09)]] },
    { kind: 'paragraph', text: step('09'), small: true },
    { kind: 'rows', rows: [['Řádek 14 – vyměřovací základ', formatCrowns(result.radek14)]] },
    { kind: 'paragraph', text: step('14'), small: true },
    { kind: 'rows', rows: [['Řádek 16 – pojistné', formatCrowns(result.radek16)]] },
    { kind: 'paragraph', text: step('16'), small: true },
    { kind: 'rows', rows: [[settlement, formatCrowns(Math.abs(result.vyrovnani))]] },
    { kind: 'paragraph', text: step('vyrovnani'), small: true },
    { kind: 'rows', rows: [['Řádek 51 – nová měsíční záloha', formatCrowns(result.radek51)]] },
    { kind: 'paragraph', text: step('51'), small: true },
    { kind: 'heading', text: 'Vrácení přeplatku' },
    { kind: 'rows', rows: refundRows },
    { kind: 'space' },
    { kind: 'rows', rows: [['Datum vytvoření', formatDateCz(today)]] },
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
