import { expect } from 'vitest';
import type { AnyStateMachine, EventObject } from 'xstate';
import { downloadingKeyOf, fileDownloadMachine, type FileDownloadSnapshot } from '../../machines/attachmentPicker/fileDownload.machine';
import { cs } from '../../src/texts/cs';
import { controlledActors, describeMachine, type End, type TransitionRow } from './harness';

const report = { blob: new Blob(['%PDF-1.7']), fileName: 'zprava.pdf' };
const serverError = new Error('HTTP 500');
const start = (key: string) => ({ type: 'download.start', key });
const fetched = { type: 'xstate.done.actor.fetchFile', output: report };
const failed = { type: 'xstate.error.actor.fetchFile', error: serverError };
const events = {
  'download.start': [start('zprava'), start('recept')],
  'xstate.done.actor.fetchFile': [fetched],
  'xstate.error.actor.fetchFile': [failed],
};

/** useFileDownload's world: the toasts shown and the files saved. */
function world(machine: AnyStateMachine) {
  const toasts: string[] = [];
  const saved: string[] = [];
  const control = controlledActors(['fetchFile']);
  const provided = machine.provide({
    actors: control.actors,
    actions: {
      notifyDownloadStarted: () => toasts.push(cs.STAHOVANI_SOUBORU),
      notifyDownloadDone: () => toasts.push(cs.SOUBOR_STAZEN),
      notifyDownloadFailed: () => toasts.push(cs.SOUBOR_CHYBA_STAHOVANI),
      saveFile: (_: unknown, params: { file: { fileName: string } }) => saved.push(params.file.fileName),
    },
  } as never);
  return { machine: provided, control, toasts, saved };
}
type DownloadWorld = ReturnType<typeof world>;
type DownloadEnd = End<DownloadWorld>;

/** An independent model of the rule: one download at a time, each with its toasts, the file saved only after a fetch. */
function expectedAfter(events: readonly EventObject[]) {
  let running: string | null = null;
  const fetches: Array<{ key: string }> = [];
  const toasts: string[] = [];
  const saved: string[] = [];
  for (const event of events) {
    const e = event as { type: string; key?: string };
    if (e.type === 'download.start' && running === null) {
      running = e.key!;
      fetches.push({ key: e.key! });
      toasts.push(cs.STAHOVANI_SOUBORU);
    } else if (e.type === fetched.type) {
      running = null;
      saved.push(report.fileName);
      toasts.push(cs.SOUBOR_STAZEN);
    } else if (e.type === failed.type) {
      running = null;
      toasts.push(cs.SOUBOR_CHYBA_STAHOVANI);
    }
  }
  return { running, fetches, toasts, saved };
}

/** What the screen shows after any path: the toasts, the saved files, the fetches made and which file is on its way. */
function check(end: DownloadEnd) {
  const snapshot = end.snapshot as unknown as FileDownloadSnapshot;
  const expected = expectedAfter(end.events);
  expect(end.world.control.calls.fetchFile).toEqual(expected.fetches);
  expect(end.world.toasts).toEqual(expected.toasts);
  expect(end.world.saved).toEqual(expected.saved);
  expect(downloadingKeyOf(snapshot)).toBe(expected.running);
  // The context's own promise (FileDownloadContext.key): null when idle.
  expect(snapshot.context.key).toBe(expected.running);
}

const transitions: TransitionRow<DownloadWorld>[] = [
  {
    from: '(start)',
    event: { type: 'xstate.init' },
    to: 'idle',
    expect: (end) => expect(end.world.toasts).toEqual([]),
  },
  {
    from: 'idle',
    event: start('recept'),
    to: 'downloading',
    expect: (end) => {
      expect(end.world.control.calls.fetchFile).toEqual([{ key: 'recept' }]);
      expect(end.world.toasts).toEqual([cs.STAHOVANI_SOUBORU]);
      expect(downloadingKeyOf(end.snapshot as never)).toBe('recept');
    },
  },
  {
    from: 'downloading',
    when: 'a click on another file is ignored',
    event: start('recept'),
    to: 'downloading',
    expect: (end) => {
      expect(end.world.control.calls.fetchFile).toEqual([{ key: 'zprava' }]);
      expect(downloadingKeyOf(end.snapshot as never)).toBe('zprava');
    },
  },
  {
    from: 'downloading',
    event: fetched,
    to: 'idle',
    expect: (end) => {
      expect(end.world.saved).toEqual(['zprava.pdf']);
      expect(end.world.toasts).toEqual([cs.STAHOVANI_SOUBORU, cs.SOUBOR_STAZEN]);
      expect(downloadingKeyOf(end.snapshot as never)).toBeNull();
    },
  },
  {
    from: 'downloading',
    event: failed,
    to: 'idle',
    expect: (end) => {
      expect(end.world.saved).toEqual([]);
      expect(end.world.toasts).toEqual([cs.STAHOVANI_SOUBORU, cs.SOUBOR_CHYBA_STAHOVANI]);
      expect(downloadingKeyOf(end.snapshot as never)).toBeNull();
    },
  },
];

describeMachine<DownloadWorld>({ machine: fileDownloadMachine, events, world, check, transitions });
