import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

/**
 * An exclusive lock on a data directory, held by the operating system: `<dir>/.lock` is opened
 * and locked with `flock(LOCK_EX | LOCK_NB)` (the `fs-ext` addon) for the life of the process.
 * PGlite is single-process; a second server on the same directory would lose writes, so the
 * second one stops with a clear Czech message instead.
 *
 * The kernel owns the lock, not a PID written in a file: a second process in another PID
 * namespace (a second container on the same volume) is refused all the same, and when the
 * holder dies in any way (kill -9, a crashed container) the kernel drops the lock, so a restart
 * is never blocked by a stale file. The file holds the holder's PID for the message only. It
 * is never deleted (deleting a locked file would let a third process lock a new inode while
 * the second still holds the old one).
 */
export interface DataDirLock {
  readonly path: string;
  release(): void;
}

interface FsExt {
  flockSync(fd: number, flags: 'sh' | 'ex' | 'shnb' | 'exnb' | 'un'): void;
}

const require = createRequire(import.meta.url);
let fsExt: FsExt | null = null;
function flockSync(fd: number, flags: 'exnb' | 'un'): void {
  fsExt ??= require('fs-ext') as FsExt;
  fsExt.flockSync(fd, flags);
}

export const LOCK_FILE_NAME = '.lock';

/** The Czech message for a directory that another process holds (its PID when the file names one). */
export function lockInUseMessage(dir: string, pid?: number | null): string {
  return pid ? `Datový adresář ${dir} už používá jiný proces (PID ${pid}).` : `Datový adresář ${dir} už používá jiný proces.`;
}

function readPid(fd: number): number | null {
  try {
    const buffer = Buffer.alloc(32);
    const length = fs.readSync(fd, buffer, 0, buffer.length, 0);
    const pid = Number.parseInt(buffer.subarray(0, length).toString('utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

export function acquireDataDirLock(dir: string): DataDirLock {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, LOCK_FILE_NAME);
  // Never O_TRUNC: the file may belong to a live holder whose PID it names.
  const fd = fs.openSync(lockPath, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o644);
  try {
    flockSync(fd, 'exnb');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const pid = readPid(fd);
    fs.closeSync(fd);
    if (code === 'EWOULDBLOCK' || code === 'EAGAIN') throw new Error(lockInUseMessage(dir, pid));
    throw error;
  }
  // Ours now: record our PID for the message a second process shows.
  fs.ftruncateSync(fd, 0);
  fs.writeSync(fd, `${process.pid}\n`, 0);
  let released = false;
  return {
    path: lockPath,
    release() {
      if (released) return;
      released = true;
      try {
        fs.ftruncateSync(fd, 0);
        flockSync(fd, 'un');
      } finally {
        // Closing the descriptor drops the lock in any case.
        fs.closeSync(fd);
      }
    },
  };
}
