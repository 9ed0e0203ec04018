import { expect } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import {
  contactConfirmationMachine,
  contactConfirmationStateOf,
  type ContactConfirmationSnapshot,
} from '../../machines/contactConfirmation/contactConfirmation.machine';
import { messages } from '../../contract/messages';
import { controlledActors, describeMachine, type End, type TransitionRow } from './harness';

const wait = { message: 'Požadavek nelze provést.', chyby: { kontakt: [messages.contactCodeWait(42)] } };
const offline = { message: messages.noConnection };
const wrongCode = { message: 'Požadavek nelze provést.', chyby: { kod: [messages.codeWrong] } };
const expired = { message: 'Požadavek nelze provést.', chyby: { kod: [messages.contactCodeExpired] } };

const sendFailed = (error: unknown) => ({ type: 'xstate.error.actor.send', error });
const confirmFailed = (error: unknown) => ({ type: 'xstate.error.actor.confirm', error });

const events = {
  'code.send': [{ type: 'code.send' }],
  'code.resend': [{ type: 'code.resend' }],
  'code.confirm': [{ type: 'code.confirm', kod: '123456' }],
  'code.retry': [{ type: 'code.retry' }],
  'code.dismiss': [{ type: 'code.dismiss' }],
  'xstate.done.actor.send': [{ type: 'xstate.done.actor.send' }],
  'xstate.error.actor.send': [sendFailed(wait), sendFailed(offline)],
  'xstate.done.actor.confirm': [{ type: 'xstate.done.actor.confirm' }],
  'xstate.error.actor.confirm': [confirmFailed(wrongCode), confirmFailed(expired)],
};

function world(machine: AnyStateMachine) {
  const control = controlledActors(['send', 'confirm']);
  return { machine: machine.provide({ actors: control.actors } as never), control };
}
type ConfirmWorld = ReturnType<typeof world>;
type ConfirmEnd = End<ConfirmWorld>;

type Failure = { message: string; chyby?: Record<string, string[]> };

/** An independent model: where the person is, the messages shown, the calls made (each once per tap) and the codes sent to the server. */
function expectedAfter(end: ConfirmEnd) {
  let state = 'idle';
  let error: string | null = null;
  let codeError: string | null = null;
  let wasSent = false;
  const ran = { send: 0, confirm: 0 };
  const codes: unknown[] = [];
  for (const event of end.events) {
    const e = event as { type: string; kod?: string; error?: Failure };
    if (state === 'idle' && e.type === 'code.send') [state, ran.send] = ['sending', ran.send + 1];
    else if (state === 'sending' && e.type === 'xstate.done.actor.send') [state, wasSent] = ['codeSent', true];
    else if (state === 'sending' && e.type === 'xstate.error.actor.send')
      [state, error] = ['error', e.error!.chyby?.kontakt?.[0] ?? e.error!.message];
    else if (state === 'codeSent' && e.type === 'code.confirm') {
      [state, codeError] = ['confirming', null];
      ran.confirm += 1;
      codes.push({ kod: e.kod });
    } else if (state === 'codeSent' && e.type === 'code.resend') [state, codeError, ran.send] = ['sending', null, ran.send + 1];
    else if (state === 'confirming' && e.type === 'xstate.done.actor.confirm') state = 'confirmed';
    else if (state === 'confirming' && e.type === 'xstate.error.actor.confirm')
      [state, codeError] = ['codeSent', e.error!.chyby?.kod?.[0] ?? e.error!.message];
    else if (state === 'error' && e.type === 'code.retry') [state, error, ran.send] = ['sending', null, ran.send + 1];
    else if (state === 'error' && e.type === 'code.dismiss') [state, error] = [wasSent ? 'codeSent' : 'idle', null];
  }
  return { state, error, codeError, ran, codes };
}

/** What useContactConfirmation gives the view, and what was sent to the server. */
function seen(end: ConfirmEnd) {
  const snapshot = end.snapshot as unknown as ContactConfirmationSnapshot;
  const { calls } = end.world.control;
  return {
    state: contactConfirmationStateOf(snapshot),
    error: snapshot.context.error,
    codeError: snapshot.context.codeError,
    ran: { send: calls.send.length, confirm: calls.confirm.length },
    codes: calls.confirm,
  };
}

