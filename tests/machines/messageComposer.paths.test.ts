import { createActor, type AnyStateMachine, type EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  composerDraftOf,
  messageComposerMachine,
  messageComposerStepOf,
  type ComposerValues,
  type MessageComposerInput,
  type MessageComposerSnapshot,
} from '../../machines/messageComposer/messageComposer.machine';
import { communicationMessages, type ZpravaVlozena } from '../../contract/communication';
import type { CallFailure } from '../../contract/errors';
import { messages } from '../../contract/messages';
import { controlledActors, describeMachine, flush, type End, type TransitionRow } from './harness';

// A consultation: typed text, a file, the server's answers.
const question: Partial<ComposerValues> = { nadpis: 'Vyrážka po antibiotikách', telo: 'Mám lék vysadit?', souhlasDokumentace: true };
const blank: Partial<ComposerValues> = { nadpis: '', telo: ' ' };
const file = { name: 'nalez.pdf', size: 1234, type: 'application/pdf' };

const sent: ZpravaVlozena = {
  zprava: {
    id: 77,
    vlakno: 'K-2026-010077',
    druhZpravy: 'KONZULTACE',
    autor: 'POJISTENEC',
    autorNazev: 'Jana Dvořáková',
    nadpis: 'Vyrážka po antibiotikách',
    telo: 'Mám lék vysadit?',
    datum: '2026-11-24T10:00:00.000Z',
    souhlasDokumentace: true,
    upozorneni: 'NEUPOZORNOVAT',
    prilohy: [{ id: 5, nazev: 'nalez.pdf', velikost: 1234, evidence: 'ZPRAVA' }],
  },
  vlakno: {
    vlakno: 'K-2026-010077',
    druhZpravy: 'KONZULTACE',
    nadpis: 'Vyrážka po antibiotikách',
    zalozeno: '2026-11-24T10:00:00.000Z',
    posledniZprava: '2026-11-24T10:00:00.000Z',
    pocetZprav: 1,
    stav: 'CEKA_NA_ODPOVED',
    zadostId: 12,
  },
};
const wrongKind: CallFailure = { message: messages.badRequest, chyby: { druhZpravy: [communicationMessages.threadKindDiffers] } };
const offline: CallFailure = { message: messages.noConnection };

let keys = 0;
const createKey = () => `klic-${++keys}`;
// The graph is walked with one constant key (a counter would make every new message a new state);
// that a new message gets a new key is checked by hand below.
const graphInput: MessageComposerInput = { druhZpravy: 'KONZULTACE', createKey: () => 'klic' };

const events = {
  'composer.change': [
    { type: 'composer.change', values: question },
    { type: 'composer.change', values: blank },
  ],
  'composer.filesChanged': [{ type: 'composer.filesChanged', files: [file] }],
  'composer.send': [{ type: 'composer.send' }],
  'composer.retry': [{ type: 'composer.retry' }],
  'composer.edit': [{ type: 'composer.edit' }],
  'composer.new': [{ type: 'composer.new' }],
  'xstate.done.actor.send': [{ type: 'xstate.done.actor.send', output: sent }],
  'xstate.error.actor.send': [
    { type: 'xstate.error.actor.send', error: wrongKind },
    { type: 'xstate.error.actor.send', error: offline },
  ],
};
/** The composer's world: the sends it makes. */
function world(machine: AnyStateMachine) {
  const control = controlledActors(['send']);
  return { machine: machine.provide({ actors: control.actors as never }), control };
}
type ComposerWorld = ReturnType<typeof world>;
type ComposerEnd = End<ComposerWorld>;
const snapshotOf = (end: ComposerEnd) => end.snapshot as unknown as MessageComposerSnapshot;

/** An independent model: the typed values, the files, the draft's key, and what each send carries. */
function model(events: readonly EventObject[]) {
  let values = { nadpis: '', telo: '', souhlasDokumentace: false };
  let files: unknown[] = [];
  let step = 'editing';
  let vlakno = '';
  let attempts = 0;
  const sends: Array<{ nadpis: string; telo: string; files: unknown[]; vlakno?: string }> = [];
  const accepted = () => values.nadpis.trim() !== '' && values.telo.trim() !== '';
  for (const event of events) {
    const e = event as { type: string; values?: Partial<ComposerValues>; files?: unknown[]; error?: CallFailure };
    if (e.type === 'composer.change' && (step === 'editing' || step === 'failed')) {
      values = { ...values, ...(e.values as typeof values) };
      step = 'editing';
    } else if (e.type === 'composer.filesChanged' && step === 'editing') files = e.files!;
    else if ((e.type === 'composer.send' && step === 'editing' && accepted()) || (e.type === 'composer.retry' && step === 'failed')) {
      step = 'sending';
      attempts = Math.min(attempts + 1, 2);
      sends.push({ nadpis: values.nadpis, telo: values.telo.trim(), files, ...(vlakno ? { vlakno } : {}) });
    } else if (e.type === 'composer.edit' && step === 'failed') step = 'editing';
    else if (e.type === 'xstate.done.actor.send' && step === 'sending') step = 'sent';
    else if (e.type === 'xstate.error.actor.send' && step === 'sending') step = e.error?.chyby ? 'editing' : 'failed';
    else if (e.type === 'composer.new' && step === 'sent') {
      step = 'editing';
      values = { nadpis: '', telo: '', souhlasDokumentace: false };
      files = [];
      attempts = 0;
      vlakno = sent.vlakno.vlakno;
    }
  }
  return { step, values, sends, vlakno, attempts };
}

