#!/usr/bin/env node
// `npm run bench`: measures the front end (sizes, Lighthouse beside a bare React floor), the API
// (autocannon on PGlite and PostgreSQL), start-up and memory under mixed traffic; writes
// docs/performance.json and docs/performance.md. Every child process it starts is stopped at
// the end, also on failure or Ctrl+C. See docs/performance.md for the options.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { installExitHandlers, root } from './lib/children.mjs';
import { loadBudgets, evaluateBudgets, resultsPath } from './lib/budgets.mjs';
import { createDatabase, dropAllDatabases, dropDatabase, postgresUnavailable, startServer, tempDir } from './lib/server.mjs';
import { attributeEntry, buildAndSnapshot, lazyChunks, routeSizesOf } from './sizes.mjs';
import { buildFloor, serveFloor } from './floor.mjs';
import { measurePages } from './lighthouse.mjs';
import { measureTraces } from './trace.mjs';
import { measureApi } from './api.mjs';
import { measureBalancer } from './balancer.mjs';
import { measureStartup } from './startup.mjs';
import { soak } from './soak.mjs';
import { runCrashTest } from './crash.mjs';
import { writeReport } from './report.mjs';

installExitHandlers();
const require = createRequire(import.meta.url);
const env = process.env;
const quick = ['1', 'true'].includes(String(env.BENCH_QUICK ?? '').toLowerCase());
const num = (name, fallback) => (env[name] !== undefined && env[name] !== '' ? Number(env[name]) : fallback);
const config = {
  quick,
  durationS: num('BENCH_DURATION_S', quick ? 3 : 20),
  warmupS: num('BENCH_WARMUP_S', quick ? 1 : 5),
  lhRuns: num('BENCH_LH_RUNS', quick ? 1 : 3),
  soakS: num('BENCH_SOAK_S', quick ? 10 : 60),
  soakRate: env.BENCH_SOAK_RPS ? Number(env.BENCH_SOAK_RPS) : null,
  startupRepeat: num('BENCH_STARTUP_RUNS', quick ? 1 : 3),
  fixedRate: 500,
  uploadCount: num('BENCH_UPLOADS', quick ? 2 : 6),
  crashRuns: num('BENCH_CRASH_RUNS', quick ? 2 : 20),
  traceRuns: num('BENCH_TRACE_RUNS', quick ? 1 : 3),
};
const allPhases = ['sizes', 'lighthouse', 'trace', 'api', 'balancer', 'startup', 'soak', 'crash'];
const phases = env.BENCH_ONLY
  ? env.BENCH_ONLY.split(',')
      .map((p) => p.trim())
      .filter(Boolean)
  : allPhases;
for (const p of phases) if (!allPhases.includes(p)) throw new Error(`BENCH_ONLY: unknown phase ${p} (${allPhases.join(', ')})`);

const log = (...args) => console.log(...args);
const workDir = path.join(root, '.tmp/bench');
fs.mkdirSync(workDir, { recursive: true });

function git(args) {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

const previous = env.BENCH_ONLY && fs.existsSync(resultsPath) ? JSON.parse(fs.readFileSync(resultsPath, 'utf8')) : {};
const results = { ...previous };
const stamp = () => new Date().toLocaleString('sv-SE', { timeZone: 'Europe/Prague' }).slice(0, 16);
results.meta = {
  startedAt: stamp(),
  timeZone: 'Europe/Prague',
  quick,
  config,
  phases,
  allPhases,
  node: process.versions.node,
  commit: git(['rev-parse', '--short', 'HEAD']) ?? 'unknown',
  dirty: Boolean(git(['status', '--porcelain'])),
  machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? '?', memoryBytes: os.totalmem(), os: `${os.type()} ${os.release()}` },
  loadStart: os.loadavg(),
};
// A partial run (BENCH_ONLY) keeps a note of the last full run whose other sections it keeps.
if (env.BENCH_ONLY && previous.meta) {
  const last = previous.meta;
  results.meta.fullRun =
    last.fullRun ??
    (last.phases?.length === allPhases.length
      ? {
          startedAt: last.startedAt,
          finishedAt: last.finishedAt,
          loadStart: last.loadStart,
          loadEnd: last.loadEnd,
          durationS: last.durationS,
        }
      : undefined);
}

const postgres = { available: false, reason: null };
const benchStarted = performance.now();
const elapsed = () => `${((performance.now() - benchStarted) / 1000).toFixed(0)} s`;

