import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  composerDraftOf,
  messageComposerMachine,
  messageComposerStepOf,
  type ComposerValues,
  type MessageComposerInput,
} from '../../machines/messageComposer/messageComposer.machine';
import { communicationMessages, type ZpravaVlozena } from '../../contract/communication';
import type { CallFailure } from '../../contract/errors';
import { messages } from '../../contract/messages';
import { controlledActors, definedStates, describePath, eventsFor, flush, reachedStates, replayPath } from './path-harness';

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
const input: MessageComposerInput = { druhZpravy: 'KONZULTACE', createKey };
// The graph is walked with one constant key (a counter would make every new message a new state).
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
const traversal = { input: graphInput, events: eventsFor(events) as never };

type Path = ReturnType<typeof getShortestPaths<typeof messageComposerMachine>>[number];

/**
 * An independent model: the typed values, the files, the key of the draft (a new one at the first
 * send after a start or a sent message), and what each send carries.
 */
function model(path: Path) {
  let values = { nadpis: '', telo: '', souhlasDokumentace: false };
  let files: unknown[] = [];
  let key: string | null = null;
  let keyNumber = 0;
  let step = 'editing';
  let vlakno = '';
  let attempts = 0;
  const sends: Array<{ nadpis: string; telo: string; files: unknown[]; key: string; vlakno?: string }> = [];
  const accepted = () => values.nadpis.trim() !== '' && values.telo.trim() !== '';
  for (const { event } of path.steps) {
    const e = event as { type: string; values?: Partial<ComposerValues>; files?: unknown[]; error?: CallFailure };
    if (e.type === 'composer.change' && (step === 'editing' || step === 'failed')) {
      values = { ...values, ...(e.values as typeof values) };
      step = 'editing';
    } else if (e.type === 'composer.filesChanged' && step === 'editing') files = e.files!;
    else if ((e.type === 'composer.send' && step === 'editing' && accepted()) || (e.type === 'composer.retry' && step === 'failed')) {
      if (e.type === 'composer.send') key ??= `k${++keyNumber}`;
      step = 'sending';
      attempts = Math.min(attempts + 1, 2);
      sends.push({ nadpis: values.nadpis, telo: values.telo.trim(), files, key: key!, ...(vlakno ? { vlakno } : {}) });
    } else if (e.type === 'composer.edit' && step === 'failed') step = 'editing';
    else if (e.type === 'xstate.done.actor.send') step = 'sent';
    else if (e.type === 'xstate.error.actor.send') step = e.error?.chyby ? 'editing' : 'failed';
    else if (e.type === 'composer.new' && step === 'sent') {
      step = 'editing';
      values = { nadpis: '', telo: '', souhlasDokumentace: false };
      files = [];
      key = null;
      attempts = 0;
      vlakno = sent.vlakno.vlakno;
    }
  }
  return { step, values, sends, vlakno, attempts };
}

async function checkPath(path: Path) {
  keys = 0;
  const control = controlledActors(['send']);
  const actor = await replayPath(path, messageComposerMachine.provide({ actors: control.actors as never }), control, input);
  const snapshot = actor.getSnapshot();
  const expected = model(path);
  const step = messageComposerStepOf(snapshot);
  expect(step).toBe(expected.step);
  expect(snapshot.context.attempts).toBe(expected.attempts);

  // Exactly one call per send or retry, with what was typed; every send of one draft carries the
  // same key, a new message (after 'sent') a new one.
  const calls = control.calls.send as Array<{ body: Record<string, unknown>; files: unknown[]; key: string }>;
  expect(calls.map((call) => ({ nadpis: call.body.nadpis, telo: call.body.telo, files: call.files, vlakno: call.body.vlakno }))).toEqual(
    expected.sends.map(({ nadpis, telo, files, vlakno }) => ({ nadpis, telo, files, vlakno })),
  );
  const keyOfSend = new Map<string, string>();
  expected.sends.forEach((send, index) => {
    const actual = calls[index].key;
    if (keyOfSend.has(send.key)) expect(actual).toBe(keyOfSend.get(send.key));
    else {
      expect([...keyOfSend.values()]).not.toContain(actual);
      keyOfSend.set(send.key, actual);
    }
  });
  expect(calls.every((call) => call.body.druhZpravy === 'KONZULTACE')).toBe(true);

  const last: string = path.steps[path.steps.length - 1].event.type;
  switch (step) {
    case 'editing':
      // The typed text is kept through every failure; a rejected form shows the contract's messages.
      expect(snapshot.context.values.nadpis).toBe(expected.values.nadpis);
      expect(snapshot.context.values.vlakno).toBe(expected.vlakno);
      if (last === 'composer.send')
        expect(snapshot.context.fieldErrors).toEqual({ nadpis: [messages.required], telo: [messages.required] });
      if (last === 'xstate.error.actor.send') expect(snapshot.context.fieldErrors).toEqual(wrongKind.chyby);
      expect(composerDraftOf(snapshot)).toEqual({ values: snapshot.context.values, key: snapshot.context.key });
      break;
    case 'sending':
      expect(snapshot.can({ type: 'composer.send' })).toBe(false);
      expect(snapshot.can({ type: 'composer.retry' })).toBe(false);
      break;
    case 'failed':
      expect(snapshot.context.error).toBe(messages.noConnection);
      expect(snapshot.context.key).toBe(calls[calls.length - 1].key);
      expect(snapshot.can({ type: 'composer.retry' })).toBe(true);
      break;
    case 'sent':
      // The message as the server stored it; nothing is kept as a draft any more.
      expect(snapshot.context.answer).toEqual(sent);
      expect(composerDraftOf(snapshot)).toBeNull();
      break;
  }
  actor.stop();
}

describe('message composer machine paths', () => {
  // Every distinct state (the context included: typed text, files, key, attempts 0/1/2, messages)
  // by its shortest way — so also send → failure → retry, and send → sent → new → send.
  const shortest = getShortestPaths(messageComposerMachine, traversal);
  // Retries: every simple way to a repeated send (over a coarse view of the state, so the ways stay
  // countable) — the shortest ways reach that state by a second 'Odeslat' just as well.
  const retries = getSimplePaths(messageComposerMachine, {
    ...traversal,
    serializeState: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.attempts, snapshot.context.error !== null, snapshot.context.values.nadpis !== '']),
    toState: (snapshot) => snapshot.value === 'sending' && snapshot.context.attempts === 2,
  }).filter((path) => path.steps.some((step) => step.event.type === 'composer.retry'));
  const paths = [...shortest, ...retries];
  it('exercises retries', () => expect(retries.length).toBeGreaterThan(0));
  it('reaches every state', () => expect(reachedStates(paths)).toEqual(definedStates(messageComposerMachine)));
  for (const path of paths) it(describePath(path), () => checkPath(path));
});

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
