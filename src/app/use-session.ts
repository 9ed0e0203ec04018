import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { AccessTokenPayload } from '../../contract/app';
import { sessionStatusOf, type SessionSnapshot, type SessionStatus } from '../../machines/session/session.machine';
import type { ApiClient } from '../lib/api-client';
import type { RuntimeConfig } from '../lib/config';
import { useAppRuntime } from './context';

/** The runtime configuration (config.json), validated. */
export function useRuntimeConfig(): RuntimeConfig {
  return useAppRuntime().config;
}

/** The api client bound to the session's token provider. */
export function useApi(): ApiClient {
  return useAppRuntime().api;
}

/** Reads the session snapshot (re-renders only when the selected value changes). */
export function useSessionSelector<T>(selector: (snapshot: SessionSnapshot) => T): T {
  return useSelector(useAppRuntime().session, selector);
}

export interface SessionEvents {
  /** Starts the logout (POST /app/logout, then the stored index and tokens are cleared). */
  logout(): void;
  /** Reports an HTTP 401: the stored tokens are cleared and the guard sends the user to login. */
  unauthorized(): void;
}

export function useSessionEvents(): SessionEvents {
  const { session } = useAppRuntime();
  return useMemo(
    () => ({
      logout: () => session.send({ type: 'session.logout' }),
      unauthorized: () => session.send({ type: 'session.unauthorized' }),
    }),
    [session],
  );
}

export function useSessionStatus(): SessionStatus {
  return useSessionSelector(sessionStatusOf);
}

/** True while a valid refresh token exists (document 1 §4). */
export function useIsLoggedIn(): boolean {
  return useSessionSelector((snapshot) => sessionStatusOf(snapshot) === 'authenticated');
}

/** The claims of the access token in memory; null before the first token (e.g. right after a reload). */
export function useTokenPayload(): AccessTokenPayload | null {
  return useSessionSelector((snapshot) => snapshot.context.payload);
}
