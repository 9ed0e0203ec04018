// The portal as it runs when one process is not enough (issue 36, docs/deploy.md): three server
// processes on one PostgreSQL database behind HAProxy (Debian's `haproxy` package).
//
//   node scripts/cluster.mjs [--port 3400] [--processes 3] [--fresh]   starts them (--fresh: on an
//                                                           empty database); Ctrl+C stops them all
//   kill -HUP <pid of this script>                           restarts the processes one by one
//
// Needs `npm run build` (it runs the bundle `npm start` runs), PostgreSQL (DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/zk_cluster, created when missing) and haproxy on the PATH.
// REDIS_URL, when set, is passed on (the shared counters, ADR 0012). The shared secrets every
// process must have alike (JWT_SECRET, VAPID keys) are generated once into .tmp/cluster/secrets.json
// unless set in the environment.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import webpush from 'web-push';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workOf = (port) => path.join(root, '.tmp', `cluster-${port}`);

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

/** JWT and VAPID keys shared by every process: from the environment, else generated once. */
function sharedSecrets(work) {
  const file = path.join(work, 'secrets.json');
  let stored = {};
  try {
    stored = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    const vapid = webpush.generateVAPIDKeys();
    stored = { JWT_SECRET: randomBytes(32).toString('base64url'), VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey };
    fs.mkdirSync(work, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(stored), { mode: 0o600 });
  }
  const env = process.env;
  return {
    JWT_SECRET: env.JWT_SECRET || stored.JWT_SECRET,
    VAPID_PUBLIC_KEY: env.VAPID_PUBLIC_KEY || stored.VAPID_PUBLIC_KEY,
    VAPID_PRIVATE_KEY: env.VAPID_PRIVATE_KEY || stored.VAPID_PRIVATE_KEY,
  };
}

/** Creates the database of DATABASE_URL when it does not exist (psql on the server's maintenance database); `fresh` drops it first. */
function ensureDatabase(url, fresh) {
  const quiet = { env: { ...process.env, PGOPTIONS: '-c client_min_messages=warning' } };
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  if (fresh) execFileSync('psql', [admin.toString(), '-qc', `drop database if exists "${name.replace(/"/g, '""')}" with (force)`], quiet);
  const exists = execFileSync(
    'psql',
    [admin.toString(), '-tAc', `select 1 from pg_database where datname = '${name.replace(/'/g, "''")}'`],
    {
      encoding: 'utf8',
    },
  ).trim();
  if (exists !== '1') execFileSync('psql', [admin.toString(), '-qc', `create database "${name.replace(/"/g, '""')}"`]);
}

function haproxyConfig(port, ports) {
  return `global
  maxconn 4096
defaults
  mode http
  timeout connect 2s
  timeout client 70s
  timeout server 70s
  timeout http-request 70s
  option http-server-close
  # A connection a stopping process refused is tried on another process (the request never reached it).
  option redispatch
  retries 3
  retry-on conn-failure
frontend portal
  bind 127.0.0.1:${port}
  default_backend servers
backend servers
  balance roundrobin
  option httpchk GET /api/ready
  http-check expect status 200
  # Down after two failed checks (a draining process answers 503 for DRAIN_S = 3 s first); a slow
  # answer under load is not a failure unless it takes 3 s.
  timeout check 3s
  default-server inter 500ms fall 2 rise 2
${ports.map((p, i) => `  server s${i + 1} 127.0.0.1:${p} check`).join('\n')}
`;
}

async function waitReady(url, child, timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`a server process exited (${child.exitCode}) before it was ready`);
    try {
      const response = await fetch(url);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} not ready in ${timeoutMs / 1000} s`);
}

/**
 * Starts `processes` server processes and HAProxy in front of them on `port`. Resolves with the
 * balancer's address, `roll()` (restart each process in turn, waiting until the balancer sees it
 * ready again) and `stop()`.
 */
export async function startCluster({ port = 3400, processes = 3, databaseUrl, fresh = false, env: extraEnv = {}, log = () => {} } = {}) {
  const url = databaseUrl ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/zk_cluster';
  const work = workOf(port);
  if (fresh) fs.rmSync(work, { recursive: true, force: true });
  ensureDatabase(url, fresh);
  const serverPorts = Array.from({ length: processes }, (_, i) => port + 1 + i);
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DEMO_MODE: process.env.DEMO_MODE ?? '1',
    HOST: '127.0.0.1',
    DATABASE_URL: url,
    // The address people open (the balancer's); the sign-in form accepts posts from it only.
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
    TRUST_PROXY: '127.0.0.1',
    DRAIN_S: process.env.DRAIN_S ?? '3',
    ...sharedSecrets(work),
    ...extraEnv,
  };
  const children = new Array(processes).fill(null);
  const startProcess = async (i) => {
    const dataDir = path.join(work, `data-${i + 1}`);
    fs.mkdirSync(dataDir, { recursive: true });
    const child = spawn(process.execPath, [path.join(root, 'dist/server/main.mjs')], {
      env: { ...env, PORT: String(serverPorts[i]), DATA_DIR: dataDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children[i] = child;
    await waitReady(`http://127.0.0.1:${serverPorts[i]}/api/ready`, child);
    log(`process ${i + 1} ready on port ${serverPorts[i]}`);
  };
  const stopProcess = (i) =>
    new Promise((resolve) => {
      const child = children[i];
      if (!child || child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });

  // A stopped script leaves no server behind.
  process.once('exit', () => {
    for (const child of children) if (child && child.exitCode === null) child.kill('SIGTERM');
  });
  // The first one migrates and seeds; the others start on the ready database.
  await startProcess(0);
  await Promise.all(serverPorts.slice(1).map((_, i) => startProcess(i + 1)));

  fs.mkdirSync(work, { recursive: true });
  const configFile = path.join(work, 'haproxy.cfg');
  fs.writeFileSync(configFile, haproxyConfig(port, serverPorts));
  const haproxy = spawn('haproxy', ['-db', '-f', configFile], { stdio: ['ignore', 'ignore', 'inherit'] });
  process.once('exit', () => haproxy.kill('SIGTERM'));
  await waitReady(`${base}/api/ready`, haproxy, 30_000);
  log(`HAProxy on ${base} in front of ${processes} processes`);

  const waitSeenReady = async (i) => {
    // The balancer checks every 500 ms and needs two passes to take a process back.
    await waitReady(`http://127.0.0.1:${serverPorts[i]}/api/ready`, children[i]);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
  };

  return {
    base,
    /** The process ids of the servers (their memory is sampled by the bench). */
    pids: () => children.map((child) => child.pid),
    async roll() {
      for (let i = 0; i < processes; i += 1) {
        log(`restarting process ${i + 1}`);
        await stopProcess(i);
        await startProcess(i);
        await waitSeenReady(i);
      }
    },
    async stop() {
      haproxy.kill('SIGTERM');
      await Promise.all(serverPorts.map((_, i) => stopProcess(i)));
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const cluster = await startCluster({
    port: Number(arg('port', '3400')),
    processes: Number(arg('processes', '3')),
    fresh: process.argv.includes('--fresh'),
    log: (line) => console.log(`cluster: ${line}`),
  });
  console.log(`cluster: ready at ${cluster.base} (kill -HUP ${process.pid} restarts the processes one by one)`);
  let rolling = false;
  process.on('SIGHUP', () => {
    if (rolling) return;
    rolling = true;
    cluster
      .roll()
      .then(() => console.log('cluster: every process restarted'))
      .catch((error) => console.error(`cluster: ${error.message}`))
      .finally(() => (rolling = false));
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      void cluster.stop().then(() => process.exit(0));
    });
  }
}
