import { createActor, fromPromise, type Actor } from 'xstate';
import { appLoginRoute, appLoginUrlRoute } from '../../contract/boot-calls';
import { loginMachine } from '../../machines/login/login.machine';
import { buildAplikaceInfo } from '../lib/app-info';
import { keepForEarlyRefresh } from '../lib/early-refresh';
import type { AppRuntime } from './runtime';

export type LoginActor = Actor<typeof loginMachine>;

export interface LoginFlows {
  /** The login flow for this ticket (one actor per ticket: a ticket must never be exchanged twice). */
  loginFlow: (listek: string | undefined) => LoginActor;
  /** Starts the login flow for this ticket; the returned release stops it once nobody holds it. */
  holdLoginFlow: (listek: string | undefined) => () => void;
  stop: () => void;
}

/**
 * The runtime's login flows, one per ticket. Only the sign-in page has them, so they are created
 * there (`runtime.part('login', …)` in use-login.ts) and the login machine loads with that page,
 * not with every page's first download.
 */
export function createLoginFlows(runtime: Pick<AppRuntime, 'api' | 'config' | 'session' | 'environment' | 'inspect'>): LoginFlows {
  const { api, config, session, environment: env, inspect } = runtime;
  interface LoginEntry {
    actor: LoginActor;
    holders: number;
    stopTimer?: ReturnType<typeof setTimeout>;
  }
  const loginFlows = new Map<string, LoginEntry>();
  const loginLogic = loginMachine.provide({
    actors: {
      fetchLoginUrl: fromPromise(async () => api.callTrusted(appLoginUrlRoute)),
      // Not aborted when the flow stops: the server may already have used the ticket.
      exchangeTicket: fromPromise(async ({ input }) => {
        const aplikaceInfo = buildAplikaceInfo(config);
        const tokens = await api.callTrusted(appLoginRoute, { body: { listek: input.listek, aplikaceInfo } });
        keepForEarlyRefresh(aplikaceInfo, config.apiUrl);
        return tokens;
      }),
    },
    actions: {
      redirectToLogin: (_, params) => env.assign(params.url),
      deliverTokens: (_, params) => session.send({ type: 'session.tokensReceived', ...params.tokens }),
    },
  });
  const loginEntry = (listek: string | undefined): LoginEntry => {
    const key = listek ?? '';
    let entry = loginFlows.get(key);
    if (!entry) {
      entry = {
        holders: 0,
        actor: createActor(loginLogic, {
          id: 'login',
          inspect,
          input: { listek: listek || undefined, waitForConfirmation: config.prihlaseniPresmerovani !== undefined },
        }),
      };
      loginFlows.set(key, entry);
    }
    return entry;
  };

  return {
    loginFlow: (listek) => loginEntry(listek).actor,
    holdLoginFlow: (listek) => {
      const entry = loginEntry(listek);
      entry.holders += 1;
      if (entry.stopTimer !== undefined) clearTimeout(entry.stopTimer);
      entry.stopTimer = undefined;
      entry.actor.start();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        entry.holders -= 1;
        if (entry.holders > 0) return;
        // Deferred so that a remount (React StrictMode) keeps the same flow instead of exchanging twice.
        entry.stopTimer = setTimeout(() => {
          if (entry.holders > 0) return;
          entry.actor.stop();
          if (loginFlows.get(listek ?? '') === entry) loginFlows.delete(listek ?? '');
        }, 0);
      };
    },
    stop() {
      for (const entry of loginFlows.values()) {
        if (entry.stopTimer !== undefined) clearTimeout(entry.stopTimer);
        entry.actor.stop();
      }
      loginFlows.clear();
    },
  };
}
