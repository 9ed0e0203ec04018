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
