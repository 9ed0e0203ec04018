/** Czech amounts and the settlement in words for 'Přehled OSVČ'. */
import { formatCrowns } from '../../../contract/format';
import { formatMomentDay } from '../../lib/display-dates';
import { osvcTexts } from './texts';

export type SettlementKind = 'preplatek' | 'nedoplatek' | 'vyrovnano';

export const settlementKind = (vyrovnani: number): SettlementKind =>
  vyrovnani > 0 ? 'preplatek' : vyrovnani < 0 ? 'nedoplatek' : 'vyrovnano';

/** 'Přeplatek 1 234 Kč', 'Nedoplatek 1 234 Kč' (with `payHint`: '… — zaplaťte jej'), 'Vyrovnáno…'. */
export function settlementWords(vyrovnani: number, payHint = false): string {
  const kind = settlementKind(vyrovnani);
  if (kind === 'preplatek') return osvcTexts.PREPLATEK(formatCrowns(vyrovnani));
  if (kind === 'nedoplatek') return (payHint ? osvcTexts.NEDOPLATEK_ZAPLATTE : osvcTexts.NEDOPLATEK)(formatCrowns(-vyrovnani));
  return osvcTexts.VYROVNANO;
}

/** '2026-03-16T10:00:00Z' → '16. 3. 2026' (the Prague calendar day). */
export const formatFiledDate = (wire: string): string => formatMomentDay(wire);
