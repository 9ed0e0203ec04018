import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../../components/Page';
import { INSURED_ONLY, assertIdParams } from '../../../../../app/route-meta';

export const Route = createFileRoute('/_app/moje-zdravi/moji-lekari/$pojistenecId/$id')({
  staticData: { title: 'Detail lékaře', accountTypes: INSURED_ONLY, helpCode: 'MOJI_LEKARI' },
  beforeLoad: ({ params }) => assertIdParams(params.pojistenecId, params.id),
  component: MojeZdraviMojiLekariPojistenecIdIdPage,
});

function MojeZdraviMojiLekariPojistenecIdIdPage() {
  return <NotAvailableScreen title="Detail lékaře" />;
}
