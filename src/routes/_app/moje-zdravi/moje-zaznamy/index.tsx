import { createFileRoute } from '@tanstack/react-router';
import { MeasurementsPage } from '../../../../features/health/measurements/MeasurementsPage';
import { SHARED_HEALTH } from '../../../../app/route-meta';

export const Route = createFileRoute('/_app/moje-zdravi/moje-zaznamy/')({
  staticData: { title: 'Tlak tep výška a váha', accountTypes: SHARED_HEALTH, helpCode: 'MOJE_ZAZNAMY' },
  component: MojeZdraviMojeZaznamyIndexPage,
});

function MojeZdraviMojeZaznamyIndexPage() {
  return <MeasurementsPage title="Tlak tep výška a váha" />;
}
