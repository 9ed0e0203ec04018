/** Czech amounts and the settlement in words for 'Přehled OSVČ'. */
import { formatNumber, NBSP } from '../../../contract/format';
import { formatMomentDay } from '../../lib/display-dates';
import { osvcTexts } from './texts';

/** 12345 → '12 345 Kč', 153884.5 → '153 884,50 Kč' (contract/format.ts grouping, U+00A0 spaces). */
export function formatKc(amount: number): string {
  const whole = Number.isInteger(amount);
  return `${formatNumber(amount, whole ? { decimals: 0 } : { decimals: 2, minDecimals: 2 })}${NBSP}Kč`;
}

export type SettlementKind = 'preplatek' | 'nedoplatek' | 'vyrovnano';

export const settlementKind = (vyrovnani: number): SettlementKind => (vyrovnani > 0 ? 'preplatek' : vyrovnani < 0 ? 'nedoplatek' : 'vyrovnano');

/** 'Přeplatek 1 234 Kč', 'Nedoplatek 1 234 Kč' (with `payHint`: '… — zaplaťte jej'), 'Vyrovnáno…'. */
export function settlementWords(vyrovnani: number, payHint = false): string {
  const kind = settlementKind(vyrovnani);
  if (kind === 'preplatek') return osvcTexts.PREPLATEK(formatKc(vyrovnani));
  if (kind === 'nedoplatek') return (payHint ? osvcTexts.NEDOPLATEK_ZAPLATTE : osvcTexts.NEDOPLATEK)(formatKc(-vyrovnani));
  return osvcTexts.VYROVNANO;
}

/** '2026-03-16T10:00:00' → '16.03.2026' (dd.mm.rrrr). */
export const formatFiledDate = (wire: string): string => formatMomentDay(wire);
