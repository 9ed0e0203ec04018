import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../components/Page';
import { INSURED_ONLY } from '../../../../app/route-meta';

export const Route = createFileRoute('/_app/benefity/zdravotni-pece/')({
  staticData: { title: 'Proplacení zdravotní péče', accountTypes: INSURED_ONLY, helpCode: 'PROPLACENI_PECE' },
  component: BenefityZdravotniPeceIndexPage,
});

function BenefityZdravotniPeceIndexPage() {
  return <NotAvailableScreen title="Proplacení zdravotní péče" />;
}
