// Crash safety in the bench: runs scripts/crash-test.ts (SIGKILL mid-burst, restart, check
// every acknowledged write is whole) many times, then scripts/crash-notifications.ts (SIGKILL
// between commit and send and while sending: every acknowledged cause's e-mail arrives, none twice
// beyond the one in flight), on PGlite or on a fresh PostgreSQL database.
import { spawn } from 'node:child_process';
import { root } from './lib/children.mjs';

/** Runs a script; resolves with its exit code, its line starting with `prefix` and its last lines. */
function runScript(script, env, prefix) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const lines = output.trim().split('\n');
      const summary = [...lines].reverse().find((line) => line.startsWith(prefix)) ?? '';
      // The failures follow the summary line; without that line the test failed early. Either way its last lines say why.
      resolve({ code, summary, tail: lines.slice(-15).join('\n') });
    });
  });
}

export async function runCrashTest({ kind, runs, pgAdminUrl, log }) {
  const env = { ...process.env, CRASH_RUNS: String(runs), DATABASE_URL: kind === 'postgres' ? pgAdminUrl : '' };
  const writes = await runScript('scripts/crash-test.ts', env, 'crash-test');
  log(
    `  ${writes.summary && writes.code === 0 ? writes.summary : `${writes.summary || `crash-test exited with ${writes.code}`}:\n${writes.tail}`}`,
  );
  const match = writes.summary.match(/(\d+) runs, (\d+) acknowledged writes, (\d+) failures/);

  const notices = await runScript('scripts/crash-notifications.ts', env, 'crash-notifications (');
  log(
    `  ${notices.summary && notices.code === 0 ? notices.summary : `${notices.summary || `crash-notifications exited with ${notices.code}`}:\n${notices.tail}`}`,
  );
  const noticeMatch = notices.summary.match(/(\d+) kills, (\d+) failures/);
  return {
    runs: match ? Number(match[1]) : 0,
    acknowledgedWrites: match ? Number(match[2]) : 0,
    failures: match ? Number(match[3]) : null,
    exitCode: writes.code,
    notifications: {
      kills: noticeMatch ? Number(noticeMatch[1]) : 0,
      failures: noticeMatch ? Number(noticeMatch[2]) : null,
      exitCode: notices.code,
    },
  };
}
