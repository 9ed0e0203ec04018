import { StrictMode } from 'react';
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
const { pathname, search } = router.latestLocation;
const firstScreens = pathname === '/prihlaseni' && 'listek' in search ? [pathname, '/'] : [pathname];
// So does the code such a screen always imports lazily (the start page's cards).
for (const route of firstScreens.flatMap((path) => router.getMatchedRoutes(path)[0])) {
  void router.loadRouteChunk(route)?.catch(() => {
    // the router loads it again when it renders the screen, and reports a failure then
  });
  route.options.staticData?.preloadCode?.();
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing in index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders navigate={(to) => void router.navigate({ to })}>
      <AppRouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

// The offline card and push messages (public/sw.js); registered after the first screen, so it
// costs the first visit nothing but this call.
if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // no service worker (private mode, an old browser): the app works without one
    });
  });
}
