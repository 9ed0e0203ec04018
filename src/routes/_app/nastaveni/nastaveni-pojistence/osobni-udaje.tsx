import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../components/Page';
import { INSURED_ONLY } from '../../../../app/route-meta';

export const Route = createFileRoute('/_app/nastaveni/nastaveni-pojistence/osobni-udaje')({
  staticData: { title: 'Osobní údaje', accountTypes: INSURED_ONLY, helpCode: 'OSOBNI_UDAJE' },
  component: NastaveniNastaveniPojistenceOsobniUdajePage,
});

function NastaveniNastaveniPojistenceOsobniUdajePage() {
  return <NotAvailableScreen title="Osobní údaje" />;
}
