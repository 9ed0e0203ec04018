import fs from 'node:fs';
import path from 'node:path';

/**
 * An exclusive lock on a data directory: `<dir>/.lock`, created with O_EXCL and holding the
 * owner's PID. PGlite is single-process; a second server on the same directory would corrupt
 * it, so the second one stops with a clear message instead. A lock whose process is gone
 * (a crash, kill -9) is taken over. The lock is released on close and on process exit.
 */
export interface DataDirLock {
  readonly path: string;
  release(): void;
}

const held = new Set<string>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const lockPath of held) removeIfOurs(lockPath);
    held.clear();
  });
}

function removeIfOurs(lockPath: string): void {
  try {
    if (readPid(lockPath) === process.pid) fs.unlinkSync(lockPath);
  } catch {
    // already gone
  }
}

function readPid(lockPath: string): number | null {
  try {
    const text = fs.readFileSync(lockPath, 'utf8').trim();
    const pid = Number.parseInt(text, 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockInUseMessage(dir: string, pid: number): string {
  return `Datový adresář ${dir} už používá jiný proces (PID ${pid}).`;
}

export function acquireDataDirLock(dir: string): DataDirLock {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, '.lock');

  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx', 0o644);
      try {
        fs.writeSync(fd, `${process.pid}\n`);
      } finally {
        fs.closeSync(fd);
      }
      held.add(lockPath);
      installExitHook();
      let released = false;
      return {
        path: lockPath,
        release() {
          if (released) return;
          released = true;
          held.delete(lockPath);
          removeIfOurs(lockPath);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = readPid(lockPath);
      // Held by a live process, this one included (a second open in the same process).
      if (pid !== null && (pid === process.pid || isAlive(pid))) throw new Error(lockInUseMessage(dir, pid));
      if (pid === null) {
        // Possibly being written by another process right now: give it a moment.
        const stat = safeStat(lockPath);
        if (stat && Date.now() - stat.mtimeMs < 2000 && attempt < 2) {
          sleepSync(100);
          continue;
        }
      }
      // Stale lock of a dead process: take it over.
      try {
        fs.unlinkSync(lockPath);
      } catch {
        // someone else removed it first; try again
      }
    }
  }
  const pid = readPid(lockPath) ?? 0;
  throw new Error(lockInUseMessage(dir, pid));
}

function safeStat(file: string): fs.Stats | null {
  try {
    return fs.statSync(file);
  } catch {
    return null;
  }
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
