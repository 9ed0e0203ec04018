import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../components/Page';
import { INSURED_ONLY } from '../../../../app/route-meta';

export const Route = createFileRoute('/_app/nastaveni/nastaveni-pojistence/cafeteria')({
  staticData: { title: 'Cafeterie', accountTypes: INSURED_ONLY, helpCode: 'CAFETERIA' },
  component: NastaveniNastaveniPojistenceCafeteriaPage,
});

function NastaveniNastaveniPojistenceCafeteriaPage() {
  return <NotAvailableScreen title="Cafeterie" />;
}
