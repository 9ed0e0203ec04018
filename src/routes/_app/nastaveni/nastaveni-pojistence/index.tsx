import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../components/Page';
import { INSURED_ONLY } from '../../../../app/route-meta';

export const Route = createFileRoute('/_app/nastaveni/nastaveni-pojistence/')({
  staticData: { title: 'Nastavení pojištěnce', accountTypes: INSURED_ONLY, helpCode: 'NASTAVENI_POJISTENCE' },
  component: NastaveniNastaveniPojistenceIndexPage,
});

function NastaveniNastaveniPojistenceIndexPage() {
  return <NotAvailableScreen title="Nastavení pojištěnce" />;
}
