/** The personal-document form's values as the controls hold them ('' for empty), and from a stored document. */
import type { DokumentPolozka } from '../../../../contract/health';
import { isoOfWire } from './record-wire';
import { documentTexts } from './texts';

export interface DocumentValues {
  datum: string;
  popis: string;
  nazevZarizeni: string;
}

export const emptyDocumentValues: DocumentValues = { datum: '', popis: '', nazevZarizeni: '' };

/** A stored document → the edit form's values. */
export function documentValuesOf(item: DokumentPolozka): DocumentValues {
  return {
    datum: isoOfWire(item.datum),
    popis: item.popis ?? '',
    nazevZarizeni: item.nazevZarizeni ?? '',
  };
}

/** The document's title in lists, headings and questions: its description, or 'Dokument bez popisu'. */
export function documentTitle(item: Pick<DokumentPolozka, 'popis'>): string {
  const popis = item.popis?.trim();
  return popis ? popis : documentTexts.BEZ_POPISU;
}
