import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../components/Page';
import { SHARED_HEALTH } from '../../../../features/shell/routeMeta';

export const Route = createFileRoute('/_app/moje-zdravi/moje-zaznamy/')({
  staticData: { title: 'Tlak tep výška a váha', accountTypes: SHARED_HEALTH, helpCode: 'MOJE_ZAZNAMY' },
  component: MojeZdraviMojeZaznamyIndexPage,
});

function MojeZdraviMojeZaznamyIndexPage() {
  return <NotAvailableScreen title="Tlak tep výška a váha" />;
}
