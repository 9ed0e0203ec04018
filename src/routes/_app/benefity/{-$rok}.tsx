import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../app/route-meta';
import { yearParams } from '../../../app/route-params';
import { startPersonQueries } from '../../../app/router-context';
import { DrawnProgrammesPage } from '../../../features/benefits/DrawnProgrammesPage';

export const Route = createFileRoute('/_app/benefity/{-$rok}')({
  staticData: { title: 'Čerpané programy', accountTypes: INSURED_ONLY, helpCode: 'CERPANE_PROGRAMY' },
  params: yearParams,
  loader: (args) =>
    startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { programmesSummaryQuery, programmesYearQuery } = await import('../../../features/benefits/api');
      start(programmesSummaryQuery(api, pojistenecId));
      start(programmesYearQuery(api, pojistenecId, args.params.rok ?? new Date().getFullYear()));
    }),
  component: BenefityRokPage,
});

function BenefityRokPage() {
  const { rok } = Route.useParams();
  return <DrawnProgrammesPage rok={rok} />;
}
