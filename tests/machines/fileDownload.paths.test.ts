import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { downloadingKeyOf, fileDownloadMachine, type FileDownloadSnapshot } from '../../machines/attachmentPicker/fileDownload.machine';
import { cs } from '../../src/texts/cs';
import { controlledActors, definedStates, describePath, eventsFor, flush, reachedStates, replayPath } from './path-harness';

// ---- the world ----------------------------------------------------------------------------------

const report = { blob: new Blob(['%PDF-1.7']), fileName: 'zprava.pdf' };
const events = {
  'download.start': [
    { type: 'download.start', key: 'zprava' },
    { type: 'download.start', key: 'recept' },
  ],
  'xstate.done.actor.fetchFile': [{ type: 'xstate.done.actor.fetchFile', output: report }],
  'xstate.error.actor.fetchFile': [{ type: 'xstate.error.actor.fetchFile', error: new Error('HTTP 500') }],
};

// The graph is small and finite: idle, or downloading one of two files.
const bounded = (snapshot: FileDownloadSnapshot) => eventsFor(events)(snapshot);

type Path = ReturnType<typeof getShortestPaths<typeof fileDownloadMachine>>[number];

function world() {
  const toasts: string[] = [];
  const saved: string[] = [];
  const control = controlledActors(['fetchFile']);
  const machine = fileDownloadMachine.provide({
    actors: control.actors as never,
    actions: {
      notifyDownloadStarted: () => toasts.push(cs.STAHOVANI_SOUBORU),
      notifyDownloadDone: () => toasts.push(cs.SOUBOR_STAZEN),
      notifyDownloadFailed: () => toasts.push(cs.SOUBOR_CHYBA_STAHOVANI),
      saveFile: (_, params) => saved.push(params.file.fileName),
    },
  });
  return { toasts, saved, control, machine };
}

// ---- an independent model: one download at a time, each with its toasts --------------------------

function expectedOutcome(path: Path) {
  let running: string | null = null;
  const fetched: string[] = [];
  const toasts: string[] = [];
  const saved: string[] = [];
  for (const { event } of path.steps) {
    const e = event as { type: string; key?: string };
    if (e.type === 'download.start' && running === null) {
      running = e.key!;
      fetched.push(e.key!);
      toasts.push(cs.STAHOVANI_SOUBORU);
    } else if (e.type === 'xstate.done.actor.fetchFile') {
      running = null;
      saved.push(report.fileName);
      toasts.push(cs.SOUBOR_STAZEN);
    } else if (e.type === 'xstate.error.actor.fetchFile') {
      running = null;
      toasts.push(cs.SOUBOR_CHYBA_STAHOVANI);
    }
  }
  return { running, fetched, toasts, saved };
}

async function checkPath(path: Path) {
  const w = world();
  const actor = await replayPath(path, w.machine, w.control);
  const expected = expectedOutcome(path);
  // Clicks while a download runs are ignored: one fetch per accepted click, of that click's file.
  expect(w.control.calls.fetchFile).toEqual(expected.fetched.map((key) => ({ key })));
  // The toasts in order, and the file saved only after a successful fetch.
  expect(w.toasts).toEqual(expected.toasts);
  expect(w.saved).toEqual(expected.saved);
  expect(downloadingKeyOf(actor.getSnapshot())).toBe(expected.running);
  actor.stop();
}

describe('fileDownload machine paths', () => {
  const shortest = getShortestPaths(fileDownloadMachine, { events: bounded as never });
  const simple = getSimplePaths(fileDownloadMachine, { events: bounded as never }).filter((path) => path.steps.length <= 6);
  const paths = [...shortest, ...simple];
  it('has paths', () => expect(paths.length).toBeGreaterThan(3));
  it('reaches every state', () => expect(reachedStates(shortest)).toEqual(definedStates(fileDownloadMachine)));
  for (const path of paths) it(describePath(path), () => checkPath(path));
});

describe('fileDownload rules', () => {
  it('a second click while one runs is ignored, also on another file; afterwards a click downloads again', async () => {
    const w = world();
    const actor = createActor(w.machine).start();
    actor.send({ type: 'download.start', key: 'recept' });
    actor.send({ type: 'download.start', key: 'zprava' });
    expect(w.control.calls.fetchFile).toEqual([{ key: 'recept' }]);
    w.control.resolve('fetchFile', { blob: new Blob(['x']), fileName: 'recept.jpg' });
    await flush();
    expect(w.toasts).toEqual([cs.STAHOVANI_SOUBORU, cs.SOUBOR_STAZEN]);
    expect(w.saved).toEqual(['recept.jpg']);
    actor.send({ type: 'download.start', key: 'zprava' });
    expect(w.control.calls.fetchFile).toHaveLength(2);
  });

  it('a failed download saves nothing', async () => {
    const w = world();
    const actor = createActor(w.machine).start();
    actor.send({ type: 'download.start', key: 'zprava' });
    w.control.reject('fetchFile', new Error('404'));
    await flush();
    expect(w.toasts).toEqual([cs.STAHOVANI_SOUBORU, cs.SOUBOR_CHYBA_STAHOVANI]);
    expect(w.saved).toEqual([]);
    expect(downloadingKeyOf(actor.getSnapshot())).toBeNull();
  });
});
