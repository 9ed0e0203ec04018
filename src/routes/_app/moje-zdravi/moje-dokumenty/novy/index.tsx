import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../../components/Page';
import { INSURED_ONLY } from '../../../../../features/shell/routeMeta';

export const Route = createFileRoute('/_app/moje-zdravi/moje-dokumenty/novy/')({
  staticData: { title: 'Nový dokument', accountTypes: INSURED_ONLY, helpCode: 'MOJE_DOKUMENTY' },
  component: MojeZdraviMojeDokumentyNovyIndexPage,
});

function MojeZdraviMojeDokumentyNovyIndexPage() {
  return <NotAvailableScreen title="Nový dokument" />;
}
