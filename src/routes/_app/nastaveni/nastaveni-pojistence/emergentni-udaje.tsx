import { createFileRoute } from '@tanstack/react-router';
import { EmergencyPage } from '../../../../features/health/emergency/EmergencyPage';
import { INSURED_ONLY } from '../../../../app/route-meta';

export const Route = createFileRoute('/_app/nastaveni/nastaveni-pojistence/emergentni-udaje')({
  staticData: { title: 'Emergentní údaje', accountTypes: INSURED_ONLY, helpCode: 'EMERGENTNI_UDAJE' },
  component: NastaveniNastaveniPojistenceEmergentniUdajePage,
});

function NastaveniNastaveniPojistenceEmergentniUdajePage() {
  return <EmergencyPage title="Emergentní údaje" />;
}
