// The closing summary of `bash .ci/run`: the time of each step (.tmp/ci-steps.tsv), the slowest
// test files, the mutation table (.tmp/mutation-summary.txt) and one line over every suite CI
// ran: "tests: N passed, N failed". Fails when a step failed, a test failed or nothing ran.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

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
/** The tests that failed, named, with the first line of why: the summary is often all of CI's output one sees. */
const failures = [];
const firstLine = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .find((line) => line.trim() !== '') ?? '';
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
    for (const test of file.assertionResults ?? [])
      if (test.status === 'failed')
        failures.push(`${relative} › ${test.fullName}\n      ${firstLine(test.failureMessages?.[0]).slice(0, 300)}`);
    if ((file.assertionResults ?? []).length === 0 && file.status === 'failed')
      failures.push(`${relative}\n      ${firstLine(file.message).slice(0, 300)}`);
  }
}
if (existsSync('.tmp/e2e-results.json')) {
  const e2e = JSON.parse(readFileSync('.tmp/e2e-results.json', 'utf8'));
  const stats = e2e.stats ?? {};
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const result = (test.results ?? []).find((r) => r.status !== 'passed');
          failures.push(
            `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')} [${test.projectName}${test.status === 'flaky' ? ', flaky' : ''}]\n      ${firstLine(result?.error?.message).slice(0, 300)}`,
          );
        }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of e2e.suites ?? []) walk(suite, []);
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

if (failures.length > 0) {
  console.log('\nFailed tests');
  for (const failure of failures) console.log(`  ${failure}`);
}

console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (stepFailed || passed === 0 || failed > 0) process.exit(1);
