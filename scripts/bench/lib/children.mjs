// Child processes of the bench: every process it starts is registered here, runs in its own
// process group (detached) and is stopped — group and all — when the phase ends, and in any
// case when the bench exits, fails or is interrupted.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** @type {Map<number, { name: string, child: import('node:child_process').ChildProcess }>} */
const running = new Map();

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    try {
      process.kill(pid, signal);
      return true;
    } catch {
      return false;
    }
  }
}

/**
 * Starts a registered child in its own process group. `stdio` defaults to ignoring stdout and
 * collecting the last 64 KB of stderr (`child.stderrTail()`), for error messages.
 */
export function startChild(name, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: options.cwd ?? root,
    detached: true,
    stdio: options.stdio ?? ['ignore', options.captureStdout ? 'pipe' : 'ignore', 'pipe'],
    env: options.env ?? process.env,
  });
  let stderr = '';
  let stdout = '';
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-65536);
  });
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderrTail = () => stderr;
  child.stdoutTail = () => stdout;
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  if (child.pid) {
    running.set(child.pid, { name, child });
    child.once('exit', () => running.delete(child.pid));
  }
  return child;
}

/** Stops a child's process group: SIGTERM, then SIGKILL after `graceMs`. */
export async function stopChild(child, graceMs = 10_000) {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) {
    running.delete(child?.pid);
    // The child itself is gone, but grandchildren in its group may not be.
    if (child?.pid) killGroup(child.pid, 'SIGKILL');
    return;
  }
  killGroup(child.pid, 'SIGTERM');
  const timer = setTimeout(() => killGroup(child.pid, 'SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(timer);
  // Anything left in the group (a grandchild that ignored SIGTERM) goes too.
  killGroup(child.pid, 'SIGKILL');
  running.delete(child.pid);
}

/** Kills every registered group at once, synchronously (used on exit and on signals). */
export function killAllNow(signal = 'SIGKILL') {
  for (const [pid] of running) killGroup(pid, signal);
  running.clear();
}

const cleanups = [];
/** A synchronous clean-up that runs when the bench exits (temp dirs etc.). */
export function onExit(fn) {
  cleanups.push(fn);
}

let installed = false;
/** Makes sure no child outlives the bench, whatever way it ends. */
export function installExitHandlers() {
  if (installed) return;
  installed = true;
  process.on('exit', () => {
    killAllNow('SIGKILL');
    for (const fn of cleanups.splice(0).reverse()) {
      try {
        fn();
      } catch {
        /* best effort */
      }
    }
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      console.error(`\nbench: ${signal} — stopping child processes`);
      killAllNow('SIGTERM');
      setTimeout(() => process.exit(130), 300).unref();
    });
  }
  process.on('uncaughtException', (error) => {
    console.error('bench: uncaught exception', error);
    process.exit(1);
  });
  process.on('unhandledRejection', (error) => {
    console.error('bench: unhandled rejection', error);
    process.exit(1);
  });
}

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls a URL until it answers (any HTTP status below 500, or `ok(status)`), the child dies, or
 * the timeout passes. Returns the milliseconds waited.
 */
export async function waitForHttp(url, { child, timeoutMs = 120_000, intervalMs = 25, ok = (status) => status < 500 } = {}) {
  const started = performance.now();
  for (;;) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(
        `${url}: the process exited (${child.exitCode ?? child.signalCode}) before answering:\n${child.stderrTail?.() ?? ''}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (ok(response.status)) return performance.now() - started;
    } catch {
      /* not yet */
    }
    if (performance.now() - started > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await sleep(intervalMs);
  }
}

/** Runs a command to completion (registered like any child); rejects on a non-zero exit. */
export async function runToEnd(name, command, args, options = {}) {
  const child = startChild(name, command, args, { ...options, stdio: options.stdio ?? ['ignore', 'inherit', 'inherit'] });
  const { code, signal } = await child.exited;
  if (code !== 0) throw new Error(`${name} failed (${code ?? signal})${child.stderrTail() ? `:\n${child.stderrTail()}` : ''}`);
}
