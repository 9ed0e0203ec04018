import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { acquireDataDirLock, lockInUseMessage } from '../../server/db/lock';

const root = path.resolve(import.meta.dirname, '../..');
const lockModule = path.join(root, 'server/db/lock.ts');
const tempDirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zk-lock-'));
  tempDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A script that tries to take the lock and prints `locked` or the error's message. */
function tryLockScript(dir: string, hold: boolean): string {
  return `import { acquireDataDirLock } from ${JSON.stringify(lockModule)};
try {
  acquireDataDirLock(${JSON.stringify(dir)});
  process.stdout.write('locked\\n');
  ${hold ? 'setInterval(() => {}, 1000);' : ''}
} catch (error) {
  process.stdout.write('refused: ' + error.message + '\\n');
}`;
}

const nodeArgs = (script: string) => ['--import', 'tsx', '--input-type=module', '-e', script];

/** Starts a process that holds the lock until killed; resolves once it has it. */
function holdLockInChild(dir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, nodeArgs(tryLockScript(dir, true)), { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('locked\n')) resolve(child);
      else if (out.includes('refused')) reject(new Error(out));
    });
    child.on('exit', (code) => reject(new Error(`lock holder exited (${code}): ${out}`)));
  });
}

const hasUnshare = spawnSync('unshare', ['--pid', '--fork', 'true']).status === 0;
if (!hasUnshare) console.log('data-dir-lock: `unshare --pid --fork` is not available here, the PID-namespace case is not run');

describe('data directory lock (flock, held by the kernel)', () => {
  it('refuses a second open in the same process with the Czech message and frees the directory on close', async () => {
    const dir = tempDir();
    const first = await openDatabase({ dataDir: dir });
    try {
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(lockInUseMessage(dir, process.pid));
    } finally {
      await first.close();
    }
    const again = acquireDataDirLock(dir);
    again.release();
  }, 60_000);

  it('refuses a second process while the first holds the lock', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    try {
      const result = spawnSync(process.execPath, nodeArgs(tryLockScript(dir, false)), { cwd: root, encoding: 'utf8' });
      expect(result.stdout.trim()).toBe(`refused: ${lockInUseMessage(dir, process.pid)}`);
    } finally {
      lock.release();
    }
  });

  it.runIf(hasUnshare)('refuses a second process in another PID namespace (a second container on the same volume)', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    try {
      // In its own PID namespace the holder's PID names no process (or another one): only the kernel's lock can tell.
      const result = spawnSync('unshare', ['--pid', '--fork', '--mount-proc', process.execPath, ...nodeArgs(tryLockScript(dir, false))], {
        cwd: root,
        encoding: 'utf8',
      });
      expect(result.stdout.trim()).toMatch(/^refused: Datový adresář .* už používá jiný proces/);
    } finally {
      lock.release();
    }
  });

  it('is free again right after its holder is killed with SIGKILL (no stale lock)', async () => {
    const dir = tempDir();
    const holder = await holdLockInChild(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(lockInUseMessage(dir, holder.pid));
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    // The file is still there and still names the dead process: it does not matter.
    expect(fs.readFileSync(path.join(dir, '.lock'), 'utf8').trim()).toBe(String(holder.pid));
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, '.lock'), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  }, 30_000);

  it('does not block a start when the lock file names a live process that holds no lock (a restarted container)', () => {
    const dir = tempDir();
    // This very process is alive: a PID lock would refuse; the kernel says the file is not locked.
    fs.writeFileSync(path.join(dir, '.lock'), `${process.pid}\n`);
    const lock = acquireDataDirLock(dir);
    lock.release();
    fs.writeFileSync(path.join(dir, '.lock'), '1\n');
    acquireDataDirLock(dir).release();
  });
});
