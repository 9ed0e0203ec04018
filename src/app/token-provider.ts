import { waitFor, type Actor } from 'xstate';
import { isAccessTokenFresh, type sessionMachine } from '../../machines/session/session.machine';

export type SessionActor = Actor<typeof sessionMachine>;

/**
 * The api client's `getAccessToken`: the access token in memory when it is still fresh;
 * otherwise asks the session to renew it (`session.tokenNeeded`) and waits until the session
 * has a token again (resolves it), the renewal failed without a 401 (rejects with its error),
 * or the session ended (resolves null). Concurrent callers share the one renewal.
 */
export function createTokenProvider(session: SessionActor, now: () => number = Date.now): () => Promise<string | null> {
  return async function getAccessToken() {
    const snapshot = session.getSnapshot();
    if (!snapshot.matches('authenticated')) return null;
    const { context } = snapshot;
    if (snapshot.matches({ authenticated: 'idle' }) && isAccessTokenFresh(context.payload, context.toleranceS, now())) {
      return context.accessToken;
    }
    if (!snapshot.matches({ authenticated: 'refreshing' })) session.send({ type: 'session.tokenNeeded' });
    const settled = await waitFor(
      session,
      (s) => !s.matches('authenticated') || s.matches({ authenticated: 'idle' }) || s.matches({ authenticated: 'refreshFailed' }),
    );
    if (settled.matches({ authenticated: 'idle' })) return settled.context.accessToken;
    if (settled.matches({ authenticated: 'refreshFailed' })) throw settled.context.refreshError;
    return null;
  };
}
