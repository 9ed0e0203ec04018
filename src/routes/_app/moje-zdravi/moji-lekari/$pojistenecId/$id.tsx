import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../../components/Page';
import { INSURED_ONLY } from '../../../../../app/route-meta';
import { personRecordParams } from '../../../../../app/route-params';

export const Route = createFileRoute('/_app/moje-zdravi/moji-lekari/$pojistenecId/$id')({
  staticData: { title: 'Detail lékaře', accountTypes: INSURED_ONLY, helpCode: 'MOJI_LEKARI' },
  params: personRecordParams,
  component: MojeZdraviMojiLekariPojistenecIdIdPage,
});

function MojeZdraviMojiLekariPojistenecIdIdPage() {
  return <NotAvailableScreen title="Detail lékaře" />;
}
