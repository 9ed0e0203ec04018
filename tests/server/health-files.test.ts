import { Readable } from 'node:stream';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  attachmentEvidences,
  messages,
  mojeDokumenty,
  ockovani,
  type DokumentPolozka,
  type OckovaniPolozka,
} from '../../contract/index';
import { attachments, personalDocuments, vaccinations } from '../../server/db/schema';
import { contentDisposition, contentMatchesExtension, isUnsafeSvg, sanitizeFileName } from '../../server/services/attachments';
import { apiOf, expectNotFound, fieldErrorsOf, personUrl, todayMessage, tomorrow, type Api } from '../support/health';
import {
  fields,
  multipart,
  sampleExe,
  sampleJpeg,
  samplePdf,
  samplePng,
  sampleRtf,
  sampleSvg,
  sampleTiffBe,
  sampleTiffLe,
  sampleTxt,
  sampleWebp,
  type FormPart,
} from '../support/multipart';
import { createTestApp, databaseKindLabel, demoPersonId, signInAs, type SignedIn, type TestApp } from '../support/test-app';

const MAX = 20_971_520;
const text = (n: number, char = 'a') => char.repeat(n);
const file = (filename: string, content: Buffer | string, contentType = 'application/octet-stream'): FormPart => ({
  name: 'prilohaVlozit[]',
  filename,
  content,
  contentType,
});
const vaccinationFields = (extra: Record<string, string | string[] | undefined> = {}) =>
  fields({ datum: '2024-03-01', nemoc: 'Hepatitida A', ...extra });

/** A readable that yields `head`, then `total` bytes of 'A' in 64 KiB chunks, counting what was pulled. */
function countingStream(head: Buffer, total: number, counter: { read: number }): Readable {
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  let sent = 0;
  let headSent = false;
  return new Readable({
    read() {
      if (!headSent) {
        headSent = true;
        counter.read += head.length;
        this.push(head);
        return;
      }
      if (sent >= total) {
        this.push(null);
        return;
      }
      const n = Math.min(chunk.length, total - sent);
      sent += n;
      counter.read += n;
      this.push(n === chunk.length ? chunk : chunk.subarray(0, n));
    },
  });
}

