// The service worker (issue 15 §4 and §10). It caches nothing of the app itself: without a
// connection a navigation gets the offline page, which shows the card and emergency data the app
// kept in Cache Storage (src/lib/offline-card.ts; removed at sign-out). It also shows the push
// messages the server sends (server/services/settings/notify.ts): a generic title and text, and a
// link into the app.
'use strict';

const SHELL_CACHE = 'zk-offline-stranka-v2';
const DATA_CACHE = 'zk-offline-karta';
const DATA_URL = '/offline/data.json';
const SHELL = ['/offline.html', '/offline.js', '/offline.css', '/boot.js', '/favicon.svg'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key.startsWith('zk-offline-stranka-') && key !== SHELL_CACHE).map((key) => caches.delete(key))),
      )
      // The page's request starts while the worker boots, not after it (a phone's cold start of a
      // worker can take a few hundred milliseconds).
      .then(() => self.registration.navigationPreload && self.registration.navigationPreload.enable())
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === DATA_URL) {
    event.respondWith(
      caches
        .open(DATA_CACHE)
        .then((cache) => cache.match(DATA_URL))
        .then((response) => response || new Response('{"osoby":[]}', { headers: { 'content-type': 'application/json' } })),
    );
    return;
  }
  if (SHELL.includes(url.pathname)) {
    // The network first (boot.js is also the app's), the copy kept at install when offline.
    event.respondWith(fetch(request).catch(() => caches.match(request)));
    return;
  }
  if (request.mode === 'navigate') {
    event.respondWith(
      Promise.resolve(event.preloadResponse)
        .then((preloaded) => preloaded || fetch(request))
        .catch(() => caches.match('/offline.html')),
    );
  }
});

self.addEventListener('push', (event) => {
  let message = null;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message.nadpis !== 'string') return;
  const link = typeof message.odkaz === 'string' && message.odkaz.startsWith('/') && !message.odkaz.startsWith('//') ? message.odkaz : '/';
  event.waitUntil(
    self.registration.showNotification(message.nadpis, {
      body: typeof message.text === 'string' ? message.text : '',
      icon: '/favicon.svg',
      lang: 'cs',
      tag: typeof message.kategorie === 'string' ? message.kategorie : undefined,
      data: { odkaz: link },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data && event.notification.data.odkaz) || '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if ('focus' in client && 'navigate' in client) return client.navigate(link).then((opened) => (opened || client).focus());
      }
      return self.clients.openWindow(link);
    }),
  );
});
