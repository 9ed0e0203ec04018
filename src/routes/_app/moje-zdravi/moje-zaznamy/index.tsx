import { createFileRoute } from '@tanstack/react-router';
import { MeasurementsPage } from '../../../../features/health/measurements/MeasurementsPage';
import { SHARED_HEALTH } from '../../../../app/route-meta';
import { startPersonQueries } from '../../../../app/router-context';

export const Route = createFileRoute('/_app/moje-zdravi/moje-zaznamy/')({
  staticData: { title: 'Tlak tep výška a váha', accountTypes: SHARED_HEALTH, helpCode: 'MOJE_ZAZNAMY' },
  loader: (args) =>
    startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { mereniQuery } = await import('../../../../features/health/api');
      start(mereniQuery(api, pojistenecId));
    }),
  component: MojeZdraviMojeZaznamyIndexPage,
});

function MojeZdraviMojeZaznamyIndexPage() {
  return <MeasurementsPage title="Tlak tep výška a váha" />;
}
