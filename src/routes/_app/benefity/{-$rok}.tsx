import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../components/Page';
import { INSURED_ONLY, assertYearParam } from '../../../app/route-meta';

export const Route = createFileRoute('/_app/benefity/{-$rok}')({
  staticData: { title: 'Čerpané programy', accountTypes: INSURED_ONLY, helpCode: 'CERPANE_PROGRAMY' },
  beforeLoad: ({ params }) => assertYearParam(params.rok),
  component: BenefityRokPage,
});

function BenefityRokPage() {
  return <NotAvailableScreen title="Čerpané programy" />;
}
