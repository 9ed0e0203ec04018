import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../app/route-meta';
import { threadParams } from '../../../../app/route-params';
import { ThreadsPage } from '../../../../features/communication/ThreadsPage';

export const Route = createFileRoute('/_app/komunikace/komunikace-se-zps/{-$vlakno}')({
  staticData: { title: 'Kontaktuj ZPŠ', accountTypes: INSURED_ONLY, helpCode: 'KOMUNIKACE_SE_ZPS' },
  params: threadParams,
  component: ThreadsRoute,
});

function ThreadsRoute() {
  const { vlakno } = Route.useParams();
  return <ThreadsPage druh="DOTAZ" vlakno={vlakno} />;
}
