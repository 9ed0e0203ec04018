import { createFileRoute } from '@tanstack/react-router';
import { MyInsurancePage } from '../../../features/insurance/MyInsurancePage';
import { INSURED_ONLY, assertYearParam } from '../../../app/route-meta';

export const Route = createFileRoute('/_app/moje-pojisteni/{-$rok}')({
  staticData: { title: 'Moje pojištění', accountTypes: INSURED_ONLY, helpCode: 'MOJE_POJISTENI' },
  beforeLoad: ({ params }) => assertYearParam(params.rok),
  component: MojePojisteniRokPage,
});

function MojePojisteniRokPage() {
  const { rok } = Route.useParams();
  return <MyInsurancePage rok={rok} />;
}
