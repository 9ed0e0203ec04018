/**
 * 'Stáhnout potvrzení (PDF)': GET /potvrzeniEhicPdf as a file, saved as potvrzeni-ehic.pdf with the
 * download toasts of document 2 (useFileDownload); a second click while it runs is ignored.
 */
import { potvrzeniEhicPdf } from '../../../contract/routes.gen';
import { useFileDownload } from '../../components/attachments/useFileDownload';
import { useApi } from '../../app';
import { requestTexts } from './texts';

export function useEhicConfirmationDownload(pojistenecId: string): { start: () => void; busy: boolean } {
  const api = useApi();
  const { start, downloadingKey } = useFileDownload<'potvrzeni'>(async () => {
    const { blob } = await api.download(potvrzeniEhicPdf, { params: { pojistenecId } });
    return { blob, fileName: requestTexts.POTVRZENI_SOUBOR };
  });
  return { start: () => start('potvrzeni'), busy: downloadingKey !== null };
}
