import { formatDateCz } from '../../../../contract/format';
import { healthTexts } from './texts';

/** A document in the link picker and on an operation or injury: 'Propouštěcí zpráva – apendektomie (12. 4. 2019)'. */
export function documentLabel(document: { popis: string | null; nazevZarizeni: string | null; datum: string | null }): string {
  const name = document.popis ?? document.nazevZarizeni ?? healthTexts.DOKUMENT_BEZ_POPISU;
  const date = formatDateCz(document.datum);
  return date ? `${name} (${date})` : name;
}

/** A hospital stay's period: '8. 4. 2019 – 12. 4. 2019', or 'od 8. 4. 2019' without an end. */
export function formatPeriod(obdobi: { datumOd: string; datumDo: string | null }): string {
  const from = formatDateCz(obdobi.datumOd);
  return obdobi.datumDo ? `${from} – ${formatDateCz(obdobi.datumDo)}` : healthTexts.OD_DATA(from);
}
