/**
 * Attachment bytes as files on PGlite (ADR 0008): a server on a PGlite data directory keeps the
 * bytes of new attachments under DATA_DIR/attachments, removes them with their rows, leaves
 * nothing behind when a change is refused, and its start-up sweep removes files no row names.
 * PostgreSQL and in-memory PGlite keep the bytes in the database (nothing under DATA_DIR).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type OckovaniPolozka } from '../../contract/index';
import { buildApp } from '../../server/app';
import { openDatabase, type Database, type OpenDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { attachments } from '../../server/db/schema';
import { seedDemoData } from '../../server/seed/index';
import { ATTACHMENTS_FOLDER, attachmentTransaction, sweepOrphanAttachmentFiles } from '../../server/services/attachment-files';
import { deleteAttachmentsOf, insertAttachment } from '../../server/services/attachments';
import { apiOf, fieldErrorsOf, personUrl, type Api } from '../support/health';
import { fields, multipart, samplePdf, samplePng, sampleTxt, type FormPart } from '../support/multipart';
import { createTestApp, databaseKindLabel, demoPersonId, signInAs, testConfig, type SignedIn } from '../support/test-app';

const tempDirs: string[] = [];
const tempDir = (): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zk-attachments-'));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const file = (filename: string, content: Buffer, contentType: string): FormPart => ({
  name: 'prilohaVlozit[]',
  filename,
  content,
  contentType,
});
/** A PNG of `size` bytes with content of its own (padding after IEND). */
const pngOf = (size: number, salt: string): Buffer => {
  const pad = Buffer.alloc(size - samplePng.length, 0);
  pad.write(salt);
  return Buffer.concat([samplePng, pad]);
};

/** The names in a folder (none when it does not exist). */
const namesIn = (dir: string): string[] => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);

