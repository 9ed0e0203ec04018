import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  currentDialog,
  dialogErrorOf,
  dialogQueueMachine,
  dialogStatusOf,
  type DialogQueueSnapshot,
  type DialogStatus,
} from '../../machines/dialogQueue/dialogQueue.machine';
import { controlledActors, definedStates, describePath, eventsFor, reachedStates, replayPath } from './path-harness';

const help = { kind: 'napoveda', props: { kod: 'PREVENCE' } };
const confirm = { kind: 'potvrzeni', props: { title: 'Smazat očkování', question: 'Opravdu smazat?', confirmLabel: 'Smazat' } };
const failure = { message: 'Služba je dočasně nedostupná.' };
const events = {
  'dialog.open': [
    { type: 'dialog.open', request: help },
    { type: 'dialog.open', request: confirm },
    // A kind the host cannot show is never queued.
    { type: 'dialog.open', request: { kind: 'neznamy' } },
  ],
  'dialog.close': [{ type: 'dialog.close' }, { type: 'dialog.close', id: 'dialog-2' }],
  'dialog.confirm': [
    { type: 'dialog.confirm', id: 'dialog-1' },
    { type: 'dialog.confirm', id: 'dialog-2' },
  ],
  'dialog.done': [
    { type: 'dialog.done', id: 'dialog-1' },
    { type: 'dialog.done', id: 'dialog-2' },
  ],
  'dialog.fail': [
    { type: 'dialog.fail', id: 'dialog-1', error: failure },
    { type: 'dialog.fail', id: 'dialog-2', error: failure },
  ],
};

// Keep the graph finite: at most three dialogs are opened in a path (ids only grow).
const bounded = (snapshot: DialogQueueSnapshot) =>
  eventsFor(events)(snapshot).filter((event) => event.type !== 'dialog.open' || snapshot.context.nextId <= 3);

type Path = ReturnType<typeof getShortestPaths<typeof dialogQueueMachine>>[number];

/**
 * The model: a FIFO of requests of the known kinds, ids numbered from 1; a close without id
 * removes the head; the head's confirmed action runs until done (closes) or failed (stays with
 * the error); while it runs the head cannot be closed.
 */
function expected(path: Path) {
  let queue: { id: string; kind: string }[] = [];
  let next = 1;
  let status: DialogStatus = 'ready';
  let error: unknown = null;
  for (const { event } of path.steps) {
    const e = event as { type: string; id?: string; request?: { kind: string }; error?: unknown };
    const head = queue[0]?.id;
    if (e.type === 'dialog.open' && ['napoveda', 'potvrzeni'].includes(e.request!.kind)) {
      queue.push({ id: `dialog-${next++}`, kind: e.request!.kind });
    } else if (e.type === 'dialog.close') {
      const id = e.id ?? head;
      if (status === 'working' && id === head) continue;
      const before = queue.length;
      queue = queue.filter((request) => request.id !== id);
      if (id === head && queue.length < before) [status, error] = ['ready', null];
    } else if (e.type === 'dialog.confirm' && e.id === head && status !== 'working') {
      [status, error] = ['working', null];
    } else if (e.type === 'dialog.done' && e.id === head && status === 'working') {
      queue = queue.slice(1);
      status = 'ready';
    } else if (e.type === 'dialog.fail' && e.id === head && status === 'working') {
      [status, error] = ['failed', e.error];
    }
  }
  return { queue, status: queue.length ? status : null, error: queue.length && status === 'failed' ? error : null };
}

async function checkPath(path: Path) {
  const actor = await replayPath(path, dialogQueueMachine, controlledActors([]));
  const snapshot = actor.getSnapshot();
  const model = expected(path);
  // Only the first request shows; the rest wait in order.
  expect(snapshot.context.queue.map(({ id, kind }) => ({ id, kind }))).toEqual(model.queue);
  expect(currentDialog(snapshot)?.id ?? null).toBe(model.queue[0]?.id ?? null);
  // What the dialog showing does, and the error of a failed action inside it.
  expect(dialogStatusOf(snapshot)).toBe(model.status);
  expect(dialogErrorOf(snapshot)).toEqual(model.error);
  actor.stop();
}

describe('dialogQueue machine paths', () => {
  const shortest = getShortestPaths(dialogQueueMachine, { events: bounded as never });
  // Long ways: the confirmation of the first dialog only (the other ids are covered by the shortest paths).
  const firstOnly = (snapshot: DialogQueueSnapshot) =>
    bounded(snapshot).filter(
      (event) => !['dialog.confirm', 'dialog.done', 'dialog.fail'].includes(event.type) || (event as { id?: string }).id === 'dialog-1',
    );
  const simple = getSimplePaths(dialogQueueMachine, { events: firstOnly as never }).filter((path) => path.steps.length >= 5);
  const paths = [...shortest, ...simple.filter((_, index) => index % 5 === 0)];
  it('has paths', () => expect(paths.length).toBeGreaterThan(5));
  it('reaches every state', () => expect(reachedStates(shortest)).toEqual(definedStates(dialogQueueMachine)));
  for (const path of paths) it(describePath(path), () => checkPath(path));

  it('closing the dialog that shows (e.g. a click outside) shows the next one', async () => {
    const [path] = getShortestPaths(dialogQueueMachine, {
      events: bounded as never,
      toState: (snapshot) => snapshot.context.queue.length === 1 && snapshot.context.queue[0].id === 'dialog-2',
    });
    await checkPath(path);
    const opened = path.steps.filter((step) => step.event.type === 'dialog.open');
    expect(path.steps.at(-1)?.event).toEqual({ type: 'dialog.close' });
    expect(currentDialog(path.state)?.kind).toBe((opened[1].event as { request: { kind: string } }).request.kind);
  });
});

describe('dialogQueue confirmation', () => {
  it('cannot be closed while its action runs; a failure keeps it with the error, success closes it and the next shows', () => {
    const actor = createActor(dialogQueueMachine).start();
    actor.send({ type: 'dialog.open', request: { id: 'smazat', ...confirm } as never });
    actor.send({ type: 'dialog.open', request: help as never });
    actor.send({ type: 'dialog.confirm', id: 'smazat' });
    actor.send({ type: 'dialog.close', id: 'smazat' });
    expect(currentDialog(actor.getSnapshot())?.id).toBe('smazat');
    actor.send({ type: 'dialog.fail', id: 'smazat', error: failure });
    expect(dialogStatusOf(actor.getSnapshot())).toBe('failed');
    expect(dialogErrorOf(actor.getSnapshot())).toEqual(failure);
    actor.send({ type: 'dialog.confirm', id: 'smazat' });
    expect(dialogErrorOf(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'dialog.done', id: 'smazat' });
    expect(currentDialog(actor.getSnapshot())?.kind).toBe('napoveda');
    expect(dialogStatusOf(actor.getSnapshot())).toBe('ready');
  });

  it('ignores a kind the host cannot show, so nothing invisible blocks the queue', () => {
    const actor = createActor(dialogQueueMachine).start();
    actor.send({ type: 'dialog.open', request: { kind: 'neznamy' } as never });
    expect(currentDialog(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'dialog.open', request: help as never });
    expect(currentDialog(actor.getSnapshot())?.kind).toBe('napoveda');
  });
});
