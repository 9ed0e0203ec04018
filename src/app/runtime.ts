import type { QueryClient } from '@tanstack/react-query';
import { createActor, fromPromise, type Actor, type InspectionEvent, type Observer } from 'xstate';
// The boot calls' zod-free routes: the first download carries no zod (contract/boot-calls.ts).
import { appLogoutRoute, appRefreshRoute, zastupyRoute } from '../../contract/boot-calls';
import { bootMessages } from '../../contract/boot-messages';
import { forgetOfflineData } from '../lib/offline-cache';
import { accountTypeMachine } from '../../machines/accountType/accountType.machine';
import { representedPersonMachine } from '../../machines/representedPerson/representedPerson.machine';
import { sessionMachine, sessionStatusOf, type SessionStatus } from '../../machines/session/session.machine';
import { createApiClient, type ApiClient } from '../lib/api-client';
import { buildAplikaceInfo } from '../lib/app-info';
import { keepForEarlyRefresh, takeEarlyResponse } from '../lib/early-refresh';
import type { RuntimeConfig } from '../lib/config';
import { createQueryClient } from '../lib/query-client';
import { getStored, removeStored, removeStoredDrafts, setStored } from '../lib/storage';
import { createTokenProvider } from './token-provider';
import { browserTabSync, type TabSync } from './tab-sync';

/** Everything the flows do to the outside world, so tests can replace it. */
export interface AppEnvironment {
  fetch: typeof fetch;
  alert: (text: string) => void;
  reload: () => void;
  /** Full-page navigation (the login address, the demo logout address). */
  assign: (url: string) => void;
  /** In-app navigation (the start page after an account-type switch). */
  navigate: (to: string) => void;
  /** The success toast (the represented-person switch confirmation). */
  notify: (text: string) => void;
  /** The other tabs of this browser (Web Locks, BroadcastChannel); default: the browser's (tab-sync.ts). */
  tabs?: TabSync;
}

export function browserEnvironment(overrides: Partial<AppEnvironment> = {}): AppEnvironment {
  return {
    fetch: (input, init) => globalThis.fetch(input, init),
    alert: (text) => window.alert(text),
    reload: () => window.location.reload(),
    assign: (url) => window.location.assign(url),
    navigate: (to) => window.location.assign(to),
    notify: () => {},
    ...overrides,
  };
}

/** The Web Lock every tab's refresh takes. */
export const REFRESH_LOCK = 'zk.refresh';

export interface AppRuntime {
  config: RuntimeConfig;
  api: ApiClient;
  queryClient: QueryClient;
  session: Actor<typeof sessionMachine>;
  accountType: Actor<typeof accountTypeMachine>;
  representedPerson: Actor<typeof representedPersonMachine>;
  /** The dev inspector (`?inspect`, development only): the flows' hooks pass it to the actors they create. */
  inspect?: Observer<InspectionEvent>;
  getAccessToken: () => Promise<string | null>;
  /** What the flows do to the outside world (the parts below use it too). */
  environment: AppEnvironment;
  /**
   * A part only some screens use (the login flows of the sign-in page, the dialog queue of the
   * signed-in shell), created on its first use
   * by the module that needs it, so its code loads with those screens and not with every first
   * visit; one per key and runtime, stopped with the runtime.
   */
  part: <T extends { stop(): void }>(key: string, create: () => T) => T;
  start: () => void;
  stop: () => void;
}

export interface AppRuntimeOptions {
  config: RuntimeConfig;
  environment: AppEnvironment;
  inspect?: Observer<InspectionEvent>;
  queryClient?: QueryClient;
}

/**
 * Creates the app's actors with their real implementations (API calls, storage, alert, reload,
 * navigation) and wires them together. Nothing runs until `start()`.
 *
 * Wiring: a new token payload (its roles jl, jp and the staff role pr) re-resolves the account type; once the session has an access token
 * of a user with the insured-person role the represented persons are loaded (and forgotten when
 * the session ends); when the session ends the query cache is cleared.
 */
