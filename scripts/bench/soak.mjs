// Mixed traffic for a while (default 60 s) at a fixed rate the machine holds: reads, writes
// (measurements written and deleted again), small uploads (and their deletion), sign-ins through
// the real flow (with logouts keeping the number of live sessions bounded) and token refreshes.
// Reports errors per kind and the server's RSS every 5 s, to show whether memory keeps growing.
import { randomBytes } from 'node:crypto';
import { sleep } from './lib/children.mjs';
import { JANA, aplikaceInfo, memoryOf, randomInstalaceId, signIn } from './lib/server.mjs';
import { percentile, slope } from './lib/stats.mjs';

const SMALL_UPLOAD_BYTES = 256 * 1024;

function smallUpload() {
  const boundary = `----zksoak${randomBytes(8).toString('hex')}`;
  const content = randomBytes(SMALL_UPLOAD_BYTES);
  content.write('%PDF-1.4\n', 0, 'latin1');
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="popis"\r\n\r\nBench soak\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="prilohaVlozit[]"; filename="soak.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Runs the mix against `server` for `durationS` at `rate` operations per second. `features`
 * says whether the list and upload calls exist (from the API phase's probe).
 */
export async function soak(server, { durationS, rate, features, log }) {
  const base = server.base;
  const upload = smallUpload();
  const sessions = [];
  for (let i = 0; i < 5; i++) sessions.push({ ...(await signIn(base)), busy: false });
  const reader = sessions[0];
  const createdMeasurements = [];
  const createdDocuments = [];

  const call = async (path, init = {}, session = reader) => {
    const response = await fetch(`${base}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${session.accessToken}`, ...init.headers },
    });
    const text = await response.text();
    return { status: response.status, text };
  };

  const ops = {
    readWidget: async () => (await call(`/api/poj/widgetZpravyNeprectene?pojistenecId=${JANA}`)).status,
    readZastupy: async () => (await call('/api/uzivatel/zastupy')).status,
    readList: async () => (await call(`/api/poj/${JANA}/anamnezaMereni`)).status,
    writeMeasurement: async () => {
      const answer = await call(`/api/poj/${JANA}/anamnezaMereni`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ tep: 70, tlakSyst: 125, tlakDiast: 82 }),
      });
      if (answer.status === 200) createdMeasurements.push(JSON.parse(answer.text).id);
      return answer.status;
    },
    deleteMeasurement: async () => {
      const id = createdMeasurements.shift();
      if (id === undefined) return ops.writeMeasurement();
      return (await call(`/api/poj/${JANA}/anamnezaMereni/${id}`, { method: 'DELETE' })).status;
    },
    upload: async () => {
      const answer = await call(`/api/poj/${JANA}/mojeDokumenty`, {
        method: 'POST',
        headers: { 'content-type': upload.contentType },
        body: upload.body,
      });
      if (answer.status === 200) createdDocuments.push(JSON.parse(answer.text).id);
      return answer.status;
    },
    deleteDocument: async () => {
      const id = createdDocuments.shift();
      if (id === undefined) return ops.upload();
      return (await call(`/api/poj/${JANA}/mojeDokumenty/${id}`, { method: 'DELETE' })).status;
    },
    signIn: async () => {
      const session = { ...(await signIn(base, 'pojistenec', randomInstalaceId())), busy: false };
      sessions.push(session);
      // keep at most 40 live sessions: log the oldest free one out
      if (sessions.length > 40) {
        const index = sessions.findIndex((s, i) => i > 0 && !s.busy);
        const [old] = sessions.splice(index, 1);
        const response = await fetch(`${base}/api/app/logout`, {
          method: 'POST',
          headers: { cookie: old.refreshCookie, 'content-type': 'application/json' },
          body: '{}',
        });
        await response.arrayBuffer();
        if (response.status !== 200) return response.status;
      }
      return 200;
    },
    refresh: async () => {
      const session = sessions.find((s, i) => i > 0 && !s.busy);
      if (!session) return ops.readWidget();
      session.busy = true;
      try {
        const response = await fetch(`${base}/api/app/refresh`, {
          method: 'POST',
          headers: { cookie: session.refreshCookie, 'content-type': 'application/json' },
          body: JSON.stringify({ aplikaceInfo: aplikaceInfo(session.instalaceId) }),
        });
        const text = await response.text();
        if (response.status === 200) {
          session.accessToken = JSON.parse(text).accessToken;
          const cookie = response.headers.getSetCookie().find((c) => c.startsWith('__Secure-zk-refresh='));
          if (cookie) session.refreshCookie = cookie.split(';')[0];
        }
        return response.status;
      } finally {
        session.busy = false;
      }
    },
  };

  const weights = {
    readWidget: 25,
    readZastupy: 15,
    ...(features.list ? { readList: 15 } : { readWidget: 40 }),
    writeMeasurement: features.list ? 10 : 0,
    deleteMeasurement: features.list ? 10 : 0,
    upload: features.upload ? 2 : 0,
    deleteDocument: features.upload ? 2 : 0,
    signIn: 8,
    refresh: 13,
  };
  const table = Object.entries(weights).filter(([, w]) => w > 0);
  const totalWeight = table.reduce((s, [, w]) => s + w, 0);
  const pick = () => {
    let r = Math.random() * totalWeight;
    for (const [name, w] of table) if ((r -= w) < 0) return name;
    return table[0][0];
  };

  const stats = Object.fromEntries(table.map(([name]) => [name, { count: 0, errors: 0, statuses: {}, latencies: [] }]));
  const windows = [];
  let window = { ops: 0, errors: 0 };
  let inFlight = 0;
  let notStarted = 0;
  const maxInFlight = 256;
  const run = async (name) => {
    inFlight += 1;
    const started = performance.now();
    let status;
    try {
      status = await ops[name]();
    } catch (error) {
      status = `error:${error.cause?.code ?? error.code ?? error.message}`;
    }
    inFlight -= 1;
    const s = stats[name];
    s.count += 1;
    s.latencies.push(performance.now() - started);
    window.ops += 1;
    if (status !== 200) {
      s.errors += 1;
      window.errors += 1;
      s.statuses[status] = (s.statuses[status] ?? 0) + 1;
    }
  };

  const rssAt = (t) => ({ t, rss: memoryOf(server.pid)?.rss ?? null });
  windows.push({ ...rssAt(0), ops: 0, errors: 0, opsPerS: 0 });
  const started = performance.now();
  let launched = 0;
  let nextSample = 5;
  const pending = new Set();
  while ((performance.now() - started) / 1000 < durationS) {
    const elapsed = (performance.now() - started) / 1000;
    const due = Math.floor(elapsed * rate) - launched;
    for (let i = 0; i < due; i++) {
      launched += 1;
      if (inFlight >= maxInFlight) {
        notStarted += 1;
        continue;
      }
      const p = run(pick());
      pending.add(p);
      p.finally(() => pending.delete(p));
    }
    if (elapsed >= nextSample) {
      windows.push({ ...rssAt(nextSample), ops: window.ops, errors: window.errors, opsPerS: window.ops / 5 });
      window = { ops: 0, errors: 0 };
      nextSample += 5;
    }
    await sleep(5);
  }
  await Promise.allSettled([...pending]);
  if (window.ops > 0 || windows.at(-1).t < durationS)
    windows.push({ ...rssAt(Math.round((performance.now() - started) / 1000)), ops: window.ops, errors: window.errors, opsPerS: null });

  // clean up what the mix left behind
  for (const id of createdMeasurements) await call(`/api/poj/${JANA}/anamnezaMereni/${id}`, { method: 'DELETE' }).catch(() => undefined);
  for (const id of createdDocuments) await call(`/api/poj/${JANA}/mojeDokumenty/${id}`, { method: 'DELETE' }).catch(() => undefined);

  const perKind = Object.fromEntries(
    Object.entries(stats).map(([name, s]) => [
      name,
      { count: s.count, errors: s.errors, statuses: s.statuses, p50: percentile(s.latencies, 50), p99: percentile(s.latencies, 99) },
    ]),
  );
  const rssPoints = windows.filter((w) => w.rss != null);
  const secondHalf = rssPoints.filter((w) => w.t >= durationS / 2);
  const hwm = memoryOf(server.pid)?.hwm ?? null;
  const completed = Object.values(stats).reduce((s, k) => s + k.count, 0);
  const result = {
    durationS,
    targetRate: rate,
    achievedRate: completed / durationS,
    notStarted,
    errors: Object.values(stats).reduce((s, k) => s + k.errors, 0),
    perKind,
    weights: Object.fromEntries(table),
    samples: windows,
    rssFirst: rssPoints[0]?.rss ?? null,
    rssLast: rssPoints.at(-1)?.rss ?? null,
    rssMax: Math.max(...rssPoints.map((w) => w.rss)),
    hwm,
    slopeMbPerMinSecondHalf: secondHalf.length >= 3 ? (slope(secondHalf.map((w) => ({ x: w.t / 60, y: w.rss / 1048576 }))) ?? null) : null,
    slopeMbPerMinAll: slope(rssPoints.filter((w) => w.t > 0).map((w) => ({ x: w.t / 60, y: w.rss / 1048576 }))),
  };
  log(
    `  ${completed} operations (${result.achievedRate.toFixed(0)}/s of ${rate}/s), ${result.errors} errors, RSS ${(result.rssFirst / 1048576).toFixed(0)} → ${(result.rssLast / 1048576).toFixed(0)} MB`,
  );
  return result;
}
