import { createFileRoute } from '@tanstack/react-router';
import { DoctorAccessesPage } from '../../features/audit/DoctorAccessesPage';
import { DOCTOR_ONLY } from '../../app/route-meta';
import { queryStarter } from '../../app/router-context';

export const Route = createFileRoute('/_app/pristupy')({
  staticData: { title: 'Přístupy', accountTypes: DOCTOR_ONLY, helpCode: 'PREHLED_PACIENTU' },
  loader: async ({ context }) => {
    const { doctorAccessesQuery } = await import('../../features/audit/api');
    queryStarter(context.queryClient)(doctorAccessesQuery(context.api));
  },
  component: DoctorAccessesPage,
});
