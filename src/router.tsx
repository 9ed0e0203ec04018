import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { NotFound } from './components/NotFound';
import { RenderFailure } from './components/RenderFailure';
import { CenteredSpinner } from './components/ui/Spinner';
import { handleStaleChunk, isStaleChunkError } from './lib/stale-chunk';
import './app/route-meta';

/**
 * The router: the generated file-route tree, mounted under the app's base URL, with the
 * spinner while a lazily loaded route arrives, the render-failure boundary for every route and
 * the not-found screen. Trailing slashes are kept as written: the spec's paths end with '/'.
 */
export function createAppRouter() {
  return createRouter({
    routeTree,
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
  });
}

export const router = createAppRouter();

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
