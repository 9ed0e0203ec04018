import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../app/route-meta';
import { recordIdParams } from '../../../../app/route-params';
import { startPersonQueries } from '../../../../app/router-context';
import { RequestDetailPage } from '../../../../features/insurance/RequestDetailPage';

export const Route = createFileRoute('/_app/komunikace/moje-zadosti/$id')({
  staticData: { title: 'Detail žádosti', accountTypes: INSURED_ONLY, helpCode: 'MOJE_ZADOSTI' },
  params: recordIdParams,
  loader: (args) =>
    startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { requestDetailQuery } = await import('../../../../features/insurance/api');
      start(requestDetailQuery(api, pojistenecId, args.params.id));
    }),
  component: RequestDetailRoute,
});

function RequestDetailRoute() {
  const { id } = Route.useParams();
  return <RequestDetailPage id={id} />;
}
