import { createFileRoute } from '@tanstack/react-router';
import { DoctorHome } from '../../features/doctor/DoctorHome';
import { InsuredHome } from '../../features/home/InsuredHome';
import { UnknownHome } from '../../features/home/UnknownHome';
import { useAccountType } from '../../features/session/use-account-type';

export const Route = createFileRoute('/_app/')({
  staticData: { title: 'Úvod', helpCode: 'UVOD', helpCodeFor: { LEKAR: 'PREHLED_PACIENTU' } },
  component: HomePage,
});

/** Home: one version per account type (document 1 §2); the unknown type's is empty. */
function HomePage() {
  const { type } = useAccountType();
  if (type === 'POJISTENEC') return <InsuredHome />;
  if (type === 'LEKAR') return <DoctorHome />;
  return <UnknownHome />;
}
