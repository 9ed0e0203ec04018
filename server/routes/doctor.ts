import type { FastifyInstance } from 'fastify';
import { prehledPacientu } from '../../contract/doctor';
import { patientsOf } from '../services/doctor/patients';
import { registerCall, requireCaller } from './register';

/**
 * The doctor's calls. The role check (jl) is the adapter's; a user without it gets 403 before
 * anything is read.
 */
export function registerDoctorRoutes(app: FastifyInstance): void {
  registerCall(app, prehledPacientu, (ctx) => patientsOf(ctx.deps.db, requireCaller(ctx).userId, ctx.query));
}
