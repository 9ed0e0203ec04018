import { expect } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import {
  PERMISSION_REFUSED,
  pushSubscriptionMachine,
  pushSubscriptionStateOf,
  type PushDetection,
  type PushSubscriptionSnapshot,
} from '../../machines/pushSubscription/pushSubscription.machine';
import { messages } from '../../contract/messages';
import { controlledActors, describeMachine, type End, type TransitionRow } from './harness';

const unsupported: PushDetection = { supported: false, permission: 'default', subscribed: false };
const denied: PushDetection = { supported: true, permission: 'denied', subscribed: false };
const subscribed: PushDetection = { supported: true, permission: 'granted', subscribed: true };
const notYet: PushDetection = { supported: true, permission: 'default', subscribed: false };
/** The server still lists this device, but the browser no longer grants the permission. */
const staleSubscription: PushDetection = { supported: true, permission: 'default', subscribed: true };
const refused = { reason: PERMISSION_REFUSED, message: 'Oznámení nejsou povolena.' };
const offline = { message: messages.noConnection };
const cannotTurnOff = { message: 'Oznámení se nepodařilo vypnout.' };

const detected = (output: PushDetection) => ({ type: 'xstate.done.actor.detect', output });
const subscribeFailed = (error: unknown) => ({ type: 'xstate.error.actor.subscribe', error });

const events = {
  'push.enable': [{ type: 'push.enable' }],
  'push.disable': [{ type: 'push.disable' }],
  'push.retry': [{ type: 'push.retry' }],
  'push.dismiss': [{ type: 'push.dismiss' }],
  'push.recheck': [{ type: 'push.recheck' }],
  'xstate.done.actor.detect': [unsupported, denied, subscribed, notYet].map(detected),
  'xstate.error.actor.detect': [{ type: 'xstate.error.actor.detect', error: new Error('no service worker') }],
  'xstate.done.actor.subscribe': [{ type: 'xstate.done.actor.subscribe' }],
  'xstate.error.actor.subscribe': [subscribeFailed(refused), subscribeFailed(offline)],
  'xstate.done.actor.unsubscribe': [{ type: 'xstate.done.actor.unsubscribe' }],
  'xstate.error.actor.unsubscribe': [{ type: 'xstate.error.actor.unsubscribe', error: cannotTurnOff }],
};

function world(machine: AnyStateMachine) {
  const control = controlledActors(['detect', 'subscribe', 'unsubscribe']);
  return { machine: machine.provide({ actors: control.actors } as never), control };
}
type PushWorld = ReturnType<typeof world>;
type PushEnd = End<PushWorld>;

/** An independent model: where the device is, its message, and the browser's parts that ran (each once per tap). */
function expectedAfter(end: PushEnd) {
  let state = 'checking';
  let intent: 'enable' | 'disable' | null = null;
  let error: string | null = null;
  const ran = { detect: 1, subscribe: 0, unsubscribe: 0 };
  for (const event of end.events) {
    const e = event as { type: string; output?: PushDetection; error?: { reason?: string; message: string } };
    if (state === 'checking' && e.type === 'xstate.done.actor.detect') {
      const d = e.output!;
      state = !d.supported
        ? 'unsupported'
        : d.permission === 'denied'
          ? 'blocked'
          : d.subscribed && d.permission === 'granted'
            ? 'on'
            : 'off';
    } else if (state === 'checking' && e.type === 'xstate.error.actor.detect') state = 'unsupported';
    else if (state === 'blocked' && e.type === 'push.recheck') {
      state = 'checking';
      ran.detect += 1;
    } else if (state === 'off' && e.type === 'push.enable') {
      [state, intent] = ['subscribing', 'enable'];
      ran.subscribe += 1;
    } else if (state === 'on' && e.type === 'push.disable') {
      [state, intent] = ['unsubscribing', 'disable'];
      ran.unsubscribe += 1;
    } else if (state === 'subscribing' && e.type === 'xstate.done.actor.subscribe') state = 'on';
    else if (state === 'subscribing' && e.type === 'xstate.error.actor.subscribe')
      [state, error] = e.error!.reason === PERMISSION_REFUSED ? ['blocked', null] : ['failed', e.error!.message];
    else if (state === 'unsubscribing' && e.type === 'xstate.done.actor.unsubscribe') state = 'off';
    else if (state === 'unsubscribing' && e.type === 'xstate.error.actor.unsubscribe') [state, error] = ['failed', e.error!.message];
    else if (state === 'failed' && e.type === 'push.retry') {
      [state, error] = [intent === 'enable' ? 'subscribing' : 'unsubscribing', null];
      ran[intent === 'enable' ? 'subscribe' : 'unsubscribe'] += 1;
    } else if (state === 'failed' && e.type === 'push.dismiss') [state, error] = [intent === 'enable' ? 'off' : 'on', null];
  }
  return { state, error, ran };
}

