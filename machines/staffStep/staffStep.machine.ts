import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { callFailureOf, type CallFailure } from '../../contract/error-body';
import type { StaffRequestAction } from '../../contract/enums';
import { messages } from '../../contract/messages';
import { fieldErrors } from '../../contract/rules';
import { krokVlozitSchema, type KrokVlozit, type PracovisteZadostDetail } from '../../contract/staff';

/**
 * A staff member's step on a request (issue 34): the buttons of the staff detail for the steps the
 * server offers (`akce`), each sent as POST /prac/zadosti/{id}/krok.
 *
 * - 'Převzít' goes out at once (`sending`); the other steps open a dialog first (`dialog`): a
 *   required note for 'Vyžádat doklady' ('Co je potřeba doložit') and 'Zamítnout' ('Důvod
 *   zamítnutí'), a plain confirmation for 'Schválit'. The note is checked with the contract's
 *   schema (krokVlozitSchema) before anything is sent; a blank required note gets 'Pole je povinné'.
 * - `sending`: the injected `sendStep` actor runs once per send. Its answer is the request as it is
 *   now; `showRequest` (supplied) puts it on the screen and the flow rests in `closed.done` with
 *   what was done.
 * - On failure: the server's field messages (400) go back to the dialog; a 409 (KONFLIKT: the step
 *   is no longer allowed — a colleague was quicker) shows the server's Czech message, and
 *   `reloadRequest` (supplied) fetches the request again so the buttons are the ones allowed now;
 *   nothing to retry then. Any other failure (no connection) offers 'Zkusit znovu'.
 */

/** The steps whose note the person reads, so it is required (the lifecycle refuses them without one). */
export const stepsWithNote: readonly StaffRequestAction[] = ['VYZADAT_DOKLADY', 'ZAMITNOUT'];
/** The steps asked in a dialog first; 'Převzít' is sent at once. */
export const stepsWithDialog: readonly StaffRequestAction[] = ['VYZADAT_DOKLADY', 'SCHVALIT', 'ZAMITNOUT'];

/** A failed step: the message and field messages, and whether the server refused it as no longer allowed (409). */
export interface StepFailure extends CallFailure {
  conflict?: boolean;
}

export interface StaffStepContext {
  /** The step chosen (null before the first one). */
  akce: StaffRequestAction | null;
  poznamka: string;
  /** What is sent, as the contract's schema outputs it. */
  body: KrokVlozit | null;
  fieldErrors: Record<string, string[]>;
  error: string | null;
  /** The last failure was a 409: the request changed meanwhile, nothing to retry. */
  conflict: boolean;
  /** The last step that went through (the status line). */
  done: StaffRequestAction | null;
}

export type StaffStepEvent =
  | { type: 'step.choose'; akce: StaffRequestAction }
  | { type: 'step.change'; poznamka: string }
  | { type: 'step.confirm' }
  | { type: 'step.retry' }
  | { type: 'step.cancel' };

/** The step as the contract checks it, with the lifecycle's rule that a note the person reads is required. */
export function checkStep(akce: StaffRequestAction, poznamka: string): { body: KrokVlozit } | { errors: Record<string, string[]> } {
  const result = krokVlozitSchema.safeParse({ akce, poznamka: stepsWithNote.includes(akce) ? poznamka : undefined });
  if (!result.success) return { errors: fieldErrors(result.error) };
  if (stepsWithNote.includes(akce) && result.data.poznamka === undefined) return { errors: { poznamka: [messages.required] } };
  return { body: result.data };
}

const hasFieldMessages = (chyby: Record<string, string[]> | undefined) => Object.keys(chyby ?? {}).some((key) => key !== '_form');
const failureOf = (error: unknown): StepFailure => ({
  ...callFailureOf(error),
  conflict: (error as StepFailure | null)?.conflict === true,
});

