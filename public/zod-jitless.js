// zod 4 probes `new Function('')` when it builds an object schema, unless its shared global
// configuration says `jitless`. The app's schemas are built as their chunks load, before any
// module code could call z.config(), and under the strict CSP (no 'unsafe-eval') each probe is
// reported as a violation. This classic script runs before the app's modules (see index.html).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
