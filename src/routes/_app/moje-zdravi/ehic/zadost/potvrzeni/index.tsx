import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../../../components/Page';
import { INSURED_ONLY } from '../../../../../../features/shell/routeMeta';

export const Route = createFileRoute('/_app/moje-zdravi/ehic/zadost/potvrzeni/')({
  staticData: { title: 'Potvrzení žádosti o průkaz', accountTypes: INSURED_ONLY, helpCode: 'EHIC' },
  component: MojeZdraviEhicZadostPotvrzeniIndexPage,
});

function MojeZdraviEhicZadostPotvrzeniIndexPage() {
  return <NotAvailableScreen title="Potvrzení žádosti o průkaz" />;
}