/** Runs one phase; a failure is recorded and the next phase still runs. */
async function phase(name, fn) {
  results.measuredAt = { ...(results.measuredAt ?? {}), [name.split(':')[0]]: stamp() };
  try {
    await fn();
  } catch (error) {
    console.error(`bench: ${name} failed — ${error.stack ?? error}`);
    results.meta.phaseErrors = { ...(results.meta.phaseErrors ?? {}), [name]: String(error.message ?? error) };
  }
}

async function main() {
  const unavailable = await postgresUnavailable();
  postgres.available = unavailable === null;
  postgres.reason = unavailable;
  if (!postgres.available) log(`bench: ${unavailable} — the PostgreSQL measurements are skipped`);

  // Front end ----------------------------------------------------------------------------------
  const needsApp = phases.some((p) => ['sizes', 'lighthouse', 'trace', 'api', 'startup', 'soak'].includes(p));
  const skipBuild =
    ['1', 'true'].includes(String(env.BENCH_SKIP_BUILD ?? '').toLowerCase()) ||
    !phases.some((p) => ['sizes', 'lighthouse', 'trace'].includes(p));
  const snapshot = needsApp ? await buildAndSnapshot(workDir, { skipBuild }) : null;
  let sizes = results.sizes ?? null;
  if (phases.includes('sizes'))
    await phase('sizes', async () => {
      log(`bench [${elapsed()}]: sizes`);
      const routeSizes = await routeSizesOf(snapshot.snapshotRoot);
      const attribution = env.BENCH_ATTRIBUTION === '0' ? null : await attributeEntry(path.join(workDir, 'sourcemap'));
      sizes = {
        routes: routeSizes.routes,
        largestLazyChunk: routeSizes.largestLazyChunk,
        lazyChunks: lazyChunks(snapshot.appDir),
        attribution,
        staffJsInInsuredFirstVisit: attribution?.staffJsInInsuredFirstVisit ?? null,
      };
      if (attribution) {
        const entryGzip = routeSizes.routes.length ? Math.min(...routeSizes.routes.map((r) => r.jsGzip)) : null;
        log(
          `  first-visit JS ${(entryGzip / 1024).toFixed(1)}–${(Math.max(...routeSizes.routes.map((r) => r.jsGzip)) / 1024).toFixed(1)} KB; entry closure ${(attribution.realGzip / 1024).toFixed(1)} KB`,
        );
      }
      results.sizes = sizes;
    });

  if (phases.includes('lighthouse'))
    await phase('lighthouse', async () => {
      log(`bench [${elapsed()}]: Lighthouse`);
      const floor = await buildFloor(workDir);
      if (results.sizes) results.sizes.floor = { jsGzip: floor.jsGzip, cssGzip: floor.cssGzip };
      const floorServer = await serveFloor(floor.dir);
      const server = await startServer({
        db: { kind: 'pglite', dataDir: tempDir('lighthouse') },
        appDir: snapshot.appDir,
        name: 'server (Lighthouse)',
      });
      try {
        const base = `http://localhost:${server.port}`;
        const heaviest = pickHeaviest(sizes?.routes ?? (await routeSizesOf(snapshot.snapshotRoot)).routes);
        const auth = { base, button: /Jana Dvořáková/ };
        const pages = [
          { id: 'floor', label: 'Floor: bare React page', url: `${floorServer.base}/` },
          { id: 'signInServer', label: "Sign-in page (the server's own)", url: `${base}/api/identita/prihlaseni` },
          {
            id: 'signInApp',
            label: "App's sign-in return (ticket exchange, then the start page)",
            url: `${base}/prihlaseni?listek=…`,
            // a fresh one-time ticket for every run, from the server's sign-in form
            urlForRun: async () => {
              const { path: ticketUrl, cookie } = await ticketPath(server.base);
              return { url: `${base}${ticketUrl}`, cookie };
            },
            expectPath: '/',
          },
          { id: 'start', label: 'Start page of the insured (signed in)', url: `${base}/`, auth },
          ...(heaviest
            ? [
                {
                  id: 'heaviest',
                  label: `Heaviest screen (${heaviest.route}, signed in)`,
                  url: `${base}${heaviest.path}`,
                  auth: heaviest.auth ? auth : undefined,
                  route: heaviest.route,
                },
              ]
            : []),
        ];
        const lh = await measurePages({ pages, runs: config.lhRuns, workDir, log });
        lh.benchmarkIndex = lh.pages.floor?.presets?.mobile?.benchmarkIndex ?? null;
        results.lighthouse = lh;
      } finally {
        await server.stop();
        await floorServer.stop();
      }
    });

  // What a person feels: a real Chromium trace on a slow phone's terms (issue 38) ----------------
  if (phases.includes('trace'))
    await phase('trace', async () => {
      log(`bench [${elapsed()}]: trace (${config.traceRuns} runs)`);
      const server = await startServer({
        db: { kind: 'pglite', dataDir: tempDir('trace') },
        appDir: snapshot.appDir,
        name: 'server (trace)',
      });
      try {
        // The routes of this build (the sizes kept from an earlier run may be of other code).
        const routes = phases.includes('sizes') && sizes ? sizes.routes : (await routeSizesOf(snapshot.snapshotRoot)).routes;
        const heaviest = pickHeaviest(routes);
        if (!heaviest) throw new Error('no screen to measure as the heaviest');
        results.trace = await measureTraces({
          base: `http://localhost:${server.port}`,
          heaviest,
          settings: loadBudgets().trace,
          runs: config.traceRuns,
          workDir,
          log,
        });
      } finally {
        await server.stop();
      }
    });

  // API ----------------------------------------------------------------------------------------
  const dbs = ['pglite', 'postgres'];
  if (phases.includes('api')) {
    results.api = { autocannon: require('autocannon/package.json').version };
    for (const kind of dbs) {
      log(`bench [${elapsed()}]: API on ${kind}`);
      if (kind === 'postgres' && !postgres.available) {
        results.api.postgres = { skipped: postgres.reason };
        continue;
      }
      await phase(`api:${kind}`, async () => {
        const { server, dispose } = await freshServer(kind, snapshot.appDir, 'api');
        try {
          results.api[kind] = await measureApi(server, {
            durationS: config.durationS,
            warmupS: config.warmupS,
            uploadCount: config.uploadCount,
            fixedRate: config.fixedRate,
            log,
          });
          results.api[kind].serverStartMs = server.startMs;
        } finally {
          await server.stop();
          await dispose();
        }
      });
    }
  }

  // Three processes behind HAProxy on PostgreSQL (issue 36) --------------------------------------
  if (phases.includes('balancer')) {
    log(`bench [${elapsed()}]: API through the load balancer`);
    if (!postgres.available) results.balancer = { skipped: postgres.reason };
    else
      await phase('balancer', async () => {
        const { name, url } = await createDatabase('balancer');
        try {
          const measured = await measureBalancer({ databaseUrl: url, config, log });
          // The same API budgets as one process (bench:check reads results.api.balancer).
          results.api = { ...(results.api ?? {}), balancer: measured.api };
          results.balancer = { processes: measured.processes, rolling: measured.rolling };
        } finally {
          await dropDatabase(name);
        }
      });
  }

  if (phases.includes('startup'))
    await phase('startup', async () => {
      log(`bench [${elapsed()}]: start-up`);
      try {
        results.startup = await measureStartup({ appDir: snapshot.appDir, repeat: config.startupRepeat, postgres, log });
      } finally {
        await dropAllDatabases();
      }
    });

  if (phases.includes('soak')) {
    results.soak = {};
    for (const kind of dbs) {
      log(`bench [${elapsed()}]: mixed traffic on ${kind} (${config.soakS} s)`);
      if (kind === 'postgres' && !postgres.available) {
        results.soak.postgres = { skipped: postgres.reason };
        continue;
      }
      await phase(`soak:${kind}`, async () => {
        const { server, dispose } = await freshServer(kind, snapshot.appDir, 'soak');
        try {
          const apiRun = results.api?.[kind];
          const measuredRps = apiRun?.open?.perPerson?.rps;
          const rate = config.soakRate ?? (measuredRps ? Math.max(20, Math.min(200, Math.round((measuredRps * 0.2) / 5) * 5)) : 50);
          const features = apiRun?.open
            ? { list: Boolean(apiRun.open.list20), upload: Boolean(apiRun.open.upload) }
            : { list: true, upload: true };
          results.soak[kind] = await soak(server, { durationS: config.soakS, rate, features, log });
        } finally {
          await server.stop();
          await dispose();
        }
      });
    }
  }

  if (phases.includes('crash')) {
    results.crash = {};
    for (const kind of dbs) {
      log(`bench [${elapsed()}]: crash safety on ${kind} (${config.crashRuns} runs)`);
      if (kind === 'postgres' && !postgres.available) {
        results.crash.postgres = { skipped: postgres.reason };
        continue;
      }
      await phase(`crash:${kind}`, async () => {
        results.crash[kind] = await runCrashTest({
          kind,
          runs: config.crashRuns,
          pgAdminUrl: env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
          log,
        });
      });
    }
  }
}

