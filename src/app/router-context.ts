/**
 * The router context (document 0 §5): what every route's `beforeLoad` and `loader` get — the
 * runtime's actors, the api client and the query client — and the rules they apply: the sign-in
 * guard and the account-type filter of the `_app` layout, and whose data a loader fetches.
 *
 * Loaded with the first screen (route files import it), so it imports only what the runtime
 * already brings along: the machines' selectors, storage and the id check of contract/ids.
 */
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { notFound, redirect, type AnyRouteMatch, type ParsedLocation } from '@tanstack/react-router';
import { waitFor, type AnyActorRef, type SnapshotFrom } from 'xstate';
import { accountTypeOf, type AccountType } from '../../machines/accountType/accountType.machine';
import { currentPerson, representedPersonStatusOf } from '../../machines/representedPerson/representedPerson.machine';
import { sessionStatusOf, type SessionSnapshot, type SessionStatus } from '../../machines/session/session.machine';
import type { ApiClient } from '../lib/api-client';
import { getStored } from '../lib/storage';
import { rememberReturnAddress } from './return-after-login';
import { routeAllowed } from './route-meta';
import { whosePersonId } from './whose-data';
import type { AppRuntime } from './runtime';

export interface RouterContext {
  /** The session, account-type and represented-person actors, the parts created on first use (and the configuration). */
  runtime: AppRuntime;
  /** The api client bound to the session (`runtime.api`). */
  api: ApiClient;
  /** The query cache the screens read (`runtime.queryClient`). */
  queryClient: QueryClient;
}

// ---- the guard of the _app layout -------------------------------------------------------------

/**
 * Login is needed when no valid refresh token is held — but not while the session is still being
 * read ('unknown') and not when it has just expired: then the alert 'Přihlášení vypršelo' shows and
 * the page reloads (the 'Přihlašování' spinner stays until then).
 */
export function mustLogIn(status: SessionStatus): boolean {
  return status !== 'authenticated' && status !== 'unknown' && status !== 'expired';
}

/** Logged in, but the roles (and so the account type) are not known before the access token has been renewed after a reload. */
export function rolesPending(snapshot: SessionSnapshot): boolean {
  return snapshot.matches('authenticated') && snapshot.context.payload === null;
}

/** The session has told what the guard needs: whether a login is needed and, if logged in, the roles. */
function sessionSettled(snapshot: SessionSnapshot): boolean {
  return sessionStatusOf(snapshot) !== 'unknown' && !rolesPending(snapshot);
}

/** Longest wait of the guard for the session (the renewal after a reload); then the layout's spinner takes over. */
export const GUARD_WAIT_MS = 15_000;

/** Resolves once the actor's snapshot satisfies `settled`, or after `timeoutMs` (never rejects). */
async function settle<A extends AnyActorRef>(actor: A, settled: (snapshot: SnapshotFrom<A>) => boolean, timeoutMs: number): Promise<void> {
  if (settled(actor.getSnapshot())) return;
  try {
    await waitFor(actor, settled, { timeout: timeoutMs });
  } catch {
    // timed out (or the actor stopped): decide with what is known
  }
}

export type GuardOutcome = 'login' | 'notFound' | 'staff' | 'pass';

/**
 * The `_app` guard (document 1 §2 and §4), run by the layout route's `beforeLoad`:
 * - no valid refresh token → 'login' (the route redirects to '/prihlaseni');
 * - a staff member (PRACOVNIK) on a route that is not theirs (any route whose `staticData.accountTypes`
 *   do not name PRACOVNIK: the insured person's and the doctor's screens) → 'staff' (the route
 *   redirects to their workspace, '/pracoviste/');
 * - a matched route whose `staticData.accountTypes` exclude the current account type → 'notFound'
 *   (the not-found screen inside the shell);
 * - otherwise 'pass'. While the session is being read or has expired it also passes: the layout
 *   shows its spinner, and the guard runs again when the session changes (`watchGuardInputs`).
 *
 * Waits for the session to settle (the access-token renewal after a reload brings the roles), at
 * most `timeoutMs`, so a slow or failing renewal never hangs the navigation.
 */
export async function runAppGuard(
  runtime: Pick<AppRuntime, 'session' | 'accountType'>,
  matches: readonly Pick<AnyRouteMatch, 'staticData'>[],
  timeoutMs = GUARD_WAIT_MS,
): Promise<GuardOutcome> {
  await settle(runtime.session, sessionSettled, timeoutMs);
  const session = runtime.session.getSnapshot();
  const status = sessionStatusOf(session);
  if (mustLogIn(status)) return 'login';
  if (status !== 'authenticated' || rolesPending(session)) return 'pass';
  const type = accountTypeOf(runtime.accountType.getSnapshot());
  if (type === 'PRACOVNIK' && !matches.some((match) => match.staticData?.accountTypes?.includes('PRACOVNIK'))) return 'staff';
  return matches.every((match) => routeAllowed(match.staticData?.accountTypes, type)) ? 'pass' : 'notFound';
}

/**
 * The `beforeLoad` of the guarded layouts (`_app` and the staff workspace `pracoviste`), one for
 * both so the first download holds the guard once: signed out → the sign-in page (the address is
 * kept for after it); a staff member outside their routes → their workspace; a route of another
 * account type → not found. Which routes are whose is each route's `staticData.accountTypes`.
 * Route files call it from an arrow with its return type: the function itself as `beforeLoad`
 * makes the route tree's type refer to itself (TS7022).
 */
