import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../../components/Page';
import { INSURED_ONLY, assertIdParams } from '../../../../../features/shell/routeMeta';

export const Route = createFileRoute('/_app/moje-zdravi/moje-dokumenty/$pojistenecId/$id')({
  staticData: { title: 'Detail dokumentu', accountTypes: INSURED_ONLY, helpCode: 'MOJE_DOKUMENTY' },
  beforeLoad: ({ params }) => assertIdParams(params.pojistenecId, params.id),
  component: MojeZdraviMojeDokumentyPojistenecIdIdPage,
});

function MojeZdraviMojeDokumentyPojistenecIdIdPage() {
  return <NotAvailableScreen title="Detail dokumentu" />;
}
