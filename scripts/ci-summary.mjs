// The closing summary of `bash .ci/run`: the time of each step (.tmp/ci-steps.tsv), the slowest
// test files, the mutation table (.tmp/mutation-summary.txt) and one line over every suite CI
// ran: "tests: N passed, N failed". Fails when a step failed, a test failed or nothing ran.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9);
let stepFailed = false;

if (existsSync('.tmp/ci-steps.tsv')) {
  // CPU: user + system time of the step's processes. On a shared machine the wall time says how
  // busy it was; CPU / 2 is roughly the wall time on a quiet 2-core machine when both cores are used.
  console.log(`\nCI steps${' '.repeat(37)}     wall       CPU`);
  for (const line of readFileSync('.tmp/ci-steps.tsv', 'utf8').split('\n').filter(Boolean)) {
    const [name, ms, code, cpu] = line.split('\t');
    if (code !== '0') stepFailed = true;
    const cpuText = cpu === undefined || cpu === '' ? '' : seconds(Number(cpu));
    console.log(`  ${name.padEnd(44)} ${seconds(Number(ms))} ${cpuText}  ${code === '0' ? 'ok' : `FAILED (exit ${code})`}`);
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
const files = [];
if (existsSync('.tmp/unit-results.json')) {
  const report = JSON.parse(readFileSync('.tmp/unit-results.json', 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    const relative = path.relative(process.cwd(), file.name);
    const ms = (file.endTime ?? 0) - (file.startTime ?? 0);
    // The JSON report does not name the project; a file in both server projects shows twice.
    files.push({ relative, ms, tests: file.assertionResults?.length ?? 0 });
  }
}
if (existsSync('.tmp/e2e-results.json')) {
  const stats = JSON.parse(readFileSync('.tmp/e2e-results.json', 'utf8')).stats ?? {};
  passed += stats.expected ?? 0;
  failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
  skipped += stats.skipped ?? 0;
}

if (files.length > 0) {
  console.log('\nSlowest test files (vitest)');
  for (const file of files.sort((a, b) => b.ms - a.ms).slice(0, 12))
    console.log(`  ${file.relative.padEnd(56)} ${seconds(file.ms)}  ${file.tests} tests`);
}

if (existsSync('.tmp/mutation-summary.txt')) {
  console.log('');
  console.log(readFileSync('.tmp/mutation-summary.txt', 'utf8').trimEnd());
}

console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (stepFailed || passed === 0 || failed > 0) process.exit(1);