export const staffStepMachine = setup({
  types: {
    context: {} as StaffStepContext,
    events: {} as StaffStepEvent,
  },
  actors: {
    /** Sends the step; resolves with the request as it is now, rejects with a StepFailure. */
    sendStep: fromPromise<PracovisteZadostDetail, KrokVlozit>(async () => {
      throw new Error('sendStep is supplied with .provide()');
    }),
  },
  actions: {
    choose: assign((_, params: { akce: StaffRequestAction }) => ({
      akce: params.akce,
      poznamka: '',
      body: null,
      fieldErrors: {},
      error: null,
      conflict: false,
    })),
    acceptNow: assign(({ context }) => {
      const checked = checkStep(context.akce!, context.poznamka);
      return { body: 'body' in checked ? checked.body : null, fieldErrors: {}, error: null };
    }),
    rejectNote: assign(({ context }) => {
      const checked = checkStep(context.akce!, context.poznamka);
      return { fieldErrors: 'errors' in checked ? checked.errors : {} };
    }),
    keepNote: assign((_, params: { poznamka: string }) => ({ poznamka: params.poznamka })),
    clearError: assign({ error: null }),
    markDone: assign(({ context }) => ({ done: context.akce, poznamka: '', body: null, fieldErrors: {}, error: null, conflict: false })),
    showFieldErrors: assign((_, params: { failure: StepFailure }) => ({ fieldErrors: params.failure.chyby ?? {}, error: null })),
    showError: assign((_, params: { failure: StepFailure }) => ({
      error: params.failure.chyby?._form?.join(' ') || params.failure.message,
      conflict: params.failure.conflict === true,
    })),
    /** Shows the request the server answered (supplied by the app: the detail's cache). */
    showRequest: (_, _params: { detail: PracovisteZadostDetail }) => {},
    /** Fetches the request again after a 409 (supplied by the app). */
    reloadRequest: () => {},
  },
  guards: {
    asksFirst: (_, params: { akce: StaffRequestAction }) => stepsWithDialog.includes(params.akce),
    stepAccepted: ({ context }) => context.akce !== null && 'body' in checkStep(context.akce, context.poznamka),
    fieldsRejected: ({ context }, params: { failure: StepFailure }) =>
      context.akce !== null && stepsWithDialog.includes(context.akce) && hasFieldMessages(params.failure.chyby),
    isConflict: (_, params: { failure: StepFailure }) => params.failure.conflict === true,
    mayRetry: ({ context }) => !context.conflict,
  },
}).createMachine({
  id: 'staffStep',
  description: [
    'A staff step on a request: Převzít at once; Vyžádat doklady and Zamítnout with a required note, Schválit with a confirmation, in a dialog.',
    'The answer is the request as it is now; a 409 (no longer allowed) shows the server’s message and reloads the request, any other failure offers a retry.',
  ].join('\n\n'),
  context: { akce: null, poznamka: '', body: null, fieldErrors: {}, error: null, conflict: false, done: null },
  initial: 'closed',
  states: {
    closed: {
      description: 'No step under way: the buttons of the steps the server offers.',
      initial: 'idle',
      on: {
        'step.choose': [
          {
            guard: { type: 'asksFirst', params: ({ event }) => ({ akce: event.akce }) },
            target: 'dialog',
            actions: { type: 'choose', params: ({ event }) => ({ akce: event.akce }) },
          },
          { target: 'sending', actions: [{ type: 'choose', params: ({ event }) => ({ akce: event.akce }) }, 'acceptNow'] },
        ],
      },
      states: {
        idle: { description: 'Nothing done yet on this screen.' },
        done: { description: 'The last step went through: its status line over the refreshed request.' },
      },
    },
    dialog: {
      description: 'The step’s dialog: the note (required for Vyžádat doklady and Zamítnout) or the confirmation (Schválit).',
      on: {
        'step.change': { actions: { type: 'keepNote', params: ({ event }) => ({ poznamka: event.poznamka }) } },
        'step.confirm': [{ guard: 'stepAccepted', target: 'sending', actions: 'acceptNow' }, { actions: 'rejectNote' }],
        'step.cancel': { target: 'closed' },
      },
    },
    sending: {
      description: 'The step is sent once; the buttons and the dialog are disabled.',
      entry: 'clearError',
      invoke: {
        id: 'sendStep',
        src: 'sendStep',
        input: ({ context }) => context.body!,
        onDone: {
          target: 'closed.done',
          actions: [{ type: 'showRequest', params: ({ event }) => ({ detail: event.output }) }, 'markDone'],
        },
        onError: [
          {
            guard: { type: 'fieldsRejected', params: ({ event }) => ({ failure: failureOf(event.error) }) },
            target: 'dialog',
            actions: { type: 'showFieldErrors', params: ({ event }) => ({ failure: failureOf(event.error) }) },
          },
          {
            guard: { type: 'isConflict', params: ({ event }) => ({ failure: failureOf(event.error) }) },
            target: 'failed',
            actions: [{ type: 'showError', params: ({ event }) => ({ failure: failureOf(event.error) }) }, 'reloadRequest'],
          },
          { target: 'failed', actions: { type: 'showError', params: ({ event }) => ({ failure: failureOf(event.error) }) } },
        ],
      },
    },
    failed: {
      description:
        'The server’s Czech message (in the dialog, or under the buttons for Převzít): Zkusit znovu unless it was a 409; back to the request; or another step of the buttons.',
      on: {
        'step.retry': { guard: 'mayRetry', target: 'sending' },
        'step.cancel': { target: 'closed' },
        'step.choose': [
          {
            guard: { type: 'asksFirst', params: ({ event }) => ({ akce: event.akce }) },
            target: 'dialog',
            actions: { type: 'choose', params: ({ event }) => ({ akce: event.akce }) },
          },
          { target: 'sending', actions: [{ type: 'choose', params: ({ event }) => ({ akce: event.akce }) }, 'acceptNow'] },
        ],
      },
    },
  },
});

export type StaffStepSnapshot = SnapshotFrom<typeof staffStepMachine>;
export type StaffStepPhase = 'idle' | 'done' | 'dialog' | 'sending' | 'failed';

export function staffStepPhaseOf(snapshot: StaffStepSnapshot): StaffStepPhase {
  if (snapshot.matches({ closed: 'done' })) return 'done';
  if (snapshot.matches('closed')) return 'idle';
  return snapshot.value as StaffStepPhase;
}

/** The dialog is shown while its step is asked, sent or failed (Převzít has none: its failure shows under the buttons). */
export function dialogOpen(snapshot: StaffStepSnapshot): boolean {
  const phase = staffStepPhaseOf(snapshot);
  const akce = snapshot.context.akce;
  return (phase === 'dialog' || phase === 'sending' || phase === 'failed') && akce !== null && stepsWithDialog.includes(akce);
}
