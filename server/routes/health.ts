import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AnyCall } from '../../contract/define';
import {
  anamneza,
  anamnezaAlergie,
  anamnezaAlergieSmazat,
  anamnezaAlergieUpravit,
  anamnezaAlergieVlozit,
  anamnezaMereni,
  anamnezaMereniSmazat,
  anamnezaMereniVlozit,
  anamnezaNemoc,
  anamnezaNemocnice,
  anamnezaNemocniceSmazat,
  anamnezaNemocniceUpravit,
  anamnezaNemocniceVlozit,
  anamnezaNemocSmazat,
  anamnezaNemocUpravit,
  anamnezaNemocVlozit,
  anamnezaOperace,
  anamnezaOperaceSmazat,
  anamnezaOperaceUpravit,
  anamnezaOperaceVlozit,
  anamnezaUlozit,
  anamnezaUrazy,
  anamnezaUrazySmazat,
  anamnezaUrazyUpravit,
  anamnezaUrazyVlozit,
  mojeDokument,
  mojeDokumenty,
  mojeDokumentySmazat,
  mojeDokumentyUpravit,
  mojeDokumentyVlozit,
  mojeOckovaniSmazat,
  mojeOckovaniUpravit,
  ockovani,
  ockovaniVlozit,
  pojistenecEmergentniUdaje,
  pojistenecEmergentniUdajeUlozit,
  prenosNahled,
  prilohaStahnout,
  prilohaVlozitFiles,
  type AnamnezaDatumPolozka,
  type AnamnezaNemocnicePolozka,
  type AnamnezaPopisPolozka,
  type AttachmentEvidence,
  type DokumentPolozka,
  type EmergentniUdajeOdpoved,
  type MereniPolozka,
  type OckovaniPolozka,
} from '../../contract/health';
import { messages } from '../../contract/messages';
import type { Database } from '../db/client';
import { codeListItems, emergencyData, healthHistory, healthHistoryItems, measurements, personalDocuments, vaccinations } from '../db/schema';
import { notFoundError, validationError } from '../plugins/errors';
import { applyAttachmentChange, attachmentsOf, deleteAttachmentsOf, findAttachment, type CheckedFile } from '../services/attachments';
import { dateWithZeroTime, todayInPrague } from '../services/clock';
import { registerCall } from './register';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The person of a per-person call (the adapter has checked access, so the person exists). */
const personOf = (params: { pojistenecId: string }): number => Number(params.pojistenecId);

/** A record id as stored (ids are bigserial, far below 2^53); a larger id cannot exist → null. */
function recordIdOf(id: string): number | null {
  const value = BigInt(id);
  return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : null;
}

function requireRecordId(id: string): number {
  const value = recordIdOf(id);
  if (value === null) throw notFoundError();
  return value;
}

const wire = (date: string | null | undefined): string | null => (date ? dateWithZeroTime(date) : null);

// ---------------------------------------------------------------------------------------------
// General history

async function checkCode(db: Database, ciselnik: string, kod: string | undefined, key: string, chyby: Record<string, string[]>): Promise<void> {
  if (kod === undefined) return;
  const rows = await db.select({ kod: codeListItems.kod }).from(codeListItems).where(eq(codeListItems.ciselnik, ciselnik)).orderBy(asc(codeListItems.poradi), asc(codeListItems.kod));
  if (!rows.some((row) => row.kod === kod)) chyby[key] = [messages.allowedValues(rows.map((row) => row.kod))];
}

// ---------------------------------------------------------------------------------------------
// Allergies, illnesses, hospital stays, operations, injuries

type HistoryKind = 'ALERGIE' | 'NEMOC' | 'NEMOCNICE' | 'OPERACE' | 'URAZ';
type HistoryRow = typeof healthHistoryItems.$inferSelect;
type HistoryValues = Pick<HistoryRow, 'popis' | 'datum' | 'datumOd' | 'datumDo' | 'dokumentId'>;

