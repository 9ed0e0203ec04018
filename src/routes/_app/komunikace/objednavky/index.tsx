import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../app/route-meta';
import { startPersonQueries } from '../../../../app/router-context';
import { AppointmentsPage } from '../../../../features/appointments/AppointmentsPage';

export const Route = createFileRoute('/_app/komunikace/objednavky/')({
  staticData: { title: 'Objednání na pobočku', accountTypes: INSURED_ONLY },
  loader: (args) =>
    startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { bookingsQuery } = await import('../../../../features/appointments/api');
      start(bookingsQuery(api, pojistenecId));
    }),
  component: AppointmentsPage,
});
