import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { callFailureOf } from '../../contract/error-body';

/**
 * Push notifications in this browser (issue 15 §4, Web Push): whether this device gets them,
 * and turning them on and off. The browser's parts (service worker registration, Notification
 * permission, PushManager) and the calls (GET/PUT/DELETE /oznameniPush) are the injected actors:
 *
 * - `detect`: what this browser can do and has: push supported at all, the permission, whether
 *   this device is subscribed (browser and server agree);
 * - `subscribe`: asks for the permission (only on the user's tap), subscribes with the server's
 *   VAPID key and stores the subscription on the server; rejects with `{ reason: 'ZAMITNUTO' }`
 *   when the person refuses the permission;
 * - `unsubscribe`: ends the browser's subscription and removes it on the server.
 *
 * States the screen shows: `unsupported` (the browser cannot: say so, offer e-mail/SMS),
 * `blocked` (permission refused: how to allow it in the browser; `push.recheck` after that),
 * `off`, `on`, the two working states, and `failed` with ZKUSIT_ZNOVU for the last intent.
 */

export type PushPermission = 'default' | 'granted' | 'denied';

export interface PushDetection {
  supported: boolean;
  permission: PushPermission;
  subscribed: boolean;
}

export interface PushSubscriptionContext {
  /** What the last failed attempt wanted, for ZKUSIT_ZNOVU. */
  intent: 'enable' | 'disable' | null;
  error: string | null;
}

export type PushSubscriptionEvent =
  { type: 'push.enable' } | { type: 'push.disable' } | { type: 'push.retry' } | { type: 'push.dismiss' } | { type: 'push.recheck' };

/** The permission refused by the person (or the browser's policy). */
export const PERMISSION_REFUSED = 'ZAMITNUTO';
const isRefusal = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { reason?: unknown }).reason === PERMISSION_REFUSED;

export const pushSubscriptionMachine = setup({
  types: {
    context: {} as PushSubscriptionContext,
    events: {} as PushSubscriptionEvent,
  },
  actors: {
    detect: fromPromise<PushDetection>(async () => {
      throw new Error('detect is supplied with .provide()');
    }),
    subscribe: fromPromise<void>(async () => {
      throw new Error('subscribe is supplied with .provide()');
    }),
    unsubscribe: fromPromise<void>(async () => {
      throw new Error('unsubscribe is supplied with .provide()');
    }),
  },
  actions: {
    remember: assign((_, params: { intent: 'enable' | 'disable' }) => ({ intent: params.intent, error: null })),
    showError: assign((_, params: { error: unknown }) => ({ error: callFailureOf(params.error).message })),
    clear: assign({ intent: null, error: null }),
    clearError: assign({ error: null }),
  },
  guards: {
    unsupported: (_, params: { detection: PushDetection }) => !params.detection.supported,
    denied: (_, params: { detection: PushDetection }) => params.detection.permission === 'denied',
    subscribed: (_, params: { detection: PushDetection }) => params.detection.subscribed && params.detection.permission === 'granted',
    refused: (_, params: { error: unknown }) => isRefusal(params.error),
    wantedOn: ({ context }) => context.intent === 'enable',
  },
}).createMachine({
  id: 'pushSubscription',
  description: [
    'Push notifications on this device: detect what the browser can and has, turn them on (the permission is asked only on a tap) or off.',
    'A refused permission shows how to allow it in the browser; a failure keeps the last intent for ZKUSIT_ZNOVU.',
  ].join('\n\n'),
  context: { intent: null, error: null },
  initial: 'checking',
  states: {
    checking: {
      description: 'Asks the browser and the server what this device has.',
      invoke: {
        id: 'detect',
        src: 'detect',
        onDone: [
          { guard: { type: 'unsupported', params: ({ event }) => ({ detection: event.output }) }, target: 'unsupported' },
          { guard: { type: 'denied', params: ({ event }) => ({ detection: event.output }) }, target: 'blocked' },
          { guard: { type: 'subscribed', params: ({ event }) => ({ detection: event.output }) }, target: 'on' },
          { target: 'off' },
        ],
        // Nothing known (e.g. the service worker failed to register): treat it as not supported here.
        onError: { target: 'unsupported' },
      },
    },
    unsupported: {
      description: 'This browser cannot receive push notifications: e-mail or SMS instead.',
    },
    blocked: {
      description: 'The permission was refused: how to allow notifications in the browser; ZKONTROLOVAT_ZNOVU checks again.',
      on: { 'push.recheck': { target: 'checking' } },
    },
    off: {
      description: 'Not subscribed: ZAPNOUT asks for the permission and subscribes.',
      on: { 'push.enable': { target: 'subscribing', actions: { type: 'remember', params: { intent: 'enable' } } } },
    },
    subscribing: {
      description: 'Asking for the permission, subscribing and storing the subscription (once per tap).',
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        onDone: { target: 'on', actions: 'clear' },
        onError: [
          { guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) }, target: 'blocked', actions: 'clear' },
          { target: 'failed', actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    on: {
      description: 'This device gets the notifications chosen in the settings; VYPNOUT unsubscribes.',
      on: { 'push.disable': { target: 'unsubscribing', actions: { type: 'remember', params: { intent: 'disable' } } } },
    },
    unsubscribing: {
      invoke: {
        id: 'unsubscribe',
        src: 'unsubscribe',
        onDone: { target: 'off', actions: 'clear' },
        onError: { target: 'failed', actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      description: 'The Czech message with ZKUSIT_ZNOVU (the same intent again) and ZAVRIT (back to where it was).',
      on: {
        'push.retry': [
          { guard: 'wantedOn', target: 'subscribing', actions: 'clearError' },
          { target: 'unsubscribing', actions: 'clearError' },
        ],
        'push.dismiss': [
          { guard: 'wantedOn', target: 'off', actions: 'clear' },
          { target: 'on', actions: 'clear' },
        ],
      },
    },
  },
});

export type PushSubscriptionSnapshot = SnapshotFrom<typeof pushSubscriptionMachine>;
export type PushSubscriptionState = 'checking' | 'unsupported' | 'blocked' | 'off' | 'subscribing' | 'on' | 'unsubscribing' | 'failed';
export const pushSubscriptionStateOf = (snapshot: PushSubscriptionSnapshot): PushSubscriptionState =>
  snapshot.value as PushSubscriptionState;
