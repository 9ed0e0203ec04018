import { assign, fromPromise, setup } from 'xstate';

/**
 * Runtime configuration loading (document 1 §4 "App and page states"): a spinner while
 * `loading`, the app when `loaded`, and 'Nepodařilo se načíst konfigurační soubor.' when `failed`.
 * The `loadConfig` actor (fetch + zod validation of /config.json) is supplied by the app.
 */

/** The shape of /config.json. `src/lib/config.ts` validates it with zod and is checked against this type. */
export interface RuntimeConfigShape {
  /** Document title and aplikaceInfo.nazev. */
  nazev: string;
  /** API base URL (default '/api'). */
  apiUrl: string;
  /** The login-redirect setting: when absent the ticket exchange runs automatically. */
  prihlaseniPresmerovani?: boolean;
  /** Demo logout address: where the browser goes after logout instead of '/uzivatel/odhlasen'. */
  demoOdhlaseniUrl?: string;
  /** Clock tolerance for token validity, seconds. */
  toleranceHodinS: number;
  /** Map tiles for the contract-partner map. */
  mapa?: { dlazdiceUrl: string; atribuce: string };
}

export const configFailedMessage = 'Nepodařilo se načíst konfigurační soubor.';

export const configMachine = setup({
  types: {
    context: {} as { config: RuntimeConfigShape | null; error: unknown },
  },
  actors: {
    loadConfig: fromPromise<RuntimeConfigShape>(async () => {
      throw new Error('loadConfig is supplied with .provide()');
    }),
  },
  actions: {
    storeConfig: assign((_, params: { config: RuntimeConfigShape }) => ({ config: params.config, error: null })),
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
  },
}).createMachine({
  id: 'config',
  description:
    "Loads config.json (next to index.html): a spinner while loading, the app when loaded, 'Nepodařilo se načíst konfigurační soubor.' when it fails.",
  context: { config: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'GET config.json next to index.html; the app shows a spinner.',
      invoke: {
        id: 'loadConfig',
        src: 'loadConfig',
        onDone: { target: 'loaded', actions: { type: 'storeConfig', params: ({ event }) => ({ config: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loaded: {
      description: 'The app renders with the configuration in context.',
      type: 'final',
    },
    failed: {
      description: "Shows 'Nepodařilo se načíst konfigurační soubor.'",
      type: 'final',
    },
  },
});
