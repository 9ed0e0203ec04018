import { createActor, type AnyStateMachine, type EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  documentsUploadMachine,
  documentsUploadStepOf,
  type DocumentsFailure,
  type DocumentsUploadSnapshot,
} from '../../machines/documentsUpload/documentsUpload.machine';
import type { ZadostDetail } from '../../contract/communication';
import { messages } from '../../contract/messages';
import { controlledActors, describeMachine, flush, type End, type TransitionRow } from './harness';

// A programme claim the referent asked a medical report for; the person adds it.
const file = { name: 'zprava.pdf', size: 52_000, type: 'application/pdf' };
const note = 'Posílám lékařskou zprávu z 2. 12.';
const htmlNote = '<b>zpráva</b>';

const answer: ZadostDetail = {
  zadost: { id: 12, typ: 'PROGRAM', datum: '2026-11-20T09:00:00.000Z', stav: 'VYRIZUJE_SE', adresaOdeslani: null, popis: 'Očkování' },
  polozky: [],
  prilohy: [{ id: 40, nazev: 'zprava.pdf', velikost: 52_000, evidence: 'PROGRAM' }],
  historie: [
    { stav: 'PRIJATO', datum: '2026-11-20T09:00:00.000Z', poznamka: 'Žádost jsme přijali a zaevidovali.', akce: null, kdo: null },
    { stav: 'VYRIZUJE_SE', datum: '2026-11-21T09:00:00.000Z', poznamka: '', akce: 'PREVZIT', kdo: 'Jana Nováková, Referent' },
    {
      stav: 'CEKA_NA_DOKLADY',
      datum: '2026-11-21T09:05:00.000Z',
      poznamka: 'Doložte prosím lékařskou zprávu.',
      akce: 'VYZADAT_DOKLADY',
      kdo: 'Jana Nováková, Referent',
    },
    { stav: 'VYRIZUJE_SE', datum: '2026-12-03T10:00:00.000Z', poznamka: note, akce: 'DOLOZIT_DOKLADY', kdo: 'Petr Dvořák' },
  ],
  vlakno: null,
};
const badFile: DocumentsFailure = { message: messages.badRequest, chyby: { prilohaVlozit: ['Nepovolený formát souboru.'] } };
const handledMeanwhile: DocumentsFailure = { message: 'Žádost už na doklady nečeká.', conflict: true };
const offline: DocumentsFailure = { message: messages.noConnection };

const events = {
  'documents.change': [
    { type: 'documents.change', poznamka: note },
    { type: 'documents.change', poznamka: htmlNote },
  ],
  'documents.filesChanged': [
    { type: 'documents.filesChanged', files: [file] },
    { type: 'documents.filesChanged', files: [] },
  ],
  'documents.send': [{ type: 'documents.send' }],
  'documents.retry': [{ type: 'documents.retry' }],
  'documents.edit': [{ type: 'documents.edit' }],
  'xstate.done.actor.send': [{ type: 'xstate.done.actor.send', output: answer }],
  'xstate.error.actor.send': [
    { type: 'xstate.error.actor.send', error: badFile },
    { type: 'xstate.error.actor.send', error: handledMeanwhile },
    { type: 'xstate.error.actor.send', error: offline },
  ],
};

/** The flow's world: the sends it makes. */
function world(machine: AnyStateMachine) {
  const control = controlledActors(['send']);
  return { machine: machine.provide({ actors: control.actors as never }), control };
}
type UploadWorld = ReturnType<typeof world>;
type UploadEnd = End<UploadWorld>;
const snapshotOf = (end: UploadEnd) => end.snapshot as unknown as DocumentsUploadSnapshot;

