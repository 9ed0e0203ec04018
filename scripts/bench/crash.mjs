// Crash safety in the bench: runs scripts/crash-test.ts (SIGKILL mid-burst, restart, check
// every acknowledged write is whole) many times, on PGlite or on a fresh PostgreSQL database.
import { spawn } from 'node:child_process';
import { root } from './lib/children.mjs';

export function runCrashTest({ kind, runs, pgAdminUrl, log }) {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, CRASH_RUNS: String(runs), DATABASE_URL: kind === 'postgres' ? pgAdminUrl : '' };
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/crash-test.ts'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const summary =
        output
          .trim()
          .split('\n')
          .reverse()
          .find((line) => line.startsWith('crash-test')) ?? '';
      const match = summary.match(/(\d+) runs, (\d+) acknowledged writes, (\d+) failures/);
      // The failures follow the summary line; without that line the test failed early. Either way
      // its last lines say why.
      const tail = output.trim().split('\n').slice(-15).join('\n');
      log(`  ${summary && code === 0 ? summary : `${summary || `crash-test exited with ${code}`}:\n${tail}`}`);
      resolve({
        runs: match ? Number(match[1]) : 0,
        acknowledgedWrites: match ? Number(match[2]) : 0,
        failures: match ? Number(match[3]) : null,
        exitCode: code,
      });
    });
  });
}
