import type { AnyStateMachine, EventObject } from 'xstate';
import { expect } from 'vitest';
import {
  staffReplyMachine,
  staffReplyStepOf,
  type StaffReplySnapshot,
  type StaffReplyStep,
} from '../../machines/staffReply/staffReply.machine';
import type { CallFailure } from '../../contract/errors';
import { messages } from '../../contract/messages';
import type { PracovisteVlakno } from '../../contract/staff';
import { controlledActors, describeMachine, type End, type TransitionRow } from './harness';

const ANSWER = 'Dobrý den, potvrzení vám pošleme poštou.';
const file = { name: 'potvrzeni.pdf', size: 2048, type: 'application/pdf' };
const thread: PracovisteVlakno = {
  souhrn: {
    vlakno: 'D-2026-000120',
    druhZpravy: 'DOTAZ',
    nadpis: 'Potvrzení o zaplacení',
    pojistenec: 'Jana Dvořáková',
    zalozeno: '2026-11-20T09:00:00.000Z',
    posledniZprava: '2026-11-24T10:00:00.000Z',
    pocetZprav: 2,
    stav: 'ODPOVEZENO',
  },
  zpravy: [],
  zadostId: null,
};
const tooLong: CallFailure = { message: messages.badRequest, chyby: { telo: [messages.tooLong(10000)] } };
const offline: CallFailure = { message: messages.noConnection };

const events = {
  'reply.change': [
    { type: 'reply.change', telo: ` ${ANSWER} ` },
    { type: 'reply.change', telo: '  ' },
  ],
  'reply.filesChanged': [{ type: 'reply.filesChanged', files: [file] }],
  'reply.send': [{ type: 'reply.send' }],
  'reply.retry': [{ type: 'reply.retry' }],
  'xstate.done.actor.sendReply': [{ type: 'xstate.done.actor.sendReply', output: thread }],
  'xstate.error.actor.sendReply': [
    { type: 'xstate.error.actor.sendReply', error: tooLong },
    { type: 'xstate.error.actor.sendReply', error: offline },
  ],
};

/** The screen around the form: the threads it showed. */
function world(machine: AnyStateMachine) {
  const control = controlledActors(['sendReply']);
  const shown: PracovisteVlakno[] = [];
  const provided = machine.provide({
    actors: control.actors as never,
    actions: { showThread: (_: unknown, params: { thread: PracovisteVlakno }) => void shown.push(params.thread) },
  } as never);
  return { machine: provided, control, shown };
}
type ReplyWorld = ReturnType<typeof world>;
type ReplyEnd = End<ReplyWorld>;
const snapshotOf = (end: ReplyEnd) => end.snapshot as unknown as StaffReplySnapshot;

/** An independent model of the form: the text, the files, what each send carries, what the screen shows. */
function model(events: readonly EventObject[]) {
  let step: StaffReplyStep = 'editing';
  let telo = '';
  let files: unknown[] = [];
  let sent = false;
  let error: string | null = null;
  let teloMessage: string[] | undefined;
  const sends: Array<{ telo: string; files: unknown[] }> = [];
  let shown = 0;
  for (const event of events) {
    const e = event as { type: string; telo?: string; files?: unknown[]; error?: CallFailure };
    if (e.type === 'reply.change' && (step === 'editing' || step === 'failed')) {
      telo = e.telo!;
      sent = false;
      step = 'editing';
    } else if (e.type === 'reply.filesChanged' && step === 'editing') files = e.files!;
    else if (e.type === 'reply.send' && step === 'editing') {
      if (telo.trim() === '') teloMessage = [messages.required];
      else {
        teloMessage = undefined;
        step = 'sending';
        sends.push({ telo: telo.trim(), files });
      }
    } else if (e.type === 'reply.retry' && step === 'failed') {
      step = 'sending';
      error = null;
      sends.push({ telo: telo.trim(), files });
    } else if (e.type === 'xstate.done.actor.sendReply' && step === 'sending') {
      step = 'editing';
      shown += 1;
      telo = '';
      files = [];
      sent = true;
    } else if (e.type === 'xstate.error.actor.sendReply' && step === 'sending') {
      if (e.error!.chyby) {
        step = 'editing';
        teloMessage = e.error!.chyby.telo;
      } else {
        step = 'failed';
        error = e.error!.message;
      }
    }
  }
  return { step, telo, files, sent, error, teloMessage, sends, shown };
}

