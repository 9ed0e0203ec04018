import { assign, setup, type SnapshotFrom } from 'xstate';

/**
 * Dialog queue (document 1 §4 "App and page states"): dialogs queue so that only one shows at a
 * time. `dialog.open` enqueues; `dialog.close` removes the one showing (also the click-outside
 * close) and the next one shows. `dialog.close` with an id removes that request wherever it is.
 *
 * The kinds are a closed list (`dialogKinds`) and the app's dialog host renders each of them; a
 * request of any other kind is ignored, so nothing invisible can sit at the head and block the
 * dialogs after it.
 *
 * A confirmation ('potvrzeni') runs its action while it shows: `dialog.confirm` → working (the
 * dialog cannot be closed) → `dialog.done` closes it, `dialog.fail` keeps it open with the error
 * and the user may confirm again or cancel. The action itself belongs to the app (the hook of
 * src/app/use-dialog-queue.ts runs it); the machine keeps only what shows.
 */

/** 'napoveda': the help text of a code (GET /napoveda?kod); absent code = the general help. */
export interface HelpDialogProps {
  kod?: string;
}

/** 'potvrzeni': a question with a confirm and a cancel button (e.g. 'Smazat očkování'). */
export interface ConfirmDialogProps {
  title?: string;
  question?: string;
  confirmLabel?: string;
  /** Absent: 'Zrušit'. */
  cancelLabel?: string;
  /** 'danger' (default) for a delete, 'primary' otherwise. */
  tone?: 'danger' | 'primary';
}

export const dialogKinds = ['napoveda', 'potvrzeni'] as const;
export type DialogKind = (typeof dialogKinds)[number];

export type DialogRequest =
  { id: string; kind: 'napoveda'; props?: HelpDialogProps } | { id: string; kind: 'potvrzeni'; props?: ConfirmDialogProps };

/** A request as it is opened: the id is optional (the queue numbers it). */
export type DialogOpenRequest = DialogRequest extends infer R ? (R extends DialogRequest ? Omit<R, 'id'> & { id?: string } : never) : never;

export interface DialogQueueContext {
  queue: DialogRequest[];
  /** Counter for ids of requests opened without one. */
  nextId: number;
  /** Why the confirmed action of the dialog showing failed (shown inside it). */
  error: unknown;
}

export type DialogQueueEvent =
  | { type: 'dialog.open'; request: DialogOpenRequest }
  | { type: 'dialog.close'; id?: string }
  /** The confirmation showing was confirmed: its action runs. */
  | { type: 'dialog.confirm'; id: string }
  /** The action finished: the confirmation closes. */
  | { type: 'dialog.done'; id: string }
  /** The action failed: the confirmation stays with the error. */
  | { type: 'dialog.fail'; id: string; error: unknown };

const headId = (context: DialogQueueContext): string | undefined => context.queue[0]?.id;

