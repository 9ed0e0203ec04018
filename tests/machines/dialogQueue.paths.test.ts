import { expect } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import {
  currentDialog,
  dialogErrorOf,
  dialogQueueMachine,
  dialogStatusOf,
  type DialogQueueSnapshot,
  type DialogStatus,
} from '../../machines/dialogQueue/dialogQueue.machine';
import { controlledActors, describeMachine, type End, type TransitionRow } from './harness';

const help = { kind: 'napoveda', props: { kod: 'PREVENCE' } };
const confirm = { kind: 'potvrzeni', props: { title: 'Smazat očkování', question: 'Opravdu smazat?', confirmLabel: 'Smazat' } };
const unknownKind = { kind: 'neznamy' };
const failure = { message: 'Služba je dočasně nedostupná.' };

const open = (request: object) => ({ type: 'dialog.open', request });
const close = (id?: string) => (id ? { type: 'dialog.close', id } : { type: 'dialog.close' });
const confirmed = (id: string) => ({ type: 'dialog.confirm', id });
const done = (id: string) => ({ type: 'dialog.done', id });
const failed = (id: string) => ({ type: 'dialog.fail', id, error: failure });

const events = {
  'dialog.open': [open(help), open(confirm), open(unknownKind)],
  'dialog.close': [close(), close('dialog-1'), close('dialog-2')],
  'dialog.confirm': [confirmed('dialog-1'), confirmed('dialog-2')],
  'dialog.done': [done('dialog-1'), done('dialog-2')],
  'dialog.fail': [failed('dialog-1'), failed('dialog-2')],
};
// Keep the graph finite: at most three dialogs are queued in a path (ids only grow).
const filterEvents = (event: { type: string }, snapshot: AnyMachineSnapshot) =>
  event.type !== 'dialog.open' || (snapshot as DialogQueueSnapshot).context.nextId <= 3;

function world(machine: AnyStateMachine) {
  return { machine, control: controlledActors([]) };
}
type QueueWorld = ReturnType<typeof world>;
type QueueEnd = End<QueueWorld>;

/**
 * The model: a FIFO of requests of the known kinds, ids numbered from 1; a close without id
 * removes the head; the head's confirmed action runs until done (closes) or failed (stays with
 * the error); while it runs the head cannot be closed.
 */
function expectedAfter(end: QueueEnd) {
  let queue: { id: string; kind: string; props?: unknown }[] = [];
  let next = 1;
  let status: DialogStatus = 'ready';
  let error: unknown = null;
  for (const event of end.events) {
    const e = event as { type: string; id?: string; request?: { kind: string; props?: unknown }; error?: unknown };
    const head = queue[0]?.id;
    if (e.type === 'dialog.open' && ['napoveda', 'potvrzeni'].includes(e.request!.kind)) {
      queue.push({ ...e.request!, id: `dialog-${next++}` });
    } else if (e.type === 'dialog.close') {
      const id = e.id ?? head;
      if (status === 'working' && id === head) continue;
      queue = queue.filter((request) => request.id !== id);
      if (id === head) [status, error] = ['ready', null];
    } else if (e.type === 'dialog.confirm' && e.id === head && status !== 'working') {
      [status, error] = ['working', null];
    } else if (e.type === 'dialog.done' && e.id === head && status === 'working') {
      queue = queue.slice(1);
      status = 'ready';
    } else if (e.type === 'dialog.fail' && e.id === head && status === 'working') {
      [status, error] = ['failed', e.error];
    }
  }
  return {
    current: queue[0] ?? null,
    waiting: queue.slice(1).map((request) => request.id),
    status: queue.length ? status : null,
    error: queue.length && status === 'failed' ? error : null,
  };
}

/** What useDialogQueue gives the dialog host: the dialog showing, what it does and its error; and who waits. */
function seen(end: QueueEnd) {
  const snapshot = end.snapshot as unknown as DialogQueueSnapshot;
  return {
    current: currentDialog(snapshot),
    waiting: snapshot.context.queue.slice(1).map((request) => request.id),
    status: dialogStatusOf(snapshot),
    error: dialogErrorOf(snapshot),
  };
}

function check(end: QueueEnd) {
  expect(seen(end)).toEqual(expectedAfter(end));
}

const queued =
  (...ids: string[]) =>
  (snapshot: AnyMachineSnapshot) =>
    JSON.stringify((snapshot as DialogQueueSnapshot).context.queue.map((request) => request.id)) === JSON.stringify(ids);
const showing = (end: QueueEnd) => seen(end).current?.id ?? null;

