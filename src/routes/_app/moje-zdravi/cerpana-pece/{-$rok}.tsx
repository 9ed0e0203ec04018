import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../components/Page';
import { SHARED_HEALTH, assertYearParam } from '../../../../app/route-meta';

export const Route = createFileRoute('/_app/moje-zdravi/cerpana-pece/{-$rok}')({
  staticData: { title: 'Čerpaná péče', accountTypes: SHARED_HEALTH, helpCode: 'CERPANA_PECE' },
  beforeLoad: ({ params }) => assertYearParam(params.rok),
  component: MojeZdraviCerpanaPeceRokPage,
});

function MojeZdraviCerpanaPeceRokPage() {
  return <NotAvailableScreen title="Čerpaná péče" />;
}