function check(end: ReplyEnd) {
  const snapshot = snapshotOf(end);
  const expected = model(end.events);
  expect(staffReplyStepOf(snapshot)).toBe(expected.step);
  expect(end.world.control.calls.sendReply).toEqual(expected.sends);
  expect(end.world.shown).toHaveLength(expected.shown);
  expect(snapshot.context.telo).toBe(expected.telo);
  expect(snapshot.context.files).toEqual(expected.files);
  expect(snapshot.context.sent).toBe(expected.sent);
  if (expected.step === 'editing') expect(snapshot.context.fieldErrors.telo).toEqual(expected.teloMessage);
  if (expected.step === 'failed') expect(snapshot.context.error).toBe(expected.error);
  if (expected.step === 'sending') expect(snapshot.context).toMatchObject({ fieldErrors: {}, error: null });
}

const written = (snapshot: unknown) => (snapshot as StaffReplySnapshot).context.telo.trim() !== '';
const sentOf = (end: ReplyEnd) => end.world.control.calls.sendReply;

const transitions: TransitionRow<ReplyWorld>[] = [
  { from: '(start)', event: { type: 'xstate.init' }, to: 'editing', expect: (end) => expect(sentOf(end)).toEqual([]) },
  {
    from: 'editing',
    event: { type: 'reply.change', telo: ANSWER },
    to: 'editing',
    expect: (end) => expect(snapshotOf(end).context.telo).toBe(ANSWER),
  },
  {
    from: 'editing',
    event: { type: 'reply.filesChanged', files: [file] },
    to: 'editing',
    expect: (end) => expect(snapshotOf(end).context.files).toEqual([file]),
  },
  {
    from: 'editing',
    when: 'a text: sent trimmed with the files',
    reach: written,
    event: { type: 'reply.send' },
    to: 'sending',
    expect: (end) => expect(sentOf(end)).toEqual([{ telo: ANSWER, files: [] }]),
  },
  {
    from: 'editing',
    when: 'a text after a refused send: the message goes while it is sent',
    reach: (snapshot) => written(snapshot) && (snapshot as StaffReplySnapshot).context.fieldErrors.telo !== undefined,
    event: { type: 'reply.send' },
    to: 'sending',
    expect: (end) => expect(snapshotOf(end).context.fieldErrors).toEqual({}),
  },
  {
    from: 'editing',
    when: "no text: 'Pole je povinné', nothing sent",
    reach: (snapshot) => !written(snapshot),
    event: { type: 'reply.send' },
    to: 'editing',
    expect: (end) => {
      expect(snapshotOf(end).context.fieldErrors).toEqual({ telo: [messages.required] });
      expect(sentOf(end)).toEqual([]);
    },
  },
  {
    from: 'sending',
    when: 'the thread shows the answer, the form is empty again',
    event: { type: 'xstate.done.actor.sendReply', output: thread },
    to: 'editing',
    expect: (end) => {
      expect(end.world.shown).toEqual([thread]);
      expect(snapshotOf(end).context).toMatchObject({ telo: '', files: [], sent: true });
    },
  },
  {
    from: 'sending',
    when: "the server's field message at the text, the text kept",
    event: { type: 'xstate.error.actor.sendReply', error: tooLong },
    to: 'editing',
    expect: (end) => {
      expect(snapshotOf(end).context.fieldErrors).toEqual(tooLong.chyby);
      expect(snapshotOf(end).context.telo.trim()).toBe(ANSWER);
    },
  },
  {
    from: 'sending',
    when: "any other failure: the message and 'Zkusit znovu'",
    event: { type: 'xstate.error.actor.sendReply', error: offline },
    to: 'failed',
    expect: (end) => expect(snapshotOf(end).context.error).toBe(messages.noConnection),
  },
  {
    from: 'failed',
    when: 'the same answer sent again',
    event: { type: 'reply.retry' },
    to: 'sending',
    expect: (end) => {
      const calls = sentOf(end);
      expect(calls).toHaveLength(2);
      expect(calls[1]).toEqual(calls[0]);
      expect(snapshotOf(end).context.error).toBeNull();
    },
  },
  {
    from: 'failed',
    when: 'typing leaves the failure for the form',
    event: { type: 'reply.change', telo: 'Upravená odpověď' },
    to: 'editing',
    expect: (end) => expect(snapshotOf(end).context.telo).toBe('Upravená odpověď'),
  },
];

describeMachine<ReplyWorld>({ machine: staffReplyMachine, events, world, check, transitions });
