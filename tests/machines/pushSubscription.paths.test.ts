import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import {
  PERMISSION_REFUSED,
  pushSubscriptionMachine,
  pushSubscriptionStateOf,
  type PushDetection,
} from '../../machines/pushSubscription/pushSubscription.machine';
import { messages } from '../../contract/messages';
import { controlledActors, definedStates, describePath, eventsFor, reachedStates, replayPath } from './path-harness';

const unsupported: PushDetection = { supported: false, permission: 'default', subscribed: false };
const denied: PushDetection = { supported: true, permission: 'denied', subscribed: false };
const subscribed: PushDetection = { supported: true, permission: 'granted', subscribed: true };
const notYet: PushDetection = { supported: true, permission: 'default', subscribed: false };
const refused = { reason: PERMISSION_REFUSED, message: 'Oznámení nejsou povolena.' };
const offline = { message: messages.noConnection };

const events = {
  'push.enable': [{ type: 'push.enable' }],
  'push.disable': [{ type: 'push.disable' }],
  'push.retry': [{ type: 'push.retry' }],
  'push.dismiss': [{ type: 'push.dismiss' }],
  'push.recheck': [{ type: 'push.recheck' }],
  'xstate.done.actor.detect': [unsupported, denied, subscribed, notYet].map((output) => ({ type: 'xstate.done.actor.detect', output })),
  'xstate.error.actor.detect': [{ type: 'xstate.error.actor.detect', error: new Error('no service worker') }],
  'xstate.done.actor.subscribe': [{ type: 'xstate.done.actor.subscribe' }],
  'xstate.error.actor.subscribe': [
    { type: 'xstate.error.actor.subscribe', error: refused },
    { type: 'xstate.error.actor.subscribe', error: offline },
  ],
  'xstate.done.actor.unsubscribe': [{ type: 'xstate.done.actor.unsubscribe' }],
  'xstate.error.actor.unsubscribe': [{ type: 'xstate.error.actor.unsubscribe', error: offline }],
};

const traversal = { events: eventsFor(events) as never };
type Path = ReturnType<typeof getShortestPaths<typeof pushSubscriptionMachine>>[number];

/** An independent model: where the device is, and which browser actions ran (each once per tap). */
function model(path: Path) {
  let state = 'checking';
  let intent: 'enable' | 'disable' | null = null;
  const ran: string[] = [];
  for (const { event } of path.steps) {
    const e = event as { type: string; output?: PushDetection; error?: { reason?: string } };
    if (e.type === 'xstate.init') ran.push('detect');
    else if (e.type === 'xstate.done.actor.detect') {
      const d = e.output!;
      state = !d.supported
        ? 'unsupported'
        : d.permission === 'denied'
          ? 'blocked'
          : d.subscribed && d.permission === 'granted'
            ? 'on'
            : 'off';
    } else if (e.type === 'xstate.error.actor.detect') state = 'unsupported';
    else if (e.type === 'push.recheck' && state === 'blocked') {
      state = 'checking';
      ran.push('detect');
    } else if (e.type === 'push.enable' && state === 'off') {
      state = 'subscribing';
      intent = 'enable';
      ran.push('subscribe');
    } else if (e.type === 'push.disable' && state === 'on') {
      state = 'unsubscribing';
      intent = 'disable';
      ran.push('unsubscribe');
    } else if (e.type === 'xstate.done.actor.subscribe') state = 'on';
    else if (e.type === 'xstate.error.actor.subscribe') state = e.error?.reason === PERMISSION_REFUSED ? 'blocked' : 'failed';
    else if (e.type === 'xstate.done.actor.unsubscribe') state = 'off';
    else if (e.type === 'xstate.error.actor.unsubscribe') state = 'failed';
    else if (e.type === 'push.retry' && state === 'failed') {
      state = intent === 'enable' ? 'subscribing' : 'unsubscribing';
      ran.push(intent === 'enable' ? 'subscribe' : 'unsubscribe');
    } else if (e.type === 'push.dismiss' && state === 'failed') state = intent === 'enable' ? 'off' : 'on';
  }
  return { state, ran };
}

async function checkPath(path: Path) {
  const control = controlledActors(['detect', 'subscribe', 'unsubscribe']);
  const actor = await replayPath(path, pushSubscriptionMachine.provide({ actors: control.actors as never }), control);
  const snapshot = actor.getSnapshot();
  const state = pushSubscriptionStateOf(snapshot);
  const expected = model(path);
  expect(state).toBe(expected.state);
  // The permission is asked only after a tap on ZAPNOUT (or ZKUSIT_ZNOVU), once each time.
  const ran = expected.ran;
  expect(control.calls.detect).toHaveLength(ran.filter((name) => name === 'detect').length);
  expect(control.calls.subscribe).toHaveLength(ran.filter((name) => name === 'subscribe').length);
  expect(control.calls.unsubscribe).toHaveLength(ran.filter((name) => name === 'unsubscribe').length);
  if (state === 'failed') expect(snapshot.context.error).toBe(messages.noConnection);
  else expect(snapshot.context.error).toBeNull();
  if (state === 'unsupported' || state === 'blocked') expect(snapshot.can({ type: 'push.enable' })).toBe(false);
  if (state === 'subscribing' || state === 'unsubscribing') {
    expect(snapshot.can({ type: 'push.enable' })).toBe(false);
    expect(snapshot.can({ type: 'push.disable' })).toBe(false);
  }
  actor.stop();
}

describe('push subscription machine paths', () => {
  const paths = [
    ...getShortestPaths(pushSubscriptionMachine, traversal),
    ...getSimplePaths(pushSubscriptionMachine, traversal).filter((path) => path.steps.length > 3),
  ];
  it('reaches every state', () => expect(reachedStates(paths)).toEqual(definedStates(pushSubscriptionMachine)));
  for (const path of paths) it(describePath(path), () => checkPath(path));
});
