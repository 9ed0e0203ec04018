/**
 * `npm start` stops cleanly (issue 11 §8): SIGTERM to npm (what a container runtime sends) reaches
 * the server through npm and scripts/start.mjs — the script is `exec node …`, so no shell sits in
 * between to swallow it — and SIGHUP or SIGINT to start.mjs (a closed terminal, Ctrl+C) stops it too.
 * Nothing is left running and the port is free again. PGlite, so this runs once (not again on PostgreSQL).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { seededPgliteDataDir } from '../support/db';
import { testDatabaseKind } from '../support/test-app';

const root = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function answers(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/ping`, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The pids of a process's descendants (Linux /proc). */
function descendantsOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) children.push(Number(entry), ...descendantsOf(Number(entry)));
    } catch {
      // the process ended meanwhile
    }
  }
  return children;
}

const started: ChildProcess[] = [];
const trees: number[][] = [];
afterEach(() => {
  // Whatever a failed test left running (an orphaned start.mjs or server) goes too.
  for (const pid of trees.splice(0).flat()) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
  for (const child of started.splice(0)) if (child.pid && isRunning(child.pid)) child.kill('SIGKILL');
});

async function start(command: string, args: string[]): Promise<{ child: ChildProcess; port: number; tree: number[] }> {
  const port = await freePort();
  // Seeded already: what is tested is the signals, not the first start's seed (database.test.ts).
  const dataDir = await seededPgliteDataDir(fs.mkdtempSync(path.join(os.tmpdir(), 'zk-start-')));
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SKIP_BUILD: '1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  started.push(child);
  expect(await waitUntil(() => answers(port), 90_000), 'the server answers /api/ping').toBe(true);
  const tree = descendantsOf(child.pid as number);
  trees.push(tree);
  return { child, port, tree };
}

describe.runIf(testDatabaseKind === 'pglite' && process.platform === 'linux')('npm start and its signals', () => {
  it('SIGTERM to npm stops start.mjs and the server: nothing left running, the port free', async () => {
    const { child, port, tree } = await start('npm', ['start', '--silent']);
    expect(tree.length).toBeGreaterThanOrEqual(1); // start.mjs, which runs the server's bundle in its own process
    child.kill('SIGTERM');
    expect(await waitUntil(() => tree.every((pid) => !isRunning(pid)), 20_000), 'no process of npm start is left').toBe(true);
    expect(await answers(port)).toBe(false);
  }, 150_000);

  it('SIGHUP to start.mjs stops the server cleanly too', async () => {
    const { child, port, tree } = await start(process.execPath, ['scripts/start.mjs']);
    child.kill('SIGHUP');
    expect(await waitUntil(() => !isRunning(child.pid as number) && tree.every((pid) => !isRunning(pid)), 20_000)).toBe(true);
    expect(child.exitCode ?? 0).toBe(0);
    expect(await answers(port)).toBe(false);
  }, 150_000);
});
