import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../../components/Page';
import { INSURED_ONLY } from '../../../../../app/route-meta';

export const Route = createFileRoute('/_app/moje-zdravi/laboratorni-vysledky/grafy/')({
  staticData: { title: 'Grafy laboratorních výsledků', accountTypes: INSURED_ONLY, helpCode: 'LABORATORNI_VYSLEDKY' },
  component: MojeZdraviLaboratorniVysledkyGrafyIndexPage,
});

function MojeZdraviLaboratorniVysledkyGrafyIndexPage() {
  return <NotAvailableScreen title="Grafy laboratorních výsledků" />;
}
