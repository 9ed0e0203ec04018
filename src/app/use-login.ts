import { useSelector } from '@xstate/react';
import { useLayoutEffect, useMemo } from 'react';
import { loginStateOf, type LoginState } from '../../machines/login/login.machine';
import { useAppRuntime } from './context';
import { createLoginFlows } from './login-flows';

export interface LoginFlow {
  state: LoginState;
  /** The button ZKUSIT_ZNOVU: fetches a new login address (a used ticket cannot be retried). */
  retry(): void;
  /** The button 'Přihlásit se' when the login-redirect setting is present. */
  confirm(): void;
  /** Why the last step failed (an ApiRequestError); the view describes it (document 2 §8). */
  error?: unknown;
}

/**
 * The login screen's flow. Without `listek` it fetches the login address and sends the browser
 * there; with `listek` it exchanges the ticket and, when `state` is 'done', the view navigates
 * to '/'. One flow per ticket survives remounts, so a ticket is never exchanged twice.
 */
export function useLoginFlow(listek: string | undefined): LoginFlow {
  const runtime = useAppRuntime();
  const flows = runtime.part('login', () => createLoginFlows(runtime));
  const actor = useMemo(() => flows.loginFlow(listek), [flows, listek]);
  useLayoutEffect(() => flows.holdLoginFlow(listek), [flows, listek]);
  const state = useSelector(actor, loginStateOf);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  return useMemo(
    () => ({
      state,
      error,
      retry: () => actor.send({ type: 'login.retry' }),
      confirm: () => actor.send({ type: 'login.confirm' }),
    }),
    [actor, state, error],
  );
}