describe('attachment files on a PGlite data directory', () => {
  let dataDir: string;
  let filesDir: string;
  let database: OpenDatabase;
  let app: FastifyInstance;
  let api: Api;
  let jana: SignedIn;

  beforeAll(async () => {
    dataDir = tempDir();
    filesDir = path.join(dataDir, ATTACHMENTS_FOLDER);
    database = await openDatabase({ dataDir });
    await migrateDatabase(database);
    await seedDemoData(database.db);
    app = await buildApp({ config: testConfig({ dataDir }), database, logger: false });
    await app.ready();
    api = apiOf(app);
    jana = await signInAs(app, 'pojistenec');
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const vaccinationsUrl = personUrl('jana', 'ockovani');
  const postVaccination = (parts: FormPart[]) => api.form('POST', vaccinationsUrl, jana, multipart(parts));
  const putVaccination = (id: number, parts: FormPart[]) =>
    api.form('PUT', personUrl('jana', `mojeOckovani/${id}`), jana, multipart(parts));
  const download = (id: number) =>
    app.inject({ method: 'GET', url: personUrl('jana', `data/OCKOVANI/${id}`), headers: jana.authorization });
  /** The files that appeared in the folder since `before`. */
  const newFiles = (before: string[]) => namesIn(filesDir).filter((name) => !before.includes(name));

  it('keeps the seeded demo attachments as files, one per attachment, and serves them', async () => {
    const rows = await database.db.select({ id: attachments.id }).from(attachments);
    expect(rows.length).toBeGreaterThan(0);
    expect(namesIn(filesDir)).toHaveLength(rows.length);
    const list = (await api.json('GET', vaccinationsUrl, jana)).json() as { seznamOckovani: OckovaniPolozka[] };
    const tetanus = list.seznamOckovani.find((v) => v.nemoc === 'Tetanus')!;
    const pdf = (await download(tetanus.prilohy[0].id)).rawPayload;
    expect(pdf.length).toBe(tetanus.prilohy[0].velikost);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('writes an upload as files under DATA_DIR/attachments (mode 0600, server-chosen names) and downloads identical bytes', async () => {
    const before = namesIn(filesDir);
    const png = pngOf(300_000, 'upload');
    const res = await postVaccination([
      ...fields({ datum: '2024-03-01', nemoc: 'Hepatitida B' }),
      file('../../etc/passwd.pdf', samplePdf, 'application/pdf'),
      file('sken.png', png, 'image/png'),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json() as OckovaniPolozka;

    const added = newFiles(before);
    expect(added).toHaveLength(2);
    for (const name of added) {
      expect(name).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      if (process.platform !== 'win32') expect(fs.statSync(path.join(filesDir, name)).mode & 0o777).toBe(0o600);
    }
    const onDisk = added.map((name) => fs.readFileSync(path.join(filesDir, name)));
    expect(onDisk.some((bytes) => bytes.equals(samplePdf))).toBe(true);
    expect(onDisk.some((bytes) => bytes.equals(png))).toBe(true);

    const [pdfAttachment, pngAttachment] = created.prilohy;
    expect((await download(pdfAttachment.id)).rawPayload.equals(samplePdf)).toBe(true);
    expect((await download(pngAttachment.id)).rawPayload.equals(png)).toBe(true);
  });

  it('removes the files of attachments deleted by a change, and of a deleted record', async () => {
    const before = namesIn(filesDir);
    const created = (
      await postVaccination([
        ...fields({ datum: '2024-03-01', nemoc: 'Vzteklina' }),
        file('a.pdf', samplePdf, 'application/pdf'),
        file('b.txt', sampleTxt, 'text/plain'),
      ])
    ).json() as OckovaniPolozka;
    expect(newFiles(before)).toHaveLength(2);

    const [a, b] = created.prilohy;
    const changed = await putVaccination(created.id, fields({ datum: '2024-03-01', nemoc: 'Vzteklina', prilohaSmazat: [String(a.id)] }));
    expect(changed.statusCode, changed.body).toBe(200);
    const left = newFiles(before);
    expect(left).toHaveLength(1);
    expect(fs.readFileSync(path.join(filesDir, left[0])).equals(sampleTxt)).toBe(true);
    expect((await download(b.id)).rawPayload.equals(sampleTxt)).toBe(true);

    const removed = await api.json('DELETE', personUrl('jana', `mojeOckovani/${created.id}`), jana);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(newFiles(before)).toEqual([]);
    expect(namesIn(filesDir)).toEqual(before);
  });

  it('leaves no file behind when the change is refused inside its transaction (too many files, an unknown attachment)', async () => {
    const created = (
      await postVaccination([
        ...fields({ datum: '2024-03-01', nemoc: 'Žlutá zimnice' }),
        ...['a', 'b', 'c'].map((salt) => file(`${salt}.png`, pngOf(2_000, salt), 'image/png')),
      ])
    ).json() as OckovaniPolozka;
    const before = namesIn(filesDir);

    // Three kept and three new are more than five: refused after the new files were written.
    const tooMany = await putVaccination(created.id, [
      ...fields({ datum: '2024-03-01', nemoc: 'Žlutá zimnice' }),
      ...['d', 'e', 'f'].map((salt) => file(`${salt}.png`, pngOf(2_000, salt), 'image/png')),
    ]);
    expect(fieldErrorsOf(tooMany)).toEqual({ prilohaVlozit: [messages.tooManyFiles(5)] });
    expect(namesIn(filesDir)).toEqual(before);

    const unknown = await putVaccination(created.id, [
      ...fields({ datum: '2024-03-01', nemoc: 'Žlutá zimnice', prilohaSmazat: ['999999999'] }),
      file('g.png', pngOf(2_000, 'g'), 'image/png'),
    ]);
    expect(fieldErrorsOf(unknown)).toEqual({ prilohaSmazat: [messages.recordDoesNotExist] });
    expect(namesIn(filesDir)).toEqual(before);

    // The record keeps its three files, whole.
    for (const [index, attachment] of created.prilohy.entries())
      expect((await download(attachment.id)).rawPayload.equals(pngOf(2_000, ['a', 'b', 'c'][index]))).toBe(true);
  });

  it('serves an attachment whose bytes are still in the row (written before the files)', async () => {
    const created = (await postVaccination(fields({ datum: '2024-03-01', nemoc: 'Cholera' }))).json() as OckovaniPolozka;
    const [row] = await database.db
      .insert(attachments)
      .values({
        insuredPersonId: demoPersonId('jana'),
        evidence: 'OCKOVANI',
        recordId: created.id,
        nazev: 'stary.txt',
        mime: 'text/plain; charset=utf-8',
        velikost: sampleTxt.length,
        content: sampleTxt,
      })
      .returning({ id: attachments.id });
    expect((await download(row.id)).rawPayload.equals(sampleTxt)).toBe(true);
  });

  it('settles the files of a nested transaction (savepoint) with the outermost one', async () => {
    const db = database.db;
    const record = { personId: demoPersonId('jana'), evidence: 'OCKOVANI' as const, recordId: 987_654 };
    const before = namesIn(filesDir);
    const forced = new Error('forced');

    // Released savepoint, then the outer transaction fails: the savepoint's new file goes too.
    await expect(
      attachmentTransaction(db, [], async (tx) => {
        await attachmentTransaction(tx as unknown as Database, [], (inner) =>
          insertAttachment(inner, record, { nazev: 'a.txt', mime: 'text/plain', content: sampleTxt }),
        );
        expect(newFiles(before)).toHaveLength(1);
        throw forced;
      }),
    ).rejects.toBe(forced);
    expect(namesIn(filesDir)).toEqual(before);

    // Kept: one file in the outer transaction; a savepoint that rolls back loses its own at once.
    const kept = pngOf(1_000, 'kept');
    await attachmentTransaction(db, [{ content: kept }], async (tx) => {
      await insertAttachment(tx, record, { nazev: 'kept.png', mime: 'image/png', content: kept });
      await expect(
        attachmentTransaction(tx as unknown as Database, [], async (inner) => {
          await insertAttachment(inner, record, { nazev: 'b.txt', mime: 'text/plain', content: sampleTxt });
          throw forced;
        }),
      ).rejects.toBe(forced);
      expect(newFiles(before)).toHaveLength(1);
    });
    const added = newFiles(before);
    expect(added).toHaveLength(1);
    expect(fs.readFileSync(path.join(filesDir, added[0])).equals(kept)).toBe(true);

    // A deletion in a savepoint that the outer transaction rolls back keeps the file.
    await expect(
      attachmentTransaction(db, [], async (tx) => {
        await attachmentTransaction(tx as unknown as Database, [], (inner) =>
          deleteAttachmentsOf(inner, record.personId, record.evidence, record.recordId),
        );
        throw forced;
      }),
    ).rejects.toBe(forced);
    expect(newFiles(before)).toEqual(added);

    // Committed: the file is gone.
    await attachmentTransaction(db, [], (tx) => deleteAttachmentsOf(tx, record.personId, record.evidence, record.recordId));
    expect(namesIn(filesDir)).toEqual(before);

    // A transaction whose end it cannot see is refused: the files would be settled too early.
    await expect(db.transaction((tx) => attachmentTransaction(tx as unknown as Database, [], async () => 1))).rejects.toThrow(
      /attachmentTransaction/,
    );
  });

  it('sweeps files no row names and temporary files, keeps the named ones and anything not its own', async () => {
    const before = namesIn(filesDir);
    const orphan = randomUUID();
    const temporary = `${randomUUID()}.tmp`;
    fs.writeFileSync(path.join(filesDir, orphan), 'bez záznamu');
    fs.writeFileSync(path.join(filesDir, temporary), 'napůl zapsaný');
    fs.writeFileSync(path.join(filesDir, 'README'), 'not a stored name');

    // Another data directory is not this database's to judge.
    expect(await sweepOrphanAttachmentFiles(database.db, tempDir())).toBe(0);
    expect(namesIn(filesDir)).toContain(orphan);

    expect(await sweepOrphanAttachmentFiles(database.db, dataDir)).toBe(2);
    expect(namesIn(filesDir)).toEqual([...before, 'README'].sort());
    const list = (await api.json('GET', vaccinationsUrl, jana)).json() as { seznamOckovani: OckovaniPolozka[] };
    for (const attachment of list.seznamOckovani.flatMap((v) => v.prilohy)) expect((await download(attachment.id)).statusCode).toBe(200);
    fs.rmSync(path.join(filesDir, 'README'));
  });
});

describe(`attachment bytes in the database (${databaseKindLabel})`, () => {
  it('writes nothing under DATA_DIR, serves the bytes, and the sweep leaves the folder alone', async () => {
    const dataDir = tempDir();
    const t = await createTestApp({ dataDir });
    try {
      const jana = await signInAs(t.app, 'pojistenec');
      const api = apiOf(t.app);
      const png = pngOf(50_000, 'database');
      const res = await api.form(
        'POST',
        personUrl('jana', 'ockovani'),
        jana,
        multipart([...fields({ datum: '2024-03-01', nemoc: 'Hepatitida A' }), file('sken.png', png, 'image/png')]),
      );
      expect(res.statusCode, res.body).toBe(200);
      const [attachment] = (res.json() as OckovaniPolozka).prilohy;
      const downloaded = await t.app.inject({
        method: 'GET',
        url: personUrl('jana', `data/OCKOVANI/${attachment.id}`),
        headers: jana.authorization,
      });
      expect(downloaded.rawPayload.equals(png)).toBe(true);
      expect(fs.readdirSync(dataDir)).toEqual([]);

      // Files of an earlier PGlite in the same DATA_DIR are not this database's.
      const earlier = path.join(dataDir, ATTACHMENTS_FOLDER, randomUUID());
      fs.mkdirSync(path.dirname(earlier));
      fs.writeFileSync(earlier, 'z PGlite');
      expect(await sweepOrphanAttachmentFiles(t.db, dataDir)).toBe(0);
      expect(fs.existsSync(earlier)).toBe(true);
    } finally {
      await t.close();
    }
  });
});
