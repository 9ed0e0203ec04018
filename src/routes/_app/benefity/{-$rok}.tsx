import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../app/route-meta';
import { yearParams } from '../../../app/route-params';
import { startPersonQueries } from '../../../app/router-context';
import { ClaimsPage } from '../../../features/benefits/ClaimsPage';

export const Route = createFileRoute('/_app/benefity/{-$rok}')({
  staticData: { title: 'Čerpané programy', accountTypes: INSURED_ONLY, helpCode: 'CERPANE_PROGRAMY' },
  params: yearParams,
  loader: (args) =>
    startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { claimsSummaryQuery } = await import('../../../features/benefits/api');
      start(claimsSummaryQuery(api, pojistenecId));
    }),
  component: ClaimsPageRoute,
});

function ClaimsPageRoute() {
  const { rok } = Route.useParams();
  return <ClaimsPage rok={rok} />;
}
