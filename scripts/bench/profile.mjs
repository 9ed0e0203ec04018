// What fills the main thread while a screen loads (issue 38: "profile the main thread, then change
// what the profile shows"). Builds the app with source maps, serves it from the real server on
// PGlite, signs in with the demo button and reloads the screen in Debian's Chromium with the CPU
// slowed down 4× (Lighthouse mobile's factor), recording V8's sampling profiler. Prints:
// - the tasks (runs of samples between idle ones) longer than 50 ms of slowed-down time — what
//   Total Blocking Time counts — with the source files that ran in each;
// - the self time of the whole load by source file (node_modules grouped by package).
//
// Usage: node scripts/bench/profile.mjs [path …]   (default: / and the personal-details form)
//        PROFILE_SKIP_BUILD=1 reuses .tmp/bench/profile/app from the last run.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { root } from './lib/children.mjs';
import { startServer, tempDir } from './lib/server.mjs';

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/nastaveni/nastaveni-pojistence/osobni-udaje'];
const workDir = path.join(root, '.tmp/bench/profile');
const appDir = process.env.PROFILE_APP_DIR ?? path.join(workDir, 'app');
const cpuSlowdown = 4;
const longTaskMs = 50;

if (!process.env.PROFILE_SKIP_BUILD) {
  fs.rmSync(appDir, { recursive: true, force: true });
  execFileSync(
    path.join(root, 'node_modules/.bin/vite'),
    ['build', '--outDir', appDir, '--emptyOutDir', '--sourcemap', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
}

const maps = new Map();
function traceMapOf(url) {
  const file = new URL(url).pathname;
  if (!maps.has(file)) {
    const mapFile = path.join(appDir, `${file}.map`);
    maps.set(file, fs.existsSync(mapFile) ? new TraceMap(fs.readFileSync(mapFile, 'utf8')) : null);
  }
  return maps.get(file);
}

/** The original source of a profile frame: 'react-dom' for a package, 'src/app/…' for ours. */
function sourceOf(frame) {
  if (!frame.url) return frame.functionName || '(native)';
  if (!frame.url.startsWith('http')) return frame.url;
  const map = traceMapOf(frame.url);
  if (!map || frame.lineNumber < 0) return new URL(frame.url).pathname;
  const pos = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!pos.source) return `${new URL(frame.url).pathname} (unmapped)`;
  const source = pos.source.replace(/^(\.\.\/)+/, '');
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  return pkg ? pkg[1] : source;
}

function summarize(profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const sourceCache = new Map();
  const sourceOfNode = (id) => {
    if (!sourceCache.has(id)) sourceCache.set(id, sourceOf(nodes.get(id).callFrame));
    return sourceCache.get(id);
  };
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const ours = (source) => /^(src|contract|machines)\//.test(source);
  /** The innermost frame of our own code on the sample's stack: who asked for the work. */
  const ownerCache = new Map();
  const ownerOf = (id) => {
    if (!ownerCache.has(id)) {
      let at = id;
      while (at !== undefined && !(nodes.get(at).callFrame.url && ours(sourceOfNode(at)))) at = parent.get(at);
      ownerCache.set(id, at === undefined ? '(no frame of ours)' : sourceOfNode(at));
    }
    return ownerCache.get(id);
  };
  const total = new Map();
  const owners = new Map();
  // inclusive time of each function of ours (a sample counts once per function on its stack)
  const inclusive = new Map();
  const frameKey = new Map();
  const keyOf = (id) => {
    if (!frameKey.has(id)) {
      const frame = nodes.get(id).callFrame;
      const source = frame.url ? sourceOfNode(id) : '';
      frameKey.set(id, source ? `${frame.functionName || '(top level)'}  ${source}` : null);
    }
    return frameKey.get(id);
  };
  const tasks = [];
  let task = null;
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    t += profile.timeDeltas[i] ?? 0;
    const name = nodes.get(id).callFrame.functionName;
    if (name === '(idle)') {
      if (task) tasks.push(task);
      task = null;
      return;
    }
    const source = name === '(program)' || name === '(garbage collector)' ? name : sourceOfNode(id);
    total.set(source, (total.get(source) ?? 0) + dt);
    const owner = name.startsWith('(') ? name : ownerOf(id);
    const onStack = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const key = keyOf(at);
      if (key) onStack.add(key);
    }
    for (const key of onStack) inclusive.set(key, (inclusive.get(key) ?? 0) + dt);
    owners.set(owner, (owners.get(owner) ?? 0) + dt);
    task ??= { startMs: (t - profile.startTime) / 1000, ms: 0, by: new Map(), fns: new Map() };
    task.ms += dt;
    task.by.set(source, (task.by.get(source) ?? 0) + dt);
    for (const key of onStack) task.fns.set(key, (task.fns.get(key) ?? 0) + dt);
  });
  if (task) tasks.push(task);
  const top = (map, n) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${v.toFixed(0).padStart(5)} ms  ${k}`);
  const long = tasks.filter((x) => x.ms > longTaskMs);
  console.log(`  blocking time (sum of task ms over ${longTaskMs}): ${long.reduce((s, x) => s + x.ms - longTaskMs, 0).toFixed(0)} ms`);
  for (const x of long) {
    console.log(`  task at ${x.startMs.toFixed(0)} ms: ${x.ms.toFixed(0)} ms`);
    for (const line of top(x.by, 8)) console.log(`      ${line}`);
    if (process.env.PROFILE_TASK_FUNCTIONS)
      for (const line of top(x.fns, Number(process.env.PROFILE_TASK_FUNCTIONS))) console.log(`        fn ${line}`);
  }
  console.log('  self time of the whole load, by source:');
  for (const line of top(total, 30)) console.log(`    ${line}`);
  console.log('  inclusive time of our functions (what they and everything they call took):');
  for (const line of top(inclusive, Number(process.env.PROFILE_TOP ?? 40))) console.log(`    ${line}`);
  console.log('  the same time, by the innermost module of ours on the stack:');
  for (const line of top(owners, 30)) console.log(`    ${line}`);
}

const traceCategories = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink',
  'loading',
  'toplevel',
];

/**
 * The renderer's main-thread tasks (the trace's RunTask events) longer than 50 ms, each with its
 * time split by the trace event that ran it (self time: an event's duration less its children's).
 */
/** The page's renderer main thread in a trace: its complete events (with a duration), in time order. */
function mainThreadEvents(trace) {
  const events = trace.traceEvents ?? trace;
  const main = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'ParseHTML'),
  );
  if (!main) return [];
  return events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
}

/** The main thread's tasks (RunTask events). */
const mainThreadTasks = (trace) => mainThreadEvents(trace).filter((e) => e.name === 'RunTask');

function summarizeTrace(trace) {
  const onMain = mainThreadEvents(trace);
  if (onMain.length === 0) return console.log('  (no renderer main thread in the trace)');
  const tasks = onMain.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  const start = tasks[0]?.ts ?? 0;
  let blocking = 0;
  const lines = [];
  const overall = new Map();
  for (const task of tasks) {
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
    // self time per event name, with a stack over the sorted, properly nested events
    const self = new Map();
    const stack = [{ name: '(task)', end: task.ts + task.dur, childDur: 0, dur: task.dur }];
    const close = (until) => {
      while (stack.length > 1 && stack.at(-1).end <= until) {
        const done = stack.pop();
        self.set(done.name, (self.get(done.name) ?? 0) + done.dur - done.childDur);
      }
    };
    for (const e of inside) {
      close(e.ts);
      stack.at(-1).childDur += e.dur;
      const detail =
        e.name === 'EvaluateScript' || e.name === 'v8.compile' || e.name === 'v8.compileModule'
          ? ` ${String(e.args?.data?.url ?? e.args?.fileName ?? '').replace(/^https?:\/\/[^/]+/, '')}`
          : '';
      stack.push({ name: e.name + detail, end: e.ts + e.dur, childDur: 0, dur: e.dur });
    }
    close(Infinity);
    self.set('(task)', task.dur - stack[0].childDur);
    for (const [k, v] of self) overall.set(k.split(' ')[0], (overall.get(k.split(' ')[0]) ?? 0) + v);
    const ms = task.dur / 1000;
    if (ms <= longTaskMs) continue;
    blocking += ms - longTaskMs;
    lines.push(`  task at ${((task.ts - start) / 1000).toFixed(0)} ms: ${ms.toFixed(0)} ms`);
    for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 6))
      if (v > 2000) lines.push(`      ${(v / 1000).toFixed(0).padStart(5)} ms  ${k}`);
  }
  console.log(`  trace: blocking time ${blocking.toFixed(0)} ms in ${lines.filter((l) => l.startsWith('  task')).length} long tasks`);
  for (const l of lines) console.log(l);
  console.log('  trace: main-thread time by event (all tasks):');
  for (const [k, v] of [...overall].sort((a, b) => b[1] - a[1]).slice(0, 14))
    console.log(`    ${(v / 1000).toFixed(0).padStart(5)} ms  ${k}`);
}

const { chromium } = await import('playwright-core');
const server = await startServer({ db: { kind: 'pglite', dataDir: tempDir('profile') }, appDir, name: 'server (profile)' });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const base = `http://localhost:${server.port}`;
  await page.goto(`${base}/`);
  await page.getByRole('button', { name: /Jana Dvořáková/ }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.waitForLoadState('networkidle');
  const simulatedRuns = Number(process.env.PROFILE_SIMULATED_RUNS ?? 0);
  for (const target of simulatedRuns ? paths : []) {
    // Lighthouse's way (its simulation): the load runs unthrottled, and each task counts four times
    // as long; the median over runs of the sum of what exceeds 50 ms. Cold cache, no profiler.
    const sums = [];
    const largest = [];
    for (let run = 0; run < simulatedRuns; run += 1) {
      await page.goto(`${base}${target}`);
      await page.waitForLoadState('networkidle');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      await browser.startTracing(page, { categories: ['-*', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'] });
      await page.reload();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
      const durations = mainThreadTasks(trace).map((task) => task.dur / 1000);
      sums.push(durations.reduce((sum, ms) => sum + Math.max(0, ms * cpuSlowdown - longTaskMs), 0));
      largest.push(
        ...durations
          .sort((a, b) => b - a)
          .slice(0, 3)
          .map((ms) => ms.toFixed(0)),
      );
    }
    sums.sort((a, b) => a - b);
    console.log(
      `${target}: simulated blocking (tasks ×${cpuSlowdown}, over ${longTaskMs} ms) median ${sums[Math.floor(sums.length / 2)].toFixed(0)} ms of ${sums.map((x) => x.toFixed(0)).join(' / ')}; largest tasks (ms, unthrottled) ${largest.join(' ')}`,
    );
  }
  for (const target of simulatedRuns ? [] : paths) {
    for (const cache of ['cold', 'warm']) {
      await page.goto(`${base}${target}`);
      await page.waitForLoadState('networkidle');
      const cdp = await context.newCDPSession(page);
      if (cache === 'cold') await cdp.send('Network.clearBrowserCache');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await browser.startTracing(page, { categories: traceCategories });
      await page.reload();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
      const { profile } = await cdp.send('Profiler.stop');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.detach();
      console.log(`\n${target} (${cache} cache, CPU ${cpuSlowdown}× slower, times as slowed down):`);
      summarizeTrace(trace);
      summarize(profile);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
