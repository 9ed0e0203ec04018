import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { loginMachine, loginStateOf, type LoginInput } from '../../machines/login/login.machine';
import { controlledActors, definedStates, describePath, eventsFor, flush, reachedStates, replayPath } from './path-harness';

const tokens = { accessToken: 'header.payload.signature', refreshTokenExpirace: '2025-06-05T10:30:00.000Z' };
const loginAddress = 'https://portal.example/api/identita/prihlaseni?navrat=%2Fprihlaseni';
const ticketRejected = { status: 400, kind: 'http', message: 'Přihlášení se nezdařilo. Platnost odkazu vypršela nebo už byl použit.' };
const noResponse = { status: 404, kind: 'no-response', message: 'Spojení se serverem je nedostupné.' };
// issue 11: a ticket minted in another browser (a planted link) is refused like a used one
const ticketOfOtherBrowser = { status: 401, kind: 'http', message: messages.ticketOtherBrowser };

const events = {
  'xstate.done.actor.fetchLoginUrl': [{ type: 'xstate.done.actor.fetchLoginUrl', output: { url: loginAddress } }],
  'xstate.error.actor.fetchLoginUrl': [{ type: 'xstate.error.actor.fetchLoginUrl', error: noResponse }],
  'xstate.done.actor.exchangeTicket': [{ type: 'xstate.done.actor.exchangeTicket', output: tokens }],
  'xstate.error.actor.exchangeTicket': [
    { type: 'xstate.error.actor.exchangeTicket', error: ticketRejected },
    { type: 'xstate.error.actor.exchangeTicket', error: ticketOfOtherBrowser },
  ],
  'login.retry': [{ type: 'login.retry' }],
  'login.confirm': [{ type: 'login.confirm' }],
};

const inputs: Record<string, LoginInput> = {
  'step 1 (no ticket)': { waitForConfirmation: false },
  'step 2, login-redirect setting absent': { listek: 'TICKET-1', waitForConfirmation: false },
  'step 2, login-redirect setting present': { listek: 'TICKET-1', waitForConfirmation: true },
};

type Path = ReturnType<typeof getShortestPaths<typeof loginMachine>>[number];

function world() {
  const sent: { redirects: string[]; delivered: unknown[] } = { redirects: [], delivered: [] };
  const control = controlledActors(['fetchLoginUrl', 'exchangeTicket']);
  const machine = loginMachine.provide({
    actors: control.actors as never,
    actions: {
      redirectToLogin: (_, params) => sent.redirects.push(params.url),
      deliverTokens: (_, params) => sent.delivered.push(params.tokens),
    },
  });
  return { sent, control, machine };
}

async function checkPath(path: Path, input: LoginInput) {
  const w = world();
  const actor = await replayPath(path, w.machine, w.control, input);
  const snapshot = actor.getSnapshot();
  const state = loginStateOf(snapshot);
  const exchanges = w.control.calls.exchangeTicket as { listek: string }[];

  // A ticket is exchanged at most once, and only the ticket from the URL.
  expect(exchanges.length).toBeLessThanOrEqual(1);
  for (const call of exchanges) expect(call).toEqual({ listek: 'TICKET-1' });

  switch (state) {
    case 'redirecting':
      // The browser is sent to the login address.
      expect(w.sent.redirects).toEqual([loginAddress]);
      expect(w.sent.delivered).toEqual([]);
      break;
    case 'urlFailed':
    case 'exchangeFailed':
      // The error is shown with the button ZKUSIT_ZNOVU.
      expect(snapshot.context.error).toEqual(state === 'urlFailed' ? noResponse : (path.steps.at(-1)?.event as { error?: unknown }).error);
      if (state === 'exchangeFailed') expect([ticketRejected, ticketOfOtherBrowser]).toContainEqual(snapshot.context.error);
      expect(snapshot.can({ type: 'login.retry' })).toBe(true);
      expect(w.sent.delivered).toEqual([]);
      break;
    case 'awaitingConfirmation':
      // Nothing is exchanged before the button 'Přihlásit se'.
      expect(input.waitForConfirmation).toBe(true);
      expect(exchanges).toEqual([]);
      break;
    case 'exchanging':
      expect(exchanges).toHaveLength(1);
      break;
    case 'fetchingUrl':
      expect(w.control.calls.fetchLoginUrl.length).toBeGreaterThan(0);
      // After a failed exchange the used ticket is forgotten.
      if (exchanges.length) expect(snapshot.context.listek).toBeNull();
      break;
    case 'done':
      // The tokens went to the session; the view navigates to '/'.
      expect(w.sent.delivered).toEqual([tokens]);
      expect(snapshot.status).toBe('done');
      break;
  }
  actor.stop();
}

