import { useEffect, useMemo } from 'react';
import { RouterProvider, createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { NotFound } from './components/NotFound';
import { RenderFailure } from './components/RenderFailure';
import { CenteredSpinner } from './components/ui/Spinner';
import { handleStaleChunk, isStaleChunkError } from './lib/stale-chunk';
import { useAppRuntime } from './app/context';
import { watchGuardInputs, type RouterContext } from './app/router-context';
import './app/route-meta';

/**
 * The router: the generated file-route tree, mounted under the app's base URL, with the
 * spinner while a lazily loaded route arrives, the render-failure boundary for every route and
 * the not-found screen. Trailing slashes are kept as written: the spec's paths end with '/'.
 * Its context (the runtime's actors, the api client, the query client) exists only once the
 * configuration has loaded, so `AppRouterProvider` hands it over from inside `<AppProviders>`.
 */
export function createAppRouter(options: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    history: options.history,
    basepath: import.meta.env.BASE_URL ?? '/',
    trailingSlash: 'preserve',
    defaultPreload: 'intent',
    defaultPendingMs: 150,
    defaultPendingMinMs: 300,
    defaultPendingComponent: () => <CenteredSpinner />,
    defaultErrorComponent: ({ error, reset }) => {
      // a lazily loaded screen of an older build: 'Aplikace byla aktualizována.' and a reload
      if (isStaleChunkError(error)) {
        handleStaleChunk();
        return <CenteredSpinner />;
      }
      return <RenderFailure error={error} reset={reset} />;
    },
    defaultNotFoundComponent: () => <NotFound />,
    scrollRestoration: false,
    // supplied by AppRouterProvider before the first load
    context: undefined as unknown as RouterContext,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

export const router = createAppRouter();

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

/**
 * The router with its context, inside `<AppProviders>` (the runtime exists once the configuration
 * has loaded). When an input of the `_app` guard changes — the session ends, the roles arrive, the
 * account type is switched — the current matches are loaded again, so `beforeLoad` decides anew.
 */
export function AppRouterProvider({ router: appRouter = router }: { router?: AppRouter }) {
  const runtime = useAppRuntime();
  const context = useMemo<RouterContext>(() => ({ runtime, api: runtime.api, queryClient: runtime.queryClient }), [runtime]);
  useEffect(() => watchGuardInputs(runtime, () => void appRouter.invalidate()), [runtime, appRouter]);
  return <RouterProvider router={appRouter} context={context} />;
}
