import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../components/Page';
import { SHARED_HEALTH } from '../../../../app/route-meta';

export const Route = createFileRoute('/_app/moje-zdravi/moje-leky/')({
  staticData: { title: 'Moje léky', accountTypes: SHARED_HEALTH, helpCode: 'MOJE_LEKY' },
  component: MojeZdraviMojeLekyIndexPage,
});

function MojeZdraviMojeLekyIndexPage() {
  return <NotAvailableScreen title="Moje léky" />;
}