// Where each start can lead: without a ticket only to the sign-in page; a ticket is exchanged, and
// only the login-redirect setting waits for the button.
const allStates = definedStates(loginMachine);
const reachableFrom: Record<string, string[]> = {
  'step 1 (no ticket)': ['fetchingUrl', 'redirecting', 'urlFailed'],
  'step 2, login-redirect setting absent': allStates.filter((state) => state !== 'awaitingConfirmation'),
  'step 2, login-redirect setting present': allStates,
};

describe('login machine paths', () => {
  for (const [name, input] of Object.entries(inputs)) {
    describe(name, () => {
      const paths = [
        ...getShortestPaths(loginMachine, { input, events: eventsFor(events) as never }),
        ...getSimplePaths(loginMachine, { input, events: eventsFor(events) as never }).filter((path) => path.steps.length > 3),
      ];
      it('reaches every state it can', () => expect(reachedStates(paths)).toEqual(reachableFrom[name]));
      for (const path of paths) it(describePath(path), () => checkPath(path, input));
    });
  }

  it('step 2 with the setting absent exchanges at once, without a button', () => {
    const [initial] = getShortestPaths(loginMachine, {
      input: inputs['step 2, login-redirect setting absent'],
      events: eventsFor(events) as never,
    });
    expect(loginStateOf(initial.state)).toBe('exchanging');
  });

  it('ZKUSIT_ZNOVU after a failed login-address call fetches it again and redirects', async () => {
    const w = world();
    const actor = createActor(w.machine, { input: inputs['step 1 (no ticket)'] }).start();
    w.control.reject('fetchLoginUrl', noResponse);
    await flush();
    expect(loginStateOf(actor.getSnapshot())).toBe('urlFailed');
    actor.send({ type: 'login.retry' });
    expect(loginStateOf(actor.getSnapshot())).toBe('fetchingUrl');
    expect(actor.getSnapshot().context.error).toBeNull();
    w.control.resolve('fetchLoginUrl', { url: loginAddress });
    await flush();
    expect(loginStateOf(actor.getSnapshot())).toBe('redirecting');
    expect(w.control.calls.fetchLoginUrl).toHaveLength(2);
    expect(w.sent.redirects).toEqual([loginAddress]);
    actor.stop();
  });

  it('retry after a failed exchange starts again from step 1 (a new login address)', async () => {
    const w = world();
    const [path] = getSimplePaths(loginMachine, {
      input: inputs['step 2, login-redirect setting absent'],
      events: eventsFor(events) as never,
      toState: (snapshot) => snapshot.matches('redirecting'),
    }).filter((p) => p.steps.some((step) => (step.event.type as string) === 'xstate.error.actor.exchangeTicket'));
    expect(path).toBeDefined();
    const actor = await replayPath(path, w.machine, w.control, inputs['step 2, login-redirect setting absent']);
    expect(w.control.calls.exchangeTicket).toHaveLength(1);
    expect(w.control.calls.fetchLoginUrl).toHaveLength(1);
    expect(w.sent.redirects).toEqual([loginAddress]);
    actor.stop();
  });
});
