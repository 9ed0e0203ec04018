import type { FastifyInstance } from 'fastify';
import { rodinaPrehled } from '../../contract/family';
import { familyOverview } from '../services/family/overview';
import { registerCall, requireCaller } from './register';

/** The family on the start page (issue 37): what is due for everyone the caller represents. */
export function registerFamilyRoutes(app: FastifyInstance): void {
  registerCall(app, rodinaPrehled, ({ deps, request, ...ctx }) => familyOverview(deps.db, deps.audit, requireCaller(ctx), request.ip));
}
