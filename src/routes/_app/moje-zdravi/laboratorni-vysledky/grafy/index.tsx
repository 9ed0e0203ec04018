import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../../app/route-meta';
import { LabResultsPage } from '../../../../../features/health/lab/LabResultsPage';

/** The charts (the select and the time chart) are a lazy chunk: fetched beside the route's own, not after it renders. */
const preloadCharts = () => void import('../../../../../features/health/lab/LabCharts').catch(() => undefined);

export const Route = createFileRoute('/_app/moje-zdravi/laboratorni-vysledky/grafy/')({
  staticData: {
    title: 'Grafy laboratorních výsledků',
    accountTypes: INSURED_ONLY,
    helpCode: 'LABORATORNI_VYSLEDKY',
    preloadCode: preloadCharts,
  },
  loader: preloadCharts,
  component: LabChartsRoute,
});

function LabChartsRoute() {
  return <LabResultsPage charts />;
}
