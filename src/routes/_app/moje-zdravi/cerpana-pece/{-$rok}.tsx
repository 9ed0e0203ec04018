import { createFileRoute } from '@tanstack/react-router';
import { SHARED_HEALTH } from '../../../../app/route-meta';
import { yearParams } from '../../../../app/route-params';
import { startPersonQueries } from '../../../../app/router-context';
import { CarePage } from '../../../../features/care/CarePage';

export const Route = createFileRoute('/_app/moje-zdravi/cerpana-pece/{-$rok}')({
  staticData: { title: 'Čerpaná péče', accountTypes: SHARED_HEALTH, helpCode: 'CERPANA_PECE' },
  params: yearParams,
  loader: (args) =>
    startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { careSummaryQuery } = await import('../../../../features/care/api');
      start(careSummaryQuery(api, pojistenecId));
    }),
  component: CarePageRoute,
});

function CarePageRoute() {
  const { rok } = Route.useParams();
  return <CarePage rok={rok} />;
}
