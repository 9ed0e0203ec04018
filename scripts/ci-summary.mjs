// Prints one closing line over every suite CI ran: "tests: N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
for (const file of ['.tmp/unit-results.json', '.tmp/server-pg-results.json']) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
}
if (existsSync('.tmp/e2e-results.json')) {
  const stats = JSON.parse(readFileSync('.tmp/e2e-results.json', 'utf8')).stats ?? {};
  passed += stats.expected ?? 0;
  failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
}
console.log(`tests: ${passed} passed, ${failed} failed`);
if (passed === 0 || failed > 0) process.exit(1);
