// The "trace" phase (issue 38, what a person feels): a real Chromium (Debian's, launched by the
// bench itself and driven by playwright-core over CDP) on a slow phone's terms — the CPU slowed
// down and the network throttled through DevTools emulation, with the values of bench-budgets.json
// `trace` — and a Chromium trace of every measurement kept under .tmp/bench/trace/ (open it in
// DevTools' Performance panel). The moments come from the page itself: the Element Timing API
// reports when the start page's status lines and a form's field labels were painted (the app marks
// them, src/lib/element-timing.ts), and a real key press shows when the page handles input.
//
// - signInTapToStatusCard: the tap on the demo button of the server's sign-in page (reached the
//   way a person reaches it, by opening the app) to the first paint of the start page's status
//   lines in the final document (renderTime + timeOrigin, epoch ms; the tap is Date.now() just
//   before the touch events are sent).
// - heaviestFormReload{Cold,Warm}ToFirstField: signed in on the heaviest form screen, a reload
//   (cold: HTTP and memory cache emptied first; warm: the reload right after, cache kept) to the
//   moment the first form field is painted AND takes input: as soon as the page's observer reports
//   the first field label's paint, the page focuses its control and the bench sends a real key
//   press (CDP Input.dispatchKeyEvent); the figure is the time the control's `input` event ran,
//   from the new document's time origin (the start of the reload's navigation).
//
// The service worker is blocked: DevTools' network emulation of the page does not reach the
// requests the worker makes itself (public/sw.js fetches navigations and boot.js), so with it the
// document would arrive unthrottled.
import fs from 'node:fs';
import path from 'node:path';
import { root, sleep } from './lib/children.mjs';
import { median } from './lib/stats.mjs';
import { launchChromium } from './lighthouse.mjs';

const FIELD = 'form-field';
const STATUS = 'status-card';
const timeoutMs = 90_000;
/** Lighthouse's mobile screen (Moto G Power): what the throttling values stand for. */
const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const traceCategories = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-devtools.screenshot',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  'latencyInfo',
  'toplevel',
];

/**
 * Runs in every document before the page's own scripts: reports painted elements (buffered, so
 * nothing painted before the observer is lost), and on the first painted field label focuses its
 * control so the bench's key press lands there; reports that control's first `input` event.
 */
function pageProbe() {
  const report = (kind, data) => {
    try {
      window.__benchReport?.({ kind, timeOrigin: performance.timeOrigin, url: location.href, ...data });
    } catch {
      // the binding is the bench's; the page never depends on it
    }
  };
  let focused = null;
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    for (const e of entries)
      report('element', {
        identifier: e.identifier,
        renderTime: e.renderTime,
        loadTime: e.loadTime,
        text: e.element?.textContent?.slice(0, 60) ?? null,
      });
    if (focused) return;
    const fields = entries.filter((e) => e.identifier === 'form-field' && e.element).sort((a, b) => a.renderTime - b.renderTime);
    for (const e of fields) {
      const control = e.element.control ?? (e.element.htmlFor ? document.getElementById(e.element.htmlFor) : null);
      if (!control) continue;
      control.focus();
      focused = control;
      report('focused', { renderTime: e.renderTime, at: performance.now(), id: control.id, label: e.element.textContent });
      break;
    }
  }).observe({ type: 'element', buffered: true });
  addEventListener(
    'input',
    (event) => {
      if (focused && event.target === focused)
        report('input', { at: performance.now(), timeStamp: event.timeStamp, value: event.target.value });
    },
    true,
  );
}

