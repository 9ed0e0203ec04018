import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../components/Page';
import { INSURED_ONLY } from '../../../../app/route-meta';

export const Route = createFileRoute('/_app/benefity/zdravotni-pece/$kod')({
  staticData: { title: 'Žádost o proplacení zdravotní péče', accountTypes: INSURED_ONLY, helpCode: 'PROPLACENI_PECE' },
  component: BenefityZdravotniPeceKodPage,
});

function BenefityZdravotniPeceKodPage() {
  return <NotAvailableScreen title="Žádost o proplacení zdravotní péče" />;
}
