import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../../components/Page';
import { INSURED_ONLY, assertIdParams } from '../../../../../app/route-meta';

export const Route = createFileRoute('/_app/moje-zdravi/detail/$druh/$id')({
  staticData: { title: 'Detail poskytovatele', accountTypes: INSURED_ONLY, helpCode: 'MAPA_SMLUVNICH_PARTNERU' },
  beforeLoad: ({ params }) => assertIdParams(params.id),
  component: MojeZdraviDetailDruhIdPage,
});

function MojeZdraviDetailDruhIdPage() {
  return <NotAvailableScreen title="Detail poskytovatele" />;
}
