import { czechCount, formatNumber } from '../../../../contract/format';

/** The texts of the lab results and their charts (two screens, two chunks: LabResultsPage.tsx, LabCharts.tsx). */
export const labTexts = {
  NADPIS: 'Laboratorní výsledky',
  GRAFY: 'Grafy laboratorních výsledků',
  SOUHLAS: 'Souhlas se zobrazením výsledků',
  SOUHLAS_UVOD: 'Výsledky laboratorních vyšetření vám zobrazíme, až k tomu udělíte souhlas:',
  UDELIT: 'Udělit souhlas',
  UDELEN: 'Souhlas je udělen. Výsledky se zobrazují.',
  ODVOLAT: 'Odvolat souhlas',
  ODVOLAT_OTAZKA: 'Opravdu chcete odvolat souhlas se zobrazením laboratorních výsledků? Výsledky se přestanou zobrazovat hned.',
  ODVOLANO: 'Souhlas byl odvolán.',
  ZADNE: 'Zatím u nás nemáte žádné laboratorní výsledky.',
  LABORATOR: 'Laboratoř',
  LEKAR: 'Indikující lékař',
  HODNOT: (pocet: number, mimo: number) => `${czechCount(pocet, 'hodnota', 'hodnoty', 'hodnot')}${mimo ? `, mimo rozmezí ${mimo}` : ''}`,
  ZOBRAZIT: 'Zobrazit hodnoty',
  SKRYT: 'Skrýt hodnoty',
  UKAZATEL: 'Ukazatel',
  HODNOTA: 'Hodnota',
  ROZMEZI: 'Referenční rozmezí',
  V_ROZMEZI: 'V rozmezí',
  CO_TO_JE: 'Co to znamená',
  ZOBRAZIT_GRAFY: 'Grafy ukazatelů',
  ZPET: 'Zpět na výsledky',
  VYBERTE: 'Ukazatel',
  POSLEDNI: (hodnota: string, datum: string) => `naposledy ${hodnota} (${datum})`,
  ZADNE_GRAFY: 'Zatím nemáte žádný ukazatel s více hodnotami.',
  PDF: 'Stáhnout PDF',
  PDF_VYSLEDKU: (nazev: string, datum: string) => `Stáhnout PDF výsledku ${nazev} z ${datum}`,
  PDF_SOUBOR: (datum: string) => `laboratorni-vysledek-${datum}.pdf`,
};

/** '3,5–5,1', '≥ 1', '≤ 5' or '–': a reference range as the screens show it. */
export const referenceRange = (od: number | null, doHodnoty: number | null) =>
  od !== null && doHodnoty !== null
    ? `${formatNumber(od)}–${formatNumber(doHodnoty)}`
    : od !== null
      ? `≥ ${formatNumber(od)}`
      : doHodnoty !== null
        ? `≤ ${formatNumber(doHodnoty)}`
        : '–';
