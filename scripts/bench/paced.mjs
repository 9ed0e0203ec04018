// A fixed request rate that is really fixed: request i is due at start + i / rate, evenly spaced,
// and its latency counts from when it was due, not from when a socket was free (so a slow answer
// that holds the next request back is counted against the server: no coordinated omission).
//
// autocannon's `overallRate` is not that: each connection sends its share of the second's quota
// back to back at the start of every second and then waits, so "500 req/s" over 32 connections is
// a burst of 32 concurrent requests for most of each second. Its p99 measures queueing at
// saturation, not latency at 500 req/s (issue 10; docs/performance.md says what changed).
import http from 'node:http';
import { percentile } from './lib/stats.mjs';

/**
 * GETs `url` at `rate` per second for `durationS`, on keep-alive sockets (at most `maxSockets`
 * at once; a request due while all are busy waits for one, and that wait is in its latency).
 */
export function pacedLoad({ url, headers = {}, rate, durationS, maxSockets = 64, timeoutMs = 30_000, keepSamples = false }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const target = new URL(url);
  const total = Math.round(rate * durationS);
  const intervalMs = 1000 / rate;
  const latencies = [];
  /** [ms after the first was due, latency] of each answered request, when asked for (finding stalls). */
  const samples = [];
  const statusCodes = {};
  let errors = 0;
  let sent = 0;
  let finished = 0;
  let firstDue = 0;
  let lastDone = 0;

  return new Promise((resolve) => {
    const done = () => {
      agent.destroy();
      const elapsedS = (lastDone - firstDue) / 1000;
      resolve({
        rate,
        durationS,
        requests: latencies.length,
        rps: elapsedS > 0 ? latencies.length / elapsedS : null,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        max: latencies.length ? latencies.reduce((a, b) => (b > a ? b : a), 0) : null,
        errors,
        statusCodes,
        maxSockets,
        ...(keepSamples ? { samples } : {}),
      });
    };
    const finish = (dueAt, ok, status) => {
      const now = performance.now();
      lastDone = now;
      if (status !== undefined) statusCodes[status] = (statusCodes[status] ?? 0) + 1;
      if (ok) {
        latencies.push(now - dueAt);
        if (keepSamples) samples.push([dueAt - firstDue, now - dueAt]);
      } else errors += 1;
      finished += 1;
      if (finished === total) done();
    };
    const send = (dueAt) => {
      // Settled once: a keep-alive socket outlives its request, and its later events are not this request's.
      let settled = false;
      const settle = (ok, status) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        finish(dueAt, ok, status);
      };
      const request = http.request(
        { host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method: 'GET', headers, agent },
        (response) => {
          response.resume();
          response.on('end', () => settle(response.statusCode >= 200 && response.statusCode < 300, response.statusCode));
          response.on('error', () => settle(false));
        },
      );
      const timer = setTimeout(() => request.destroy(new Error('timeout')), timeoutMs);
      request.on('error', () => settle(false));
      request.end();
    };
    firstDue = performance.now();
    // Every millisecond, send whatever has come due (timers are not precise enough to send one by one).
    const tick = () => {
      const now = performance.now();
      while (sent < total && firstDue + sent * intervalMs <= now) {
        send(firstDue + sent * intervalMs);
        sent += 1;
      }
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
}
