import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../components/Page';
import { SHARED_HEALTH } from '../../../../app/route-meta';

export const Route = createFileRoute('/_app/moje-zdravi/moje-prevence/')({
  staticData: { title: 'Moje prevence', accountTypes: SHARED_HEALTH, helpCode: 'MOJE_PREVENCE' },
  component: MojeZdraviMojePrevenceIndexPage,
});

function MojeZdraviMojePrevenceIndexPage() {
  return <NotAvailableScreen title="Moje prevence" />;
}
