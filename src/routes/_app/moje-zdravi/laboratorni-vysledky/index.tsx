import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../components/Page';
import { INSURED_ONLY } from '../../../../app/route-meta';

export const Route = createFileRoute('/_app/moje-zdravi/laboratorni-vysledky/')({
  staticData: { title: 'Laboratorní výsledky', accountTypes: INSURED_ONLY, helpCode: 'LABORATORNI_VYSLEDKY' },
  component: MojeZdraviLaboratorniVysledkyIndexPage,
});

function MojeZdraviLaboratorniVysledkyIndexPage() {
  return <NotAvailableScreen title="Laboratorní výsledky" />;
}
