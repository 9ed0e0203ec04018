import net from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, messages } from '../../contract/index';
import { attachments, users, vaccinations } from '../../server/db/schema';
import { FairUse } from '../../server/fair-use';
import { MemoryCounterStore } from '../../server/limits/counters';
import { storedAttachmentBytesOf } from '../../server/services/attachments';
import { apiOf, fieldErrorsOf, personUrl, type Api } from '../support/health';
import { fields, multipart, samplePdf } from '../support/multipart';
import { createTestApp, databaseKindLabel, demoPersonId, fairUseOff, signInAs, type SignedIn, type TestApp } from '../support/test-app';

/** Jana adds a vaccination with one PDF attachment: an upload that counts against slots and the quota. */
const postVaccinationWithFile = (api: Api, jana: SignedIn) =>
  api.form(
    'POST',
    personUrl('jana', 'ockovani'),
    jana,
    multipart([
      ...fields({ datum: '2024-03-01', nemoc: 'Hepatitida A' }),
      { name: 'prilohaVlozit[]', filename: 'průkaz.pdf', content: samplePdf, contentType: 'application/pdf' },
    ]),
  );

const limits = {
  callsPerMinute: 3,
  heavyCallsPerMinute: 1,
  uploadsPerUser: 2,
  uploadsTotal: 3,
  shareLinkOpensPerMinute: 2,
  uploadMaxS: 60,
  uploadMinBytesPerS: 0,
  uploadPaceGraceS: 10,
};

describe('FairUse: per-user budgets per minute and upload slots (one process)', () => {
  it('allows the budget, refuses the next call with the seconds to wait, and opens a new minute', async () => {
    let now = 1_000_000;
    const fairUse = new FairUse(limits, new MemoryCounterStore(() => now));
    expect(await Promise.all([1, 2, 3].map(async () => (await fairUse.takeCall(7, false)).ok))).toEqual([true, true, true]);
    now += 20_000;
    expect(await fairUse.takeCall(7, false)).toEqual({ ok: false, retryAfterS: 40 });
    expect(await fairUse.takeCall(8, false)).toEqual({ ok: true });
    now += 40_000;
    expect(await fairUse.takeCall(7, false)).toEqual({ ok: true });
  });

  it('counts uploads and files against the stricter budget too', async () => {
    const fairUse = new FairUse(limits, new MemoryCounterStore(() => 0));
    expect(await fairUse.takeCall(1, true)).toEqual({ ok: true });
    expect((await fairUse.takeCall(1, true)).ok).toBe(false);
    expect(await fairUse.takeCall(1, false)).toEqual({ ok: true });
  });

  it('caps uploads in progress per user and in total; ending one frees its slot once', async () => {
    const fairUse = new FairUse(limits, new MemoryCounterStore());
    const first = await fairUse.startUpload(1);
    const second = await fairUse.startUpload(1);
    expect(first && second).toBeTruthy();
    expect(await fairUse.startUpload(1)).toBeNull();
    const third = await fairUse.startUpload(2);
    expect(third).toBeTruthy();
    expect(await fairUse.startUpload(3)).toBeNull();
    first?.();
    first?.();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await fairUse.startUpload(3)).toBeTruthy();
    expect(await fairUse.startUpload(3)).toBeNull();
  });

  it('an upload slot a dead process never released expires after the longest upload', async () => {
    let now = 0;
    const fairUse = new FairUse({ ...limits, uploadsPerUser: 1 }, new MemoryCounterStore(() => now));
    expect(await fairUse.startUpload(1)).toBeTruthy();
    expect(await fairUse.startUpload(1)).toBeNull();
    now += (limits.uploadMaxS + 6) * 1000;
    expect(await fairUse.startUpload(1)).toBeTruthy();
  });

  it('counts openings of share links per client address, whatever the link', async () => {
    let now = 0;
    const fairUse = new FairUse(limits, new MemoryCounterStore(() => now));
    expect((await fairUse.takeShareLinkOpen('10.0.0.1')).ok).toBe(true);
    expect((await fairUse.takeShareLinkOpen('10.0.0.1')).ok).toBe(true);
    expect(await fairUse.takeShareLinkOpen('10.0.0.1')).toEqual({ ok: false, retryAfterS: 60 });
    expect((await fairUse.takeShareLinkOpen('10.0.0.2')).ok).toBe(true);
    now += 60_000;
    expect((await fairUse.takeShareLinkOpen('10.0.0.1')).ok).toBe(true);
  });

  it('a limit of 0 is off', async () => {
    const fairUse = new FairUse(fairUseOff, new MemoryCounterStore(() => 0));
    for (let i = 0; i < 100; i += 1) expect((await fairUse.takeCall(1, true)).ok).toBe(true);
    for (let i = 0; i < 100; i += 1) expect(await fairUse.startUpload(1)).toBeTruthy();
    for (let i = 0; i < 100; i += 1) expect((await fairUse.takeShareLinkOpen('10.0.0.1')).ok).toBe(true);
  });
});

