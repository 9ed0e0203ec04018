import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../../components/Page';
import { INSURED_ONLY } from '../../../../../app/route-meta';
import { parseId } from '../../../../../app/route-params';

export const Route = createFileRoute('/_app/moje-zdravi/detail/$druh/$id')({
  staticData: { title: 'Detail poskytovatele', accountTypes: INSURED_ONLY, helpCode: 'MAPA_SMLUVNICH_PARTNERU' },
  params: { parse: (raw: { druh: string; id: string }) => ({ druh: raw.druh, id: parseId(raw.id) }) },
  component: MojeZdraviDetailDruhIdPage,
});

function MojeZdraviDetailDruhIdPage() {
  return <NotAvailableScreen title="Detail poskytovatele" />;
}
