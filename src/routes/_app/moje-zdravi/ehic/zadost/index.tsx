import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../../components/Page';
import { INSURED_ONLY } from '../../../../../features/shell/routeMeta';

export const Route = createFileRoute('/_app/moje-zdravi/ehic/zadost/')({
  staticData: { title: 'Žádost o průkaz pojištěnce', accountTypes: INSURED_ONLY, helpCode: 'EHIC' },
  component: MojeZdraviEhicZadostIndexPage,
});

function MojeZdraviEhicZadostIndexPage() {
  return <NotAvailableScreen title="Žádost o průkaz pojištěnce" />;
}
