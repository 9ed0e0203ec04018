// Start-up: time from `npm start` (node scripts/start.mjs, the app already built) to the first
// answered request (GET /api/ping → 200), with a fresh data directory (create, migrate, seed)
// and with the existing one; the same on PostgreSQL with a new and with an existing database.
import fs from 'node:fs';
import path from 'node:path';
import { freePort, root, sleep, startChild, stopChild } from './lib/children.mjs';
import { benchServerEnv, createDatabase, tempDir } from './lib/server.mjs';
import { median } from './lib/stats.mjs';

async function timeStart(env) {
  const port = await freePort();
  const started = performance.now();
  const child = startChild('npm start', process.execPath, [path.join(root, 'scripts/start.mjs')], {
    env: benchServerEnv({ PORT: String(port), ...env }),
    captureStdout: true,
  });
  let ms = null;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `npm start exited (${child.exitCode ?? child.signalCode}) before answering:\n${child.stderrTail()}\n${child.stdoutTail().slice(-4000)}`,
      );
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/ping`, { signal: AbortSignal.timeout(1000) });
      await response.arrayBuffer();
      if (response.status === 200) {
        ms = performance.now() - started;
        break;
      }
    } catch {
      /* not yet */
    }
    if (performance.now() - started > 300_000) throw new Error('npm start did not answer within 300 s');
    await sleep(10);
  }
  const rebuilt = /Sestavuji webovou aplikaci/.test(child.stdoutTail());
  await stopChild(child);
  return { ms, rebuilt };
}

/**
 * `repeat` starts of each kind. `appDir` is the bench's snapshot of the build (a concurrent
 * rebuild of dist/app by someone else does not disturb the runs). When start.mjs decided to
 * rebuild (sources changed meanwhile) the run is repeated with SKIP_BUILD=1 and flagged.
 */
export async function measureStartup({ appDir, repeat, postgres, log }) {
  // Once start.mjs has rebuilt (someone changed the sources during the bench), the remaining
  // starts skip its build check, so they time the start of an already-built app.
  let skipBuildCheck = false;
  const once = async (env) => {
    if (skipBuildCheck) return { ...(await timeStart({ APP_DIR: appDir, SKIP_BUILD: '1', ...env })), skippedBuildCheck: true };
    let run = await timeStart({ APP_DIR: appDir, ...env });
    if (run.rebuilt) {
      log('  (start.mjs rebuilt the app: sources changed during the bench; measuring again, and from now on, with SKIP_BUILD=1)');
      skipBuildCheck = true;
      run = { ...(await timeStart({ APP_DIR: appDir, SKIP_BUILD: '1', ...env })), skippedBuildCheck: true };
    }
    return run;
  };
  const result = {};
  const pgliteFresh = [];
  const pgliteExisting = [];
  let existingDir = null;
  for (let i = 0; i < repeat; i++) {
    const dir = tempDir('start');
    pgliteFresh.push(await once({ DATA_DIR: dir }));
    existingDir ??= dir;
    if (dir !== existingDir) fs.rmSync(dir, { recursive: true, force: true });
  }
  for (let i = 0; i < repeat; i++) pgliteExisting.push(await once({ DATA_DIR: existingDir }));
  result.pglite = { fresh: summarize(pgliteFresh), existing: summarize(pgliteExisting) };
  log(`  PGlite: fresh ${result.pglite.fresh.medianMs.toFixed(0)} ms, existing ${result.pglite.existing.medianMs.toFixed(0)} ms`);

  if (postgres.available) {
    const fresh = [];
    const existing = [];
    let existingUrl = null;
    for (let i = 0; i < repeat; i++) {
      const { url } = await createDatabase('start');
      fresh.push(await once({ DATABASE_URL: url }));
      existingUrl ??= url;
    }
    for (let i = 0; i < repeat; i++) existing.push(await once({ DATABASE_URL: existingUrl }));
    result.postgres = { fresh: summarize(fresh), existing: summarize(existing) };
    log(`  PostgreSQL: fresh ${result.postgres.fresh.medianMs.toFixed(0)} ms, existing ${result.postgres.existing.medianMs.toFixed(0)} ms`);
  } else {
    result.postgres = { skipped: postgres.reason };
  }
  return result;
}

function summarize(runs) {
  return {
    medianMs: median(runs.map((r) => r.ms)),
    runsMs: runs.map((r) => Math.round(r.ms)),
    skippedBuildCheck: runs.some((r) => r.skippedBuildCheck),
  };
}
