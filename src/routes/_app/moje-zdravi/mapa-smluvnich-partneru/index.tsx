import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../components/Page';
import { INSURED_ONLY } from '../../../../app/route-meta';

export const Route = createFileRoute('/_app/moje-zdravi/mapa-smluvnich-partneru/')({
  staticData: { title: 'Mapa smluvních partnerů', accountTypes: INSURED_ONLY, helpCode: 'MAPA_SMLUVNICH_PARTNERU' },
  component: MojeZdraviMapaSmluvnichPartneruIndexPage,
});

function MojeZdraviMapaSmluvnichPartneruIndexPage() {
  return <NotAvailableScreen title="Mapa smluvních partnerů" />;
}
