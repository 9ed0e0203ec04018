import { createFileRoute } from '@tanstack/react-router';
import { AnamnesisPage } from '../../../../features/health/anamnesis/AnamnesisPage';
import { SHARED_HEALTH } from '../../../../app/route-meta';

export const Route = createFileRoute('/_app/moje-zdravi/moje-anamneza/')({
  staticData: { title: 'Moje anamnéza', accountTypes: SHARED_HEALTH, helpCode: 'MOJE_ANAMNEZA' },
  component: MojeZdraviMojeAnamnezaIndexPage,
});

function MojeZdraviMojeAnamnezaIndexPage() {
  return <AnamnesisPage title="Moje anamnéza" />;
}