function check(end: ConfirmEnd) {
  expect(seen(end)).toEqual(expectedAfter(end));
}

const sentBefore = (was: boolean) => (snapshot: AnyMachineSnapshot) => (snapshot as ContactConfirmationSnapshot).context.wasSent === was;

const refusedBefore = (snapshot: AnyMachineSnapshot) => (snapshot as ContactConfirmationSnapshot).context.codeError !== null;

const transitions: TransitionRow<ConfirmWorld>[] = [
  {
    from: '(start)',
    event: { type: 'xstate.init' },
    to: 'idle',
    expect: (end) => expect(seen(end).ran).toEqual({ send: 0, confirm: 0 }),
  },
  {
    from: 'idle',
    event: { type: 'code.send' },
    to: 'sending',
    expect: (end) => expect(seen(end).ran.send).toBe(1),
  },
  {
    from: 'sending',
    event: { type: 'xstate.done.actor.send' },
    to: 'codeSent',
    expect: (end) => expect(seen(end).codeError).toBeNull(),
  },
  {
    from: 'sending',
    when: 'asked too soon',
    event: sendFailed(wait),
    to: 'error',
    expect: (end) => expect(seen(end).error).toBe(messages.contactCodeWait(42)),
  },
  {
    from: 'sending',
    when: 'no connection',
    event: sendFailed(offline),
    to: 'error',
    expect: (end) => expect(seen(end).error).toBe(messages.noConnection),
  },
  {
    from: 'codeSent',
    event: { type: 'code.confirm', kod: '123456' },
    to: 'confirming',
    expect: (end) => expect(seen(end).codes.at(-1)).toEqual({ kod: '123456' }),
  },
  {
    from: 'codeSent',
    event: { type: 'code.resend' },
    to: 'sending',
    expect: (end) => expect(seen(end).ran.send).toBe(2),
  },
  {
    from: 'codeSent',
    when: 'after a refused code',
    reach: refusedBefore,
    event: { type: 'code.confirm', kod: '654321' },
    to: 'confirming',
    expect: (end) => expect(seen(end).codeError).toBeNull(),
  },
  {
    from: 'codeSent',
    when: 'a new code after a refused one',
    reach: refusedBefore,
    event: { type: 'code.resend' },
    to: 'sending',
    expect: (end) => expect(seen(end).codeError).toBeNull(),
  },
  {
    from: 'confirming',
    event: { type: 'xstate.done.actor.confirm' },
    to: 'confirmed',
    expect: (end) => {
      expect(seen(end).codeError).toBeNull();
      expect(end.snapshot.status).toBe('done');
    },
  },
  {
    from: 'confirming',
    when: 'a wrong code',
    event: confirmFailed(wrongCode),
    to: 'codeSent',
    expect: (end) => expect(seen(end).codeError).toBe(messages.codeWrong),
  },
  {
    from: 'confirming',
    when: 'an expired code',
    event: confirmFailed(expired),
    to: 'codeSent',
    expect: (end) => expect(seen(end).codeError).toBe(messages.contactCodeExpired),
  },
  {
    from: 'error',
    event: { type: 'code.retry' },
    to: 'sending',
    expect: (end) => {
      expect(seen(end).error).toBeNull();
      expect(seen(end).ran.send).toBe(2);
    },
  },
  {
    from: 'error',
    when: 'no code yet',
    reach: sentBefore(false),
    event: { type: 'code.dismiss' },
    to: 'idle',
    expect: (end) => expect(seen(end).error).toBeNull(),
  },
  {
    from: 'error',
    when: 'a code was sent before',
    reach: sentBefore(true),
    event: { type: 'code.dismiss' },
    to: 'codeSent',
    expect: (end) => expect(seen(end).error).toBeNull(),
  },
];

describeMachine<ConfirmWorld>({ machine: contactConfirmationMachine, events, world, check, transitions });