export async function guardLayout({
  context,
  matches,
  location,
}: {
  context: Pick<RouterContext, 'runtime'>;
  matches: readonly Pick<AnyRouteMatch, 'staticData'>[];
  location: Pick<ParsedLocation, 'href'>;
}): Promise<void> {
  const outcome = await runAppGuard(context.runtime, matches);
  if (outcome === 'login') {
    rememberReturnAddress(location.href);
    throw redirect({ to: '/prihlaseni', replace: true });
  }
  // the insurer's staff work in their own workspace (issue 34), not in the other screens
  if (outcome === 'staff') throw redirect({ to: '/pracoviste/', replace: true });
  if (outcome === 'notFound') throw notFound();
}

/**
 * Calls `onChange` whenever an input of the guard changes — a login became needed, the roles
 * arrived, the account type changed — so the router runs `beforeLoad` again (`router.invalidate()`):
 * a 401 in the middle of a screen still leads to the login, a switch of the account type still
 * filters the routes. Returns the unsubscribe function.
 */
export function watchGuardInputs(runtime: Pick<AppRuntime, 'session' | 'accountType'>, onChange: () => void): () => void {
  const inputsOf = () => {
    const session = runtime.session.getSnapshot();
    return `${mustLogIn(sessionStatusOf(session))}/${rolesPending(session)}/${accountTypeOf(runtime.accountType.getSnapshot())}`;
  };
  let last = inputsOf();
  const check = () => {
    const next = inputsOf();
    if (next === last) return;
    last = next;
    onChange();
  };
  const subscriptions = [
    runtime.session.subscribe({ next: check, error: () => {} }),
    runtime.accountType.subscribe({ next: check, error: () => {} }),
  ];
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
}

// ---- whose data a loader fetches -------------------------------------------------------------------

/** The current account type (NEZNAMY until the roles are known). */
export function currentAccountType(runtime: Pick<AppRuntime, 'accountType'>): AccountType {
  return accountTypeOf(runtime.accountType.getSnapshot());
}

/**
 * Whose record a screen shows, as a loader can tell before the screen renders — the rule of
 * `useHealthPerson` (app/person.ts): a doctor's patient from the navigation state
 * (`state.pacientId`) or else the stored current patient; an insured person's chosen represented
 * person. Null when not known yet (the screen then starts its queries itself once it is).
 */
export function currentPersonId(
  runtime: Pick<AppRuntime, 'accountType' | 'representedPerson'>,
  location: Pick<ParsedLocation, 'state'>,
): string | null {
  return whosePersonId(
    currentAccountType(runtime),
    location.state.pacientId,
    getStored('pacientId'),
    currentPerson(runtime.representedPerson.getSnapshot()),
  );
}

/** Starts one query without waiting for it; takes the options of a factory of src/features/<area>/api.ts. */
export type QueryStarter = <TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
) => void;

/**
 * Starts queries without waiting for them: the screen reads the same keys (its `useQuery` joins a
 * fetch in flight, or finds fresh data). `prefetchQuery` fetches only what is missing or stale
 * and never throws: a failure shows on the screen, through the screen's own query.
 */
export function queryStarter(queryClient: QueryClient): QueryStarter {
  return (options) => void queryClient.prefetchQuery(options);
}

/** What a screen's loader gets to start its queries for the person whose data the screen shows. */
export interface PersonQueries {
  start: QueryStarter;
  api: ApiClient;
  pojistenecId: string;
}

/**
 * Whose record a screen shows, once it is known: at once when it is; for an insured user whose
 * represented persons are still on their way (a reload: the loaders run as soon as the roles are
 * known, before `zastupy` answers), when they arrive; null when there is no one to wait for.
 */
export function whenPersonKnown(
  runtime: Pick<AppRuntime, 'accountType' | 'representedPerson'>,
  location: Pick<ParsedLocation, 'state'>,
): Promise<string | null> {
  const known = currentPersonId(runtime, location);
  const pending = (status: string) => status === 'idle' || status === 'loading';
  const waiting = () =>
    currentAccountType(runtime) === 'POJISTENEC' && pending(representedPersonStatusOf(runtime.representedPerson.getSnapshot()));
  if (known || !waiting()) return Promise.resolve(known);
  return new Promise((resolve) => {
    const subscription = runtime.representedPerson.subscribe({
      next: () => {
        if (waiting()) return;
        subscription.unsubscribe();
        resolve(currentPersonId(runtime, location));
      },
      error: () => resolve(null),
    });
  });
}

/**
 * A screen's loader: starts the screen's queries for the person whose data the screen shows. The query
 * options come from a dynamic import of the feature's api.ts, so the route file (loaded with the
 * first screen) stays light: that small chunk loads in parallel with the screen's own chunk,
 * which needs it too. While the person is not known yet the loader does not wait: the queries
 * start the moment it is, beside the screen's chunks, instead of after the screen has rendered.
 */
export async function startPersonQueries(
  { context, location }: { context: RouterContext; location: Pick<ParsedLocation, 'state'> },
  startFor: (queries: PersonQueries) => Promise<void>,
): Promise<void> {
  const start = (pojistenecId: string) => startFor({ start: queryStarter(context.queryClient), api: context.api, pojistenecId });
  const pojistenecId = currentPersonId(context.runtime, location);
  if (pojistenecId) return start(pojistenecId);
  void whenPersonKnown(context.runtime, location)
    .then((known) => (known ? start(known) : undefined))
    .catch(() => {
      // a chunk that failed to load: the screen starts its queries itself and shows the error
    });
}
