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

/** '*' matches one path segment (or part of one), '**' the rest of the path. */
function patternToRegExp(pattern) {
  const source = pattern
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((text) => text.replace(/[.+^${}()|[\]\\?]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  return new RegExp(`^${source}$`);
}

/** The budget tier of a route ('public' | 'signedIn' | 'form' | 'staff') by bench-budgets.json. */
export function tierOf(route, frontEnd) {
  for (const [tier, patterns] of Object.entries(frontEnd.tiers)) {
    if (patterns.some((pattern) => patternToRegExp(pattern).test(route))) return tier;
  }
  return route.startsWith('_app') ? 'signedIn' : 'public';
}

/** Returns [{ id, what, limit, actual, ok }]. */
export function evaluateBudgets(results, budgets) {
  const checks = [];
  const add = (id, what, limit, actual, ok) => checks.push({ id, what, limit, actual, ok });

  // Front end ---------------------------------------------------------------------------------
  const fe = budgets.frontEnd;
  const routes = results.sizes?.routes;
  if (!routes) {
    add('js:first-visit', 'first-visit JavaScript of every route', 'per tier', 'not measured', false);
  } else {
    for (const route of routes) {
      const tier = tierOf(route.route, fe);
      const limitKB = fe.firstVisitJsGzipKB[tier];
      add(
        `js:${route.route}`,
        `first-visit JS of route ${route.route} (${tier})`,
        `≤ ${limitKB} KB`,
        `${(route.jsGzip / KB).toFixed(1)} KB`,
        route.jsGzip <= limitKB * KB,
      );
    }
    // Staff code must not reach an insured person's first visit (issue 38).
    const staffBytes = results.sizes?.staffJsInInsuredFirstVisit;
    const staffRoutes = routes.filter((route) => tierOf(route.route, fe) === 'staff');
    if (staffBytes != null || staffRoutes.length > 0) {
      add(
        'js:staff-in-insured',
        "staff code in an insured person's first visit",
        '0 KB',
        staffBytes == null ? 'not measured' : `${(staffBytes / KB).toFixed(1)} KB`,
        staffBytes === 0,
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

  // Lighthouse: a run counts only when the floor page scores high enough in it ----------------
  const lh = budgets.lighthouse;
  const floorScore = results.lighthouse?.pages?.[lh.floorPage]?.presets?.[lh.preset]?.scores?.performance;
  const runCounts = floorScore != null && floorScore >= lh.minFloorPerformance;
  add(
    'lh:floor',
    `Lighthouse ${lh.preset} performance of the floor page (the run counts only above it)`,
    `≥ ${lh.minFloorPerformance}`,
    floorScore == null ? 'not measured' : String(floorScore),
    runCounts,
  );
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
        runCounts && score != null && score >= min,
      );
    }
    for (const [metric, max] of Object.entries(lh.maxMetrics)) {
      const value = preset?.metrics?.[metric];
      const unit = metric === 'cls' ? '' : ' ms';
      add(
        `lh:${pageId}:${metric}`,
        `Lighthouse ${lh.preset} ${metric.toUpperCase()} of ${page?.label ?? pageId}`,
        `≤ ${max}${unit}`,
        value == null ? 'not measured' : `${metric === 'cls' ? value.toFixed(3) : Math.round(value)}${unit}`,
        runCounts && value != null && value <= max,
      );
    }
  }

  // What a person feels: timings from a real Chromium trace -----------------------------------
  for (const [id, max] of Object.entries(budgets.trace.maxMs)) {
    const value = results.trace?.[id];
    add(
      `trace:${id}`,
      `trace: ${id}`,
      `≤ ${max} ms`,
      value == null ? 'not measured' : `${Math.round(value)} ms`,
      value != null && value <= max,
    );
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

  // A rolling restart behind the balancer ------------------------------------------------------
  const rolling = budgets.rollingRestart;
  if (rolling) {
    const run = results.balancer?.rolling;
    if (!run)
      add(
        'rolling',
        'rolling restart behind the balancer',
        '0 × 5xx, nobody signed out',
        results.balancer?.skipped ?? 'not measured',
        false,
      );
    else {
      add(
        'rolling:5xx',
        'rolling restart: 5xx answers',
        `≤ ${rolling.max5xx}`,
        String(run.serverErrors),
        run.serverErrors <= rolling.max5xx,
      );
      add(
        'rolling:401',
        'rolling restart: signed out (401)',
        `≤ ${rolling.maxSignedOut}`,
        String(run.signedOut),
        run.signedOut <= rolling.maxSignedOut,
      );
    }
  }
  return checks;
}