describe(`fair use on the API (${databaseKindLabel})`, () => {
  let t: TestApp;
  let api: Api;
  let jana: SignedIn;
  let petr: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({
      fairUse: { ...fairUseOff, callsPerMinute: 8, heavyCallsPerMinute: 4, uploadsPerUser: 1, uploadsTotal: 4, shareLinkOpensPerMinute: 3 },
    });
    api = apiOf(t.app);
    jana = await signInAs(t.app, 'pojistenec');
    petr = await signInAs(t.app, 'osvc');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a user over the budget gets 429 LIMIT in Czech with Retry-After; another user is not affected', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await api.json('GET', personUrl('jana', 'ockovani'), jana)).statusCode);
    const firstRefused = statuses.indexOf(429);
    expect(firstRefused).toBeGreaterThan(0);
    expect(statuses.slice(0, firstRefused).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(firstRefused).every((status) => status === 429)).toBe(true);

    const refused = await api.json('GET', personUrl('jana', 'ockovani'), jana);
    const body = apiErrorSchema.parse(refused.json());
    expect(body.typ).toBe('LIMIT');
    expect(body.detail).toMatch(/^Posíláte příliš mnoho požadavků najednou\. Zkuste to prosím znovu za \d+ s\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    expect((await api.json('GET', personUrl('petr', 'ockovani'), petr)).statusCode).toBe(200);
  });

  it('the public share-link page is limited per address: guessing links gets 429 in Czech, another address is not affected', async () => {
    const open = (address: string) => t.app.inject({ method: 'GET', url: `/api/nouzoveUdaje/${'A'.repeat(43)}`, remoteAddress: address });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await open('10.9.9.9')).statusCode);
    expect(statuses.slice(0, 3).every((status) => status !== 429)).toBe(true);
    const refused = await open('10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(apiErrorSchema.parse(refused.json()).detail).toMatch(/^Posíláte příliš mnoho požadavků najednou/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await open('10.8.8.8')).statusCode).not.toBe(429);
  });
});

