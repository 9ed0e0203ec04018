import { expect } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { configFailedMessage, configMachine, type RuntimeConfigShape } from '../../machines/config/config.machine';
import { controlledActors, describeMachine, type End, type TransitionRow } from './harness';

const config: RuntimeConfigShape = { nazev: 'Zdravotní karta pojištěnce', apiUrl: '/api', toleranceHodinS: 30 };
const notFound = new Error('config.json: HTTP 404');
const events = {
  'xstate.done.actor.loadConfig': [{ type: 'xstate.done.actor.loadConfig', output: config }],
  'xstate.error.actor.loadConfig': [{ type: 'xstate.error.actor.loadConfig', error: notFound }],
};

function world(machine: AnyStateMachine) {
  const control = controlledActors(['loadConfig']);
  return { machine: machine.provide({ actors: control.actors } as never), control };
}
type ConfigWorld = ReturnType<typeof world>;
type Snapshot = ReturnType<typeof configMachine.getInitialSnapshot>;

/** What AppProviders renders for a config snapshot: its status selector, then the page. */
function screen(end: End<ConfigWorld>): string {
  const snapshot = end.snapshot as unknown as Snapshot;
  const status = snapshot.matches('loaded') ? 'loaded' : snapshot.matches('failed') ? 'failed' : 'loading';
  if (status === 'failed') return configFailedMessage;
  if (status === 'loading' || !snapshot.context.config) return 'spinner';
  return `app:${snapshot.context.config.nazev}`;
}

/** The configuration is fetched once, whatever happens next. */
function check(end: End<ConfigWorld>) {
  expect(end.world.control.calls.loadConfig).toHaveLength(1);
}

const transitions: TransitionRow<ConfigWorld>[] = [
  {
    from: '(start)',
    event: { type: 'xstate.init' },
    to: 'loading',
    expect: (end) => expect(screen(end)).toBe('spinner'),
  },
  {
    from: 'loading',
    event: events['xstate.done.actor.loadConfig'][0],
    to: 'loaded',
    expect: (end) => {
      expect(screen(end)).toBe('app:Zdravotní karta pojištěnce');
      expect(end.snapshot.context).toEqual({ config, error: null });
    },
  },
  {
    from: 'loading',
    event: events['xstate.error.actor.loadConfig'][0],
    to: 'failed',
    expect: (end) => {
      expect(screen(end)).toBe('Nepodařilo se načíst konfigurační soubor.');
      expect(end.snapshot.context).toEqual({ config: null, error: notFound });
    },
  },
];

describeMachine<ConfigWorld>({ machine: configMachine, events, world, check, transitions });
