import { createFileRoute } from '@tanstack/react-router';
import { MyInsurancePage } from '../../../features/insurance/MyInsurancePage';
import { INSURED_ONLY } from '../../../app/route-meta';
import { yearParams } from '../../../app/route-params';
import { startPersonQueries } from '../../../app/router-context';

export const Route = createFileRoute('/_app/moje-pojisteni/{-$rok}')({
  staticData: { title: 'Moje pojištění', accountTypes: INSURED_ONLY, helpCode: 'MOJE_POJISTENI' },
  params: yearParams,
  loader: (args) =>
    startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { insuranceStateQuery, insuranceYearsQuery } = await import('../../../features/insurance/api');
      start(insuranceStateQuery(api, pojistenecId));
      start(insuranceYearsQuery(api, pojistenecId));
    }),
  component: MojePojisteniRokPage,
});

function MojePojisteniRokPage() {
  const { rok } = Route.useParams();
  return <MyInsurancePage rok={rok} />;
}