const transitions: TransitionRow<QueueWorld>[] = [
  {
    from: '(start)',
    event: { type: 'xstate.init' },
    to: 'empty',
    expect: (end) => expect(seen(end)).toEqual({ current: null, waiting: [], status: null, error: null }),
  },
  {
    from: 'empty',
    event: open(help),
    to: 'showing.ready',
    expect: (end) => {
      expect(seen(end).current).toEqual({ id: 'dialog-1', ...help });
      expect(seen(end).status).toBe('ready');
    },
  },
  {
    from: 'empty',
    when: 'a kind the host cannot show',
    event: open(unknownKind),
    to: 'empty',
    expect: (end) => expect(seen(end).current).toBeNull(),
  },
  {
    from: 'showing.ready',
    event: open(confirm),
    to: 'showing.ready',
    expect: (end) => {
      expect(showing(end)).toBe('dialog-1');
      expect(seen(end).waiting).toEqual(['dialog-2']);
    },
  },
  {
    from: 'showing.ready',
    when: 'a kind the host cannot show',
    event: open(unknownKind),
    to: 'showing.ready',
    expect: (end) => expect(seen(end).waiting).toEqual([]),
  },
  {
    from: 'showing.ready',
    when: 'the only dialog',
    event: close(),
    to: 'empty',
    expect: (end) => expect(seen(end).current).toBeNull(),
  },
  {
    from: 'showing.ready',
    when: 'the next one shows',
    reach: queued('dialog-1', 'dialog-2'),
    event: close('dialog-1'),
    to: 'showing.ready',
    expect: (end) => {
      expect(showing(end)).toBe('dialog-2');
      expect(seen(end).waiting).toEqual([]);
    },
  },
  {
    from: 'showing.ready',
    when: 'a waiting one',
    reach: queued('dialog-1', 'dialog-2'),
    event: close('dialog-2'),
    to: 'showing.ready',
    expect: (end) => {
      expect(showing(end)).toBe('dialog-1');
      expect(seen(end).waiting).toEqual([]);
    },
  },
  {
    from: 'showing.ready',
    when: 'a double close never closes the next dialog',
    reach: queued('dialog-2'),
    event: close('dialog-1'),
    to: 'showing.ready',
    expect: (end) => expect(showing(end)).toBe('dialog-2'),
  },
  {
    from: 'showing.ready',
    event: confirmed('dialog-1'),
    to: 'showing.working',
    expect: (end) => expect(seen(end).status).toBe('working'),
  },
  {
    from: 'showing.ready',
    when: 'not the dialog showing',
    reach: queued('dialog-1', 'dialog-2'),
    event: confirmed('dialog-2'),
    to: 'showing.ready',
    expect: (end) => expect(seen(end).status).toBe('ready'),
  },
  {
    from: 'showing.working',
    when: 'another dialog queues',
    event: open(help),
    to: 'showing.working',
    expect: (end) => {
      expect(seen(end).status).toBe('working');
      expect(seen(end).waiting).toEqual(['dialog-2']);
    },
  },
  {
    from: 'showing.working',
    when: 'the dialog showing cannot be closed',
    event: close(),
    to: 'showing.working',
    expect: (end) => expect(showing(end)).toBe('dialog-1'),
  },
  {
    from: 'showing.working',
    when: 'a waiting one can',
    reach: queued('dialog-1', 'dialog-2'),
    event: close('dialog-2'),
    to: 'showing.working',
    expect: (end) => expect(seen(end).waiting).toEqual([]),
  },
  {
    from: 'showing.working',
    when: 'the only dialog',
    event: done('dialog-1'),
    to: 'empty',
    expect: (end) => expect(seen(end).current).toBeNull(),
  },
  {
    from: 'showing.working',
    when: 'the next one shows',
    reach: queued('dialog-1', 'dialog-2'),
    event: done('dialog-1'),
    to: 'showing.ready',
    expect: (end) => {
      expect(showing(end)).toBe('dialog-2');
      expect(seen(end).status).toBe('ready');
    },
  },
  {
    from: 'showing.working',
    when: 'not the dialog showing',
    reach: queued('dialog-1', 'dialog-2'),
    event: done('dialog-2'),
    to: 'showing.working',
    expect: (end) => expect(seen(end).waiting).toEqual(['dialog-2']),
  },
  {
    from: 'showing.working',
    event: failed('dialog-1'),
    to: 'showing.failed',
    expect: (end) => {
      expect(seen(end).status).toBe('failed');
      expect(seen(end).error).toEqual(failure);
    },
  },
  {
    from: 'showing.working',
    when: 'not the dialog showing',
    reach: queued('dialog-1', 'dialog-2'),
    event: failed('dialog-2'),
    to: 'showing.working',
    expect: (end) => expect(seen(end).error).toBeNull(),
  },
  {
    from: 'showing.failed',
    when: 'the user gives up',
    event: close('dialog-1'),
    to: 'empty',
    expect: (end) => expect(seen(end).current).toBeNull(),
  },
  {
    from: 'showing.failed',
    when: 'the next one shows, without the error',
    reach: queued('dialog-1', 'dialog-2'),
    event: close(),
    to: 'showing.ready',
    expect: (end) => {
      expect(showing(end)).toBe('dialog-2');
      expect(seen(end).error).toBeNull();
    },
  },
  {
    from: 'showing.failed',
    when: 'a waiting one',
    reach: queued('dialog-1', 'dialog-2'),
    event: close('dialog-2'),
    to: 'showing.failed',
    expect: (end) => {
      expect(seen(end).error).toEqual(failure);
      expect(seen(end).waiting).toEqual([]);
    },
  },
  {
    from: 'showing.failed',
    when: 'confirmed again',
    event: confirmed('dialog-1'),
    to: 'showing.working',
    expect: (end) => {
      expect(seen(end).status).toBe('working');
      expect(seen(end).error).toBeNull();
    },
  },
  {
    from: 'showing.failed',
    when: 'not the dialog showing',
    reach: queued('dialog-1', 'dialog-2'),
    event: confirmed('dialog-2'),
    to: 'showing.failed',
    expect: (end) => expect(seen(end).status).toBe('failed'),
  },
];

describeMachine<QueueWorld>({ machine: dialogQueueMachine, events, filterEvents, world, check, transitions });
