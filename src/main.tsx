import './lib/zod-config'; // first, before any schema parses
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { AppProviders } from './app/AppProviders';
import { installStaleChunkHandler } from './lib/stale-chunk';
import { AppRouterProvider, router } from './router';

// 'Aplikace byla aktualizována.' and a reload when a chunk of an older build cannot be loaded
installStaleChunkHandler();

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
