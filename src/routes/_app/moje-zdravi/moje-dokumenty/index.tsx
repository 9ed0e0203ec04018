import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../components/Page';
import { INSURED_ONLY } from '../../../../features/shell/routeMeta';

export const Route = createFileRoute('/_app/moje-zdravi/moje-dokumenty/')({
  staticData: { title: 'Moje dokumenty', accountTypes: INSURED_ONLY, helpCode: 'MOJE_DOKUMENTY' },
  component: MojeZdraviMojeDokumentyIndexPage,
});

function MojeZdraviMojeDokumentyIndexPage() {
  return <NotAvailableScreen title="Moje dokumenty" />;
}
