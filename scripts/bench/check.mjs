#!/usr/bin/env node
// `npm run bench:check`: compares docs/performance.json (written by `npm run bench`) with the
// budgets in bench-budgets.json; exits 1 listing every broken budget.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib/children.mjs';
import { evaluateBudgets, loadBudgets, resultsPath } from './lib/budgets.mjs';

const file = process.argv[2] ? path.resolve(process.argv[2]) : resultsPath;
if (!fs.existsSync(file)) {
  console.error(`bench:check: ${path.relative(root, file)} is missing — run \`npm run bench\` first.`);
  process.exit(1);
}
const results = JSON.parse(fs.readFileSync(file, 'utf8'));
const checks = evaluateBudgets(results, loadBudgets());
const broken = checks.filter((c) => !c.ok);
console.log(
  `bench:check: ${path.relative(root, file)} measured ${results.meta?.finishedAt ?? '?'}; ${checks.length} budgets, ${broken.length} broken.`,
);

// Routes with the same verdict are many: group the per-route JS lines.
const jsBroken = broken.filter((c) => c.id.startsWith('js:'));
const others = broken.filter((c) => !c.id.startsWith('js:'));
if (jsBroken.length) {
  const values = jsBroken.map((c) => parseFloat(c.actual)).filter(Number.isFinite);
  console.log(
    `\n✗ first-visit JavaScript over its tier's budget on ${jsBroken.length} of ${checks.filter((c) => c.id.startsWith('js:')).length} routes (${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)} KB):`,
  );
  for (const c of jsBroken) console.log(`    ${c.what.replace('first-visit JS of route ', '')}: ${c.actual} (budget ${c.limit})`);
}
if (others.length) console.log('');
for (const c of others) console.log(`✗ ${c.what}: ${c.actual} (budget ${c.limit})`);
if (broken.length === 0) console.log('All budgets hold.');
process.exit(broken.length ? 1 : 0);
