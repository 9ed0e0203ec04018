import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../../components/Page';
import { INSURED_ONLY } from '../../../../../features/shell/routeMeta';

export const Route = createFileRoute('/_app/moje-zdravi/ockovani/novy/')({
  staticData: { title: 'Nové očkování', accountTypes: INSURED_ONLY, helpCode: 'OCKOVANI' },
  component: MojeZdraviOckovaniNovyIndexPage,
});

function MojeZdraviOckovaniNovyIndexPage() {
  return <NotAvailableScreen title="Nové očkování" />;
}
