import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { currentDialog, dialogQueueMachine, type DialogQueueSnapshot } from '../../machines/dialogQueue/dialogQueue.machine';
import { controlledActors, describePath, eventsFor, replayPath } from './path-harness';

const help = { kind: 'napoveda', props: { kod: 'PREVENCE' } };
const confirm = { kind: 'potvrzeni', props: { text: 'Opravdu smazat?' } };
const events = {
  'dialog.open': [
    { type: 'dialog.open', request: help },
    { type: 'dialog.open', request: confirm },
  ],
  'dialog.close': [{ type: 'dialog.close' }, { type: 'dialog.close', id: 'dialog-2' }],
};

// Keep the graph finite: at most three dialogs are opened in a path (ids only grow).
const bounded = (snapshot: DialogQueueSnapshot) =>
  eventsFor(events)(snapshot).filter((event) => event.type !== 'dialog.open' || snapshot.context.nextId <= 3);

type Path = ReturnType<typeof getShortestPaths<typeof dialogQueueMachine>>[number];

/** The model: a FIFO of requests, ids numbered from 1; a close without id removes the head. */
function expectedQueue(path: Path) {
  let queue: { id: string; kind: string }[] = [];
  let next = 1;
  for (const { event } of path.steps) {
    if (event.type === 'dialog.open') queue.push({ id: `dialog-${next++}`, kind: (event as { request: { kind: string } }).request.kind });
    if (event.type === 'dialog.close') {
      const id = (event as { id?: string }).id ?? queue[0]?.id;
      queue = queue.filter((request) => request.id !== id);
    }
  }
  return queue;
}

async function checkPath(path: Path) {
  const actor = await replayPath(path, dialogQueueMachine, controlledActors([]));
  const snapshot = actor.getSnapshot();
  const queue = expectedQueue(path);
  // Only the first request shows; the rest wait in order.
  expect(snapshot.context.queue.map(({ id, kind }) => ({ id, kind }))).toEqual(queue);
  expect(currentDialog(snapshot)?.id ?? null).toBe(queue[0]?.id ?? null);
  expect(snapshot.value).toBe(queue.length ? 'showing' : 'empty');
  actor.stop();
}

describe('dialogQueue machine paths', () => {
  const paths = [
    ...getShortestPaths(dialogQueueMachine, { events: bounded as never }),
    ...getSimplePaths(dialogQueueMachine, { events: bounded as never }).filter((path) => path.steps.length >= 5),
  ];
  it('has paths', () => expect(paths.length).toBeGreaterThan(5));
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
