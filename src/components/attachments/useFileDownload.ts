/**
 * The click download of document 2 ("Attachment and form-control behaviour"): the loading toast
 * STAHOVANI_SOUBORU, then SOUBOR_STAZEN with the file saved, or SOUBOR_CHYBA_STAHOVANI; clicks are
 * ignored while a download runs (one hook per screen, so across the whole screen). `downloadingKey`
 * tells which of the screen's files is on its way.
 */
import { useCallback, useRef, useState } from 'react';
import { notify, toaster } from '../ui/toaster';
import { cs } from '../../texts/cs';
import { saveBlob } from './files';

/** A downloaded file and the name to save it under. */
export interface FileToSave {
  blob: Blob;
  fileName: string;
}

export interface FileDownload<K> {
  start: (key: K, fetchFile: () => Promise<FileToSave>) => void;
  downloadingKey: K | null;
}

export function useFileDownload<K>(): FileDownload<K> {
  const busy = useRef(false);
  const [downloadingKey, setDownloadingKey] = useState<K | null>(null);
  const start = useCallback((key: K, fetchFile: () => Promise<FileToSave>) => {
    if (busy.current) return;
    busy.current = true;
    setDownloadingKey(key);
    const loading = notify.loading(cs.STAHOVANI_SOUBORU);
    void fetchFile()
      .then(
        ({ blob, fileName }) => {
          saveBlob(blob, fileName);
          toaster.dismiss(loading);
          notify.success(cs.SOUBOR_STAZEN);
        },
        () => {
          toaster.dismiss(loading);
          notify.error(cs.SOUBOR_CHYBA_STAHOVANI);
        },
      )
      .finally(() => {
        busy.current = false;
        setDownloadingKey(null);
      });
  }, []);
  return { start, downloadingKey };
}