/** An independent model: what was chosen and typed, where the form is, and what each send carried. */
function model(events: readonly EventObject[]) {
  let poznamka = '';
  let files: unknown[] = [];
  let step = 'editing';
  let errors: Record<string, string[]> = {};
  let error: string | null = null;
  const sends: Array<{ poznamka: string | undefined; files: unknown[] }> = [];
  for (const event of events) {
    const e = event as { type: string; poznamka?: string; files?: unknown[]; error?: DocumentsFailure };
    if (e.type === 'documents.change' && (step === 'editing' || step === 'failed')) {
      poznamka = e.poznamka!;
      step = 'editing';
    } else if (e.type === 'documents.filesChanged' && step === 'editing') files = e.files!;
    else if (e.type === 'documents.send' && step === 'editing') {
      const refused: Record<string, string[]> = {};
      if (poznamka === htmlNote) refused.poznamka = [messages.noHtml];
      if (files.length === 0) refused.prilohaVlozit = [messages.attachmentAtLeastOne];
      if (Object.keys(refused).length) errors = refused;
      else {
        errors = {};
        step = 'sending';
        error = null;
        sends.push({ poznamka: poznamka || undefined, files });
      }
    } else if (e.type === 'documents.retry' && step === 'failed') {
      step = 'sending';
      error = null;
      sends.push({ poznamka: poznamka || undefined, files });
    } else if (e.type === 'documents.edit' && step === 'failed') step = 'editing';
    else if (e.type === 'xstate.done.actor.send' && step === 'sending') step = 'sent';
    else if (e.type === 'xstate.error.actor.send' && step === 'sending') {
      const failure = e.error!;
      if (failure.conflict) {
        step = 'stale';
        error = failure.message;
      } else if (failure.chyby) {
        step = 'editing';
        errors = failure.chyby;
      } else {
        step = 'failed';
        error = failure.message;
      }
    }
  }
  return { step, poznamka, files, errors, error, sends };
}

/** What the screen shows and what was sent after any path. */
function check(end: UploadEnd) {
  const snapshot = snapshotOf(end);
  const expected = model(end.events);
  expect(documentsUploadStepOf(snapshot)).toBe(expected.step);
  // One call per accepted send or retry, with the note (a blank one absent) and the chosen files.
  const calls = end.world.control.calls.send as Array<{ body: { poznamka?: string }; files: unknown[] }>;
  expect(calls.map((call) => ({ poznamka: call.body.poznamka, files: call.files }))).toEqual(expected.sends);
  expect(snapshot.context.poznamka).toBe(expected.poznamka);
  expect(snapshot.context.files).toEqual(expected.files);
  if (expected.step === 'editing') expect(snapshot.context.fieldErrors).toEqual(expected.errors);
  if (expected.step === 'failed' || expected.step === 'stale') expect(snapshot.context.error).toBe(expected.error);
  if (expected.step === 'sending') expect(snapshot.context.error).toBeNull();
  if (expected.step === 'sent') {
    expect(snapshot.context.answer).toEqual(answer);
    expect(snapshot.status).toBe('done');
  }
  if (expected.step === 'stale') expect(snapshot.can({ type: 'documents.retry' })).toBe(false);
}

