/**
 * The click download of document 2 ("Attachment and form-control behaviour") on a screen: one
 * actor of machines/attachmentPicker/fileDownload.machine.ts (the loading toast STAHOVANI_SOUBORU,
 * then SOUBOR_STAZEN with the file saved, or SOUBOR_CHYBA_STAHOVANI; clicks are ignored while a
 * download runs — one hook per screen, so across the whole screen). `downloadingKey` tells which
 * of the screen's files is on its way.
 */
import { useMemo, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { downloadingKeyOf, fileDownloadMachine, type DownloadedFile } from '../../../machines/attachmentPicker/fileDownload.machine';
import { useInspect } from '../../app/use-inspect';
import { notify, toaster } from '../ui/toaster';
import { cs } from '../../texts/cs';
import { saveBlob } from './save-blob';

/** A downloaded file and the name to save it under. */
export type FileToSave = DownloadedFile;

export interface FileDownload<K> {
  /** Downloads the file of `key`; ignored while a download runs. */
  start: (key: K) => void;
  downloadingKey: K | null;
}

/** `fetchFile` fetches the file of a key (the latest one given is used). */
export function useFileDownload<K>(fetchFile: (key: K) => Promise<FileToSave>): FileDownload<K> {
  const fetchRef = useRef(fetchFile);
  fetchRef.current = fetchFile;
  const loadingToast = useRef<string | null>(null);
  const dismissLoading = () => {
    if (loadingToast.current) toaster.dismiss(loadingToast.current);
    loadingToast.current = null;
  };
  const [machine] = useState(() =>
    fileDownloadMachine.provide({
      actors: { fetchFile: fromPromise<DownloadedFile, { key: unknown }>(({ input }) => fetchRef.current(input.key as K)) },
      actions: {
        notifyDownloadStarted: () => {
          loadingToast.current = notify.loading(cs.STAHOVANI_SOUBORU);
        },
        notifyDownloadDone: () => {
          dismissLoading();
          notify.success(cs.SOUBOR_STAZEN);
        },
        notifyDownloadFailed: () => {
          dismissLoading();
          notify.error(cs.SOUBOR_CHYBA_STAHOVANI);
        },
        saveFile: (_, params) => saveBlob(params.file.blob, params.file.fileName),
      },
    }),
  );
  const actor = useActorRef(machine, { inspect: useInspect() });
  const downloadingKey = useSelector(actor, downloadingKeyOf) as K | null;
  return useMemo(() => ({ start: (key: K) => actor.send({ type: 'download.start', key }), downloadingKey }), [actor, downloadingKey]);
}
