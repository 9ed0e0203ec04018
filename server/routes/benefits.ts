/**
 * The calls of "Benefits" (contract/benefits.ts); the rules and statements are in
 * server/services/benefits/. Refusals by a programme's or a kind's rules answer 422 VALIDACE with
 * the Czech message on the field.
 *
 * GET /vitalitas/{pojisteniTyp} takes a list of persons in its query, which the call adapter
 * (routes/register.ts, one person per call) does not check: its handler checks write access to
 * EVERY listed person with canAccessPerson before anything is read, and answers 403 when one is
 * not represented by the caller.
 */
import type { FastifyInstance } from 'fastify';
import {
  benefitPeceDetail,
  benefitPecePrehled,
  benefitPeceZadostVlozit,
  benefitProgramy,
  benefitProgramyDetail,
  benefitProgramyNahled,
  benefitProgramyRok,
  benefitProgramySouhrn,
  benefitProgramyZadostVlozit,
  nastaveniCafeterie,
  nastaveniCafeterieUpravit,
} from '../../contract/benefits';
import { vitalitas, vitalitasPrihlaskaRodinaVlozit, vitalitasPrihlaskaVlozit } from '../../contract/vitalitas-programmes';
import type { AccessEvent } from '../audit/types';
import { personIdParam, type PersonId } from '../../contract/ids';
import { forbiddenError } from '../plugins/errors';
import { canAccessPerson, personAccessRole } from '../services/person-access';
import { cafeteriaOf, changeCafeteria } from '../services/benefits/cafeteria';
import { careDetail, careOverview, claimCare } from '../services/benefits/care';
import {
  claimProgramme,
  programmeDetail,
  programmePreview,
  programmesOf,
  programmesOfYear,
  programmesSummary,
} from '../services/benefits/programmes';
import { joinVitalitas, joinVitalitasFamily, vitalitasOverview } from '../services/benefits/vitalitas';
import { registerCall, registerPersonCall, requireCaller } from './register';

/** Registers the benefit calls; the two claim calls are multipart, so `app` must have @fastify/multipart. */
export function registerBenefitsRoutes(app: FastifyInstance): void {
  registerPersonCall(app, benefitProgramy, ({ personId, query, deps }) => programmesOf(deps.db, personId, query));
  registerPersonCall(app, benefitProgramyDetail, ({ personId, query, deps }) =>
    programmeDetail(deps.db, personId, query.kod, query.kodZps),
  );
  registerPersonCall(app, benefitProgramyNahled, ({ personId, query, deps }) => programmePreview(deps.db, personId, query));
  registerPersonCall(app, benefitProgramyZadostVlozit, ({ personId, body, files, deps }) => claimProgramme(deps.db, personId, body, files));
  registerPersonCall(app, benefitProgramyRok, ({ personId, params, deps }) => programmesOfYear(deps.db, personId, params.rok));
  registerPersonCall(app, benefitProgramySouhrn, ({ personId, deps }) => programmesSummary(deps.db, personId));

  registerPersonCall(app, benefitPecePrehled, ({ personId, deps }) => careOverview(deps.db, personId));
  registerPersonCall(app, benefitPeceDetail, ({ personId, query, deps }) => careDetail(deps.db, personId, query.kod));
  registerPersonCall(app, benefitPeceZadostVlozit, ({ personId, body, files, deps }) => claimCare(deps.db, personId, body, files));

  registerCall(app, vitalitas, async (context) => {
    const caller = requireCaller(context);
    const ids: PersonId[] = context.query.seznamPojistenecId.map((id) => personIdParam.parse(id));
    // Every listed person, before anything is read: one the caller does not represent → 403.
    for (const id of ids) if (!(await canAccessPerson(context.deps.db, caller, id, 'write'))) throw forbiddenError();
    return vitalitasOverview(context.deps.db, context.params.pojisteniTyp, ids);
  });
  registerPersonCall(app, vitalitasPrihlaskaVlozit, ({ personId, body, deps }) => joinVitalitas(deps.db, personId, body));
  // Travel insurance for a family trip: the persons are in the body, so this handler does what the
  // per-person adapter does for one — every person checked for write access before anything is
  // read (one refused → 403, each refusal audited), and each person's application audited in the
  // transaction that stores them all (an attempt that fails is audited as allowed but not stored).
  registerCall(app, vitalitasPrihlaskaRodinaVlozit, async ({ body, deps, request, ...context }) => {
    const caller = requireCaller(context);
    const ids = [...new Set(body.seznamPojistenecId.map((id) => personIdParam.parse(id)))];
    const eventOf = (personId: PersonId, role: AccessEvent['role']): AccessEvent => ({
      userId: caller.userId,
      sessionId: caller.sessionId,
      role,
      personId,
      callId: vitalitasPrihlaskaRodinaVlozit.id,
      recordId: null,
      write: true,
      result: role ? 'POVOLENO' : 'ODEPRENO',
      clientAddress: request.ip,
    });
    const events: AccessEvent[] = [];
    for (const id of ids) events.push(eventOf(id, await personAccessRole(deps.db, caller, id, 'write')));
    const refused = events.filter((event) => event.result === 'ODEPRENO');
    if (refused.length > 0) {
      for (const event of refused) deps.audit.recordAccess(event);
      throw forbiddenError();
    }
    try {
      return await joinVitalitasFamily(deps.db, ids, body, (tx) => deps.audit.recordAccessesIn(tx, events));
    } catch (error) {
      for (const event of events) deps.audit.recordAccess(event);
      throw error;
    }
  });

  registerPersonCall(app, nastaveniCafeterie, ({ personId, deps }) => cafeteriaOf(deps.db, personId));
  registerPersonCall(app, nastaveniCafeterieUpravit, ({ personId, body, deps }) => changeCafeteria(deps.db, personId, body));
}
