import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../../app/route-meta';
import { recordIdParams } from '../../../../../app/route-params';
import { startPersonQueries } from '../../../../../app/router-context';
import { MovePage } from '../../../../../features/appointments/MovePage';
import { moveSearch } from '../../../../../features/appointments/wizard-url';

export const Route = createFileRoute('/_app/komunikace/objednavky/$id/presunuti')({
  staticData: { title: 'Přesunout objednávku', accountTypes: INSURED_ONLY },
  params: recordIdParams,
  // ?krok=kontrola|hotovo: the wizard's step (none: the times).
  validateSearch: moveSearch,
  loader: (args) =>
    startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { bookingsQuery } = await import('../../../../../features/appointments/api');
      start(bookingsQuery(api, pojistenecId));
    }),
  component: MoveRoute,
});

function MoveRoute() {
  const { id } = Route.useParams();
  return <MovePage id={id} />;
}
