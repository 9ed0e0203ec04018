import type { FastifyInstance } from 'fastify';
import { kdoVidelMojeUdaje, lekarPristupy } from '../../contract/audit';
import { accessesOfPerson, doctorAccessOverview } from '../audit/queries';
import { registerCall, registerPersonCall, requireCaller } from './register';

/** The audit trail's two screens: 'Kdo viděl moje údaje' (person, write access) and the doctor's 'Přístupy'. */
export function registerAuditRoutes(app: FastifyInstance): void {
  registerPersonCall(app, kdoVidelMojeUdaje, (ctx) => accessesOfPerson(ctx.deps.db, requireCaller(ctx).userId, ctx.personId, ctx.query));
  registerCall(app, lekarPristupy, (ctx) => doctorAccessOverview(ctx.deps.db, requireCaller(ctx).userId));
}
