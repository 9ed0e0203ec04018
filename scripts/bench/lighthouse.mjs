// Lighthouse 12 (Node API) in Debian's Chromium, which the bench launches itself with a
// remote-debugging port. Public pages: Lighthouse opens its own tab and resets the origin's
// storage as usual. Signed-in pages: the sign-in runs first in the same browser (playwright-core
// over CDP, through the server's real sign-in page), and Lighthouse then measures *that tab*
// with `disableStorageReset: true` — the app keeps the refresh token's expiry in sessionStorage,
// which is per tab, so a tab Lighthouse opened itself would be signed out. Lighthouse takes a
// tab as a Puppeteer page; puppeteer-core is Lighthouse's own dependency (nothing added). The
// HTTP cache is cleared before every run, so every run is a first visit.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { freePort, sleep, startChild, stopChild, waitForHttp } from './lib/children.mjs';
import { median } from './lib/stats.mjs';

const require = createRequire(import.meta.url);
const categories = ['performance', 'accessibility', 'best-practices'];
const metricIds = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
  tti: 'interactive',
  bytes: 'total-byte-weight',
};

export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-dev-shm-usage',
];

async function importLighthouse() {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  // puppeteer-core exactly as Lighthouse itself resolves it
  const lighthouseRequire = createRequire(require.resolve('lighthouse/package.json'));
  const puppeteerModule = await import(pathToFileURL(lighthouseRequire.resolve('puppeteer-core')).href);
  const puppeteer = puppeteerModule.default ?? puppeteerModule;
  const { userAgents } = await import('lighthouse/core/config/constants.js');
  return { lighthouse, desktopConfig, puppeteer, userAgents };
}

