import { expect } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { messages } from '../../contract/messages';
import { loginMachine, loginStateOf, type LoginInput, type LoginState } from '../../machines/login/login.machine';
import { controlledActors, describeMachine, type End, type TransitionRow } from './harness';

const tokens = { accessToken: 'header.payload.signature', refreshTokenExpirace: '2025-06-05T10:30:00.000Z' };
const loginAddress = 'https://portal.example/api/identita/prihlaseni?navrat=%2Fprihlaseni';
const ticketRejected = { status: 400, kind: 'http', message: 'Přihlášení se nezdařilo. Platnost odkazu vypršela nebo už byl použit.' };
const noResponse = { status: 404, kind: 'no-response', message: 'Spojení se serverem je nedostupné.' };
// issue 11: a ticket minted in another browser (a planted link) is refused like a used one
const ticketOfOtherBrowser = { status: 401, kind: 'http', message: messages.ticketOtherBrowser };

const urlFetched = { type: 'xstate.done.actor.fetchLoginUrl', output: { url: loginAddress } };
const urlFailed = { type: 'xstate.error.actor.fetchLoginUrl', error: noResponse };
const exchanged = { type: 'xstate.done.actor.exchangeTicket', output: tokens };
const exchangeFailed = (error: unknown) => ({ type: 'xstate.error.actor.exchangeTicket', error });
const retry = { type: 'login.retry' };
const confirm = { type: 'login.confirm' };

const events = {
  'xstate.done.actor.fetchLoginUrl': [urlFetched],
  'xstate.error.actor.fetchLoginUrl': [urlFailed],
  'xstate.done.actor.exchangeTicket': [exchanged],
  'xstate.error.actor.exchangeTicket': [exchangeFailed(ticketRejected), exchangeFailed(ticketOfOtherBrowser)],
  'login.retry': [retry],
  'login.confirm': [confirm],
};

const inputs: Record<string, LoginInput> = {
  'step 1 (no ticket)': { waitForConfirmation: false },
  'step 2, login-redirect setting absent': { listek: 'TICKET-1', waitForConfirmation: false },
  'step 2, login-redirect setting present': { listek: 'TICKET-1', waitForConfirmation: true },
};
const step2 = 'step 2, login-redirect setting absent';
const step2WithButton = 'step 2, login-redirect setting present';

/** The app's world: where the browser was sent and what the session received. */
function world(machine: AnyStateMachine) {
  const redirects: string[] = [];
  const delivered: unknown[] = [];
  const control = controlledActors(['fetchLoginUrl', 'exchangeTicket']);
  const provided = machine.provide({
    actors: control.actors,
    actions: {
      redirectToLogin: (_: unknown, params: { url: string }) => redirects.push(params.url),
      deliverTokens: (_: unknown, params: { tokens: unknown }) => delivered.push(params.tokens),
    },
  } as never);
  return { machine: provided, control, redirects, delivered };
}
type LoginWorld = ReturnType<typeof world>;
type LoginEnd = End<LoginWorld>;

/**
 * The model of document 1 §4: no ticket → fetch the login address and go there; a ticket → exchange
 * it (after the button when the setting is present), once; ZKUSIT_ZNOVU after any failure starts
 * from step 1 again.
 */
function expectedAfter(end: LoginEnd) {
  const input = end.input as LoginInput;
  let state: LoginState = input.listek ? (input.waitForConfirmation ? 'awaitingConfirmation' : 'exchanging') : 'fetchingUrl';
  let error: unknown = null;
  let fetches = state === 'fetchingUrl' ? 1 : 0;
  const exchanges: unknown[] = state === 'exchanging' ? [{ listek: input.listek }] : [];
  const redirects: string[] = [];
  const delivered: unknown[] = [];
  for (const event of end.events) {
    const e = event as { type: string; error?: unknown; output?: { url: string } };
    if (state === 'fetchingUrl' && e.type === urlFetched.type) {
      state = 'redirecting';
      redirects.push(e.output!.url);
    } else if (state === 'fetchingUrl' && e.type === urlFailed.type) [state, error] = ['urlFailed', e.error];
    else if ((state === 'urlFailed' || state === 'exchangeFailed') && e.type === retry.type) {
      [state, error] = ['fetchingUrl', null];
      fetches += 1;
    } else if (state === 'awaitingConfirmation' && e.type === confirm.type) {
      state = 'exchanging';
      exchanges.push({ listek: input.listek });
    } else if (state === 'exchanging' && e.type === exchanged.type) {
      state = 'done';
      delivered.push(tokens);
    } else if (state === 'exchanging' && e.type === 'xstate.error.actor.exchangeTicket') [state, error] = ['exchangeFailed', e.error];
  }
  return { state, error, fetches, exchanges, redirects, delivered };
}