interface HistoryCalls {
  list: AnyCall;
  create: AnyCall;
  update: AnyCall;
  remove: AnyCall;
}

const popisItem = (row: HistoryRow): AnamnezaPopisPolozka => ({ id: row.id, popis: row.popis });
const stayItem = (row: HistoryRow): AnamnezaNemocnicePolozka => ({
  id: row.id,
  obdobi: { datumOd: wire(row.datumOd) ?? '', datumDo: wire(row.datumDo) },
  popis: row.popis,
});
const datedItem = (row: HistoryRow): AnamnezaDatumPolozka => ({ id: row.id, datum: wire(row.datum) ?? '', dokumentId: row.dokumentId ?? null, popis: row.popis });

const noDates = { datum: null, datumOd: null, datumDo: null, dokumentId: null };

/** The linked document must be one of the person's (checked and locked inside the write transaction). */
async function linkedDocument(tx: Tx, personId: number, dokumentId: string | undefined): Promise<number | null> {
  if (dokumentId === undefined) return null;
  const id = recordIdOf(dokumentId);
  const rows =
    id === null
      ? []
      : await tx
          .select({ id: personalDocuments.id })
          .from(personalDocuments)
          .where(and(eq(personalDocuments.id, id), eq(personalDocuments.insuredPersonId, personId)))
          .for('share');
  if (rows.length === 0) throw validationError({ dokumentId: [messages.recordDoesNotExist] });
  return id;
}

function registerHistoryKind(
  app: FastifyInstance,
  calls: HistoryCalls,
  druh: HistoryKind,
  listKey: string,
  values: (body: Record<string, unknown>, tx: Tx, personId: number) => Promise<HistoryValues>,
  toItem: (row: HistoryRow) => unknown,
  order: SQL[],
): void {
  const own = (personId: number, id: number) => and(eq(healthHistoryItems.id, id), eq(healthHistoryItems.insuredPersonId, personId), eq(healthHistoryItems.druh, druh));

  registerCall(app, calls.list, async ({ params, deps }) => {
    const personId = personOf(params as { pojistenecId: string });
    const rows = await deps.db
      .select()
      .from(healthHistoryItems)
      .where(and(eq(healthHistoryItems.insuredPersonId, personId), eq(healthHistoryItems.druh, druh)))
      .orderBy(...order, desc(healthHistoryItems.id));
    return { [listKey]: rows.map(toItem) };
  });

  registerCall(app, calls.create, async ({ params, body, deps }) => {
    const personId = personOf(params as { pojistenecId: string });
    return deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(healthHistoryItems)
        .values({ insuredPersonId: personId, druh, ...(await values(body as Record<string, unknown>, tx, personId)) })
        .returning();
      return toItem(row);
    });
  });

  registerCall(app, calls.update, async ({ params, body, deps }) => {
    const { pojistenecId, id } = params as { pojistenecId: string; id: string };
    const personId = personOf({ pojistenecId });
    const recordId = requireRecordId(id);
    return deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(healthHistoryItems)
        .set(await values(body as Record<string, unknown>, tx, personId))
        .where(own(personId, recordId))
        .returning();
      if (!row) throw notFoundError();
      return toItem(row);
    });
  });

  registerCall(app, calls.remove, async ({ params, deps }) => {
    const { pojistenecId, id } = params as { pojistenecId: string; id: string };
    const personId = personOf({ pojistenecId });
    const recordId = requireRecordId(id);
    const deleted = await deps.db.delete(healthHistoryItems).where(own(personId, recordId)).returning({ id: healthHistoryItems.id });
    if (deleted.length === 0) throw notFoundError();
    return {};
  });
}

// ---------------------------------------------------------------------------------------------
// Measurements

/** BMI = weight / (height in metres)², one decimal; null unless both are known. */
export function bmiOf(vaha: number | null, vyska: number | null): number | null {
  if (!vaha || !vyska) return null;
  return Math.round((vaha / (vyska / 100) ** 2) * 10) / 10;
}

