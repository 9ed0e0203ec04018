import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { AppProviders } from './app/AppProviders';
import { installStaleChunkHandler } from './lib/stale-chunk';
import { AppRouterProvider, router } from './router';

// 'Aplikace byla aktualizována.' and a reload when a chunk of an older build cannot be loaded
installStaleChunkHandler();

// The code of the screen being opened starts downloading now, beside config.json and the session's
// refresh, instead of after them (the router would ask for it only once the session is known).
// The sign-in return (/prihlaseni?listek=…) ends on the start page: its code loads beside the
// ticket exchange instead of after it.
//
// They start in tasks of their own (a route's chunk, or the code it always imports lazily, per task),
// queued before React's first render: adding a screen's preload links costs the main thread about
// 1 ms per file, and in one task with the app's modules or with each other they made a long task
// that blocks input (issue 38; measured with scripts/bench/profile.mjs and Lighthouse's traces).
function firstScreenPreloads(): Array<() => void> {
  const { pathname, search } = router.latestLocation;
  const firstScreens = pathname === '/prihlaseni' && 'listek' in search ? [pathname, '/'] : [pathname];
  return firstScreens
    .flatMap((path) => router.getMatchedRoutes(path)[0])
    .flatMap((route) => [
      () =>
        void router.loadRouteChunk(route)?.catch(() => {
          // the router loads it again when it renders the screen, and reports a failure then
        }),
      // so does the code such a screen always imports lazily (the start page's cards)
      () => route.options.staticData?.preloadCode?.(),
    ]);
}
const preloads = firstScreenPreloads();
const nextTask = new MessageChannel();
nextTask.port1.onmessage = () => {
  preloads.shift()?.();
  if (preloads.length) nextTask.port2.postMessage(null);
  else nextTask.port1.close();
};
nextTask.port2.postMessage(null);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing in index.html');

// As a transition, the first render yields to the browser every few milliseconds instead of
// running as one long task (what the screens render later, on data, is up to the router and the
// stores).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders navigate={(to) => void router.navigate({ to })}>
        <AppRouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});

// The offline card and push messages (public/sw.js); registered after the first screen, so it
// costs the first visit nothing but this call.
if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // no service worker (private mode, an old browser): the app works without one
    });
  });
}