describe(`health files: vaccinations, personal documents, attachments (${databaseKindLabel})`, () => {
  let t: TestApp;
  let api: Api;
  let jana: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    api = apiOf(t.app);
    jana = await signInAs(t.app, 'pojistenec');
  });
  afterAll(async () => {
    await t?.close();
  });

  const vaccinationsOf = async (person: 'jana' | 'tereza' = 'jana') =>
    ockovani.response.parse((await api.json('GET', personUrl(person, 'ockovani'), jana)).json()).seznamOckovani;
  const documentsOf = async (person: 'jana' | 'tereza' = 'jana') =>
    mojeDokumenty.response.parse((await api.json('GET', personUrl(person, 'mojeDokumenty'), jana)).json()).seznamDokumentu;
  const countVaccinations = async (nemoc: string) => {
    const [row] = await t.db
      .select({ n: count() })
      .from(vaccinations)
      .where(and(eq(vaccinations.insuredPersonId, demoPersonId('jana')), eq(vaccinations.nemoc, nemoc)));
    return Number(row.n);
  };
  const countAttachments = async () => {
    const [row] = await t.db.select({ n: count() }).from(attachments);
    return Number(row.n);
  };
  const postVaccination = (parts: FormPart[]) => api.form('POST', personUrl('jana', 'ockovani'), jana, multipart(parts));
  const download = (url: string) => t.app.inject({ method: 'GET', url, headers: jana.authorization });

  // -------------------------------------------------------------------------------------------
  describe('the seeded records', () => {
    it("has Jana's vaccinations: tetanus with a real PDF, tick-borne encephalitis with a next dose, flu from a doctor, COVID-19 with a PNG", async () => {
      const list = await vaccinationsOf();
      const byDisease = (nemoc: string) => list.find((v) => v.nemoc === nemoc) as OckovaniPolozka;
      expect(list.map((v) => v.nemoc)).toEqual(expect.arrayContaining(['Tetanus', 'Klíšťová encefalitida', 'Chřipka', 'COVID-19']));
      expect(byDisease('Tetanus').prilohy).toEqual([
        { id: expect.any(Number), nazev: 'Očkovací průkaz.pdf', velikost: expect.any(Number), evidence: 'OCKOVANI' },
      ]);
      expect(byDisease('COVID-19').prilohy[0]).toMatchObject({ nazev: 'Certifikát COVID-19.png', evidence: 'OCKOVANI' });
      expect(new Date(byDisease('Klíšťová encefalitida').datumDalsi ?? '').getTime()).toBeGreaterThan(Date.now());
      expect(byDisease('Chřipka').vlastni).toBe(false);
      const dates = list.map((v) => v.datum);
      expect([...dates].sort().reverse()).toEqual(dates);
    });

    it('serves the seeded PDF as a well-formed PDF (xref offsets point at the objects) and the PNG as a PNG', async () => {
      const tetanus = (await vaccinationsOf()).find((v) => v.nemoc === 'Tetanus') as OckovaniPolozka;
      const res = await download(personUrl('jana', `data/OCKOVANI/${tetanus.prilohy[0].id}`));
      expect(res.statusCode).toBe(200);
      const pdf = res.rawPayload;
      expect(pdf.length).toBe(tetanus.prilohy[0].velikost);
      const latin = pdf.toString('latin1');
      expect(latin.startsWith('%PDF-1.4')).toBe(true);
      expect(latin.trimEnd().endsWith('%%EOF')).toBe(true);
      const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(latin)?.[1]);
      expect(latin.slice(startxref, startxref + 4)).toBe('xref');
      const offsets = [...latin.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
      expect(offsets.length).toBeGreaterThanOrEqual(5);
      offsets.forEach((offset, index) => expect(latin.slice(offset, offset + 12)).toMatch(new RegExp(`^${index + 1} 0 obj`)));
      expect(latin).toContain('(Ockovaci prukaz) Tj');

      const covid = (await vaccinationsOf()).find((v) => v.nemoc === 'COVID-19') as OckovaniPolozka;
      const png = (await download(personUrl('jana', `data/OCKOVANI/${covid.prilohy[0].id}`))).rawPayload;
      expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(png.subarray(png.length - 8, png.length - 4).toString('latin1')).toBe('IEND');
    });

    it("has Jana's personal documents, one with two images", async () => {
      const list = await documentsOf();
      expect(list.length).toBeGreaterThanOrEqual(2);
      const xray = list.find((d) => d.prilohy.length === 2) as DokumentPolozka;
      expect(xray.prilohy.map((p) => p.nazev)).toEqual(['RTG hlezno AP.png', 'RTG hlezno bočně.png']);
      expect(xray.prilohy.every((p) => p.evidence === 'DOKUMENT' && p.velikost > 0)).toBe(true);
    });
  });

  // -------------------------------------------------------------------------------------------
  describe('vaccinations: POST /ockovani, PUT and DELETE /mojeOckovani/{id}', () => {
    it('creates one with every field and two files, then lists it', async () => {
      const res = await postVaccination([
        ...fields({
          datum: '2024-03-01',
          datumDalsi: '2034-03-01',
          nemoc: 'Hepatitida A',
          ockovaciLatka: 'Havrix 1440',
          poznamka: 'Před cestou do Egypta.',
          smluvniPartnerNazev: 'Centrum cestovní medicíny',
        }),
        file('Potvrzení.pdf', samplePdf, 'application/pdf'),
        file('sken.PNG', samplePng, 'image/png'),
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const item = ockovani.response.shape.seznamOckovani.element.parse(res.json());
      expect(item).toEqual({
        id: expect.any(Number),
        datum: '2024-03-01T00:00:00',
        datumDalsi: '2034-03-01T00:00:00',
        nemoc: 'Hepatitida A',
        ockovaciLatka: 'Havrix 1440',
        poznamka: 'Před cestou do Egypta.',
        smluvniPartnerNazev: 'Centrum cestovní medicíny',
        vlastni: true,
        prilohy: [
          { id: expect.any(Number), nazev: 'Potvrzení.pdf', velikost: samplePdf.length, evidence: 'OCKOVANI' },
          { id: expect.any(Number), nazev: 'sken.PNG', velikost: samplePng.length, evidence: 'OCKOVANI' },
        ],
      });
      expect((await vaccinationsOf()).find((v) => v.id === item.id)).toEqual(item);
    });

    it('creates one without files and with only the required fields', async () => {
      const res = await postVaccination(fields({ datum: '2023-10-10', nemoc: 'Pneumokok' }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ datumDalsi: null, ockovaciLatka: null, poznamka: null, smluvniPartnerNazev: null, prilohy: [] });
    });

    it('answers every field rule with its Czech message', async () => {
      expect(fieldErrorsOf(await postVaccination(fields({ datumDalsi: '2020-01-01' })))).toEqual({
        datum: [messages.required],
        nemoc: [messages.required],
      });
      expect(
        fieldErrorsOf(
          await postVaccination(
            fields({ datum: tomorrow(), nemoc: text(201), ockovaciLatka: text(256), poznamka: text(1001), smluvniPartnerNazev: text(256) }),
          ),
        ),
      ).toEqual({
        datum: [messages.dateNotAfter(todayMessage())],
        nemoc: [messages.tooLong(200)],
        ockovaciLatka: [messages.tooLong(255)],
        poznamka: [messages.tooLong(1000)],
        smluvniPartnerNazev: [messages.tooLong(255)],
      });
      expect(fieldErrorsOf(await postVaccination(fields({ datum: '2024-03-01', datumDalsi: '2024-02-29', nemoc: 'Tetanus' })))).toEqual({
        datumDalsi: [messages.dateNotBefore('1. 3. 2024')],
      });
      expect(fieldErrorsOf(await postVaccination(fields({ datum: '2024-03-01', nemoc: '<b>Tetanus</b>' })))).toEqual({
        nemoc: [messages.noHtml],
      });
      expect(fieldErrorsOf(await postVaccination(fields({ datum: '1. 3. 2024', datumDalsi: '2024-02-30', nemoc: 'x' })))).toEqual({
        datum: [messages.dateFormat],
        datumDalsi: [messages.dateFormat],
      });
      expect(fieldErrorsOf(await postVaccination(vaccinationFields({ prilohaSmazat: ['abc', '0'] })))).toEqual({
        'prilohaSmazat.0': [messages.notNumber],
        'prilohaSmazat.1': [messages.min(1)],
      });
      // Nothing to delete on a new record.
      expect(fieldErrorsOf(await postVaccination(vaccinationFields({ prilohaSmazat: ['1'] })))).toEqual({
        prilohaSmazat: [messages.recordDoesNotExist],
      });
      // The longest values are fine.
      const longest = await postVaccination(
        fields({ datum: '2024-03-01', nemoc: text(200), ockovaciLatka: text(255), poznamka: text(1000), smluvniPartnerNazev: text(255) }),
      );
      expect(longest.statusCode, longest.body).toBe(200);
    });

    it('changes a vaccination: fields replaced, attachments kept, deleted (prilohaSmazat[]) and added', async () => {
      const created = (
        await postVaccination([
          ...vaccinationFields({ nemoc: 'Břišní tyfus' }),
          file('a.pdf', samplePdf, 'application/pdf'),
          file('b.txt', sampleTxt, 'text/plain'),
          file('c.png', samplePng, 'image/png'),
        ])
      ).json() as OckovaniPolozka;
      const [a, b, c] = created.prilohy;
      const res = await api.form(
        'PUT',
        personUrl('jana', `mojeOckovani/${created.id}`),
        jana,
        multipart([
          ...fields({
            datum: '2024-03-02',
            nemoc: 'Břišní tyfus',
            ockovaciLatka: 'Typhim Vi',
            prilohaSmazat: [String(a.id), String(c.id)],
          }),
          file('d.rtf', sampleRtf, 'application/rtf'),
        ]),
      );
      expect(res.statusCode, res.body).toBe(200);
      const changed = res.json() as OckovaniPolozka;
      expect(changed).toMatchObject({ id: created.id, datum: '2024-03-02T00:00:00', ockovaciLatka: 'Typhim Vi', poznamka: null });
      expect(changed.prilohy.map((p) => p.nazev)).toEqual(['b.txt', 'd.rtf']);
      expect(changed.prilohy[0].id).toBe(b.id);
      expectNotFound(await download(personUrl('jana', `data/OCKOVANI/${a.id}`)));
      expect((await download(personUrl('jana', `data/OCKOVANI/${b.id}`))).rawPayload.equals(sampleTxt)).toBe(true);

      // A single prilohaSmazat without [] works as well; an id of another record's attachment does not.
      const other = (await vaccinationsOf()).find((v) => v.nemoc === 'Tetanus') as OckovaniPolozka;
      expect(
        fieldErrorsOf(
          await api.form(
            'PUT',
            personUrl('jana', `mojeOckovani/${created.id}`),
            jana,
            multipart(
              fields({ datum: '2024-03-02', nemoc: 'x', prilohaSmazat: undefined }).concat([
                { name: 'prilohaSmazat', value: String(other.prilohy[0].id) },
              ]),
            ),
          ),
        ),
      ).toEqual({ prilohaSmazat: [messages.recordDoesNotExist] });
      const removeOne = await api.form(
        'PUT',
        personUrl('jana', `mojeOckovani/${created.id}`),
        jana,
        multipart([...fields({ datum: '2024-03-02', nemoc: 'Břišní tyfus' }), { name: 'prilohaSmazat', value: String(b.id) }]),
      );
      expect((removeOne.json() as OckovaniPolozka).prilohy.map((p) => p.nazev)).toEqual(['d.rtf']);
    });

    it('refuses to change or delete a vaccination reported by a doctor, or one of another person (404)', async () => {
      const flu = (await vaccinationsOf()).find((v) => v.nemoc === 'Chřipka') as OckovaniPolozka;
      expectNotFound(await api.form('PUT', personUrl('jana', `mojeOckovani/${flu.id}`), jana, multipart(vaccinationFields())));
      expectNotFound(await api.json('DELETE', personUrl('jana', `mojeOckovani/${flu.id}`), jana));
      const terezas = (await vaccinationsOf('tereza')).find((v) => v.vlastni) as OckovaniPolozka;
      expectNotFound(await api.form('PUT', personUrl('jana', `mojeOckovani/${terezas.id}`), jana, multipart(vaccinationFields())));
      expectNotFound(await api.json('DELETE', personUrl('jana', `mojeOckovani/${terezas.id}`), jana));
      expectNotFound(await api.form('PUT', personUrl('jana', 'mojeOckovani/999999999'), jana, multipart(vaccinationFields())));
      expect((await vaccinationsOf('tereza')).find((v) => v.id === terezas.id)).toBeDefined();
    });

    it('deletes a vaccination with its attachments', async () => {
      const created = (
        await postVaccination([...vaccinationFields({ nemoc: 'Vzteklina' }), file('x.pdf', samplePdf, 'application/pdf')])
      ).json() as OckovaniPolozka;
      const before = await countAttachments();
      const res = await api.json('DELETE', personUrl('jana', `mojeOckovani/${created.id}`), jana);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({});
      expect(await countAttachments()).toBe(before - 1);
      expectNotFound(await download(personUrl('jana', `data/OCKOVANI/${created.prilohy[0].id}`)));
      expect(await countVaccinations('Vzteklina')).toBe(0);
    });
  });

  // -------------------------------------------------------------------------------------------
  describe('personal documents', () => {
    const postDocument = (parts: FormPart[]) => api.form('POST', personUrl('jana', 'mojeDokumenty'), jana, multipart(parts));

    it('creates one with a date only, with a description only, and refuses one with neither', async () => {
      const dated = await postDocument(fields({ datum: '2024-06-01' }));
      expect(dated.statusCode, dated.body).toBe(200);
      expect(dated.json()).toEqual({ id: expect.any(Number), datum: '2024-06-01T00:00:00', popis: null, nazevZarizeni: null, prilohy: [] });
      const described = await postDocument([
        ...fields({ popis: 'Výsledky krevních testů', nazevZarizeni: 'Synlab' }),
        file('vysledky.txt', sampleTxt, 'text/plain'),
      ]);
      expect(described.json()).toMatchObject({
        datum: null,
        popis: 'Výsledky krevních testů',
        nazevZarizeni: 'Synlab',
        prilohy: [{ nazev: 'vysledky.txt', evidence: 'DOKUMENT' }],
      });
      expect(fieldErrorsOf(await postDocument(fields({ nazevZarizeni: 'Synlab' })))).toEqual({
        datum: [messages.documentDateOrDescription],
        popis: [messages.documentDateOrDescription],
      });
      expect(fieldErrorsOf(await postDocument(fields({ datum: '', popis: '  ' })))).toEqual({
        datum: [messages.documentDateOrDescription],
        popis: [messages.documentDateOrDescription],
      });
    });

    it('answers every field rule with its Czech message', async () => {
      expect(fieldErrorsOf(await postDocument(fields({ datum: tomorrow(), popis: text(256), nazevZarizeni: text(256) })))).toEqual({
        datum: [messages.dateNotAfter(todayMessage())],
        popis: [messages.tooLong(255)],
        nazevZarizeni: [messages.tooLong(255)],
      });
      expect(fieldErrorsOf(await postDocument(fields({ datum: '2024-02-30', popis: '<img src=x>' })))).toEqual({
        datum: [messages.dateFormat],
        popis: [messages.noHtml],
      });
      expect((await postDocument(fields({ popis: text(255), nazevZarizeni: text(255) }))).statusCode).toBe(200);
    });

    it('reads one document, changes it (keep, delete, add), and deletes it with its files and links', async () => {
      const created = (
        await postDocument([
          ...fields({ datum: '2024-01-10', popis: 'Zpráva z ortopedie' }),
          file('1.jpg', sampleJpeg, 'image/jpeg'),
          file('2.webp', sampleWebp, 'image/webp'),
        ])
      ).json() as DokumentPolozka;
      const detail = await api.json('GET', personUrl('jana', `mojeDokumenty/${created.id}`), jana);
      expect(detail.json()).toEqual(created);

      const changed = await api.form(
        'PUT',
        personUrl('jana', `mojeDokumenty/${created.id}`),
        jana,
        multipart([
          ...fields({ popis: 'Zpráva z ortopedie – kontrola', prilohaSmazat: [String(created.prilohy[0].id)] }),
          file('3.tif', sampleTiffLe, 'image/tiff'),
        ]),
      );
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({
        datum: null,
        popis: 'Zpráva z ortopedie – kontrola',
        prilohy: [{ nazev: '2.webp' }, { nazev: '3.tif' }],
      });

      const injury = await api.json('POST', personUrl('jana', 'anamnezaUrazy'), jana, {
        datum: '2024-01-09',
        dokumentId: created.id,
        popis: 'Podvrtnutý kotník',
      });
      expect(injury.json().dokumentId).toBe(created.id);

      const before = await countAttachments();
      expect((await api.json('DELETE', personUrl('jana', `mojeDokumenty/${created.id}`), jana)).statusCode).toBe(200);
      expect(await countAttachments()).toBe(before - 2);
      expectNotFound(await api.json('GET', personUrl('jana', `mojeDokumenty/${created.id}`), jana));
      const injuries = (await api.json('GET', personUrl('jana', 'anamnezaUrazy'), jana)).json() as {
        seznamUrazu: Array<{ id: number; dokumentId: number | null }>;
      };
      expect(injuries.seznamUrazu.find((u) => u.id === injury.json().id)?.dokumentId).toBeNull();
    });

    it("never reveals another person's document", async () => {
      const terezas = (await documentsOf('tereza'))[0];
      expectNotFound(await api.json('GET', personUrl('jana', `mojeDokumenty/${terezas.id}`), jana));
      expectNotFound(await api.form('PUT', personUrl('jana', `mojeDokumenty/${terezas.id}`), jana, multipart(fields({ popis: 'x' }))));
      expectNotFound(await api.json('DELETE', personUrl('jana', `mojeDokumenty/${terezas.id}`), jana));
      expect((await documentsOf('tereza'))[0]).toEqual(terezas);
    });
  });

  // -------------------------------------------------------------------------------------------
  describe('file checks: extension, declared MIME type and content', () => {
    it('accepts every allowed kind, whatever the case of the extension', async () => {
      const first = await postVaccination([
        ...vaccinationFields(),
        file('a.jpg', sampleJpeg, 'image/jpeg'),
        file('b.JPEG', sampleJpeg, 'image/jpeg'),
        file('c.webp', sampleWebp, 'image/webp'),
        file('d.png', samplePng, 'image/png'),
        file('e.svg', sampleSvg, 'image/svg+xml'),
      ]);
      expect(first.statusCode, first.body).toBe(200);
      const second = await postVaccination([
        ...vaccinationFields(),
        file('f.tif', sampleTiffLe, 'image/tiff'),
        file('g.TIF', sampleTiffBe, 'application/octet-stream'),
        file('h.rtf', sampleRtf, 'text/rtf'),
        file('i.txt', sampleTxt, 'text/plain'),
        file('j.Pdf', samplePdf, 'application/pdf'),
      ]);
      expect(second.statusCode, second.body).toBe(200);
      expect((second.json() as OckovaniPolozka).prilohy).toHaveLength(5);
    });

    const refused: Array<[string, FormPart, string]> = [
      ['an executable renamed .pdf (MZ header)', file('setup.pdf', sampleExe, 'application/pdf'), 'setup.pdf'],
      ['an executable as octet-stream .txt', file('readme.txt', sampleExe, 'application/octet-stream'), 'readme.txt'],
      ['a .exe with PDF content', file('zprava.exe', samplePdf, 'application/pdf'), 'zprava.exe'],
      ['a file without an extension', file('zprava', samplePdf, 'application/pdf'), 'zprava'],
      ['a PNG named .jpg', file('foto.jpg', samplePng, 'image/jpeg'), 'foto.jpg'],
      ['a PDF declared as an executable', file('zprava.pdf', samplePdf, 'application/x-msdownload'), 'zprava.pdf'],
      ['a PDF declared as a video', file('zprava.pdf', samplePdf, 'video/mp4'), 'zprava.pdf'],
      ['a zero-byte file', file('prazdny.pdf', Buffer.alloc(0), 'application/pdf'), 'prazdny.pdf'],
      ['text that is not UTF-8', file('stary.txt', Buffer.from([0x50, 0xf8, 0xed, 0x6c, 0x69, 0x9a]), 'text/plain'), 'stary.txt'],
      ['text with a NUL byte', file('nul.txt', Buffer.from('ab\0cd'), 'text/plain'), 'nul.txt'],
      [
        'an SVG with a script',
        file('obr.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/svg+xml'),
        'obr.svg',
      ],
      [
        'an SVG with an event handler',
        file('obr.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>', 'image/svg+xml'),
        'obr.svg',
      ],
      [
        'an SVG with a javascript: link',
        file('obr.svg', '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect/></a></svg>', 'image/svg+xml'),
        'obr.svg',
      ],
      [
        'an SVG with an encoded javascript: link',
        file(
          'obr.svg',
          '<svg xmlns="http://www.w3.org/2000/svg"><a xlink:href="&#106;ava&#x73;cript&colon;alert(1)"><rect/></a></svg>',
          'image/svg+xml',
        ),
        'obr.svg',
      ],
      [
        'an SVG with embedded HTML',
        file('obr.svg', '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><iframe src="x"/></foreignObject></svg>', 'image/svg+xml'),
        'obr.svg',
      ],
      [
        'an SVG with entity declarations',
        file(
          'obr.svg',
          '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>',
          'image/svg+xml',
        ),
        'obr.svg',
      ],
      ['HTML named .svg', file('obr.svg', '<html><body>ahoj</body></html>', 'image/svg+xml'), 'obr.svg'],
      ['a JPEG with RTF extension', file('dopis.rtf', sampleJpeg, 'application/rtf'), 'dopis.rtf'],
      ['a TIFF with a wrong header', file('sken.tif', Buffer.from('II+\0rest'), 'image/tiff'), 'sken.tif'],
      [
        'a RIFF that is not WEBP',
        file('zvuk.webp', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')]), 'image/webp'),
        'zvuk.webp',
      ],
    ];
    for (const [name, part, shownName] of refused) {
      it(`refuses ${name} and creates nothing`, async () => {
        const before = await countAttachments();
        const nemoc = `Odmítnutý soubor ${shownName}`;
        const res = await postVaccination([...vaccinationFields({ nemoc }), part]);
        expect(fieldErrorsOf(res)).toEqual({ prilohaVlozit: [messages.fileWrongFormat(shownName)] });
        expect(await countVaccinations(nemoc)).toBe(0);
        expect(await countAttachments()).toBe(before);
      });
    }

    it('reports every refused file and the field messages together', async () => {
      const res = await postVaccination([
        ...fields({ datum: '2024-03-01' }),
        file('a.pdf', sampleExe),
        file('ok.pdf', samplePdf),
        file('b.svg', '<svg onload="x()"/>'),
      ]);
      expect(fieldErrorsOf(res)).toEqual({
        nemoc: [messages.required],
        prilohaVlozit: [messages.fileWrongFormat('a.pdf'), messages.fileWrongFormat('b.svg')],
      });
    });

    it('makes names harmless: no path, no NUL or control characters, at most 255 characters', async () => {
      const res = await postVaccination([
        ...vaccinationFields({ nemoc: 'Jména souborů' }),
        {
          name: 'prilohaVlozit[]',
          filename: 'x',
          rawFilenameHeader: 'filename="../../etc/taj\u0000n\u0007e.pdf"',
          content: samplePdf,
          contentType: 'application/pdf',
        },
        {
          name: 'prilohaVlozit[]',
          filename: 'x',
          rawFilenameHeader: "filename*=UTF-8''..%2F..%2Fzpr%C3%A1va%00.pdf",
          content: samplePdf,
          contentType: 'application/pdf',
        },
        {
          name: 'prilohaVlozit[]',
          filename: 'x',
          rawFilenameHeader: 'filename="C:\\\\Users\\\\jana\\\\..\\\\sken.png"',
          content: samplePng,
          contentType: 'image/png',
        },
        file(`${'ž'.repeat(300)}.pdf`, samplePdf, 'application/pdf'),
        file('..pdf', samplePdf, 'application/pdf'),
      ]);
      expect(res.statusCode, res.body).toBe(400);
      // '..pdf' loses its leading dots and with them its extension.
      expect(fieldErrorsOf(res)).toEqual({ prilohaVlozit: [messages.fileWrongFormat('pdf')] });

      const ok = await postVaccination([
        ...vaccinationFields({ nemoc: 'Jména souborů' }),
        {
          name: 'prilohaVlozit[]',
          filename: 'x',
          rawFilenameHeader: 'filename="../../etc/taj\u0000n\u0007e.pdf"',
          content: samplePdf,
          contentType: 'application/pdf',
        },
        {
          name: 'prilohaVlozit[]',
          filename: 'x',
          rawFilenameHeader: "filename*=UTF-8''..%2F..%2Fzpr%C3%A1va%00.pdf",
          content: samplePdf,
          contentType: 'application/pdf',
        },
        {
          name: 'prilohaVlozit[]',
          filename: 'x',
          rawFilenameHeader: 'filename="C:\\\\Users\\\\jana\\\\..\\\\sken.png"',
          content: samplePng,
          contentType: 'image/png',
        },
        file(`${'ž'.repeat(300)}.pdf`, samplePdf, 'application/pdf'),
        // Browsers send a quote in a file name as %22.
        file('Zpráva "1".pdf', samplePdf, 'application/pdf'),
      ]);
      expect(ok.statusCode, ok.body).toBe(200);
      const names = (ok.json() as OckovaniPolozka).prilohy.map((p) => p.nazev);
      expect(names.slice(0, 3)).toEqual(['tajne.pdf', 'zpráva.pdf', 'sken.png']);
      expect(names[4]).toBe('Zpráva "1".pdf');
      expect(Array.from(names[3])).toHaveLength(255);
      expect(names[3].endsWith('ž.pdf')).toBe(true);
      // eslint-disable-next-line no-control-regex -- the assertion is that no control character survives
      for (const name of names) expect(name).not.toMatch(/[\\/\u0000-\u001f]|\.\./);

      const first = (ok.json() as OckovaniPolozka).prilohy[0];
      const downloaded = await download(personUrl('jana', `data/OCKOVANI/${first.id}`));
      expect(downloaded.headers['content-disposition']).toBe(`attachment; filename="tajne.pdf"; filename*=UTF-8''tajne.pdf`);
    });

    it('answers a file under another field name with a field message', async () => {
      const res = await postVaccination([
        ...vaccinationFields(),
        { name: 'soubor', filename: 'a.pdf', content: samplePdf, contentType: 'application/pdf' },
      ]);
      expect(fieldErrorsOf(res)).toEqual({ soubor: [messages.unsupportedFormat] });
    });
  });

  // -------------------------------------------------------------------------------------------
  describe('limits: 5 files and 20 971 520 bytes per record', () => {
    it('refuses a sixth file in one request and creates nothing', async () => {
      const res = await postVaccination([
        ...vaccinationFields({ nemoc: 'Šest souborů' }),
        ...Array.from({ length: 6 }, (_, i) => file(`${i}.txt`, sampleTxt, 'text/plain')),
      ]);
      expect(fieldErrorsOf(res)).toEqual({ prilohaVlozit: [messages.tooManyFiles(5)] });
      expect(await countVaccinations('Šest souborů')).toBe(0);
    });

    it('refuses 20 971 521 bytes in total (413) and creates nothing', async () => {
      const before = await countAttachments();
      const res = await postVaccination([
        ...vaccinationFields({ nemoc: 'Příliš velké' }),
        file('a.txt', Buffer.alloc(MAX - 100, 0x61), 'text/plain'),
        file('b.txt', Buffer.alloc(101, 0x62), 'text/plain'),
      ]);
      expect(fieldErrorsOf(res, 413)).toEqual({ prilohaVlozit: [messages.attachmentsTooLarge] });
      expect(apiErrorSchema.parse(res.json()).detail).toBe(messages.attachmentsTooLarge);
      expect(res.headers.connection).toBe('close');
      expect(await countVaccinations('Příliš velké')).toBe(0);
      expect(await countAttachments()).toBe(before);
    });

    it('accepts exactly 20 971 520 bytes, then counts kept and new files together on change', async () => {
      const quarter = MAX / 4;
      const created = await postVaccination([
        ...vaccinationFields({ nemoc: 'Na hraně' }),
        ...[0, 1, 2, 3].map((i) => file(`${i}.txt`, Buffer.alloc(quarter, 0x61 + i), 'text/plain')),
      ]);
      expect(created.statusCode, created.body).toBe(200);
      const item = created.json() as OckovaniPolozka;
      expect(item.prilohy.reduce((sum, p) => sum + p.velikost, 0)).toBe(MAX);
      const url = personUrl('jana', `mojeOckovani/${item.id}`);
      const base = fields({ datum: '2024-03-01', nemoc: 'Na hraně' });

      // 4 kept (20 MB) + 1 byte → too large.
      expect(fieldErrorsOf(await api.form('PUT', url, jana, multipart([...base, file('x.txt', 'x', 'text/plain')])), 413)).toEqual({
        prilohaVlozit: [messages.attachmentsTooLarge],
      });
      // Delete one quarter, add a quarter and one byte → too large; the deletion is not applied either.
      expect(
        fieldErrorsOf(
          await api.form(
            'PUT',
            url,
            jana,
            multipart([
              ...base,
              { name: 'prilohaSmazat[]', value: String(item.prilohy[0].id) },
              file('y.txt', Buffer.alloc(quarter + 1, 0x79), 'text/plain'),
            ]),
          ),
          413,
        ),
      ).toEqual({ prilohaVlozit: [messages.attachmentsTooLarge] });
      expect((await vaccinationsOf()).find((v) => v.id === item.id)?.prilohy).toHaveLength(4);
      // Delete one quarter, add exactly a quarter → fine.
      const swapped = await api.form(
        'PUT',
        url,
        jana,
        multipart([
          ...base,
          { name: 'prilohaSmazat[]', value: String(item.prilohy[0].id) },
          file('y.txt', Buffer.alloc(quarter, 0x79), 'text/plain'),
        ]),
      );
      expect(swapped.statusCode, swapped.body).toBe(200);
      expect((swapped.json() as OckovaniPolozka).prilohy.map((p) => p.nazev)).toEqual(['1.txt', '2.txt', '3.txt', 'y.txt']);
      // Four requests of 20 MB through the embedded database: 10–15 s alone, more beside another file in CI.
    }, 90_000);

    it('counts kept and new files together: 4 kept + 2 new is one too many', async () => {
      const created = (
        await postVaccination([
          ...vaccinationFields({ nemoc: 'Počet' }),
          ...[1, 2, 3, 4].map((i) => file(`${i}.txt`, sampleTxt, 'text/plain')),
        ])
      ).json() as OckovaniPolozka;
      const url = personUrl('jana', `mojeOckovani/${created.id}`);
      const base = fields({ datum: '2024-03-01', nemoc: 'Počet' });
      expect(
        fieldErrorsOf(
          await api.form(
            'PUT',
            url,
            jana,
            multipart([...base, file('5.txt', sampleTxt, 'text/plain'), file('6.txt', sampleTxt, 'text/plain')]),
          ),
        ),
      ).toEqual({
        prilohaVlozit: [messages.tooManyFiles(5)],
      });
      const ok = await api.form(
        'PUT',
        url,
        jana,
        multipart([
          ...base,
          { name: 'prilohaSmazat[]', value: String(created.prilohy[0].id) },
          file('5.txt', sampleTxt, 'text/plain'),
          file('6.txt', sampleTxt, 'text/plain'),
        ]),
      );
      expect(ok.statusCode, ok.body).toBe(200);
      expect((ok.json() as OckovaniPolozka).prilohy).toHaveLength(5);
    });

    const boundary = 'zkHraniceTestu';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="datum"\r\n\r\n2024-03-01\r\n--${boundary}\r\nContent-Disposition: form-data; name="nemoc"\r\n\r\nObří soubor\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="prilohaVlozit[]"; filename="obr.txt"\r\nContent-Type: text/plain\r\n\r\n`,
    );
    const hugeBody = 60 * 1024 * 1024;

    it('refuses a body declared far over the limit before reading any of it', async () => {
      const counter = { read: 0 };
      const res = await t.app.inject({
        method: 'POST',
        url: personUrl('jana', 'ockovani'),
        headers: {
          ...jana.authorization,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + hugeBody),
        },
        payload: countingStream(head, hugeBody, counter),
      });
      expect(fieldErrorsOf(res, 413)).toEqual({ prilohaVlozit: [messages.attachmentsTooLarge] });
      expect(counter.read).toBeLessThan(1024 * 1024);
      expect(await countVaccinations('Obří soubor')).toBe(0);
    });

    it('cuts off a streamed body that is not even a part (what the parser skips counts too)', async () => {
      const counter = { read: 0 };
      const res = await t.app.inject({
        method: 'POST',
        url: personUrl('jana', 'ockovani'),
        headers: { ...jana.authorization, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: countingStream(Buffer.from('preambule'), hugeBody, counter),
      });
      expect(fieldErrorsOf(res, 413)).toEqual({ prilohaVlozit: [messages.attachmentsTooLarge] });
      expect(counter.read).toBeLessThan(MAX + 8 * 1024 * 1024);
    });

    it('cuts off a streamed body (no Content-Length) as soon as it passes the limit', async () => {
      const counter = { read: 0 };
      const res = await t.app.inject({
        method: 'POST',
        url: personUrl('jana', 'ockovani'),
        headers: { ...jana.authorization, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: countingStream(head, hugeBody, counter),
      });
      expect(fieldErrorsOf(res, 413)).toEqual({ prilohaVlozit: [messages.attachmentsTooLarge] });
      expect(counter.read).toBeGreaterThan(MAX);
      expect(counter.read).toBeLessThan(MAX + 8 * 1024 * 1024);
      expect(await countVaccinations('Obří soubor')).toBe(0);
    });
  });

  // -------------------------------------------------------------------------------------------
  describe('atomicity: the record and its files in one transaction', () => {
    it('leaves neither the record nor any attachment when storing a file fails', async () => {
      await t.db.execute(sql`
        create or replace function zk_test_fail_attachment() returns trigger language plpgsql as $$
        begin
          if new.nazev = 'selhani.pdf' then raise exception 'test: attachment insert fails'; end if;
          return new;
        end $$`);
      await t.db.execute(
        sql`create trigger zk_test_fail after insert on attachments for each row execute function zk_test_fail_attachment()`,
      );
      try {
        const before = await countAttachments();
        const res = await postVaccination([
          ...vaccinationFields({ nemoc: 'Transakce' }),
          file('ok.pdf', samplePdf, 'application/pdf'),
          file('selhani.pdf', samplePdf, 'application/pdf'),
        ]);
        expect(res.statusCode).toBe(500);
        expect(apiErrorSchema.parse(res.json()).detail).toBe(messages.serverError);
        expect(await countVaccinations('Transakce')).toBe(0);
        expect(await countAttachments()).toBe(before);

        // A change that fails keeps the record, its fields and the attachment it tried to delete.
        const created = (
          await postVaccination([...vaccinationFields({ nemoc: 'Transakce 2' }), file('puvodni.pdf', samplePdf, 'application/pdf')])
        ).json() as OckovaniPolozka;
        const changed = await api.form(
          'PUT',
          personUrl('jana', `mojeOckovani/${created.id}`),
          jana,
          multipart([
            ...fields({ datum: '2024-04-04', nemoc: 'Transakce změněna', prilohaSmazat: [String(created.prilohy[0].id)] }),
            file('selhani.pdf', samplePdf, 'application/pdf'),
          ]),
        );
        expect(changed.statusCode).toBe(500);
        expect((await vaccinationsOf()).find((v) => v.id === created.id)).toEqual(created);

        const document = await api.form(
          'POST',
          personUrl('jana', 'mojeDokumenty'),
          jana,
          multipart([...fields({ popis: 'Transakce dokument' }), file('selhani.pdf', samplePdf, 'application/pdf')]),
        );
        expect(document.statusCode).toBe(500);
        const [docs] = await t.db.select({ n: count() }).from(personalDocuments).where(eq(personalDocuments.popis, 'Transakce dokument'));
        expect(Number(docs.n)).toBe(0);
      } finally {
        await t.db.execute(sql`drop trigger zk_test_fail on attachments`);
        await t.db.execute(sql`drop function zk_test_fail_attachment()`);
      }
    });
  });

  // -------------------------------------------------------------------------------------------
  describe('body kinds', () => {
    it('answers JSON sent to a multipart call, and multipart sent to a JSON call, with 415', async () => {
      const json = await api.json('POST', personUrl('jana', 'ockovani'), jana, { datum: '2024-03-01', nemoc: 'x' });
      expect(json.statusCode).toBe(415);
      expect(apiErrorSchema.parse(json.json()).detail).toBe(messages.unsupportedFormat);
      const form = await api.form('POST', personUrl('jana', 'anamnezaAlergie'), jana, multipart(fields({ popis: 'x' })));
      expect(form.statusCode).toBe(415);
    });

    it('answers a multipart call without a body with the field messages', async () => {
      const res = await t.app.inject({ method: 'POST', url: personUrl('jana', 'ockovani'), headers: jana.authorization });
      expect(fieldErrorsOf(res)).toEqual({ datum: [messages.required], nemoc: [messages.required] });
    });

    it('answers malformed multipart data with 400', async () => {
      const truncated = multipart(vaccinationFields());
      const res = await t.app.inject({
        method: 'POST',
        url: personUrl('jana', 'ockovani'),
        headers: { ...jana.authorization, ...truncated.headers },
        payload: truncated.payload.subarray(0, truncated.payload.length - 30),
      });
      expect(res.statusCode).toBe(400);
      expect(apiErrorSchema.parse(res.json()).detail).toBe(messages.badRequest);
      const noBoundary = await t.app.inject({
        method: 'POST',
        url: personUrl('jana', 'ockovani'),
        headers: { ...jana.authorization, 'content-type': 'multipart/form-data' },
        payload: 'x',
      });
      expect(noBoundary.statusCode).toBe(415);
    });
  });

  // -------------------------------------------------------------------------------------------
  describe('downloads and previews', () => {
    let pdfId: number;
    let svgId: number;
    let txtId: number;

    beforeAll(async () => {
      const res = await postVaccination([
        ...vaccinationFields({ nemoc: 'Stahování' }),
        file('Výsledek č. 1; (kopie).pdf', samplePdf, 'application/pdf'),
        file('obrázek.svg', sampleSvg, 'image/svg+xml'),
        file('poznámka.txt', sampleTxt, 'text/plain'),
      ]);
      const [pdf, svg, txt] = (res.json() as OckovaniPolozka).prilohy;
      pdfId = pdf.id;
      svgId = svg.id;
      txtId = txt.id;
    });

    const expectDownloadHeaders = (headers: Record<string, unknown>) => {
      expect(String(headers['content-disposition'])).toMatch(/^attachment; /);
      expect(headers['x-content-type-options']).toBe('nosniff');
      const csp = headers['content-security-policy'] as string;
      for (const directive of ["default-src 'none'", 'sandbox', "base-uri 'none'", "frame-ancestors 'none'"])
        expect(csp).toContain(directive);
      expect(headers['cache-control']).toBe('no-store');
    };

    it('sends the stored bytes as an attachment with the stored name and type', async () => {
      const res = await download(personUrl('jana', `data/OCKOVANI/${pdfId}`));
      expect(res.statusCode).toBe(200);
      expectDownloadHeaders(res.headers);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Vysledek c. 1; (kopie).pdf"; filename*=UTF-8''V%C3%BDsledek%20%C4%8D.%201%3B%20%28kopie%29.pdf`,
      );
      expect(res.rawPayload.equals(samplePdf)).toBe(true);
    });

    it('never serves SVG inline: attachment, image/svg+xml, sandboxed', async () => {
      const res = await download(personUrl('jana', `data/OCKOVANI/${svgId}`));
      expectDownloadHeaders(res.headers);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.rawPayload.equals(sampleSvg)).toBe(true);
      const txt = await download(personUrl('jana', `data/OCKOVANI/${txtId}`));
      expect(txt.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(txt.rawPayload.equals(sampleTxt)).toBe(true);
    });

    it('serves the same bytes for the preview', async () => {
      const res = await download(personUrl('jana', `prenosNahled/${pdfId}?evidence=OCKOVANI`));
      expect(res.statusCode).toBe(200);
      expectDownloadHeaders(res.headers);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.equals(samplePdf)).toBe(true);
    });

    it("answers a wrong evidence, an unknown id or another person's attachment with 404, bad input with 400", async () => {
      expectNotFound(await download(personUrl('jana', `data/DOKUMENT/${pdfId}`)));
      expectNotFound(await download(personUrl('jana', `prenosNahled/${pdfId}?evidence=DOKUMENT`)));
      expectNotFound(await download(personUrl('jana', 'data/OCKOVANI/999999999')));
      const terezas = (await documentsOf('tereza'))[0].prilohy[0];
      expectNotFound(await download(personUrl('jana', `data/DOKUMENT/${terezas.id}`)));
      expect((await download(personUrl('tereza', `data/DOKUMENT/${terezas.id}`))).statusCode).toBe(200);
      expect(fieldErrorsOf(await download(personUrl('jana', `data/LEKY/${pdfId}`)))).toEqual({
        evidence: [messages.allowedValues([...attachmentEvidences])],
      });
      expect(fieldErrorsOf(await download(personUrl('jana', `prenosNahled/${pdfId}`)))).toEqual({ evidence: [messages.required] });
      expect(fieldErrorsOf(await download(personUrl('jana', 'data/OCKOVANI/x')))).toEqual({ id: [messages.notNumber] });
    });
  });

  // -------------------------------------------------------------------------------------------
  describe('file helpers', () => {
    it('cleans file names', () => {
      expect(sanitizeFileName('../../a/b\\c.pdf')).toBe('c.pdf');
      expect(sanitizeFileName('zpr\u0000áva\u202e.pdf')).toBe('zpráva.pdf');
      expect(sanitizeFileName('  ..skryty.txt ')).toBe('skryty.txt');
      expect(sanitizeFileName('')).toBe('priloha');
      expect(sanitizeFileName('..')).toBe('priloha');
      expect(sanitizeFileName('a\u0301.pdf')).toBe('á.pdf');
      const long = sanitizeFileName(`${'x'.repeat(400)}.jpeg`);
      expect(long).toHaveLength(255);
      expect(long.endsWith('.jpeg')).toBe(true);
    });

    it('writes Content-Disposition with an ASCII fallback and the UTF-8 name', () => {
      expect(contentDisposition('Očkovací průkaz.pdf')).toBe(
        `attachment; filename="Ockovaci prukaz.pdf"; filename*=UTF-8''O%C4%8Dkovac%C3%AD%20pr%C5%AFkaz.pdf`,
      );
      expect(contentDisposition('a"b\\c\'d.pdf')).toBe(`attachment; filename="a_b_c'd.pdf"; filename*=UTF-8''a%22b%5Cc%27d.pdf`);
      expect(contentDisposition('漢字.txt')).toBe(`attachment; filename="__.txt"; filename*=UTF-8''%E6%BC%A2%E5%AD%97.txt`);
    });

    it('tells safe SVG from SVG that could run code', () => {
      expect(isUnsafeSvg('<svg xmlns="http://www.w3.org/2000/svg"><text>one = two</text></svg>')).toBe(false);
      for (const svg of [
        '<svg><SCRIPT>x</SCRIPT></svg>',
        '<svg><svg:script>x</svg:script></svg>',
        '<svg><rect onclick = "x"/></svg>',
        "<svg><rect/onload='x'/></svg>",
        '<svg><a href="java\nscript:x"/></svg>',
        '<svg><a href="&#x6A;avascript:x"/></svg>',
        '<svg><image href="data:text/html;base64,PHNjcmlwdD4="/></svg>',
        '<svg><handler type="application/ecmascript">x</handler></svg>',
      ]) {
        expect(isUnsafeSvg(svg), svg).toBe(true);
      }
      expect(
        contentMatchesExtension(
          'svg',
          Buffer.from('<!-- a --><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd"><svg xmlns="http://www.w3.org/2000/svg"/>'),
        ),
      ).toBe(true);
      expect(contentMatchesExtension('svg', Buffer.from('<?xml version="1.0"?><html><svg/></html>'))).toBe(false);
      expect(contentMatchesExtension('svg', Buffer.from('<svgx/>'))).toBe(false);
      expect(contentMatchesExtension('pdf', Buffer.from(' %PDF-1.4'))).toBe(false);
    });
  });
});
