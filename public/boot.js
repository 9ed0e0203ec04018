// Classic script, run before the app's modules (index.html); no module code can come earlier.
//
// 1. zod 4 probes `new Function('')` when it builds an object schema, unless its shared global
//    configuration says `jitless`. The app's schemas are built as their chunks load, before any
//    module code could call z.config(), and under the strict CSP (no 'unsafe-eval') each probe
//    is reported as a violation.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });

// 2. The look ('Vzhled aplikace', kept on this device by src/app/display.ts as zk.zobrazeni) is
//    set before the first paint, so a dark theme never flashes white. Without a choice the
//    system's colour scheme applies.
(function () {
  var stored = null;
  try {
    stored = JSON.parse(localStorage.getItem('zk.zobrazeni') || 'null');
  } catch {
    stored = null;
  }
  var motiv = (stored && stored.motiv) || 'SYSTEM';
  var systemDark = !!(window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.setAttribute('data-theme', motiv === 'TMAVY' || (motiv === 'SYSTEM' && systemDark) ? 'dark' : 'light');
  if (stored && stored.vetsiPismo) root.setAttribute('data-text', 'large');
})();

// 3. config.json is asked for now, while the app's modules still download, instead of after they
//    have run (src/lib/config.ts takes this answer for its first load, once).
try {
  var configUrl = new URL('config.json', document.currentScript ? document.currentScript.src : location.href).href;
  globalThis.__zkEarlyConfig = {
    url: configUrl,
    response: fetch(configUrl, { cache: 'no-store', headers: { Accept: 'application/json' } }),
  };
  // A failed early fetch is the app's to report when it takes it; never an unhandled rejection.
  globalThis.__zkEarlyConfig.response.catch(function () {});
} catch {
  // no fetch (very old browser): the app loads config.json itself
}

// 4. On a reload of a tab with a live session, the session's renewal starts at once, instead of
//    after the app's code has loaded and run. It goes to the API the app used last from this
//    browser (or, before the app has kept one, where config.json says the API is) and sends the
//    aplikaceInfo the app sent last (src/lib/early-refresh.ts keeps both; the app's first renewal
//    takes this answer once, when it asks the same API). The Web Lock is the app's: tabs never
//    renew with the same cookie at once.
(function () {
  var early = globalThis.__zkEarlyConfig;
  var expiry = NaN;
  var kept = null;
  try {
    expiry = Date.parse(sessionStorage.getItem('zk.refreshTokenExpirace') || '');
    kept = JSON.parse(localStorage.getItem('zk.aplikaceInfo') || 'null');
  } catch {
    return;
  }
  if (!early || !(expiry > Date.now()) || !kept || !kept.aplikaceInfo || kept.userAgent !== navigator.userAgent) return;
  // The API's address without a trailing slash, e.g. 'https://portal.example/api'.
  var apiBase =
    typeof kept.apiBase === 'string' && /^https?:\/\//.test(kept.apiBase)
      ? Promise.resolve(kept.apiBase)
      : early.response
          .then(function (response) {
            if (!response.ok) throw new Error('config.json: HTTP ' + response.status);
            // a copy: the app reads config.json's body itself
            return response.clone().json();
          })
          .then(function (value) {
            var api = typeof value.apiUrl === 'string' && value.apiUrl.trim() ? value.apiUrl.trim() : '/api';
            return new URL(api.replace(/\/+$/, '') || '/', location.href).href.replace(/\/+$/, '');
          });
  var send = function () {
    return apiBase.then(function (base) {
      return fetch(base + '/app/refresh', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ aplikaceInfo: kept.aplikaceInfo }),
      });
    });
  };
  var response = navigator.locks
    ? new Promise(function (resolve, reject) {
        navigator.locks.request('zk.refresh', { mode: 'exclusive' }, function () {
          var sent = send();
          sent.then(resolve, reject);
          return sent.catch(function () {});
        });
      })
    : send();
  response.catch(function () {});
  apiBase.catch(function () {});
  globalThis.__zkEarlyRefresh = { at: Date.now(), apiBase: apiBase, response: response };

  // 5. An insured person's screens all wait for the represented persons (GET /uzivatel/zastupy),
  //    which need the renewed access token: they are asked for as soon as the renewal answers.
  //    The app takes this answer only for its own request with the very same token
  //    (src/lib/early-refresh.ts), so a renewal the app did not take leaves it unused.
  var persons = response
    .then(function (answer) {
      if (!answer.ok) throw new Error('renewal: HTTP ' + answer.status);
      // a copy, made before the app reads the body: this callback was registered first
      return answer.clone().json();
    })
    .then(function (tokens) {
      var token = tokens && tokens.accessToken;
      var claims = JSON.parse(atob(String(token).split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
      if (claims.jp !== true) throw new Error('not an insured person');
      return apiBase.then(function (base) {
        return fetch(base + '/uzivatel/zastupy', {
          method: 'GET',
          credentials: 'same-origin',
          headers: { Accept: 'application/json', Authorization: 'Bearer ' + token },
        }).then(function (answer) {
          return { token: token, response: answer };
        });
      });
    });
  persons.catch(function () {});
  globalThis.__zkEarlyPersons = { at: Date.now(), answer: persons };
})();
