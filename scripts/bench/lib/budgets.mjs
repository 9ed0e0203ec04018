// The budgets of bench-budgets.json evaluated against a bench result (docs/performance.json).
// A budget whose measurement is missing counts as broken ("not measured"): nothing passes unseen.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './children.mjs';

export const budgetsPath = path.join(root, 'bench-budgets.json');
export const resultsPath = path.join(root, 'docs/performance.json');

export function loadBudgets() {
  return JSON.parse(fs.readFileSync(budgetsPath, 'utf8'));
}

const KB = 1024;

/** Returns [{ id, what, limit, actual, ok }]. */
export function evaluateBudgets(results, budgets) {
  const checks = [];
  const add = (id, what, limit, actual, ok) => checks.push({ id, what, limit, actual, ok });

  // Front end ---------------------------------------------------------------------------------
  const fe = budgets.frontEnd;
  const routes = results.sizes?.routes;
  if (!routes) {
    add('js:first-visit', 'first-visit JavaScript of every route', `≤ ${fe.firstVisitJsGzipKB} KB`, 'not measured', false);
  } else {
    for (const route of routes) {
      add(
        `js:${route.route}`,
        `first-visit JS of route ${route.route}`,
        `≤ ${fe.firstVisitJsGzipKB} KB`,
        `${(route.jsGzip / KB).toFixed(1)} KB`,
        route.jsGzip <= fe.firstVisitJsGzipKB * KB,
      );
    }
  }
  const lazy = results.sizes?.lazyChunks;
  if (!lazy) {
    add('lazy:all', 'every lazy chunk', `≤ ${fe.lazyChunkGzipKB} KB`, 'not measured', false);
  } else {
    const over = lazy.filter((c) => c.gzip > fe.lazyChunkGzipKB * KB);
    const largest = lazy[0];
    add(
      'lazy:largest',
      `every lazy chunk (largest: ${largest?.file ?? 'none'})`,
      `≤ ${fe.lazyChunkGzipKB} KB`,
      largest ? `${(largest.gzip / KB).toFixed(1)} KB${over.length > 1 ? `, ${over.length} chunks over` : ''}` : 'none',
      over.length === 0,
    );
  }

  // Lighthouse --------------------------------------------------------------------------------
  const lh = budgets.lighthouse;
  for (const pageId of lh.pages) {
    const page = results.lighthouse?.pages?.[pageId];
    const preset = page?.presets?.[lh.preset];
    for (const [category, min] of Object.entries(lh.minScores)) {
      const score = preset?.scores?.[category];
      add(
        `lh:${pageId}:${category}`,
        `Lighthouse ${lh.preset} ${category} of ${page?.label ?? pageId}`,
        min >= 100 ? '100' : `≥ ${min}`,
        score == null ? 'not measured' : String(score),
        score != null && score >= min,
      );
    }
  }

  // API at a fixed rate ----------------------------------------------------------------------
  const api = budgets.api;
  for (const db of api.databases) {
    for (const scenario of api.scenarios) {
      const run = results.api?.[db]?.fixed?.[scenario];
      const what = `${db} ${scenario} at ${api.fixedRatePerS} req/s`;
      if (!run) {
        const note = results.api?.[db]?.notes?.[scenario] ?? results.api?.[db]?.skipped ?? 'not measured';
        add(`api:${db}:${scenario}`, what, `p99 ≤ ${api.maxP99Ms} ms, ${api.maxErrors} errors`, note, false);
        continue;
      }
      const p99 = Math.max(run.p99 ?? Infinity, run.autocannonP99 ?? 0);
      const held = run.rps >= api.fixedRatePerS * api.minAchievedShareOfRate;
      add(`api:${db}:${scenario}:p99`, `${what}: p99`, `≤ ${api.maxP99Ms} ms`, `${p99.toFixed(1)} ms`, p99 <= api.maxP99Ms);
      add(`api:${db}:${scenario}:errors`, `${what}: errors`, `≤ ${api.maxErrors}`, String(run.errors), run.errors <= api.maxErrors);
      add(
        `api:${db}:${scenario}:rate`,
        `${what}: rate held`,
        `≥ ${Math.round(api.fixedRatePerS * api.minAchievedShareOfRate)} req/s`,
        `${run.rps.toFixed(0)} req/s`,
        held,
      );
    }
  }
  return checks;
}
