import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../components/Page';
import { INSURED_ONLY } from '../../../../app/route-meta';

export const Route = createFileRoute('/_app/benefity/programy/')({
  staticData: { title: 'Zdravotní programy', accountTypes: INSURED_ONLY, helpCode: 'ZDRAVOTNI_PROGRAMY' },
  component: BenefityProgramyIndexPage,
});

function BenefityProgramyIndexPage() {
  return <NotAvailableScreen title="Zdravotní programy" />;
}
