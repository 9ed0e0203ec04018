import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { createActor } from 'xstate';
import {
  currentDialog,
  dialogQueueMachine,
  dialogErrorOf,
  dialogStatusOf,
  type ConfirmDialogProps,
  type DialogOpenRequest,
  type DialogRequest,
  type DialogStatus,
} from '../../machines/dialogQueue/dialogQueue.machine';
import { useAppRuntime } from './context';

/** A confirmation: its texts and the action that runs when the user confirms. */
export interface ConfirmOptions extends ConfirmDialogProps {
  title: string;
  question: string;
  confirmLabel: string;
  /** Runs when the user confirms; the dialog closes when it resolves and shows the error when it rejects. */
  onConfirm: () => Promise<unknown>;
}

export interface DialogQueueApi {
  /** The one dialog showing; the others wait their turn. */
  current: DialogRequest | null;
  /** What the dialog showing is doing: 'ready', 'working' (its confirmed action runs) or 'failed'. */
  status: DialogStatus | null;
  /** Why the confirmed action failed (shown in the dialog). */
  error: unknown;
  open(request: DialogOpenRequest): void;
  /** Closes the dialog showing (also the click-outside close); the next one shows. Ignored while its action runs. */
  close(): void;
  /** Queues a confirmation ('potvrzeni'); its action runs when the user confirms. */
  confirm(options: ConfirmOptions): void;
  /** The confirm button of the dialog showing: runs its action. */
  confirmCurrent(): void;
}

// The actions of queued confirmations by dialog id. Functions stay out of the machine's context,
// which holds only what shows (and what the inspector displays).
const confirmActions = new Map<string, () => Promise<unknown>>();
let confirmCount = 0;

export function useDialogQueue(): DialogQueueApi {
  const runtime = useAppRuntime();
  // created on first use: only the signed-in screens have dialogs (runtime.part)
  const actor = runtime.part('dialogQueue', () => createActor(dialogQueueMachine, { id: 'dialogQueue', inspect: runtime.inspect }).start());
  const current = useSelector(actor, currentDialog);
  const status = useSelector(actor, dialogStatusOf);
  const error = useSelector(actor, dialogErrorOf);
  return useMemo(() => {
    /** Forgets the actions of confirmations that have left the queue. */
    const prune = () => {
      const queued = new Set(actor.getSnapshot().context.queue.map((request) => request.id));
      for (const id of confirmActions.keys()) if (!queued.has(id)) confirmActions.delete(id);
    };
    return {
      current,
      status,
      error,
      open: (request: DialogOpenRequest) => actor.send({ type: 'dialog.open', request }),
      // Closes this dialog by id, so a double close (click outside + button) never closes the next one.
      close: () => {
        actor.send({ type: 'dialog.close', id: current?.id });
        prune();
      },
      confirm: ({ onConfirm, ...props }: ConfirmOptions) => {
        confirmCount += 1;
        const id = `potvrzeni-${confirmCount}`;
        confirmActions.set(id, onConfirm);
        actor.send({ type: 'dialog.open', request: { id, kind: 'potvrzeni', props } });
      },
      confirmCurrent: () => {
        const id = current?.id;
        const run = id ? confirmActions.get(id) : undefined;
        // A second click while the action runs does nothing; the machine decides whether it may run.
        if (!id || !run || dialogStatusOf(actor.getSnapshot()) === 'working') return;
        actor.send({ type: 'dialog.confirm', id });
        if (dialogStatusOf(actor.getSnapshot()) !== 'working') return;
        run().then(
          () => {
            actor.send({ type: 'dialog.done', id });
            prune();
          },
          (failure: unknown) => actor.send({ type: 'dialog.fail', id, error: failure }),
        );
      },
    };
  }, [actor, current, status, error]);
}