describe(`uploads in progress and the storage quota (${databaseKindLabel})`, () => {
  let t: TestApp;
  let api: Api;
  let jana: SignedIn;
  const quotaBytes = 1024 * 1024;

  beforeAll(async () => {
    t = await createTestApp({
      fairUse: { ...fairUseOff, uploadsPerUser: 1, uploadsTotal: 4 },
    });
    api = apiOf(t.app);
    jana = await signInAs(t.app, 'pojistenec');
  });
  afterAll(async () => {
    await t?.close();
  });

  const vaccinationCount = async () => {
    const [row] = await t.db
      .select({ n: count() })
      .from(vaccinations)
      .where(eq(vaccinations.insuredPersonId, demoPersonId('jana')));
    return Number(row.n);
  };
  const postVaccination = () => postVaccinationWithFile(api, jana);

  it('a second upload of the same user while one is in progress is refused with 429 and stores nothing', async () => {
    const [janaUser] = await t.db.select({ id: users.id }).from(users).where(eq(users.login, 'pojistenec'));
    const inProgress = await t.app.fairUse.startUpload(janaUser.id);
    const before = await vaccinationCount();
    const refused = await postVaccination();
    expect(refused.statusCode).toBe(429);
    expect(apiErrorSchema.parse(refused.json())).toMatchObject({ typ: 'LIMIT', detail: messages.fairUseUploads });
    expect(await vaccinationCount()).toBe(before);
    await inProgress?.();
    expect((await postVaccination()).statusCode).toBe(200);
    expect(await vaccinationCount()).toBe(before + 1);
    // the slot is free again after the answer
    expect((await postVaccination()).statusCode).toBe(200);
  });

  it('a file that would take the person over the quota is refused at the file field (413, nothing stored); within it, stored', async () => {
    const stored = await storedAttachmentBytesOf(t.db, demoPersonId('jana'));
    t.app.deps.config.storageQuotaBytes = stored + samplePdf.length - 1;
    const before = await vaccinationCount();
    const [attachmentsBefore] = await t.db.select({ n: count() }).from(attachments);
    const refused = await postVaccination();
    expect(refused.statusCode).toBe(413);
    const message = messages.storageQuotaExceeded(Math.round((stored + samplePdf.length - 1) / (1024 * 1024)));
    expect(apiErrorSchema.parse(refused.json()).detail).toBe(message);
    expect(fieldErrorsOf(refused, 413)).toEqual({ prilohaVlozit: [message] });
    expect(await vaccinationCount()).toBe(before);
    const [attachmentsAfter] = await t.db.select({ n: count() }).from(attachments);
    expect(attachmentsAfter.n).toBe(attachmentsBefore.n);

    t.app.deps.config.storageQuotaBytes = stored + samplePdf.length + quotaBytes;
    expect((await postVaccination()).statusCode).toBe(200);
    expect(await storedAttachmentBytesOf(t.db, demoPersonId('jana'))).toBe(stored + samplePdf.length);
  });
});

describe(`the storage quota under parallel uploads (${databaseKindLabel})`, () => {
  let t: TestApp;
  let api: Api;
  let jana: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({
      fairUse: { ...fairUseOff, uploadsPerUser: 3, uploadsTotal: 16 },
    });
    api = apiOf(t.app);
    jana = await signInAs(t.app, 'pojistenec');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('two uploads at once that fit only one at a time: one is stored, the other refused with 413', async () => {
    const stored = await storedAttachmentBytesOf(t.db, demoPersonId('jana'));
    t.app.deps.config.storageQuotaBytes = stored + Math.floor(samplePdf.length * 1.5);
    const post = () => postVaccinationWithFile(api, jana);
    const statuses = (await Promise.all([post(), post()])).map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 413]);
    expect(await storedAttachmentBytesOf(t.db, demoPersonId('jana'))).toBe(stored + samplePdf.length);
  });
});

describe(`a slow upload (${databaseKindLabel})`, () => {
  let t: TestApp;
  let jana: SignedIn;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp({
      fairUse: { ...fairUseOff, uploadsPerUser: 1, uploadsTotal: 4, uploadMinBytesPerS: 4096, uploadPaceGraceS: 1 },
    });
    jana = await signInAs(t.app, 'pojistenec');
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is cut off once its pace stays below the floor, and its slot is free again at once', async () => {
    const { hostname, port } = new URL(base);
    const boundary = 'zk-slow-upload';
    const head = `--${boundary}\r\ncontent-disposition: form-data; name="datum"\r\n\r\n2024-03-01\r\n--${boundary}\r\ncontent-disposition: form-data; name="prilohaVlozit[]"; filename="a.pdf"\r\ncontent-type: application/pdf\r\n\r\n`;
    const socket = net.connect(Number(port), hostname);
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST ${personUrl('jana', 'ockovani')} HTTP/1.1\r\nhost: ${hostname}\r\nauthorization: Bearer ${jana.accessToken}\r\n` +
        `content-type: multipart/form-data; boundary=${boundary}\r\ncontent-length: 200000\r\n\r\n${head}`,
    );
    // 100 bytes a second: far below 4 KiB/s.
    const trickle = setInterval(() => socket.writable && socket.write('x'.repeat(100)), 1000);
    const closedAfterMs = await new Promise<number>((resolve) => {
      const started = Date.now();
      socket.once('close', () => resolve(Date.now() - started));
    });
    clearInterval(trickle);
    expect(closedAfterMs).toBeLessThan(8_000);
    // The slot was released: the user's next upload goes through.
    expect((await postVaccinationWithFile(apiOf(t.app), jana)).statusCode).toBe(200);
  });
});