/** What useLoginFlow gives the login screen (its state and error), and what was called and sent. */
function seen(end: LoginEnd) {
  const snapshot = end.snapshot as unknown as Parameters<typeof loginStateOf>[0];
  return {
    state: loginStateOf(snapshot),
    error: snapshot.context.error,
    fetches: end.world.control.calls.fetchLoginUrl.length,
    exchanges: end.world.control.calls.exchangeTicket,
    redirects: end.world.redirects,
    delivered: end.world.delivered,
  };
}

function check(end: LoginEnd) {
  expect(seen(end)).toEqual(expectedAfter(end));
}

const transitions: TransitionRow<LoginWorld>[] = [
  {
    from: '(start)',
    input: 'step 1 (no ticket)',
    event: { type: 'xstate.init' },
    to: 'fetchingUrl',
    expect: (end) => {
      expect(seen(end).fetches).toBe(1);
      expect(seen(end).exchanges).toEqual([]);
    },
  },
  {
    from: '(start)',
    input: step2,
    event: { type: 'xstate.init' },
    to: 'exchanging',
    expect: (end) => {
      expect(seen(end).exchanges).toEqual([{ listek: 'TICKET-1' }]);
      expect(seen(end).fetches).toBe(0);
    },
  },
  {
    from: '(start)',
    input: step2WithButton,
    event: { type: 'xstate.init' },
    to: 'awaitingConfirmation',
    expect: (end) => expect(seen(end).exchanges).toEqual([]),
  },
  {
    from: 'fetchingUrl',
    event: urlFetched,
    to: 'redirecting',
    expect: (end) => expect(seen(end).redirects).toEqual([loginAddress]),
  },
  {
    from: 'fetchingUrl',
    event: urlFailed,
    to: 'urlFailed',
    expect: (end) => {
      expect(seen(end).error).toEqual(noResponse);
      expect(seen(end).redirects).toEqual([]);
    },
  },
  {
    from: 'urlFailed',
    event: retry,
    to: 'fetchingUrl',
    expect: (end) => {
      expect(seen(end).fetches).toBe(2);
      expect(seen(end).error).toBeNull();
    },
  },
  {
    from: 'awaitingConfirmation',
    input: step2WithButton,
    event: confirm,
    to: 'exchanging',
    expect: (end) => expect(seen(end).exchanges).toEqual([{ listek: 'TICKET-1' }]),
  },
  {
    from: 'exchanging',
    input: step2,
    event: exchanged,
    to: 'done',
    expect: (end) => {
      expect(seen(end).delivered).toEqual([tokens]);
      expect(end.snapshot.status).toBe('done');
    },
  },
  {
    from: 'exchanging',
    when: 'a used or expired ticket',
    input: step2,
    event: exchangeFailed(ticketRejected),
    to: 'exchangeFailed',
    expect: (end) => {
      expect(seen(end).error).toEqual(ticketRejected);
      expect(seen(end).delivered).toEqual([]);
    },
  },
  {
    from: 'exchanging',
    when: 'a ticket of another browser',
    input: step2,
    event: exchangeFailed(ticketOfOtherBrowser),
    to: 'exchangeFailed',
    expect: (end) => expect(seen(end).error).toEqual(ticketOfOtherBrowser),
  },
  {
    from: 'exchangeFailed',
    when: 'a new login address, not the used ticket',
    input: step2,
    event: retry,
    to: 'fetchingUrl',
    expect: (end) => {
      expect(seen(end).fetches).toBe(1);
      expect(seen(end).exchanges).toHaveLength(1);
      expect(seen(end).error).toBeNull();
    },
  },
];

describeMachine<LoginWorld>({ machine: loginMachine, inputs, events, world, check, transitions });