/** What usePushSubscription gives the settings page (its state and message), and what ran in the browser. */
function seen(end: PushEnd) {
  const snapshot = end.snapshot as unknown as PushSubscriptionSnapshot;
  const { calls } = end.world.control;
  return {
    state: pushSubscriptionStateOf(snapshot),
    error: snapshot.context.error,
    ran: { detect: calls.detect.length, subscribe: calls.subscribe.length, unsubscribe: calls.unsubscribe.length },
  };
}

function check(end: PushEnd) {
  expect(seen(end)).toEqual(expectedAfter(end));
}

const wanted = (intent: 'enable' | 'disable') => (snapshot: AnyMachineSnapshot) =>
  (snapshot as PushSubscriptionSnapshot).context.intent === intent;

const transitions: TransitionRow<PushWorld>[] = [
  {
    from: '(start)',
    event: { type: 'xstate.init' },
    to: 'checking',
    expect: (end) => expect(seen(end).ran).toEqual({ detect: 1, subscribe: 0, unsubscribe: 0 }),
  },
  {
    from: 'checking',
    when: 'the browser cannot',
    event: detected(unsupported),
    to: 'unsupported',
    expect: (end) => expect(seen(end).state).toBe('unsupported'),
  },
  {
    from: 'checking',
    when: 'the permission was refused',
    event: detected(denied),
    to: 'blocked',
    expect: (end) => expect(seen(end).state).toBe('blocked'),
  },
  {
    from: 'checking',
    when: 'subscribed with the permission',
    event: detected(subscribed),
    to: 'on',
    expect: (end) => expect(seen(end).state).toBe('on'),
  },
  {
    from: 'checking',
    when: 'not subscribed yet',
    event: detected(notYet),
    to: 'off',
    expect: (end) => expect(seen(end).state).toBe('off'),
  },
  {
    from: 'checking',
    when: 'subscribed without the permission',
    event: detected(staleSubscription),
    to: 'off',
    expect: (end) => expect(seen(end).state).toBe('off'),
  },
  {
    from: 'checking',
    when: 'nothing known',
    event: { type: 'xstate.error.actor.detect', error: new Error('no service worker') },
    to: 'unsupported',
    expect: (end) => expect(seen(end).error).toBeNull(),
  },
  {
    from: 'blocked',
    event: { type: 'push.recheck' },
    to: 'checking',
    expect: (end) => expect(seen(end).ran.detect).toBe(2),
  },
  {
    from: 'off',
    event: { type: 'push.enable' },
    to: 'subscribing',
    expect: (end) => expect(seen(end).ran.subscribe).toBe(1),
  },
  {
    from: 'subscribing',
    event: { type: 'xstate.done.actor.subscribe' },
    to: 'on',
    expect: (end) => expect(seen(end).error).toBeNull(),
  },
  {
    from: 'subscribing',
    when: 'the permission is refused',
    event: subscribeFailed(refused),
    to: 'blocked',
    expect: (end) => expect(seen(end).error).toBeNull(),
  },
  {
    from: 'subscribing',
    when: 'no connection',
    event: subscribeFailed(offline),
    to: 'failed',
    expect: (end) => expect(seen(end).error).toBe(messages.noConnection),
  },
  {
    from: 'on',
    event: { type: 'push.disable' },
    to: 'unsubscribing',
    expect: (end) => expect(seen(end).ran.unsubscribe).toBe(1),
  },
  {
    from: 'unsubscribing',
    event: { type: 'xstate.done.actor.unsubscribe' },
    to: 'off',
    expect: (end) => expect(seen(end).state).toBe('off'),
  },
  {
    from: 'unsubscribing',
    event: { type: 'xstate.error.actor.unsubscribe', error: cannotTurnOff },
    to: 'failed',
    expect: (end) => expect(seen(end).error).toBe('Oznámení se nepodařilo vypnout.'),
  },
  {
    from: 'failed',
    when: 'turning on again',
    reach: wanted('enable'),
    event: { type: 'push.retry' },
    to: 'subscribing',
    expect: (end) => {
      expect(seen(end).ran).toEqual({ detect: 1, subscribe: 2, unsubscribe: 0 });
      expect(seen(end).error).toBeNull();
    },
  },
  {
    from: 'failed',
    when: 'turning off again',
    reach: wanted('disable'),
    event: { type: 'push.retry' },
    to: 'unsubscribing',
    expect: (end) => {
      expect(seen(end).ran).toEqual({ detect: 1, subscribe: 0, unsubscribe: 2 });
      expect(seen(end).error).toBeNull();
    },
  },
  {
    from: 'failed',
    when: 'still off',
    reach: wanted('enable'),
    event: { type: 'push.dismiss' },
    to: 'off',
    expect: (end) => expect(seen(end).error).toBeNull(),
  },
  {
    from: 'failed',
    when: 'still on',
    reach: wanted('disable'),
    event: { type: 'push.dismiss' },
    to: 'on',
    expect: (end) => expect(seen(end).error).toBeNull(),
  },
];

describeMachine<PushWorld>({ machine: pushSubscriptionMachine, events, world, check, transitions });
