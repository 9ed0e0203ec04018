import { createFileRoute } from '@tanstack/react-router';
import { PublicLayout } from '../../features/shell/PublicLayout';
import { SharedEmergencyPage } from '../../features/health/emergency/SharedEmergencyPage';

/** The public page of an emergency-card share link: the token is in the fragment (#…), never in the path. */
export const Route = createFileRoute('/nouzove-udaje/')({
  staticData: { title: 'Emergentní údaje', public: true },
  component: SharedEmergencyRoute,
});

function SharedEmergencyRoute() {
  return (
    <PublicLayout>
      <SharedEmergencyPage />
    </PublicLayout>
  );
}
