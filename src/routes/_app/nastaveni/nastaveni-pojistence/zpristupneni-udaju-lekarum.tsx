import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../components/Page';
import { INSURED_ONLY } from '../../../../app/route-meta';

export const Route = createFileRoute('/_app/nastaveni/nastaveni-pojistence/zpristupneni-udaju-lekarum')({
  staticData: { title: 'Zpřístupnění údajů lékařům', accountTypes: INSURED_ONLY, helpCode: 'ZPRISTUPNENI_UDAJU_LEKARUM' },
  component: NastaveniNastaveniPojistenceZpristupneniUdajuLekarumPage,
});

function NastaveniNastaveniPojistenceZpristupneniUdajuLekarumPage() {
  return <NotAvailableScreen title="Zpřístupnění údajů lékařům" />;
}
