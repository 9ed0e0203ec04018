import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../components/Page';
import { INSURED_ONLY } from '../../../app/route-meta';
import { yearParams } from '../../../app/route-params';

export const Route = createFileRoute('/_app/benefity/{-$rok}')({
  staticData: { title: 'Čerpané programy', accountTypes: INSURED_ONLY, helpCode: 'CERPANE_PROGRAMY' },
  params: yearParams,
  component: BenefityRokPage,
});

function BenefityRokPage() {
  return <NotAvailableScreen title="Čerpané programy" />;
}
