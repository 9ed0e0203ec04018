import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { configFailedMessage, configMachine, type RuntimeConfigShape } from '../../machines/config/config.machine';
import { controlledActors, describePath, eventsFor, replayPath } from './path-harness';

const config: RuntimeConfigShape = { nazev: 'Zdravotní karta pojištěnce', apiUrl: '/api', toleranceHodinS: 30 };
const events = {
  'xstate.done.actor.loadConfig': [{ type: 'xstate.done.actor.loadConfig', output: config }],
  'xstate.error.actor.loadConfig': [{ type: 'xstate.error.actor.loadConfig', error: new Error('config.json: HTTP 404') }],
};

/** What the app renders for a config snapshot (mirrors AppProviders). */
function screen(snapshot: ReturnType<typeof configMachine.getInitialSnapshot>): string {
  if (snapshot.matches('failed')) return configFailedMessage;
  if (snapshot.matches('loaded')) return `app:${snapshot.context.config?.nazev}`;
  return 'spinner';
}

describe('config machine paths', () => {
  const paths = getShortestPaths(configMachine, { events: eventsFor(events) as never });

  it('reaches loading, loaded and failed', () => {
    expect(paths.map((path) => path.state.value).sort()).toEqual(['failed', 'loaded', 'loading']);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const control = controlledActors(['loadConfig']);
      const actor = await replayPath(path, configMachine.provide({ actors: control.actors as never }), control);
      const snapshot = actor.getSnapshot();
      expect(control.calls.loadConfig).toHaveLength(1);
      const expected = {
        loading: 'spinner',
        loaded: 'app:Zdravotní karta pojištěnce',
        failed: 'Nepodařilo se načíst konfigurační soubor.',
      };
      expect(screen(snapshot)).toBe(expected[snapshot.value as keyof typeof expected]);
      if (snapshot.matches('loaded')) expect(snapshot.context.config).toEqual(config);
      actor.stop();
    });
  }
});