/** What the screen shows and what was sent after any path. */
function check(end: ComposerEnd) {
  const snapshot = snapshotOf(end);
  const expected = model(end.events);
  expect(messageComposerStepOf(snapshot)).toBe(expected.step);
  expect(snapshot.context.attempts).toBe(expected.attempts);
  // Exactly one call per send or retry, with what was typed, the kind fixed by the screen.
  const calls = end.world.control.calls.send as Array<{ body: Record<string, unknown>; files: unknown[]; key: string }>;
  expect(calls.map((call) => ({ nadpis: call.body.nadpis, telo: call.body.telo, files: call.files, vlakno: call.body.vlakno }))).toEqual(
    expected.sends.map(({ nadpis, telo, files, vlakno }) => ({ nadpis, telo, files, vlakno })),
  );
  expect(calls.every((call) => call.body.druhZpravy === 'KONZULTACE' && call.key === 'klic')).toBe(true);
  if (expected.step === 'editing') {
    expect(snapshot.context.values.nadpis).toBe(expected.values.nadpis);
    expect(snapshot.context.values.vlakno).toBe(expected.vlakno);
    expect(composerDraftOf(snapshot)).toEqual({ values: snapshot.context.values, key: snapshot.context.key });
  }
  if (expected.step === 'failed') expect(snapshot.context.error).toBe(messages.noConnection);
  if (expected.step === 'sent') {
    expect(snapshot.context.answer).toEqual(sent);
    expect(composerDraftOf(snapshot)).toBeNull();
  }
}

const filled = (snapshot: unknown) => (snapshot as MessageComposerSnapshot).context.values.nadpis !== '';
const transitions: TransitionRow<ComposerWorld>[] = [
  { from: '(start)', event: { type: 'xstate.init' }, to: 'editing', expect: (end) => expect(end.world.control.calls.send).toEqual([]) },
  {
    from: 'editing',
    event: { type: 'composer.change', values: question },
    to: 'editing',
    expect: (end) => expect(snapshotOf(end).context.values.nadpis).toBe(question.nadpis),
  },
  {
    from: 'editing',
    event: { type: 'composer.filesChanged', files: [file] },
    to: 'editing',
    expect: (end) => expect(snapshotOf(end).context.files).toEqual([file]),
  },
  {
    from: 'editing',
    when: 'the schema accepts the values: sent once with a key, messages cleared',
    reach: filled,
    event: { type: 'composer.send' },
    to: 'sending',
    expect: (end) => {
      expect(end.world.control.calls.send).toHaveLength(1);
      expect(snapshotOf(end).context.key).toBe('klic');
      expect(snapshotOf(end).context.fieldErrors).toEqual({});
      expect(snapshotOf(end).can({ type: 'composer.send' })).toBe(false);
    },
  },
  {
    from: 'editing',
    when: "an empty form: the contract's messages, nothing sent",
    reach: (snapshot) => !filled(snapshot),
    event: { type: 'composer.send' },
    to: 'editing',
    expect: (end) => {
      expect(snapshotOf(end).context.fieldErrors).toEqual({ nadpis: [messages.required], telo: [messages.required] });
      expect(end.world.control.calls.send).toEqual([]);
    },
  },
  {
    from: 'sending',
    event: { type: 'xstate.done.actor.send', output: sent },
    to: 'sent',
    expect: (end) => expect(snapshotOf(end).context.answer).toEqual(sent),
  },
  {
    from: 'sending',
    when: "the server's field message goes back to the form, the text kept",
    event: { type: 'xstate.error.actor.send', error: wrongKind },
    to: 'editing',
    expect: (end) => expect(snapshotOf(end).context.fieldErrors).toEqual(wrongKind.chyby),
  },
  {
    from: 'sending',
    when: "any other failure: the message and 'Zkusit znovu'",
    event: { type: 'xstate.error.actor.send', error: offline },
    to: 'failed',
    expect: (end) => {
      expect(snapshotOf(end).context.error).toBe(messages.noConnection);
      expect(snapshotOf(end).can({ type: 'composer.retry' })).toBe(true);
    },
  },
  {
    from: 'failed',
    when: 'the retry sends the same key again',
    event: { type: 'composer.retry' },
    to: 'sending',
    expect: (end) => {
      const calls = end.world.control.calls.send as Array<{ key: string }>;
      expect(calls).toHaveLength(2);
      expect(calls[1].key).toBe(calls[0].key);
      expect(snapshotOf(end).context.attempts).toBe(2);
      expect(snapshotOf(end).context.error).toBeNull();
    },
  },
  {
    from: 'failed',
    event: { type: 'composer.edit' },
    to: 'editing',
    expect: (end) => expect(snapshotOf(end).context.values.nadpis).toBe(question.nadpis),
  },
  {
    from: 'failed',
    when: 'typing leaves the failure for the form',
    event: { type: 'composer.change', values: blank },
    to: 'editing',
    expect: (end) => expect(snapshotOf(end).context.values.nadpis).toBe(''),
  },
  {
    from: 'sent',
    when: 'a reply in the same thread, empty, with no key yet',
    event: { type: 'composer.new' },
    to: 'editing',
    expect: (end) => {
      const { context } = snapshotOf(end);
      expect(context.values.vlakno).toBe(sent.vlakno.vlakno);
      expect(context.values.nadpis).toBe('');
      expect(context.files).toEqual([]);
      expect(context.key).toBeNull();
      expect(context.attempts).toBe(0);
    },
  },
];

