import type { FastifyInstance } from 'fastify';
import { cerpanaPecePacienta, labVysledekPacienta, lekyPacienta, prehledPacientu, prevencePacienta } from '../../contract/doctor';
import { patientsOf } from '../services/doctor/patients';
import { patientCare, patientLabResults, patientMedicines, patientPrevention } from '../services/doctor/patient-card';
import { registerCall, registerPersonCall, requireCaller } from './register';
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

  // The patient card (issue 37): role 'lekar' and personScoped read — the adapter refuses a doctor
  // without the patient's grant (403, nothing read) and stores the audit row before the answer leaves.
  registerPersonCall(app, lekyPacienta, ({ personId, deps }) => patientMedicines(deps.db, personId));
  registerPersonCall(app, labVysledekPacienta, ({ personId, deps }) => patientLabResults(deps.db, personId));
  registerPersonCall(app, prevencePacienta, ({ personId, deps }) => patientPrevention(deps.db, personId));
  registerPersonCall(app, cerpanaPecePacienta, ({ personId, deps }) => patientCare(deps.db, personId));
}
