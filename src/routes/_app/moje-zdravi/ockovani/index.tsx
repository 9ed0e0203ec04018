import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../components/Page';
import { INSURED_ONLY } from '../../../../features/shell/routeMeta';

export const Route = createFileRoute('/_app/moje-zdravi/ockovani/')({
  staticData: { title: 'Očkování', accountTypes: INSURED_ONLY, helpCode: 'OCKOVANI' },
  component: MojeZdraviOckovaniIndexPage,
});

function MojeZdraviOckovaniIndexPage() {
  return <NotAvailableScreen title="Očkování" />;
}