/**
 * `/prihlaseni?listek=…` with a fresh ticket (the demo button of the sign-in form, redirect not
 * followed) and the browser-binding cookie the ticket is bound to (server/identity/cookie.ts):
 * the exchange refuses a ticket from a browser without it.
 */
async function ticketPath(serverBase) {
  const response = await fetch(`${serverBase}/api/identita/prihlaseni`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'demo=pojistenec',
    redirect: 'manual',
  });
  await response.arrayBuffer();
  const location = response.headers.get('location');
  if (response.status !== 303 || !location?.startsWith('/prihlaseni?listek='))
    throw new Error(`sign-in form answered ${response.status} ${location}`);
  const binding = response.headers.getSetCookie().find((c) => c.startsWith('__Host-zk-prihlaseni='));
  if (!binding) throw new Error('sign-in form set no browser-binding cookie');
  const [name, value] = binding.split(';')[0].split('=');
  return { path: location, cookie: { name, value } };
}

/** A server on a fresh database: a new PGlite directory or a new PostgreSQL database. */
async function freshServer(kind, appDir, label) {
  if (kind === 'pglite') {
    const dataDir = tempDir(label);
    const server = await startServer({ db: { kind, dataDir }, appDir, name: `server (${label}, PGlite)` });
    return { server, dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const { name, url } = await createDatabase(label);
  const server = await startServer({ db: { kind, url }, appDir, name: `server (${label}, PostgreSQL)` });
  return { server, dispose: () => dropDatabase(name) };
}

/**
 * The heaviest screen by first-visit JS + CSS: a route that can be opened without parameters
 * (optional `{-$x}` segments are left out), other than the start page, the sign-in routes, the
 * logout routes and the style-guide pages (`styly*`, not product screens). BENCH_HEAVY_ROUTE
 * (a path such as /o-aplikaci) overrides.
 */
function pickHeaviest(routes) {
  if (env.BENCH_HEAVY_ROUTE) return { route: env.BENCH_HEAVY_ROUTE, path: env.BENCH_HEAVY_ROUTE, auth: true };
  const candidates = routes
    .filter((r) => !/(^|\/)\$/.test(r.route.replace(/\{-\$[^}]+\}/g, '')))
    .filter(
      (r) => !['_app', '_app/index', 'prihlaseni'].includes(r.route) && !r.route.startsWith('styly') && !r.route.startsWith('uzivatel/'),
    )
    .sort((a, b) => b.jsGzip + b.cssGzip - (a.jsGzip + a.cssGzip));
  const top = candidates[0];
  if (!top) return null;
  const urlPath = `/${top.route
    .replace(/^_app\/?/, '')
    .replace(/\{-\$[^}]+\}\/?/g, '')
    .replace(/(^|\/)index$/, '')
    .replace(/\/$/, '')}`;
  return { route: top.route, path: urlPath, auth: top.route.startsWith('_app/') };
}

let failed = null;
try {
  await main();
} catch (error) {
  failed = error;
  console.error(`bench: failed — ${error.stack ?? error}`);
} finally {
  await dropAllDatabases().catch(() => undefined);
}
results.meta.finishedAt = stamp();
results.meta.loadEnd = os.loadavg();
results.meta.durationS = Math.round((performance.now() - benchStarted) / 1000);
if (failed) results.meta.error = String(failed.message ?? failed);
fs.mkdirSync(path.dirname(resultsPath), { recursive: true });
fs.writeFileSync(resultsPath, `${JSON.stringify(results, null, 2)}\n`);
const budgets = loadBudgets();
writeReport(results, budgets, path.join(root, 'docs/performance.md'));
const broken = evaluateBudgets(results, budgets).filter((c) => !c.ok);
log(
  `bench: done in ${elapsed()} — docs/performance.md, docs/performance.json; ${broken.length} budgets broken (npm run bench:check lists them)`,
);
process.exit(failed ? 1 : 0);
