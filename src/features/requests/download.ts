/**
 * 'Vytisknout potvrzení': GET /potvrzeniEhicPdf as a file, with the download toasts of document 2
 * (STAHOVANI_SOUBORU, then SOUBOR_STAZEN or SOUBOR_CHYBA_STAHOVANI), saved as potvrzeni-ehic.pdf.
 * A second click while it runs is ignored.
 */
import { useCallback, useRef, useState } from 'react';
import { potvrzeniEhicPdf } from '../../../contract/insurance';
import { saveBlob } from '../../components/attachments/files';
import { notify, toaster } from '../../components/ui/toaster';
import { cs } from '../../texts/cs';
import { useApi } from '../session';
import { requestTexts } from './texts';

export function useEhicConfirmationDownload(pojistenecId: string): { start: () => void; busy: boolean } {
  const api = useApi();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const start = useCallback(() => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    const loading = notify.loading(cs.STAHOVANI_SOUBORU);
    void api
      .download(potvrzeniEhicPdf, { params: { pojistenecId } })
      .then(
        ({ blob }) => {
          saveBlob(blob, requestTexts.POTVRZENI_SOUBOR);
          toaster.dismiss(loading);
          notify.success(cs.SOUBOR_STAZEN);
        },
        () => {
          toaster.dismiss(loading);
          notify.error(cs.SOUBOR_CHYBA_STAHOVANI);
        },
      )
      .finally(() => {
        running.current = false;
        setBusy(false);
      });
  }, [api, pojistenecId]);
  return { start, busy };
}
