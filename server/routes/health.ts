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
  healthRecordEvidences,
  type AttachmentEvidence,
} from '../../contract/health';
import { addDocument, changeDocument, documentOf, documentsOf, removeDocument } from '../services/health/documents';
import { emergencyDataOf, saveEmergencyData } from '../services/health/emergency';
import { generalHistory, saveGeneralHistory } from '../services/health/general-history';
import { addHistoryItem, changeHistoryItem, historyItems, removeHistoryItem, type HistoryKind } from '../services/health/history-items';
import { addMeasurement, measurementsOf, removeMeasurement } from '../services/health/measurements';
import { attachmentFile } from '../services/health/record-files';
import { addVaccination, changeVaccination, removeVaccination, vaccinationsOf } from '../services/health/vaccinations';
import { registerPersonCall } from './register';
import { canWritePerson } from '../services/person-access';
import { forbiddenError } from '../plugins/errors';
import type { AppDeps } from '../deps';
import type { Caller } from '../identity/types';
import type { PersonId } from '../../contract/ids';

/**
 * The download calls admit read access (an allowed doctor too), which covers the health record's
 * files only; files of messages, claims and requests are for the person's representatives.
 */
async function requireEvidenceAccess(deps: AppDeps, caller: Caller | null, personId: PersonId, evidence: AttachmentEvidence) {
  if (healthRecordEvidences.includes(evidence)) return;
  if (!caller || !(await canWritePerson(deps.db, caller, personId))) throw forbiddenError();
}

/** The four calls of one kind of history item and the key of its list in the answer. */
const historyCalls: Array<{ druh: HistoryKind; listKey: string; list: AnyCall; create: AnyCall; update: AnyCall; remove: AnyCall }> = [
  {
    druh: 'ALERGIE',
    listKey: 'seznamAlergii',
    list: anamnezaAlergie,
    create: anamnezaAlergieVlozit,
    update: anamnezaAlergieUpravit,
    remove: anamnezaAlergieSmazat,
  },
  {
    druh: 'NEMOC',
    listKey: 'seznamNemoci',
    list: anamnezaNemoc,
    create: anamnezaNemocVlozit,
    update: anamnezaNemocUpravit,
    remove: anamnezaNemocSmazat,
  },
  {
    druh: 'NEMOCNICE',
    listKey: 'seznamPobytu',
    list: anamnezaNemocnice,
    create: anamnezaNemocniceVlozit,
    update: anamnezaNemocniceUpravit,
    remove: anamnezaNemocniceSmazat,
  },
  {
    druh: 'OPERACE',
    listKey: 'seznamOperaci',
    list: anamnezaOperace,
    create: anamnezaOperaceVlozit,
    update: anamnezaOperaceUpravit,
    remove: anamnezaOperaceSmazat,
  },
  {
    druh: 'URAZ',
    listKey: 'seznamUrazu',
    list: anamnezaUrazy,
    create: anamnezaUrazyVlozit,
    update: anamnezaUrazyUpravit,
    remove: anamnezaUrazySmazat,
  },
];

type Body = Record<string, unknown>;
const recordIdOfParams = (params: unknown) => (params as { id: string }).id;

/** The health record calls of contract/health.ts; the rules and statements are in server/services/health/. */
export function registerHealthRoutes(app: FastifyInstance): void {
  registerPersonCall(app, anamneza, ({ personId, deps }) => generalHistory(deps.db, personId));
  registerPersonCall(app, anamnezaUlozit, ({ personId, body, deps }) => saveGeneralHistory(deps.db, personId, body));

  for (const { druh, listKey, list, create, update, remove } of historyCalls) {
    registerPersonCall(app, list, async ({ personId, deps }) => ({ [listKey]: await historyItems(deps.db, personId, druh) }));
    registerPersonCall(app, create, ({ personId, body, deps }) => addHistoryItem(deps.db, personId, druh, body as Body));
    registerPersonCall(app, update, ({ personId, params, body, deps }) =>
      changeHistoryItem(deps.db, personId, druh, recordIdOfParams(params), body as Body),
    );
    registerPersonCall(app, remove, async ({ personId, params, deps }) => {
      await removeHistoryItem(deps.db, personId, druh, recordIdOfParams(params));
      return {};
    });
  }

  registerPersonCall(app, anamnezaMereni, ({ personId, deps }) => measurementsOf(deps.db, personId));
  registerPersonCall(app, anamnezaMereniVlozit, ({ personId, body, deps }) => addMeasurement(deps.db, personId, body));
  registerPersonCall(app, anamnezaMereniSmazat, async ({ personId, params, deps }) => {
    await removeMeasurement(deps.db, personId, params.id);
    return {};
  });

  registerPersonCall(app, ockovani, ({ personId, deps }) => vaccinationsOf(deps.db, personId));
  registerPersonCall(app, ockovaniVlozit, ({ personId, body, files, deps }) => addVaccination(deps.db, personId, body, files));
  registerPersonCall(app, mojeOckovaniUpravit, ({ personId, params, body, files, deps }) =>
    changeVaccination(deps.db, personId, params.id, body, files),
  );
  registerPersonCall(app, mojeOckovaniSmazat, async ({ personId, params, deps }) => {
    await removeVaccination(deps.db, personId, params.id);
    return {};
  });

  registerPersonCall(app, mojeDokumenty, ({ personId, deps }) => documentsOf(deps.db, personId));
  registerPersonCall(app, mojeDokument, ({ personId, params, deps }) => documentOf(deps.db, personId, params.id));
  registerPersonCall(app, mojeDokumentyVlozit, ({ personId, body, files, deps }) => addDocument(deps.db, personId, body, files));
  registerPersonCall(app, mojeDokumentyUpravit, ({ personId, params, body, files, deps }) =>
    changeDocument(deps.db, personId, params.id, body, files),
  );
  registerPersonCall(app, mojeDokumentySmazat, async ({ personId, params, deps }) => {
    await removeDocument(deps.db, personId, params.id);
    return {};
  });

  registerPersonCall(app, pojistenecEmergentniUdaje, ({ personId, deps }) => emergencyDataOf(deps.db, personId));
  registerPersonCall(app, pojistenecEmergentniUdajeUlozit, ({ personId, body, deps }) => saveEmergencyData(deps.db, personId, body));

  registerPersonCall(app, prilohaStahnout, async ({ personId, params, caller, deps }) => {
    await requireEvidenceAccess(deps, caller, personId, params.evidence);
    return attachmentFile(deps.db, personId, params.evidence, params.id);
  });
  registerPersonCall(app, prenosNahled, async ({ personId, params, query, caller, deps }) => {
    await requireEvidenceAccess(deps, caller, personId, query.evidence);
    return attachmentFile(deps.db, personId, query.evidence, params.id);
  });
}