type MeasurementRow = typeof measurements.$inferSelect;
const measurementItem = (row: MeasurementRow): MereniPolozka => ({
  id: row.id,
  datum: dateWithZeroTime(row.datum),
  tep: row.tep,
  tlakDiast: row.tlakDiast,
  tlakSyst: row.tlakSyst,
  vaha: row.vaha,
  vyska: row.vyska,
  bmi: bmiOf(row.vaha, row.vyska),
});

// ---------------------------------------------------------------------------------------------
// Vaccinations and documents

type VaccinationRow = typeof vaccinations.$inferSelect;
type DocumentRow = typeof personalDocuments.$inferSelect;

async function vaccinationItems(db: Database | Tx, personId: number, rows: VaccinationRow[]): Promise<OckovaniPolozka[]> {
  const files = await attachmentsOf(
    db,
    personId,
    'OCKOVANI',
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    datum: dateWithZeroTime(row.datum),
    datumDalsi: wire(row.datumDalsi),
    nemoc: row.nemoc,
    ockovaciLatka: row.ockovaciLatka,
    poznamka: row.poznamka,
    smluvniPartnerNazev: row.smluvniPartnerNazev,
    vlastni: row.vlastni,
    prilohy: files.get(row.id) ?? [],
  }));
}

async function documentItems(db: Database | Tx, personId: number, rows: DocumentRow[]): Promise<DokumentPolozka[]> {
  const files = await attachmentsOf(
    db,
    personId,
    'DOKUMENT',
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    datum: wire(row.datum),
    popis: row.popis,
    nazevZarizeni: row.nazevZarizeni,
    prilohy: files.get(row.id) ?? [],
  }));
}

interface VaccinationBody {
  datum: string;
  datumDalsi?: string;
  nemoc: string;
  ockovaciLatka?: string;
  poznamka?: string;
  smluvniPartnerNazev?: string;
  prilohaSmazat?: string[];
}

interface DocumentBody {
  datum?: string;
  popis?: string;
  nazevZarizeni?: string;
  prilohaSmazat?: string[];
}

const vaccinationValues = (body: VaccinationBody) => ({
  datum: body.datum,
  datumDalsi: body.datumDalsi ?? null,
  nemoc: body.nemoc,
  ockovaciLatka: body.ockovaciLatka ?? null,
  poznamka: body.poznamka ?? null,
  smluvniPartnerNazev: body.smluvniPartnerNazev ?? null,
});

const documentValues = (body: DocumentBody) => ({
  datum: body.datum ?? null,
  popis: body.popis ?? null,
  nazevZarizeni: body.nazevZarizeni ?? null,
});

function attachmentChange(personId: number, evidence: AttachmentEvidence, recordId: number, body: { prilohaSmazat?: string[] }, files: CheckedFile[]) {
  return { personId, evidence, recordId, delete: body.prilohaSmazat ?? [], add: files, limits: prilohaVlozitFiles };
}

// ---------------------------------------------------------------------------------------------

