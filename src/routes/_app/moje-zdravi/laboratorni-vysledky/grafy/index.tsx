import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../../app/route-meta';
import { LabResultsPage } from '../../../../../features/health/lab/LabResultsPage';

export const Route = createFileRoute('/_app/moje-zdravi/laboratorni-vysledky/grafy/')({
  staticData: { title: 'Grafy laboratorních výsledků', accountTypes: INSURED_ONLY, helpCode: 'LABORATORNI_VYSLEDKY' },
  component: LabChartsRoute,
});

function LabChartsRoute() {
  return <LabResultsPage charts />;
}
