import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { currentDialog, type DialogRequest } from '../../machines/dialogQueue/dialogQueue.machine';
import { useAppRuntime } from './context';

export interface DialogQueueApi {
  /** The one dialog showing; the others wait their turn. */
  current: DialogRequest | null;
  open(request: Omit<DialogRequest, 'id'>): void;
  /** Closes the dialog showing (also the click-outside close); the next one shows. */
  close(): void;
}

export function useDialogQueue(): DialogQueueApi {
  const { dialogQueue: actor } = useAppRuntime();
  const current = useSelector(actor, currentDialog);
  return useMemo(
    () => ({
      current,
      open: (request: Omit<DialogRequest, 'id'>) => actor.send({ type: 'dialog.open', request }),
      // Closes this dialog by id, so a double close (click outside + button) never closes the next one.
      close: () => actor.send({ type: 'dialog.close', id: current?.id }),
    }),
    [actor, current],
  );
}
