import { createFileRoute } from '@tanstack/react-router';
import { MyRequestsPage } from '../../../../features/insurance/MyRequestsPage';
import { INSURED_ONLY } from '../../../../app/route-meta';
import { startPersonQueries } from '../../../../app/router-context';

export const Route = createFileRoute('/_app/komunikace/moje-zadosti/')({
  staticData: { title: 'Moje žádosti', accountTypes: INSURED_ONLY, helpCode: 'MOJE_ZADOSTI' },
  loader: (args) =>
    startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { requestsQuery } = await import('../../../../features/insurance/api');
      start(requestsQuery(api, pojistenecId, {}));
    }),
  component: MyRequestsPage,
});
