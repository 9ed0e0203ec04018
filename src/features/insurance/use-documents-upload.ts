/**
 * The person's 'Doložit doklady' for the views (machines/documentsUpload): one hook creates the
 * actor with its `send` call (multipart: `poznamka` and the files as `prilohaVlozit[]`, with upload
 * progress) and the dev inspector, and gives the views what they read and what they may do. A
 * conflict (409: the request no longer waits) is told apart so the flow can end without a retry.
 */
import { useMemo, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ZadostDetail } from '../../../contract/communication';
import {
  documentsUploadMachine,
  documentsUploadStepOf,
  type DocumentsFailure,
  type DocumentsSendInput,
} from '../../../machines/documentsUpload/documentsUpload.machine';
import { describeApiError } from '../../lib/errors';
import { useInspect } from '../../app/use-inspect';
import { useLockPersonSwitch } from '../../app/person-page';

export interface DocumentsUploadOptions {
  /** Sends the documents; `onProgress` gets 0–100 while the files go out. */
  send: (input: DocumentsSendInput, onProgress: (percent: number) => void) => Promise<ZadostDetail>;
}

export function useDocumentsUpload({ send }: DocumentsUploadOptions) {
  const inspect = useInspect();
  const [progress, setProgress] = useState<number | null>(null);
  const latestSend = useRef(send);
  latestSend.current = send;
  const [machine] = useState(() =>
    documentsUploadMachine.provide({
      actors: {
        send: fromPromise<ZadostDetail, DocumentsSendInput>(async ({ input }) => {
          setProgress(0);
          try {
            return await latestSend.current(input, setProgress);
          } catch (error) {
            const described = describeApiError(error);
            throw { message: described.message, chyby: described.chyby, conflict: described.status === 409 } satisfies DocumentsFailure;
          } finally {
            setProgress(null);
          }
        }),
      },
    }),
  );
  const actor = useActorRef(machine, { inspect });
  const snapshot = useSelector(actor, (value) => value);
  const step = documentsUploadStepOf(snapshot);
  useLockPersonSwitch(step === 'sending');

  const events = useMemo(
    () => ({
      note: (poznamka: string) => actor.send({ type: 'documents.change', poznamka }),
      files: (files: readonly File[]) => actor.send({ type: 'documents.filesChanged', files }),
      send: () => actor.send({ type: 'documents.send' }),
      retry: () => actor.send({ type: 'documents.retry' }),
    }),
    [actor],
  );
  const { poznamka, fieldErrors, error, answer } = snapshot.context;
  return { step, poznamka, fieldErrors, error, answer, progress, events };
}