export const dialogQueueMachine = setup({
  types: {
    context: {} as DialogQueueContext,
    events: {} as DialogQueueEvent,
  },
  actions: {
    enqueue: assign(({ context }, params: { request: DialogOpenRequest }) => {
      const id = params.request.id ?? `dialog-${context.nextId}`;
      return { queue: [...context.queue, { ...params.request, id } as DialogRequest], nextId: context.nextId + 1 };
    }),
    removeRequest: assign(({ context }, params: { id?: string }) => {
      const id = params.id ?? headId(context);
      return { queue: context.queue.filter((request) => request.id !== id) };
    }),
    keepError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    clearError: assign({ error: null }),
  },
  guards: {
    queueEmpty: ({ context }) => context.queue.length === 0,
    knownKind: (_, params: { request: DialogOpenRequest }) => (dialogKinds as readonly string[]).includes(params.request?.kind),
    /** The event names the dialog showing. */
    isHead: ({ context }, params: { id: string | undefined }) => params.id !== undefined && params.id === headId(context),
    /** A close of a request still waiting (never the one showing). */
    closesWaiting: ({ context }, params: { id: string | undefined }) => params.id !== undefined && params.id !== headId(context),
  },
}).createMachine({
  id: 'dialogQueue',
  description: [
    'Only the first queued dialog shows. Closing (also by a click outside) removes it and the next one shows. A close carries the id of the dialog it closes, so a double close never closes the next dialog.',
    'Only the kinds the dialog host renders are queued. A confirmation runs its action while it shows: it cannot be closed meanwhile; success closes it, a failure keeps it open with the error.',
  ].join('\n\n'),
  context: { queue: [], nextId: 1, error: null },
  initial: 'empty',
  states: {
    empty: {
      description: 'No dialog shows.',
      on: {
        'dialog.open': {
          guard: { type: 'knownKind', params: ({ event }) => ({ request: event.request }) },
          target: 'showing',
          actions: { type: 'enqueue', params: ({ event }) => ({ request: event.request }) },
        },
      },
    },
    showing: {
      description: 'The first request shows; the rest wait.',
      entry: 'clearError',
      initial: 'ready',
      on: {
        'dialog.open': {
          guard: { type: 'knownKind', params: ({ event }) => ({ request: event.request }) },
          actions: { type: 'enqueue', params: ({ event }) => ({ request: event.request }) },
        },
      },
      states: {
        ready: {
          description: 'The dialog waits for the user.',
          on: {
            'dialog.close': [
              {
                guard: { type: 'closesWaiting', params: ({ event }) => ({ id: event.id }) },
                actions: { type: 'removeRequest', params: ({ event }) => ({ id: event.id }) },
              },
              { target: '#dialogQueue.checking', actions: { type: 'removeRequest', params: ({ event }) => ({ id: event.id }) } },
            ],
            'dialog.confirm': { guard: { type: 'isHead', params: ({ event }) => ({ id: event.id }) }, target: 'working' },
          },
        },
        working: {
          description: 'The confirmed action runs: the dialog cannot be closed (a waiting request can).',
          entry: 'clearError',
          on: {
            'dialog.close': {
              guard: { type: 'closesWaiting', params: ({ event }) => ({ id: event.id }) },
              actions: { type: 'removeRequest', params: ({ event }) => ({ id: event.id }) },
            },
            'dialog.done': {
              guard: { type: 'isHead', params: ({ event }) => ({ id: event.id }) },
              target: '#dialogQueue.checking',
              actions: { type: 'removeRequest', params: ({ event }) => ({ id: event.id }) },
            },
            'dialog.fail': {
              guard: { type: 'isHead', params: ({ event }) => ({ id: event.id }) },
              target: 'failed',
              actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        failed: {
          description: 'The action failed: the error shows in the dialog; confirming again retries, closing gives up.',
          on: {
            'dialog.close': [
              {
                guard: { type: 'closesWaiting', params: ({ event }) => ({ id: event.id }) },
                actions: { type: 'removeRequest', params: ({ event }) => ({ id: event.id }) },
              },
              { target: '#dialogQueue.checking', actions: { type: 'removeRequest', params: ({ event }) => ({ id: event.id }) } },
            ],
            'dialog.confirm': { guard: { type: 'isHead', params: ({ event }) => ({ id: event.id }) }, target: 'working' },
          },
        },
      },
    },
    checking: {
      description: 'After a close: the next request shows, or none is left.',
      always: [{ guard: 'queueEmpty', target: 'empty' }, { target: 'showing' }],
    },
  },
});

export type DialogQueueSnapshot = SnapshotFrom<typeof dialogQueueMachine>;

export function currentDialog(snapshot: DialogQueueSnapshot): DialogRequest | null {
  return snapshot.context.queue[0] ?? null;
}

export type DialogStatus = 'ready' | 'working' | 'failed';

/** What the dialog showing is doing (null when none shows). */
export function dialogStatusOf(snapshot: DialogQueueSnapshot): DialogStatus | null {
  if (snapshot.matches({ showing: 'working' })) return 'working';
  if (snapshot.matches({ showing: 'failed' })) return 'failed';
  return snapshot.matches('showing') ? 'ready' : null;
}

/** The error of the failed confirmed action (null unless failed). */
export const dialogErrorOf = (snapshot: DialogQueueSnapshot): unknown =>
  snapshot.matches({ showing: 'failed' }) ? snapshot.context.error : null;
