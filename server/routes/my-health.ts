/**
 * The calls of "My health" (issue 12: contract/care.ts, prevention.ts, medicines.ts, partners.ts,
 * lab.ts); the rules and statements are in server/services/my-health/.
 *
 * Refusals: a rule of the insurer answers 422 with the Czech message on its field; lab results
 * without the consent answer 409. The sends that create something (complaint, reported check-up,
 * own medicine) honour an `Idempotency-Key` header: a resend with the same key answers the first
 * answer and creates nothing new.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  cerpanaPecePdf,
  cerpanaPecePrevence,
  cerpanaPeceRok,
  cerpanaPeceSouhrn,
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  reklamacePece,
  reklamacePecePripadInfo,
} from '../../contract/care';
import {
  chronickeNemoci,
  labVysledekDetail,
  labVysledekGrafData,
  labVysledekGrafSeznam,
  labVysledekPdf,
  labVysledekSeznam,
  labVysledekSouhlas,
  labVysledekSouhlasOdvolat,
  labVysledekSouhlasVlozit,
} from '../../contract/lab';
import { ciselnikLeku, leky, lekyPotvrzeni, mojeLekyPridat, mojeLekySmazat, prostredky } from '../../contract/medicines';
import { mapaPartneru, mapaPartneruDetail, mojiLekari, widgetLekarKontakt } from '../../contract/partners';
import { prevence, prevenceKontrola, prevenceKontrolaInfo } from '../../contract/prevention';
import { validationError } from '../plugins/errors';
import { careStatementPdf, careSummary, careYear, preventionCareItems } from '../services/my-health/care';
import { caseInfo, fileComplaint } from '../services/my-health/complaints';
import {
  chronicDiseases,
  changeLabConsent,
  labChartData,
  labCharts,
  labConsent,
  labResultDetail,
  labResultList,
  labResultPdf,
} from '../services/my-health/lab';
import { addOwnMedicine, aidsOf, confirmWarnings, medicinesOf, removeOwnMedicine, searchMedicines } from '../services/my-health/medicines';
import { gpContact, myDoctors, partnerDetail, partnerMap } from '../services/my-health/partners';
import { preventionOf, reportCheckUp, reportedCheckUp } from '../services/my-health/prevention';
import { registerCall, registerPersonCall, requireCaller } from './register';
import { canWritePerson } from '../services/person-access';
import type { AppDeps } from '../deps';
import type { Caller } from '../identity/types';
import type { PersonId } from '../../contract/ids';

/** The Idempotency-Key header, checked (400 with its Czech message when it is not a UUID); null when absent. */
function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (raw === undefined) return null;
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (!parsed.success) throw validationError({ [IDEMPOTENCY_HEADER]: parsed.error.issues.map((issue) => issue.message) });
  return parsed.data;
}

/** The caller represents the person (a doctor who reads the record does not, and learns nothing of complaints). */
function representsPerson(context: { caller: Caller | null; personId: PersonId; deps: AppDeps }): Promise<boolean> {
  return context.caller ? canWritePerson(context.deps.db, context.caller, context.personId) : Promise.resolve(false);
}

export function registerMyHealthRoutes(app: FastifyInstance): void {
  // Care drawn and complaints
  registerPersonCall(app, cerpanaPeceSouhrn, ({ personId, deps }) => careSummary(deps.db, personId));
  registerPersonCall(app, cerpanaPeceRok, async (context) =>
    careYear(context.deps.db, context.personId, context.params.rok, context.query, await representsPerson(context)),
  );
  registerPersonCall(app, cerpanaPecePdf, ({ personId, params, deps }) => careStatementPdf(deps.db, personId, params.rok));
  registerPersonCall(app, cerpanaPecePrevence, async (context) =>
    preventionCareItems(context.deps.db, context.personId, context.params.typPrevence, await representsPerson(context)),
  );
  registerPersonCall(app, reklamacePecePripadInfo, ({ personId, params, deps }) => caseInfo(deps.db, personId, params.id));
  registerPersonCall(app, reklamacePece, ({ personId, body, request, deps }) =>
    fileComplaint(deps.db, personId, body, idempotencyKeyOf(request)),
  );

  // Prevention
  registerPersonCall(app, prevence, ({ personId, query, deps }) => preventionOf(deps.db, personId, query));
  registerPersonCall(app, prevenceKontrola, ({ personId, body, request, deps }) =>
    reportCheckUp(deps.db, personId, body, idempotencyKeyOf(request)),
  );
  registerPersonCall(app, prevenceKontrolaInfo, ({ personId, params, deps }) => reportedCheckUp(deps.db, personId, params.id));

  // Medicines and aids
  registerPersonCall(app, leky, ({ personId, deps }) => medicinesOf(deps.db, personId));
  registerPersonCall(app, lekyPotvrzeni, (context) =>
    confirmWarnings(context.deps.db, context.personId, context.body.seznamPotvrzeni, requireCaller(context).userId),
  );
  registerPersonCall(app, mojeLekyPridat, ({ personId, body, request, deps }) =>
    addOwnMedicine(deps.db, personId, body, idempotencyKeyOf(request)),
  );
  registerPersonCall(app, mojeLekySmazat, async ({ personId, query, deps }) => {
    await removeOwnMedicine(deps.db, personId, query.id);
    return {};
  });
  registerCall(app, ciselnikLeku, ({ query, deps }) => searchMedicines(deps.db, query.fulltext, query.pocetVysledku));
  registerPersonCall(app, prostredky, ({ personId, query, deps }) => aidsOf(deps.db, personId, query.pocetVysledku));

  // Doctors and the map
  registerPersonCall(app, mojiLekari, ({ personId, deps }) => myDoctors(deps.db, personId));
  registerPersonCall(app, widgetLekarKontakt, ({ personId, deps }) => gpContact(deps.db, personId));
  registerCall(app, mapaPartneru, ({ query, deps }) => partnerMap(deps.db, query));
  registerCall(app, mapaPartneruDetail, ({ query, deps }) => partnerDetail(deps.db, query.id, query.druhSubjektu));

  // Lab results behind the consent, chronic diseases
  registerPersonCall(app, labVysledekSouhlas, ({ personId, query, deps }) =>
    labConsent(deps.db, personId, query.ziskatTextSouhlasu === 'ANO'),
  );
  registerPersonCall(app, labVysledekSouhlasVlozit, (context) =>
    changeLabConsent(context.deps.db, context.personId, 'POTVRZENO', requireCaller(context).userId),
  );
  registerPersonCall(app, labVysledekSouhlasOdvolat, (context) =>
    changeLabConsent(context.deps.db, context.personId, 'ODVOLANO', requireCaller(context).userId),
  );
  registerPersonCall(app, labVysledekSeznam, ({ personId, deps }) => labResultList(deps.db, personId));
  registerPersonCall(app, labVysledekDetail, ({ personId, params, deps }) => labResultDetail(deps.db, personId, params.id));
  registerPersonCall(app, labVysledekPdf, ({ personId, params, deps }) => labResultPdf(deps.db, personId, params.id));
  registerPersonCall(app, labVysledekGrafSeznam, ({ personId, deps }) => labCharts(deps.db, personId));
  registerPersonCall(app, labVysledekGrafData, ({ personId, params, deps }) => labChartData(deps.db, personId, params.kodGrafu));
  registerPersonCall(app, chronickeNemoci, ({ personId, deps }) => chronicDiseases(deps.db, personId));
}