describeMachine<ComposerWorld>({ machine: messageComposerMachine, inputs: { graphInput }, events, world, check, transitions });

describe('message composer machine', () => {
  it('resumes a kept draft with its key, so a send after a reload cannot make a second message', async () => {
    const control = controlledActors(['send']);
    const draft = {
      values: {
        druhZpravy: 'DOTAZ' as const,
        nadpis: 'Nový průkaz',
        telo: 'Kdy přijde?',
        souhlasDokumentace: false,
        upozorneni: 'EMAIL' as const,
        vlakno: 'D-2025-004812',
      },
      key: 'klic-z-minula',
    };
    const actor = createActor(messageComposerMachine.provide({ actors: control.actors as never }), {
      input: { druhZpravy: 'DOTAZ', draft, createKey: () => 'novy-klic' },
    }).start();
    expect(actor.getSnapshot().context.values).toEqual(draft.values);
    actor.send({ type: 'composer.send' });
    expect(control.calls.send).toEqual([
      {
        body: {
          druhZpravy: 'DOTAZ',
          nadpis: 'Nový průkaz',
          telo: 'Kdy přijde?',
          souhlasDokumentace: false,
          upozorneni: 'EMAIL',
          vlakno: 'D-2025-004812',
        },
        files: [],
        key: 'klic-z-minula',
      },
    ]);
    control.reject('send', offline);
    await flush();
    actor.send({ type: 'composer.retry' });
    expect((control.calls.send[1] as { key: string }).key).toBe('klic-z-minula');
  });

  it('a new message after a sent one gets a new key', async () => {
    keys = 0;
    const control = controlledActors(['send']);
    const actor = createActor(messageComposerMachine.provide({ actors: control.actors as never }), {
      input: { druhZpravy: 'KONZULTACE', createKey },
    }).start();
    actor.send({ type: 'composer.change', values: question });
    actor.send({ type: 'composer.send' });
    control.resolve('send', sent);
    await flush();
    actor.send({ type: 'composer.new' });
    actor.send({ type: 'composer.change', values: question });
    actor.send({ type: 'composer.send' });
    const calls = control.calls.send as Array<{ key: string }>;
    expect(calls.map((call) => call.key)).toEqual(['klic-1', 'klic-2']);
  });

  it('a double click sends once', () => {
    const control = controlledActors(['send']);
    const actor = createActor(messageComposerMachine.provide({ actors: control.actors as never }), {
      input: { druhZpravy: 'DOTAZ', createKey },
    }).start();
    actor.send({ type: 'composer.change', values: question });
    actor.send({ type: 'composer.send' });
    actor.send({ type: 'composer.send' });
    expect(control.calls.send).toHaveLength(1);
  });

  it('a reply stays in its thread and the kind cannot be typed over', () => {
    const control = controlledActors(['send']);
    const actor = createActor(messageComposerMachine.provide({ actors: control.actors as never }), {
      input: { druhZpravy: 'DOTAZ', vlakno: 'D-2025-004812', createKey },
    }).start();
    actor.send({ type: 'composer.change', values: { ...question, druhZpravy: 'KONZULTACE', vlakno: 'K-1' } });
    actor.send({ type: 'composer.send' });
    expect((control.calls.send[0] as { body: Record<string, unknown> }).body).toMatchObject({
      druhZpravy: 'DOTAZ',
      vlakno: 'D-2025-004812',
    });
  });
});