export async function launchChromium(workDir) {
  const executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const port = await freePort();
  const profile = path.join(workDir, `chromium-profile-${port}`);
  fs.rmSync(profile, { recursive: true, force: true });
  const child = startChild('chromium', executable, [
    ...chromiumFlags,
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${profile}`,
    'about:blank',
  ]);
  await waitForHttp(`http://127.0.0.1:${port}/json/version`, { child, ok: (s) => s === 200, timeoutMs: 60_000 });
  const version = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  return {
    port,
    version: version.Browser,
    async stop() {
      await stopChild(child, 5000);
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Signs in with the demo button through the server's page, in a new tab of the running browser; returns the tab's URL. */
async function signInTab(cdpPort, base, buttonName, userAgent) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    // Signed in as the measured preset's browser: a phone does not change its user agent between
    // sign-in and reload, and the app's early renewal (public/boot.js) only sends what it kept for
    // the same browser.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setUserAgentOverride', { userAgent });
    await page.goto(`${base}/`, { waitUntil: 'load' });
    await page.getByRole('button', { name: buttonName }).click({ timeout: 30_000 });
    await page.waitForURL((url) => !url.pathname.startsWith('/prihlaseni') && !url.pathname.startsWith('/api/'), { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const expiry = await page.evaluate(() => sessionStorage.getItem('zk.refreshTokenExpirace'));
    if (!expiry) throw new Error('signed in, but the tab has no zk.refreshTokenExpirace');
    // a marker to find the very same tab from Puppeteer
    const marker = `bench-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    await page.evaluate((m) => {
      window.name = m;
    }, marker);
    return marker;
  } finally {
    // connectOverCDP: close() disconnects; the default context and its tabs stay open
    await browser.close();
  }
}

function summarize(lhr) {
  const scores = Object.fromEntries(
    categories.map((id) => [id, lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100)]),
  );
  const metrics = Object.fromEntries(Object.entries(metricIds).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? null]));
  const failing = [];
  for (const id of ['accessibility', 'best-practices', 'performance']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < (id === 'performance' ? 0.9 : 1)) {
        failing.push({ category: id, id: ref.id, title: audit.title, score: audit.score, displayValue: audit.displayValue ?? null });
      }
    }
  }
  return {
    scores,
    metrics,
    failing,
    finalUrl: lhr.finalDisplayedUrl,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    runtimeError: lhr.runtimeError?.code ?? null,
    warnings: lhr.runWarnings ?? [],
  };
}

function aggregate(runs) {
  const pick = (fn) => median(runs.map(fn));
  const failingCounts = new Map();
  for (const run of runs)
    for (const f of run.failing)
      failingCounts.set(`${f.category}:${f.id}`, { ...f, runs: (failingCounts.get(`${f.category}:${f.id}`)?.runs ?? 0) + 1 });
  return {
    runs: runs.length,
    scores: Object.fromEntries(categories.map((id) => [id, pick((r) => r.scores[id])])),
    metrics: Object.fromEntries(Object.keys(metricIds).map((key) => [key, pick((r) => r.metrics[key])])),
    perRun: runs.map((r) => ({ scores: r.scores, lcp: r.metrics.lcp, tbt: r.metrics.tbt, finalUrl: r.finalUrl })),
    failing: [...failingCounts.values()],
    benchmarkIndex: pick((r) => r.benchmarkIndex),
    warnings: [...new Set(runs.flatMap((r) => r.warnings))],
  };
}

/**
 * pages: [{ id, label, url, urlForRun?, expectPath?, auth?: { base, button } }]. `urlForRun` gives
 * the URL of each run (e.g. with a fresh one-time ticket), or `{ url, cookie: { name, value } }`
 * when the visit needs a cookie (the ticket's browser binding), `expectPath` where the run must end
 * (default: the URL's path; a run that ends elsewhere is discarded). Runs every page `runs` times per preset
 * (mobile = Lighthouse's default, desktop = its desktop preset); returns medians per page and
 * preset. LHR JSON files are kept under `workDir/lighthouse/`.
 */
export async function measurePages({ pages, runs, workDir, log = console.log }) {
  const { lighthouse, desktopConfig, puppeteer, userAgents } = await importLighthouse();
  const presets = { mobile: undefined, desktop: desktopConfig };
  const outDir = path.join(workDir, 'lighthouse');
  fs.mkdirSync(outDir, { recursive: true });
  const chrome = await launchChromium(workDir);
  const results = { chromium: chrome.version, lighthouse: require('lighthouse/package.json').version, runs, pages: {} };
  const flags = { port: chrome.port, hostname: '127.0.0.1', output: 'json', logLevel: 'error', onlyCategories: categories };
  // Diagnosis while changing the app (not for a run whose figures are kept): BENCH_LH_PAGES=start,heaviest
  // measures only those pages (and the floor), BENCH_LH_PRESETS=mobile only that preset, and
  // BENCH_LH_TRACE=1 keeps each run's Chromium trace beside its report (open it in DevTools' Performance panel).
  const onlyPages = process.env.BENCH_LH_PAGES?.split(',');
  const onlyPresets = process.env.BENCH_LH_PRESETS?.split(',');
  const keepTrace = process.env.BENCH_LH_TRACE === '1';
  // with V8's sampling profiler in the kept trace (which function ran in a long task); it does not change the simulation
  if (keepTrace) flags.additionalTraceCategories = 'disabled-by-default-v8.cpu_profiler';
  const run = async (url, runFlags, config, tab) => {
    const result = await lighthouse(url, runFlags, config, tab);
    return { lhr: result.lhr, trace: keepTrace ? result.artifacts?.Trace : undefined };
  };
  const measureOne = async (page, presetName, config) => {
    const collected = [];
    let attempts = 0;
    let tab = null;
    let browser = null;
    try {
      while (collected.length < runs) {
        attempts += 1;
        if (attempts > runs + 3) throw new Error('too many failed attempts');
        const target = page.urlForRun ? await page.urlForRun() : page.url;
        const { url, cookie } = typeof target === 'string' ? { url: target, cookie: null } : target;
        let lhr;
        let trace;
        if (cookie) {
          // A first visit that needs one cookie (the sign-in's browser binding): a new tab with the
          // origin's storage cleared and that cookie set, measured without Lighthouse's own reset
          // (which would clear the cookie again).
          browser ??= await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
          tab = await browser.newPage();
          const origin = new URL(url).origin;
          const cdp = await tab.createCDPSession();
          await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
          await cdp.send('Network.clearBrowserCache');
          await cdp.send('Network.setCookie', { url: `${origin}/`, ...cookie, path: '/', secure: true, httpOnly: true, sameSite: 'Lax' });
          await cdp.detach();
          try {
            ({ lhr, trace } = await run(url, { ...flags, disableStorageReset: true }, config, tab));
          } finally {
            await tab.close().catch(() => undefined);
            tab = null;
          }
        } else if (page.auth) {
          if (!tab) {
            const marker = await signInTab(chrome.port, page.auth.base, page.auth.button, userAgents[presetName]);
            browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
            for (const candidate of await browser.pages()) {
              if ((await candidate.evaluate(() => window.name).catch(() => null)) === marker) tab = candidate;
            }
            if (!tab) throw new Error('the signed-in tab was not found');
          }
          const cdp = await tab.createCDPSession();
          await cdp.send('Network.clearBrowserCache');
          await cdp.detach();
          ({ lhr, trace } = await run(url, { ...flags, disableStorageReset: true }, config, tab));
        } else {
          ({ lhr, trace } = await run(url, { ...flags, disableStorageReset: false }, config));
        }
        const summary = summarize(lhr);
        const expectedPath = page.expectPath ?? new URL(page.url).pathname;
        const landed = new URL(summary.finalUrl).pathname;
        if (summary.runtimeError || landed !== expectedPath) {
          log(
            `  ${page.id} ${presetName}: run discarded (${summary.runtimeError ?? `landed on ${landed}`})${page.auth ? '; signing in again' : ''}`,
          );
          if (tab) await tab.close().catch(() => undefined);
          await browser?.disconnect().catch(() => undefined);
          tab = null;
          browser = null;
          await sleep(500);
          continue;
        }
        collected.push(summary);
        fs.writeFileSync(path.join(outDir, `${page.id}-${presetName}-${collected.length}.json`), JSON.stringify(lhr));
        if (trace) fs.writeFileSync(path.join(outDir, `${page.id}-${presetName}-${collected.length}.trace.json`), JSON.stringify(trace));
        log(
          `  ${page.id} ${presetName} #${collected.length}: perf ${summary.scores.performance} a11y ${summary.scores.accessibility} bp ${summary.scores['best-practices']} LCP ${Math.round(summary.metrics.lcp)} ms TBT ${Math.round(summary.metrics.tbt)} ms`,
        );
      }
    } finally {
      if (tab) await tab.close().catch(() => undefined);
      await browser?.disconnect().catch(() => undefined);
    }
    return aggregate(collected);
  };
  try {
    // Public pages first: their storage reset clears the origin's cookies, signed-in tabs come after.
    const wanted = pages.filter((p) => !onlyPages || p.id === 'floor' || onlyPages.includes(p.id));
    const ordered = [...wanted.filter((p) => !p.auth), ...wanted.filter((p) => p.auth)];
    for (const page of ordered) {
      results.pages[page.id] = { label: page.label, url: page.url, presets: {} };
      for (const [presetName, config] of Object.entries(presets)) {
        if (onlyPresets && !onlyPresets.includes(presetName)) continue;
        try {
          results.pages[page.id].presets[presetName] = await measureOne(page, presetName, config);
        } catch (error) {
          log(`  ${page.id} ${presetName}: not measured — ${error.message}`);
          results.pages[page.id].presets[presetName] = { error: error.message };
        }
      }
    }
  } finally {
    await chrome.stop();
  }
  return results;
}
