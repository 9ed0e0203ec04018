// Writes tests/e2e/lane-seconds.json: each journey file's seconds in the last `CI=true npx playwright test`
// (.tmp/e2e-results.json), which playwright.config.ts uses to deal the files to its lanes so they end together.
// Run it after a full CI run when journeys were added or changed much; a file missing from the table counts by its lines.
import { readFileSync, writeFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(process.argv[2] ?? '.tmp/e2e-results.json', 'utf8'));
const seconds = {};
const walk = (suite) => {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? [])
      for (const result of test.results ?? []) seconds[spec.file] = (seconds[spec.file] ?? 0) + result.duration / 1000;
  for (const child of suite.suites ?? []) walk(child);
};
for (const suite of report.suites ?? []) walk(suite);
const table = Object.fromEntries(
  Object.entries(seconds)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, s]) => [file, Math.round(s * 10) / 10]),
);
writeFileSync('tests/e2e/lane-seconds.json', `${JSON.stringify(table, null, 2)}\n`);
console.log(
  `tests/e2e/lane-seconds.json: ${Object.keys(table).length} files, ${Math.round(Object.values(table).reduce((a, b) => a + b, 0))} s`,
);
