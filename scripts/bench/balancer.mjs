// Bench phase `balancer` (issue 36): the API load and the upload test through HAProxy in front of
// three server processes on PostgreSQL (scripts/cluster.mjs), then a rolling restart of the
// processes under a paced load, counting 5xx answers and sign-outs (401).
import { startCluster } from '../cluster.mjs';
import { measureApi } from './api.mjs';
import { pacedLoad } from './paced.mjs';
import { freePort } from './lib/children.mjs';
import { benchServerEnv, signIn } from './lib/server.mjs';

export async function measureBalancer({ databaseUrl, config, log }) {
  const port = await freePort();
  // The bench's own environment (limits off, long tokens); the cluster adds its shared secrets.
  const { PORT: _port, DATABASE_URL: _db, DATA_DIR: _dir, ...env } = benchServerEnv();
  const cluster = await startCluster({ port, processes: 3, databaseUrl, fresh: true, env, log: (line) => log(`  cluster: ${line}`) });
  try {
    const api = await measureApi(
      { base: cluster.base, pid: cluster.pids()[0] },
      { durationS: config.durationS, warmupS: config.warmupS, uploadCount: config.uploadCount, fixedRate: config.fixedRate, log },
    );
    // A rolling restart under load: every request of a signed-in person goes on through it.
    const session = await signIn(cluster.base);
    const url = `${cluster.base}/api/autorizovanaZarizeni`;
    const rate = Math.min(200, config.fixedRate);
    const durationS = 45;
    const load = pacedLoad({ url, headers: { authorization: `Bearer ${session.accessToken}` }, rate, durationS });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const rollStarted = performance.now();
    await cluster.roll();
    const rollMs = performance.now() - rollStarted;
    const rolled = await load;
    const codes = rolled.statusCodes ?? {};
    const serverErrors = Object.entries(codes)
      .filter(([code]) => Number(code) >= 500)
      .reduce((sum, [, n]) => sum + n, 0);
    const rolling = {
      rate,
      durationS,
      rollMs,
      statusCodes: codes,
      serverErrors,
      signedOut: codes[401] ?? 0,
      errors: rolled.errors,
      p99: rolled.p99,
    };
    log(
      `  rolling restart (${Math.round(rollMs / 1000)} s) under ${rate} req/s: ${serverErrors} × 5xx, ${rolling.signedOut} × 401, ${rolled.errors} errors`,
    );
    return { processes: 3, api, rolling };
  } finally {
    await cluster.stop();
  }
}
