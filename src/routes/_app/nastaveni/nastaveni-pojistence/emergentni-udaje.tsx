import { createFileRoute } from '@tanstack/react-router';
import { EmergencyPage } from '../../../../features/health/emergency/EmergencyPage';
import { INSURED_ONLY } from '../../../../app/route-meta';
import { startPersonQueries } from '../../../../app/router-context';

export const Route = createFileRoute('/_app/nastaveni/nastaveni-pojistence/emergentni-udaje')({
  staticData: { title: 'Emergentní údaje', accountTypes: INSURED_ONLY, helpCode: 'EMERGENTNI_UDAJE' },
  loader: (args) =>
    startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { emergencyQuery } = await import('../../../../features/health/api');
      start(emergencyQuery(api, pojistenecId));
    }),
  component: NastaveniNastaveniPojistenceEmergentniUdajePage,
});

function NastaveniNastaveniPojistenceEmergentniUdajePage() {
  return <EmergencyPage title="Emergentní údaje" />;
}
