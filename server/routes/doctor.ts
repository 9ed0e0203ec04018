import type { FastifyInstance } from 'fastify';
import { prehledPacientu } from '../../contract/doctor';
import { patientsOf } from '../services/doctor/patients';
import { registerCall, requireCaller } from './register';
import { personIdParam } from '../../contract/ids';

/**
 * The doctor's calls. The role check (jl) is the adapter's; a user without it gets 403 before
 * anything is read.
 */
export function registerDoctorRoutes(app: FastifyInstance): void {
  registerCall(app, prehledPacientu, async (ctx) => {
    const caller = requireCaller(ctx);
    const list = await patientsOf(ctx.deps.db, caller.userId, ctx.query);
    // The list shows names and birth numbers: each listed patient sees it in 'Kdo viděl moje údaje',
    // stored before the answer leaves, like every read of a doctor (issue 36).
    await ctx.deps.audit.recordAccessesIn(
      ctx.deps.db,
      list.seznamPacientu.map((patient) => ({
        userId: caller.userId,
        sessionId: caller.sessionId,
        role: 'LEKAR' as const,
        personId: personIdParam.parse(String(patient.pojistenecId)),
        callId: prehledPacientu.id,
        write: false,
        result: 'POVOLENO' as const,
        clientAddress: ctx.request.ip,
      })),
    );
    return list;
  });
}