const ctx = (snapshot: unknown) => (snapshot as DocumentsUploadSnapshot).context;
const readyToSend = (snapshot: unknown) => ctx(snapshot).files.length > 0 && ctx(snapshot).poznamka !== htmlNote;
const transitions: TransitionRow<UploadWorld>[] = [
  { from: '(start)', event: { type: 'xstate.init' }, to: 'editing', expect: (end) => expect(end.world.control.calls.send).toEqual([]) },
  {
    from: 'editing',
    event: { type: 'documents.change', poznamka: note },
    to: 'editing',
    expect: (end) => expect(snapshotOf(end).context.poznamka).toBe(note),
  },
  {
    from: 'editing',
    event: { type: 'documents.filesChanged', files: [file] },
    to: 'editing',
    expect: (end) => expect(snapshotOf(end).context.files).toEqual([file]),
  },
  {
    from: 'editing',
    when: 'a file and no note: sent once, the note absent, messages cleared',
    reach: (snapshot) => readyToSend(snapshot) && ctx(snapshot).poznamka === '',
    event: { type: 'documents.send' },
    to: 'sending',
    expect: (end) => {
      expect(end.world.control.calls.send).toEqual([{ body: {}, files: [file] }]);
      expect(snapshotOf(end).context.fieldErrors).toEqual({});
      expect(snapshotOf(end).can({ type: 'documents.send' })).toBe(false);
    },
  },
  {
    from: 'editing',
    when: "no file: the contract's message at the picker, nothing sent",
    reach: (snapshot) => ctx(snapshot).files.length === 0,
    event: { type: 'documents.send' },
    to: 'editing',
    expect: (end) => {
      expect(snapshotOf(end).context.fieldErrors).toEqual({ prilohaVlozit: [messages.attachmentAtLeastOne] });
      expect(end.world.control.calls.send).toEqual([]);
    },
  },
  {
    from: 'sending',
    event: { type: 'xstate.done.actor.send', output: answer },
    to: 'sent',
    expect: (end) => expect(snapshotOf(end).context.answer?.zadost.stav).toBe('VYRIZUJE_SE'),
  },
  {
    from: 'sending',
    when: "the server's field message goes back to the form, the files kept",
    event: { type: 'xstate.error.actor.send', error: badFile },
    to: 'editing',
    expect: (end) => {
      expect(snapshotOf(end).context.fieldErrors).toEqual(badFile.chyby);
      expect(snapshotOf(end).context.files).toEqual([file]);
    },
  },
  {
    from: 'sending',
    when: "the request no longer waits (409): the server's message, no retry",
    event: { type: 'xstate.error.actor.send', error: handledMeanwhile },
    to: 'stale',
    expect: (end) => {
      expect(snapshotOf(end).context.error).toBe(handledMeanwhile.message);
      expect(snapshotOf(end).status).toBe('done');
    },
  },
  {
    from: 'sending',
    when: "any other failure: the message and 'Zkusit znovu'",
    event: { type: 'xstate.error.actor.send', error: offline },
    to: 'failed',
    expect: (end) => {
      expect(snapshotOf(end).context.error).toBe(messages.noConnection);
      expect(snapshotOf(end).can({ type: 'documents.retry' })).toBe(true);
    },
  },
  {
    from: 'failed',
    when: 'the retry sends the same files again and clears the message',
    event: { type: 'documents.retry' },
    to: 'sending',
    expect: (end) => {
      const calls = end.world.control.calls.send as Array<{ files: unknown[] }>;
      expect(calls).toHaveLength(2);
      expect(calls[1].files).toEqual([file]);
      expect(snapshotOf(end).context.error).toBeNull();
    },
  },
  {
    from: 'failed',
    event: { type: 'documents.edit' },
    to: 'editing',
    expect: (end) => expect(snapshotOf(end).context.files).toEqual([file]),
  },
  {
    from: 'failed',
    when: 'typing leaves the failure for the form',
    event: { type: 'documents.change', poznamka: htmlNote },
    to: 'editing',
    expect: (end) => expect(snapshotOf(end).context.poznamka).toBe(htmlNote),
  },
];

describeMachine<UploadWorld>({ machine: documentsUploadMachine, events, world, check, transitions });

describe('documents upload machine', () => {
  it("refuses a note with HTML with the contract's message and sends nothing", () => {
    const control = controlledActors(['send']);
    const actor = createActor(documentsUploadMachine.provide({ actors: control.actors as never })).start();
    actor.send({ type: 'documents.filesChanged', files: [file] });
    actor.send({ type: 'documents.change', poznamka: htmlNote });
    actor.send({ type: 'documents.send' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ poznamka: [messages.noHtml] });
    expect(control.calls.send).toEqual([]);
  });

  it('sends the note and the files once, even on a double click', async () => {
    const control = controlledActors(['send']);
    const actor = createActor(documentsUploadMachine.provide({ actors: control.actors as never })).start();
    actor.send({ type: 'documents.filesChanged', files: [file] });
    actor.send({ type: 'documents.change', poznamka: `  ${note} ` });
    actor.send({ type: 'documents.send' });
    actor.send({ type: 'documents.send' });
    expect(control.calls.send).toEqual([{ body: { poznamka: note }, files: [file] }]);
    control.resolve('send', answer);
    await flush();
    expect(documentsUploadStepOf(actor.getSnapshot())).toBe('sent');
  });
});