/** The health record calls of contract/health.ts. */
export function registerHealthRoutes(app: FastifyInstance): void {
  // General history ------------------------------------------------------------------------
  registerCall(app, anamneza, async ({ params, deps }) => {
    const [row] = await deps.db.select().from(healthHistory).where(eq(healthHistory.insuredPersonId, personOf(params))).limit(1);
    return {
      alkoholKod: row?.alkoholKod ?? null,
      koureniKod: row?.koureniKod ?? null,
      pracovniAnamneza: row?.pracovniAnamneza ?? null,
      rodinnaAnamneza: row?.rodinnaAnamneza ?? null,
    };
  });

  registerCall(app, anamnezaUlozit, async ({ params, body, deps }) => {
    const chyby: Record<string, string[]> = {};
    await checkCode(deps.db, 'ALKOHOL', body.alkoholKod, 'alkoholKod', chyby);
    await checkCode(deps.db, 'KOURENI', body.koureniKod, 'koureniKod', chyby);
    if (Object.keys(chyby).length > 0) throw validationError(chyby);
    const values = {
      alkoholKod: body.alkoholKod ?? null,
      koureniKod: body.koureniKod ?? null,
      pracovniAnamneza: body.pracovniAnamneza ?? null,
      rodinnaAnamneza: body.rodinnaAnamneza ?? null,
    };
    await deps.db
      .insert(healthHistory)
      .values({ insuredPersonId: personOf(params), ...values })
      .onConflictDoUpdate({ target: healthHistory.insuredPersonId, set: { ...values, updatedAt: new Date() } });
    return values;
  });

  // Allergies, illnesses, hospital stays, operations, injuries ---------------------------------
  const popisValues = async (body: Record<string, unknown>): Promise<HistoryValues> => ({ ...noDates, popis: body.popis as string });
  const stayValues = async (body: Record<string, unknown>): Promise<HistoryValues> => {
    const obdobi = body.obdobi as { datumOd: string; datumDo?: string };
    return { ...noDates, popis: body.popis as string, datumOd: obdobi.datumOd, datumDo: obdobi.datumDo ?? null };
  };
  const datedValues = async (body: Record<string, unknown>, tx: Tx, personId: number): Promise<HistoryValues> => ({
    ...noDates,
    popis: body.popis as string,
    datum: body.datum as string,
    dokumentId: await linkedDocument(tx, personId, body.dokumentId as string | undefined),
  });
  const byCreation = [desc(healthHistoryItems.createdAt)];

  registerHistoryKind(
    app,
    { list: anamnezaAlergie, create: anamnezaAlergieVlozit, update: anamnezaAlergieUpravit, remove: anamnezaAlergieSmazat },
    'ALERGIE',
    'seznamAlergii',
    popisValues,
    popisItem,
    byCreation,
  );
  registerHistoryKind(
    app,
    { list: anamnezaNemoc, create: anamnezaNemocVlozit, update: anamnezaNemocUpravit, remove: anamnezaNemocSmazat },
    'NEMOC',
    'seznamNemoci',
    popisValues,
    popisItem,
    byCreation,
  );
  registerHistoryKind(
    app,
    { list: anamnezaNemocnice, create: anamnezaNemocniceVlozit, update: anamnezaNemocniceUpravit, remove: anamnezaNemocniceSmazat },
    'NEMOCNICE',
    'seznamPobytu',
    stayValues,
    stayItem,
    [desc(healthHistoryItems.datumOd)],
  );
  registerHistoryKind(
    app,
    { list: anamnezaOperace, create: anamnezaOperaceVlozit, update: anamnezaOperaceUpravit, remove: anamnezaOperaceSmazat },
    'OPERACE',
    'seznamOperaci',
    datedValues,
    datedItem,
    [desc(healthHistoryItems.datum)],
  );
  registerHistoryKind(
    app,
    { list: anamnezaUrazy, create: anamnezaUrazyVlozit, update: anamnezaUrazyUpravit, remove: anamnezaUrazySmazat },
    'URAZ',
    'seznamUrazu',
    datedValues,
    datedItem,
    [desc(healthHistoryItems.datum)],
  );

  // Measurements ---------------------------------------------------------------------------
  registerCall(app, anamnezaMereni, async ({ params, deps }) => {
    const rows = await deps.db
      .select()
      .from(measurements)
      .where(eq(measurements.insuredPersonId, personOf(params)))
      .orderBy(desc(measurements.datum), desc(measurements.id));
    return { seznamMereni: rows.map(measurementItem) };
  });

  registerCall(app, anamnezaMereniVlozit, async ({ params, body, deps }) => {
    const [row] = await deps.db
      .insert(measurements)
      .values({
        insuredPersonId: personOf(params),
        datum: todayInPrague(),
        tep: body.tep ?? null,
        tlakDiast: body.tlakDiast ?? null,
        tlakSyst: body.tlakSyst ?? null,
        vaha: body.vaha ?? null,
        vyska: body.vyska ?? null,
      })
      .returning();
    return measurementItem(row);
  });

  registerCall(app, anamnezaMereniSmazat, async ({ params, deps }) => {
    const personId = personOf(params);
    const recordId = requireRecordId(params.id);
    const deleted = await deps.db
      .delete(measurements)
      .where(and(eq(measurements.id, recordId), eq(measurements.insuredPersonId, personId)))
      .returning({ id: measurements.id });
    if (deleted.length === 0) throw notFoundError();
    return {};
  });

  // Vaccinations ---------------------------------------------------------------------------
  registerCall(app, ockovani, async ({ params, deps }) => {
    const personId = personOf(params);
    const rows = await deps.db.select().from(vaccinations).where(eq(vaccinations.insuredPersonId, personId)).orderBy(desc(vaccinations.datum), desc(vaccinations.id));
    return { seznamOckovani: await vaccinationItems(deps.db, personId, rows) };
  });

  registerCall(app, ockovaniVlozit, async ({ params, body, files, deps }) => {
    const personId = personOf(params);
    return deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(vaccinations)
        .values({ insuredPersonId: personId, vlastni: true, ...vaccinationValues(body) })
        .returning();
      await applyAttachmentChange(tx, attachmentChange(personId, 'OCKOVANI', row.id, body, files));
      const [item] = await vaccinationItems(tx, personId, [row]);
      return item;
    });
  });

  registerCall(app, mojeOckovaniUpravit, async ({ params, body, files, deps }) => {
    const personId = personOf(params);
    const recordId = requireRecordId(params.id);
    return deps.db.transaction(async (tx) => {
      const own = and(eq(vaccinations.id, recordId), eq(vaccinations.insuredPersonId, personId), eq(vaccinations.vlastni, true));
      const [existing] = await tx.select({ id: vaccinations.id }).from(vaccinations).where(own).for('update');
      if (!existing) throw notFoundError();
      await applyAttachmentChange(tx, attachmentChange(personId, 'OCKOVANI', recordId, body, files));
      const [row] = await tx.update(vaccinations).set(vaccinationValues(body)).where(own).returning();
      const [item] = await vaccinationItems(tx, personId, [row]);
      return item;
    });
  });

  registerCall(app, mojeOckovaniSmazat, async ({ params, deps }) => {
    const personId = personOf(params);
    const recordId = requireRecordId(params.id);
    await deps.db.transaction(async (tx) => {
      const deleted = await tx
        .delete(vaccinations)
        .where(and(eq(vaccinations.id, recordId), eq(vaccinations.insuredPersonId, personId), eq(vaccinations.vlastni, true)))
        .returning({ id: vaccinations.id });
      if (deleted.length === 0) throw notFoundError();
      await deleteAttachmentsOf(tx, personId, 'OCKOVANI', recordId);
    });
    return {};
  });

  // Personal documents ---------------------------------------------------------------------
  registerCall(app, mojeDokumenty, async ({ params, deps }) => {
    const personId = personOf(params);
    const rows = await deps.db
      .select()
      .from(personalDocuments)
      .where(eq(personalDocuments.insuredPersonId, personId))
      .orderBy(desc(personalDocuments.datum), desc(personalDocuments.id));
    return { seznamDokumentu: await documentItems(deps.db, personId, rows) };
  });

  registerCall(app, mojeDokument, async ({ params, deps }) => {
    const personId = personOf(params);
    const recordId = requireRecordId(params.id);
    const rows = await deps.db
      .select()
      .from(personalDocuments)
      .where(and(eq(personalDocuments.id, recordId), eq(personalDocuments.insuredPersonId, personId)));
    if (rows.length === 0) throw notFoundError();
    const [item] = await documentItems(deps.db, personId, rows);
    return item;
  });

  registerCall(app, mojeDokumentyVlozit, async ({ params, body, files, deps }) => {
    const personId = personOf(params);
    return deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(personalDocuments)
        .values({ insuredPersonId: personId, ...documentValues(body) })
        .returning();
      await applyAttachmentChange(tx, attachmentChange(personId, 'DOKUMENT', row.id, body, files));
      const [item] = await documentItems(tx, personId, [row]);
      return item;
    });
  });

  registerCall(app, mojeDokumentyUpravit, async ({ params, body, files, deps }) => {
    const personId = personOf(params);
    const recordId = requireRecordId(params.id);
    return deps.db.transaction(async (tx) => {
      const own = and(eq(personalDocuments.id, recordId), eq(personalDocuments.insuredPersonId, personId));
      const [existing] = await tx.select({ id: personalDocuments.id }).from(personalDocuments).where(own).for('update');
      if (!existing) throw notFoundError();
      await applyAttachmentChange(tx, attachmentChange(personId, 'DOKUMENT', recordId, body, files));
      const [row] = await tx.update(personalDocuments).set(documentValues(body)).where(own).returning();
      const [item] = await documentItems(tx, personId, [row]);
      return item;
    });
  });

  registerCall(app, mojeDokumentySmazat, async ({ params, deps }) => {
    const personId = personOf(params);
    const recordId = requireRecordId(params.id);
    await deps.db.transaction(async (tx) => {
      // Operations and injuries that linked the document lose the link (ON DELETE SET NULL).
      const deleted = await tx
        .delete(personalDocuments)
        .where(and(eq(personalDocuments.id, recordId), eq(personalDocuments.insuredPersonId, personId)))
        .returning({ id: personalDocuments.id });
      if (deleted.length === 0) throw notFoundError();
      await deleteAttachmentsOf(tx, personId, 'DOKUMENT', recordId);
    });
    return {};
  });

  // Emergency data -------------------------------------------------------------------------
  registerCall(app, pojistenecEmergentniUdaje, async ({ params, deps }) => {
    const [row] = await deps.db.select().from(emergencyData).where(eq(emergencyData.insuredPersonId, personOf(params))).limit(1);
    return {
      osoba: row?.osoba ?? null,
      telefon: row?.telefon ?? null,
      vztah: row?.vztah ?? null,
      skupina: (row?.skupina ?? null) as EmergentniUdajeOdpoved['skupina'],
      rhFaktor: (row?.rhFaktor ?? null) as EmergentniUdajeOdpoved['rhFaktor'],
      doplnujiciInformace: row?.doplnujiciInformace ?? null,
      posledniOckovaniTetanus: wire(row?.posledniOckovaniTetanus),
    };
  });

  registerCall(app, pojistenecEmergentniUdajeUlozit, async ({ params, body, deps }) => {
    const values = {
      osoba: body.osoba ?? null,
      telefon: body.telefon ?? null,
      vztah: body.vztah ?? null,
      skupina: body.skupina ?? null,
      rhFaktor: body.rhFaktor ?? null,
      doplnujiciInformace: body.doplnujiciInformace ?? null,
      posledniOckovaniTetanus: body.posledniOckovaniTetanus ?? null,
    };
    await deps.db
      .insert(emergencyData)
      .values({ insuredPersonId: personOf(params), ...values })
      .onConflictDoUpdate({ target: emergencyData.insuredPersonId, set: { ...values, updatedAt: new Date() } });
    return { ...values, posledniOckovaniTetanus: wire(values.posledniOckovaniTetanus) };
  });

  // Attachment download and preview ----------------------------------------------------------
  const attachmentAnswer = async (db: Database, personId: number, evidence: AttachmentEvidence, id: string) => {
    const attachmentId = requireRecordId(id);
    const file = await findAttachment(db, personId, evidence, attachmentId);
    if (!file) throw notFoundError();
    return { nazev: file.nazev, mime: file.mime, obsah: file.content };
  };

  registerCall(app, prilohaStahnout, async ({ params, deps }) => attachmentAnswer(deps.db, personOf(params), params.evidence, params.id));
  registerCall(app, prenosNahled, async ({ params, query, deps }) => attachmentAnswer(deps.db, personOf(params), query.evidence, params.id));
}
