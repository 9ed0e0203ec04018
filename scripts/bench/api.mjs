// API throughput and latency with autocannon on loopback, against a server child process.
// Open-loop scenarios (as fast as N connections go): the no-op route, the represented persons,
// a per-person read, a list of 20 records and a multipart upload of 5 files / 20 MB; then a
// fixed 500 requests per second for the per-person read and the list, evenly paced (paced.mjs:
// autocannon's overallRate sends each second's quota in a burst). Latencies are taken from
// every response (float milliseconds) — autocannon's own histogram has 1 ms resolution, which
// is too coarse for the ratios to the no-op route.
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { JANA, sampleMemory, signIn } from './lib/server.mjs';
import { pacedLoad } from './paced.mjs';
import { percentile } from './lib/stats.mjs';

export const UPLOAD = { files: 5, bytesPerFile: 4_000_000 }; // 20 MB in all (the limit is 20 MiB)

/** One autocannon run; resolves with rps, latencies and errors. */
export function cannon({
  url,
  method = 'GET',
  headers = {},
  body,
  connections = 10,
  duration,
  amount,
  overallRate,
  maxOverallRequests,
  timeout = 30,
}) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon(
      {
        url,
        method,
        headers,
        body,
        connections,
        ...(amount ? { amount } : { duration }),
        timeout,
        ...(overallRate ? { overallRate } : {}),
        ...(maxOverallRequests ? { maxOverallRequests } : {}),
      },
      (error, result) => {
        if (error) return reject(error);
        const completed = latencies.length;
        resolve({
          connections,
          durationS: result.duration,
          requests: completed,
          rps: completed / result.duration,
          p50: percentile(latencies, 50),
          p99: percentile(latencies, 99),
          max: latencies.length ? latencies.reduce((a, b) => (b > a ? b : a), 0) : null,
          autocannonP50: result.latency.p50,
          autocannonP99: result.latency.p99,
          errors: result.errors + result.timeouts + result.non2xx,
          errorDetail: { socket: result.errors, timeouts: result.timeouts, non2xx: result.non2xx },
          statusCodes: result.statusCodeStats ?? null,
          bytesPerResponse: completed ? result.throughput.total / completed : null,
          ...(overallRate ? { targetRate: overallRate } : {}),
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

function multipartUpload({ files, bytesPerFile } = UPLOAD) {
  const boundary = `----zkbench${randomBytes(8).toString('hex')}`;
  const parts = [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="popis"\r\n\r\nBench – ${files} souborů\r\n`)];
  for (let i = 0; i < files; i++) {
    const content = Buffer.alloc(bytesPerFile);
    randomBytes(bytesPerFile).copy(content);
    content.write('%PDF-1.4\n', 0, 'latin1');
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="prilohaVlozit[]"; filename="zprava-${i + 1}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
    );
    parts.push(content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function json(base, path, token, init = {}) {
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body && typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
  });
  const text = await response.text();
  let data = null;
  try {
    data = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: response.status, data, text };
}

/**
 * What the server of this checkout offers: the list call (filled to ≥ 20 records through the API)
 * and the upload call. Returns the scenarios that can run and notes for those that cannot.
 */
export async function prepareScenarios(base, token) {
  const auth = { authorization: `Bearer ${token}` };
  const scenarios = {
    ping: { label: 'no-op GET /api/ping', url: `${base}/api/ping` },
    zastupy: { label: 'GET /api/uzivatel/zastupy', url: `${base}/api/uzivatel/zastupy`, headers: auth },
    perPerson: {
      label: `per-person read GET /api/poj/widgetZpravyNeprectene?pojistenecId=${JANA}`,
      url: `${base}/api/poj/widgetZpravyNeprectene?pojistenecId=${JANA}`,
      headers: auth,
    },
  };
  const notes = {};

  const listPath = `/api/poj/${JANA}/anamnezaMereni`;
  let list = await json(base, listPath, token);
  if (list.status === 200 && Array.isArray(list.data?.seznamMereni)) {
    let inserted = 0;
    while (list.data.seznamMereni.length + inserted < 20) {
      const created = await json(base, listPath, token, {
        method: 'POST',
        body: JSON.stringify({ tep: 60 + inserted, tlakSyst: 120, tlakDiast: 80, vaha: 70, vyska: 172 }),
      });
      if (created.status !== 200) {
        notes.list20 = `not measurable yet: POST ${listPath} answered ${created.status} (${created.text.slice(0, 200)})`;
        break;
      }
      inserted += 1;
    }
    list = await json(base, listPath, token);
    if (!notes.list20) {
      scenarios.list20 = {
        label: `list of ${list.data.seznamMereni.length} measurements GET ${listPath}`,
        url: `${base}${listPath}`,
        headers: auth,
        rows: list.data.seznamMereni.length,
        inserted,
      };
    }
  } else {
    notes.list20 = `not measurable yet: GET ${listPath} answered ${list.status} (no list call with ≥ 20 records)`;
  }

  const uploadPath = `/api/poj/${JANA}/mojeDokumenty`;
  const { body, contentType } = multipartUpload();
  const probeStarted = performance.now();
  const probe = await fetch(`${base}${uploadPath}`, { method: 'POST', headers: { ...auth, 'content-type': contentType }, body });
  const probeText = await probe.text();
  const probeMs = performance.now() - probeStarted;
  if (probe.status === 200) {
    scenarios.upload = {
      label: `multipart upload POST ${uploadPath} (${UPLOAD.files} PDF files, ${(body.length / 1e6).toFixed(1)} MB body)`,
      url: `${base}${uploadPath}`,
      method: 'POST',
      headers: { ...auth, 'content-type': contentType },
      body,
      bodyBytes: body.length,
      aloneMs: probeMs,
    };
  } else if (probe.status === 404 || probe.status === 405) {
    notes.upload = 'not measurable yet: no upload call';
  } else {
    notes.upload = `not measurable: POST ${uploadPath} answered ${probe.status} (${probeText.slice(0, 200)})`;
  }
  return { scenarios, notes };
}

/**
 * Four uploads of 19 MB at once while another client asks GET /api/ping every 20 ms: do other
 * requests wait for the uploads (issue 10: ping p99 ≤ 100 ms, each upload ≤ 2 s alone)?
 */
async function parallelUploadsWithPing(base, token) {
  const { body, contentType } = multipartUpload({ files: 5, bytesPerFile: 3_800_000 });
  const pings = [];
  let uploading = true;
  const pinger = (async () => {
    while (uploading) {
      const started = performance.now();
      const response = await fetch(`${base}/api/ping`);
      await response.arrayBuffer();
      pings.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: 4 }, async () => {
      const response = await fetch(`${base}/api/poj/${JANA}/mojeDokumenty`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        body,
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  const allMs = performance.now() - started;
  uploading = false;
  await pinger;
  return {
    uploads: statuses.length,
    bodyBytes: body.length,
    errors: statuses.filter((status) => status !== 200).length,
    allMs,
    pings: pings.length,
    pingP50: percentile(pings, 50),
    pingP99: percentile(pings, 99),
    pingMax: pings.reduce((a, b) => (b > a ? b : a), 0),
  };
}

/** Removes the personal documents the upload runs created (keeps the database small). */
async function deleteUploadedDocuments(base, token) {
  const listed = await json(base, `/api/poj/${JANA}/mojeDokumenty`, token);
  let deleted = 0;
  for (const document of listed.data?.seznamDokumentu ?? []) {
    if (document.popis?.startsWith('Bench')) {
      const answer = await json(base, `/api/poj/${JANA}/mojeDokumenty/${document.id}`, token, { method: 'DELETE' });
      if (answer.status === 200) deleted += 1;
    }
  }
  return deleted;
}

/**
 * All API measurements against one running server. `opts`: durationS, warmupS, uploadCount,
 * fixedRate, log.
 */
export async function measureApi(server, opts) {
  const { durationS, warmupS, uploadCount, fixedRate, log } = opts;
  const memory = sampleMemory(server.pid, 200);
  const session = await signIn(server.base);
  const { scenarios, notes } = await prepareScenarios(server.base, session.accessToken);
  const open = {};
  const order = ['ping', 'zastupy', 'perPerson', 'list20', 'upload'];
  for (const id of order) {
    const scenario = scenarios[id];
    if (!scenario) continue;
    const isUpload = id === 'upload';
    const base = {
      url: scenario.url,
      method: scenario.method,
      headers: scenario.headers,
      body: scenario.body,
      connections: isUpload ? 2 : 10,
    };
    memory.mark(`warmup:${id}`);
    // Uploads: the probe above was the warm-up; then a fixed number of uploads, however long they take
    // (a 20 MB upload can take many seconds on PGlite), each allowed 180 s.
    if (!isUpload) await cannon({ ...base, duration: warmupS });
    memory.mark(id);
    const result = await cannon(isUpload ? { ...base, amount: uploadCount, timeout: 180 } : { ...base, duration: durationS });
    open[id] = { label: scenario.label, ...result, peakRss: memory.peakOf(id) };
    if (isUpload) {
      open[id].deletedAfter = await deleteUploadedDocuments(server.base, session.accessToken);
      open[id].aloneMs = scenario.aloneMs;
      notes.upload = `${uploadCount} uploads, 2 at a time (so p99 is about the slowest); the first upload alone took ${Math.round(scenario.aloneMs)} ms`;
    }
    log(
      `  ${id}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50?.toFixed(2)} ms, p99 ${result.p99?.toFixed(2)} ms, errors ${result.errors}`,
    );
  }
  let parallelUploads = null;
  if (scenarios.upload) {
    memory.mark('parallelUploads');
    parallelUploads = { ...(await parallelUploadsWithPing(server.base, session.accessToken)), peakRss: memory.peakOf('parallelUploads') };
    await deleteUploadedDocuments(server.base, session.accessToken);
    log(
      `  4 parallel uploads of ${(parallelUploads.bodyBytes / 1e6).toFixed(1)} MB: all done in ${Math.round(parallelUploads.allMs)} ms, errors ${parallelUploads.errors}; ping meanwhile p99 ${parallelUploads.pingP99?.toFixed(1)} ms (max ${parallelUploads.pingMax.toFixed(1)} ms, ${parallelUploads.pings} pings)`,
    );
  }
  const ping = open.ping;
  for (const row of Object.values(open)) {
    const r = (a, b) => (a == null || b == null || b === 0 || row.requests === 0 ? null : a / b);
    row.vsNoop = ping ? { rps: r(row.rps, ping.rps), p50: r(row.p50, ping.p50), p99: r(row.p99, ping.p99) } : null;
  }

  const fixed = {};
  for (const id of ['perPerson', 'list20']) {
    const scenario = scenarios[id];
    if (!scenario) continue;
    const base = { url: scenario.url, headers: scenario.headers, rate: fixedRate };
    memory.mark(`warmup:fixed:${id}`);
    await pacedLoad({ ...base, durationS: warmupS });
    memory.mark(`fixed:${id}`);
    const result = await pacedLoad({ ...base, durationS });
    fixed[id] = { label: scenario.label, ...result, peakRss: memory.peakOf(`fixed:${id}`) };
    log(
      `  ${id} @ ${fixedRate}/s (paced): ${result.rps.toFixed(0)} req/s achieved, p50 ${result.p50?.toFixed(2)} ms, p99 ${result.p99?.toFixed(2)} ms, errors ${result.errors}`,
    );
  }
  const samples = memory.stop();
  return {
    open,
    parallelUploads,
    fixed,
    notes,
    memory: {
      peakRss: samples.reduce((max, s) => Math.max(max, s.rss), 0),
      hwm: samples.at(-1)?.hwm ?? null,
      idleRssAfterStart: samples[0]?.rss ?? null,
    },
  };
}
