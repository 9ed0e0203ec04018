import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../components/Page';
import { INSURED_ONLY } from '../../../../features/shell/routeMeta';

export const Route = createFileRoute('/_app/moje-zdravi/ehic/')({
  staticData: { title: 'Průkaz pojištěnce', accountTypes: INSURED_ONLY, helpCode: 'EHIC' },
  component: MojeZdraviEhicIndexPage,
});

function MojeZdraviEhicIndexPage() {
  return <NotAvailableScreen title="Průkaz pojištěnce" />;
}
