import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../../components/Page';
import { SHARED_HEALTH } from '../../../../../app/route-meta';
import { personRecordParams } from '../../../../../app/route-params';

export const Route = createFileRoute('/_app/moje-zdravi/moje-prevence/$pojistenecId/$id')({
  staticData: { title: 'Detail prevence', accountTypes: SHARED_HEALTH, helpCode: 'MOJE_PREVENCE' },
  params: personRecordParams,
  component: MojeZdraviMojePrevencePojistenecIdIdPage,
});

function MojeZdraviMojePrevencePojistenecIdIdPage() {
  return <NotAvailableScreen title="Detail prevence" />;
}
