import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../../components/Page';
import { SHARED_HEALTH, assertIdParams } from '../../../../../app/route-meta';

export const Route = createFileRoute('/_app/moje-zdravi/moje-prevence/$pojistenecId/$id')({
  staticData: { title: 'Detail prevence', accountTypes: SHARED_HEALTH, helpCode: 'MOJE_PREVENCE' },
  beforeLoad: ({ params }) => assertIdParams(params.pojistenecId, params.id),
  component: MojeZdraviMojePrevencePojistenecIdIdPage,
});

function MojeZdraviMojePrevencePojistenecIdIdPage() {
  return <NotAvailableScreen title="Detail prevence" />;
}
