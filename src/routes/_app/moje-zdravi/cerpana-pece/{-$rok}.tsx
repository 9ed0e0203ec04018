import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../components/Page';
import { SHARED_HEALTH } from '../../../../app/route-meta';
import { yearParams } from '../../../../app/route-params';

export const Route = createFileRoute('/_app/moje-zdravi/cerpana-pece/{-$rok}')({
  staticData: { title: 'Čerpaná péče', accountTypes: SHARED_HEALTH, helpCode: 'CERPANA_PECE' },
  params: yearParams,
  component: MojeZdraviCerpanaPeceRokPage,
});

function MojeZdraviCerpanaPeceRokPage() {
  return <NotAvailableScreen title="Čerpaná péče" />;
}