/** Reports of one page, and waiting for one that matches; `onEntry` sees each as it comes. */
function reportLog(onEntry) {
  const entries = [];
  const waiters = new Set();
  return {
    entries,
    push(entry) {
      entries.push(entry);
      onEntry(entry);
      for (const waiter of waiters) if (waiter.match(entry)) waiter.resolve(entry);
    },
    waitFor(match, what) {
      const found = entries.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = {
          match,
          resolve: (entry) => {
            clearTimeout(timer);
            waiters.delete(waiter);
            resolve(entry);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`timed out waiting for ${what}`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
  };
}

/** Trace events (`{ traceEvents }` or a bare array). */
function traceEventsOf(file) {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
    return Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  } catch {
    return [];
  }
}

/**
 * navigationStart (trace clock, µs) of the documents that painted: the trace also has
 * navigationStart events of documents nobody sees (empty URL, no paint); a painted one has a
 * firstContentfulPaint or an LCP candidate with its navigationId.
 */
function paintedNavigationStarts(events) {
  const painted = new Set(
    events
      .filter((e) => e.name === 'firstContentfulPaint' || e.name === 'largestContentfulPaint::Candidate')
      .map((e) => e.args?.data?.navigationId)
      .filter(Boolean),
  );
  return events.filter((e) => e.name === 'navigationStart' && painted.has(e.args?.data?.navigationId)).sort((a, b) => a.ts - b.ts);
}

const firstEvent = (events, type, after = -Infinity) =>
  events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === type && e.ts > after).sort((a, b) => a.ts - b.ts)[0];

/**
 * The sign-in figure from the trace's own clock, as a cross-check: from the first `pointerdown`
 * dispatched to the page to the status line's PerformanceElementTiming (its renderTime counts
 * from the navigationStart of the document that painted it).
 */
function signInFromTrace(events) {
  const tap = firstEvent(events, 'pointerdown');
  const painted = events.find((e) => e.name === 'PerformanceElementTiming' && e.args?.data?.identifier === STATUS);
  if (!tap || !painted) return null;
  const start = paintedNavigationStarts(events)
    .filter((e) => e.ts <= painted.ts)
    .at(-1);
  return start ? (start.ts + painted.args.data.renderTime * 1000 - tap.ts) / 1000 : null;
}

/** A reload from the trace: the reloaded document's navigationStart to the first `input` event after it. */
function reloadFromTrace(events) {
  const start = paintedNavigationStarts(events).at(-1);
  const input = start && firstEvent(events, 'input', start.ts);
  return input ? (input.ts - start.ts) / 1000 : null;
}

/**
 * Waits until the page's main thread answers at once. Starting a trace (the V8 CPU profiler
 * above all) costs the main thread CPU time, and the CPU throttling then makes it sleep three
 * times that long: without this pause the first ~0.9 s after the tap were that debt.
 */
async function settle(page) {
  await sleep(500);
  for (let i = 0; i < 30; i++) {
    const started = Date.now();
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    if (Date.now() - started < 30) return;
    await sleep(250);
  }
}

/** Requests, those the cache answered, and bytes over the wire while `fn` runs (the CDP session's Network events). */
async function countingNetwork(cdp, fn) {
  const requests = new Map();
  const of = (requestId) => requests.get(requestId) ?? requests.set(requestId, { cached: false, bytes: 0 }).get(requestId);
  const onSent = ({ requestId }) => of(requestId);
  const onResponse = ({ requestId, response }) => {
    if (response.fromDiskCache || response.fromPrefetchCache) of(requestId).cached = true;
  };
  const onMemory = ({ requestId }) => {
    of(requestId).cached = true;
  };
  const onFinished = ({ requestId, encodedDataLength }) => {
    of(requestId).bytes = encodedDataLength ?? 0;
  };
  const listeners = {
    'Network.requestWillBeSent': onSent,
    'Network.responseReceived': onResponse,
    'Network.requestServedFromCache': onMemory,
    'Network.loadingFinished': onFinished,
  };
  for (const [event, listener] of Object.entries(listeners)) cdp.on(event, listener);
  try {
    const value = await fn();
    const all = [...requests.values()];
    return {
      value,
      network: { requests: all.length, fromCache: all.filter((r) => r.cached).length, bytes: all.reduce((sum, r) => sum + r.bytes, 0) },
    };
  } finally {
    for (const [event, listener] of Object.entries(listeners)) cdp.off(event, listener);
  }
}

/**
 * base: the app's origin (http://localhost:port); heaviest: { route, path } of the heaviest form
 * screen (run.mjs's pickHeaviest); settings: bench-budgets.json `trace`. Returns results.trace.
 */
export async function measureTraces({ base, heaviest, settings, runs, workDir, log = console.log }) {
  const { chromium } = await import('playwright-core');
  const traceDir = path.join(workDir, 'trace');
  fs.rmSync(traceDir, { recursive: true, force: true });
  fs.mkdirSync(traceDir, { recursive: true });
  const uploadKbps = settings.uploadKbps ?? 750;
  const network = {
    offline: false,
    latency: settings.rttMs,
    // kbit/s → bytes/s (1 kbit = 1000 bit)
    downloadThroughput: (settings.downloadKbps * 1000) / 8,
    uploadThroughput: (uploadKbps * 1000) / 8,
  };
  const chrome = await launchChromium(workDir);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const perRun = [];
  const traces = [];
  const relative = (file) => path.relative(root, file);

  async function traced(page, name, fn) {
    const file = path.join(traceDir, `${name}.json`);
    await browser.startTracing(page, { path: file, screenshots: true, categories: traceCategories });
    try {
      await settle(page);
      return { ...(await fn()), file };
    } finally {
      await browser.stopTracing();
      traces.push(relative(file));
    }
  }

  /** One run: a fresh browser context (empty cache, no cookies), signed in by a tap, then the form's two reloads. */
  async function oneRun(n) {
    const context = await browser.newContext({ ...phone, locale: 'cs-CZ', timezoneId: 'Europe/Prague', serviceWorkers: 'block' });
    const run = { run: n };
    try {
      const page = await context.newPage();
      let armed = false;
      const keyPresses = [];
      // The key press goes in the moment the page says its first field is painted and focused.
      const reports = reportLog((entry) => {
        if (armed && entry.kind === 'focused') keyPresses.push(page.keyboard.press('5').catch(() => undefined));
      });
      await context.exposeBinding('__benchReport', (_source, entry) => reports.push(entry));
      await context.addInitScript(pageProbe);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');

      // Sign-in: open the app as a person does; it sends the browser to the server's sign-in page.
      await page.goto(`${base}/`, { waitUntil: 'load', timeout: timeoutMs });
      const button = page.getByRole('button', { name: /Jana Dvořáková/ });
      await button.waitFor({ state: 'visible', timeout: timeoutMs });
      await page.waitForLoadState('networkidle');
      await button.scrollIntoViewIfNeeded();
      const box = await button.boundingBox();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: settings.cpuSlowdown });
      await cdp.send('Network.emulateNetworkConditions', network);

      const signIn = await traced(page, `sign-in-${n}`, async () => {
        const tapAt = Date.now();
        await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
        const painted = await reports.waitFor(
          (e) => e.kind === 'element' && e.identifier === STATUS && e.timeOrigin >= tapAt - 1000,
          'the status card',
        );
        return { ms: painted.timeOrigin + painted.renderTime - tapAt };
      });
      signIn.traceMs = signInFromTrace(traceEventsOf(signIn.file));
      run.signIn = { ms: signIn.ms, traceMs: signIn.traceMs, trace: relative(signIn.file) };
      log(
        `  run ${n}: sign-in tap → status card ${Math.round(signIn.ms)} ms (trace ${signIn.traceMs == null ? '—' : Math.round(signIn.traceMs)} ms)`,
      );

      // The heaviest form, signed in; then a cold and a warm reload, and one more warm reload: V8
      // keeps compiled code in the cache only from a script's second load, so only this third
      // load runs with it, as a person's return to the app does (a figure without a budget).
      await page.goto(`${base}${heaviest.path}`, { waitUntil: 'load', timeout: timeoutMs });
      await reports.waitFor(
        (e) => e.kind === 'element' && e.identifier === FIELD && new URL(e.url).pathname === heaviest.path,
        `a form field on ${heaviest.path}`,
      );
      if (new URL(page.url()).pathname !== heaviest.path) throw new Error(`the heaviest form ${heaviest.path} ended on ${page.url()}`);
      await page.waitForLoadState('networkidle');

      for (const kind of ['cold', 'warm', 'warmAgain']) {
        if (kind === 'cold') {
          // Disabling the cache also empties the renderer's memory cache; then the HTTP cache goes.
          await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
          await cdp.send('Network.clearBrowserCache');
          await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
        }
        const measured = await traced(page, `${kind}-${n}`, async () => {
          armed = true;
          const reloadAt = Date.now();
          const { value, network: counts } = await countingNetwork(cdp, async () => {
            await page.reload({ waitUntil: 'commit', timeout: timeoutMs });
            // the reloaded document (the one before began seconds earlier)
            const isNew = (e) => e.timeOrigin >= reloadAt - 1000;
            const typed = await reports.waitFor((e) => e.kind === 'input' && isNew(e), 'the first field to take a key press');
            const focused = reports.entries.find((e) => e.kind === 'focused' && isNew(e));
            await page.waitForLoadState('networkidle');
            return { typed, focused };
          });
          armed = false;
          return {
            // from the reload command: the old page's beforeunload runs before the navigation starts
            ms: value.typed.timeOrigin + value.typed.at - reloadAt,
            fromNavigationStartMs: value.typed.at,
            paintMs: value.focused?.renderTime ?? null,
            keyWaitMs: value.focused ? value.typed.at - value.focused.at : null,
            field: value.focused?.label ?? null,
            network: counts,
          };
        });
        measured.traceMs = reloadFromTrace(traceEventsOf(measured.file));
        run[kind] = {
          ms: measured.ms,
          fromNavigationStartMs: measured.fromNavigationStartMs,
          traceMs: measured.traceMs,
          paintMs: measured.paintMs,
          keyWaitMs: measured.keyWaitMs,
          field: measured.field,
          network: measured.network,
          trace: relative(measured.file),
        };
        const round = (v) => (v == null ? '—' : Math.round(v));
        log(
          `  run ${n}: ${kind} reload → first field takes a key ${round(measured.ms)} ms (from navigation start ${round(measured.fromNavigationStartMs)} ms, trace ${round(measured.traceMs)} ms; label painted at ${round(measured.paintMs)} ms; ${measured.network.requests} requests, ${measured.network.fromCache} from cache, ${(measured.network.bytes / 1024).toFixed(0)} KB over the wire)`,
        );
      }
      await Promise.all(keyPresses);
    } catch (error) {
      run.error = error.message;
      log(`  run ${n}: failed — ${error.message}`);
    } finally {
      await context.close().catch(() => undefined);
    }
    return run;
  }

  try {
    for (let n = 1; n <= runs; n++) perRun.push(await oneRun(n));
  } finally {
    await browser.close().catch(() => undefined);
    await chrome.stop();
  }
  const pick = (fn) => median(perRun.map(fn));
  return {
    chromium: chrome.version,
    settings: {
      cpuSlowdown: settings.cpuSlowdown,
      downloadKbps: settings.downloadKbps,
      uploadKbps,
      rttMs: settings.rttMs,
      screen: phone,
      serviceWorker: 'blocked',
    },
    heaviest: { route: heaviest.route, path: heaviest.path },
    signInTapToStatusCard: pick((r) => r.signIn?.ms),
    heaviestFormReloadColdToFirstField: pick((r) => r.cold?.ms),
    heaviestFormReloadWarmToFirstField: pick((r) => r.warm?.ms),
    heaviestFormReloadWarmAgainToFirstField: pick((r) => r.warmAgain?.ms),
    paint: { cold: pick((r) => r.cold?.paintMs), warm: pick((r) => r.warm?.paintMs), warmAgain: pick((r) => r.warmAgain?.paintMs) },
    runs: perRun,
    traces,
  };
}
