import { assign, setup, type SnapshotFrom } from 'xstate';

/**
 * Dialog queue (document 1 §4 "App and page states"): dialogs queue so that only one shows at a
 * time. `dialog.open` enqueues; `dialog.close` removes the one showing (also the click-outside
 * close) and the next one shows. `dialog.close` with an id removes that request wherever it is.
 */

export interface DialogRequest {
  id: string;
  /** What to show, e.g. 'napoveda' (help text), 'potvrzeni' (confirmation); the UI maps kinds to components. */
  kind: string;
  props?: Record<string, unknown>;
}

export interface DialogQueueContext {
  queue: DialogRequest[];
  /** Counter for ids of requests opened without one. */
  nextId: number;
}

export type DialogQueueEvent =
  | { type: 'dialog.open'; request: Omit<DialogRequest, 'id'> & { id?: string } }
  | { type: 'dialog.close'; id?: string };

export const dialogQueueMachine = setup({
  types: {
    context: {} as DialogQueueContext,
    events: {} as DialogQueueEvent,
  },
  actions: {
    enqueue: assign(({ context }, params: { request: Omit<DialogRequest, 'id'> & { id?: string } }) => {
      const id = params.request.id ?? `dialog-${context.nextId}`;
      return { queue: [...context.queue, { ...params.request, id }], nextId: context.nextId + 1 };
    }),
    removeRequest: assign(({ context }, params: { id?: string }) => {
      const id = params.id ?? context.queue[0]?.id;
      return { queue: context.queue.filter((request) => request.id !== id) };
    }),
  },
  guards: {
    queueEmpty: ({ context }) => context.queue.length === 0,
  },
}).createMachine({
  id: 'dialogQueue',
  description: 'Only the first queued dialog shows. Closing (also by a click outside) removes it and the next one shows. A close carries the id of the dialog it closes, so a double close never closes the next dialog.',
  context: { queue: [], nextId: 1 },
  initial: 'empty',
  states: {
    empty: {
      description: 'No dialog shows.',
      on: {
        'dialog.open': { target: 'showing', actions: { type: 'enqueue', params: ({ event }) => ({ request: event.request }) } },
      },
    },
    showing: {
      description: 'The first request shows; the rest wait.',
      on: {
        'dialog.open': { actions: { type: 'enqueue', params: ({ event }) => ({ request: event.request }) } },
        'dialog.close': { target: 'checking', actions: { type: 'removeRequest', params: ({ event }) => ({ id: event.id }) } },
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