/** GET /uzivatel/zastupy: the represented persons and the signed-in user's name (one cache entry for both). */
export const zastupyQuery = (api: ApiClient) => ({
  queryKey: ['uzivatel', 'zastupy'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.callTrusted(zastupyRoute, { signal }),
});

export function createAppRuntime({ config, environment, inspect, queryClient = createQueryClient() }: AppRuntimeOptions): AppRuntime {
  const env = environment;
  const tabs = env.tabs ?? browserTabSync();
  let getAccessToken: () => Promise<string | null> = async () => null;

  const api = createApiClient({
    baseUrl: config.apiUrl,
    getAccessToken: () => getAccessToken(),
    onUnauthorized: () => session.send({ type: 'session.unauthorized' }),
    // the session's renewal and the represented persons that public/boot.js asked for early are
    // taken once, as if fetched now (when they could not be made or do not fit, the call goes out now)
    fetch: (input, init) => takeEarlyResponse(input, init)?.catch(() => env.fetch(input, init)) ?? env.fetch(input, init),
  });

  // the API client above reaches the session only through callbacks, after this line has run
  const session = createActor(
    sessionMachine.provide({
      actors: {
        // One tab at a time: the next one sends the cookie the previous one got (tab-sync.ts).
        refreshTokens: fromPromise(async () => {
          const aplikaceInfo = buildAplikaceInfo(config);
          const tokens = await tabs.exclusive(REFRESH_LOCK, () => api.callTrusted(appRefreshRoute, { body: { aplikaceInfo } }));
          keepForEarlyRefresh(aplikaceInfo, config.apiUrl);
          tabs.announce({ type: 'refreshed', refreshTokenExpirace: tokens.refreshTokenExpirace });
          return tokens;
        }),
        logoutService: fromPromise<unknown>(async () => {
          try {
            return await api.callTrusted(appLogoutRoute);
          } finally {
            tabs.announce({ type: 'loggedOut' });
          }
        }),
      },
      actions: {
        saveStoredExpiry: (_, params) => setStored('refreshTokenExpirace', params.refreshTokenExpirace),
        clearStoredTokens: () => removeStored('refreshTokenExpirace'),
        clearStoredPersonIndex: () => removeStored('zastupIndex'),
        alertSessionExpired: () => env.alert(bootMessages.sessionExpired),
        reloadPage: () => env.reload(),
      },
    }),
    {
      id: 'session',
      inspect,
      input: { refreshTokenExpirace: getStored('refreshTokenExpirace'), toleranceS: config.toleranceHodinS },
    },
  );
  getAccessToken = createTokenProvider(session);

  const accountType = createActor(
    accountTypeMachine.provide({
      actions: {
        persistType: (_, params) => setStored('typUctu', params.type),
        goToStartPage: () => env.navigate('/'),
      },
    }),
    { id: 'accountType', inspect, input: { jl: false, jp: false, storedType: getStored('typUctu') } },
  );

  const representedPerson = createActor(
    representedPersonMachine.provide({
      actors: {
        loadRepresentedPersons: fromPromise(async () => {
          const answer = await queryClient.fetchQuery(zastupyQuery(api));
          return answer.seznamZastupu;
        }),
      },
      actions: {
        storeIndex: (_, params) => setStored('zastupIndex', params.index),
        notifyPersonSwitched: (_, params) => env.notify(params.text),
      },
    }),
    { id: 'representedPerson', inspect, input: { storedIndex: getStored('zastupIndex') } },
  );

  // ---- parts created on first use ---------------------------------------------------------------
  const parts = new Map<string, { stop(): void }>();

  // ---- wiring ---------------------------------------------------------------------------------------
  let started = false;
  let stopped = false;
  let unsubscribe: (() => void) | null = null;

  function wire() {
    let roles = '';
    let personsFor: string | null = null;
    let previousStatus: SessionStatus | null = null;
    const onSession = () => {
      const snapshot = session.getSnapshot();
      const payload = snapshot.context.payload;
      const nextRoles = `${payload?.jl ?? false}/${payload?.jp ?? false}/${payload?.pr ?? ''}`;
      if (nextRoles !== roles) {
        roles = nextRoles;
        accountType.send({ type: 'accountType.rolesChanged', jl: payload?.jl ?? false, jp: payload?.jp ?? false, pr: payload?.pr ?? null });
      }
      const status = sessionStatusOf(snapshot);
      const owner = status === 'authenticated' && payload?.jp ? payload.sub : null;
      if (owner !== personsFor) {
        personsFor = owner;
        representedPerson.send(owner ? { type: 'person.load' } : { type: 'person.reset' });
      }
      // signed out or expired: nothing of this person stays in the tab (server data, unsent wizard drafts)
      if (previousStatus === 'authenticated' && status !== 'authenticated') {
        queryClient.clear();
        removeStoredDrafts();
        // and nothing stays on the device for the offline card either
        void forgetOfflineData();
      }
      previousStatus = status;
    };
    const subscription = session.subscribe({ next: onSession, error: () => {} });
    onSession();
    // What the other tabs did with the shared session.
    const stopListening = tabs.listen((message) => {
      if (message.type === 'refreshed')
        session.send({ type: 'session.refreshedElsewhere', refreshTokenExpirace: message.refreshTokenExpirace });
      else if (session.getSnapshot().matches('authenticated')) session.send({ type: 'session.unauthorized' });
    });
    return () => {
      subscription.unsubscribe();
      stopListening();
    };
  }

  return {
    config,
    api,
    queryClient,
    session,
    accountType,
    representedPerson,
    inspect,
    getAccessToken: () => getAccessToken(),
    environment: env,
    part: <T extends { stop(): void }>(key: string, create: () => T): T => {
      let part = parts.get(key);
      if (!part) {
        part = create();
        parts.set(key, part);
      }
      return part as T;
    },
    start() {
      // Single use: stopped actors cannot be restarted, so a stopped runtime stays stopped.
      if (started || stopped) return;
      started = true;
      accountType.start();
      representedPerson.start();
      session.start();
      unsubscribe = wire();
    },
    stop() {
      if (stopped) return;
      stopped = true;
      unsubscribe?.();
      for (const part of parts.values()) part.stop();
      parts.clear();
      session.stop();
      accountType.stop();
      representedPerson.stop();
    },
  };
}
