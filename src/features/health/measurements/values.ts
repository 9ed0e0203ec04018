import { formatNumber } from '../../../../contract/format';
import type { MereniPolozka } from '../../../../contract/health';
import { healthTexts } from '../anamnesis/texts';

export interface ShownValue {
  label: string;
  value: string;
}

const NBSP = '\u00a0';

/**
 * The values of one measurement as they are listed: blood pressure as 'systolic/diastolic mm Hg'
 * when both are known (otherwise the one known), pulse, weight, height and BMI with one decimal
 * and a decimal comma ('24,1'). Absent values are left out.
 */
export function measurementValues(entry: Pick<MereniPolozka, 'tep' | 'tlakSyst' | 'tlakDiast' | 'vaha' | 'vyska' | 'bmi'>): ShownValue[] {
  const list: ShownValue[] = [];
  const withUnit = (n: number, unit: string) => `${formatNumber(n)}${NBSP}${unit}`;
  if (entry.tlakSyst !== null && entry.tlakDiast !== null) {
    list.push({ label: healthTexts.TLAK, value: `${entry.tlakSyst}/${entry.tlakDiast}${NBSP}${healthTexts.JEDNOTKA_TLAK}` });
  } else if (entry.tlakSyst !== null) {
    list.push({ label: healthTexts.TLAK_SYST, value: withUnit(entry.tlakSyst, healthTexts.JEDNOTKA_TLAK) });
  } else if (entry.tlakDiast !== null) {
    list.push({ label: healthTexts.TLAK_DIAST, value: withUnit(entry.tlakDiast, healthTexts.JEDNOTKA_TLAK) });
  }
  if (entry.tep !== null) list.push({ label: healthTexts.TEP, value: withUnit(entry.tep, healthTexts.JEDNOTKA_TEP) });
  if (entry.vaha !== null) list.push({ label: healthTexts.VAHA, value: withUnit(entry.vaha, healthTexts.JEDNOTKA_VAHA) });
  if (entry.vyska !== null) list.push({ label: healthTexts.VYSKA, value: withUnit(entry.vyska, healthTexts.JEDNOTKA_VYSKA) });
  if (entry.bmi !== null) list.push({ label: healthTexts.BMI, value: formatNumber(entry.bmi, { decimals: 1, minDecimals: 1 }) });
  return list;
}
