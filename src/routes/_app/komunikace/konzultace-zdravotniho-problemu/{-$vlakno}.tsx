import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../app/route-meta';
import { threadParams } from '../../../../app/route-params';
import { ThreadsPage } from '../../../../features/communication/ThreadsPage';

export const Route = createFileRoute('/_app/komunikace/konzultace-zdravotniho-problemu/{-$vlakno}')({
  staticData: { title: 'Zdravotní konzultace', accountTypes: INSURED_ONLY, helpCode: 'KONZULTACE' },
  params: threadParams,
  component: ThreadsRoute,
});

function ThreadsRoute() {
  const { vlakno } = Route.useParams();
  return <ThreadsPage druh="KONZULTACE" vlakno={vlakno} />;
}
