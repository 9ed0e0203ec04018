import { createFileRoute } from '@tanstack/react-router';
import { recordIdParams } from '../../../app/route-params';
import { RequestPage } from '../../../features/staff/RequestPage';

export const Route = createFileRoute('/pracoviste/zadosti/$id')({
  staticData: { title: 'Žádost', accountTypes: ['PRACOVNIK'] },
  params: recordIdParams,
  loader: async ({ context, params }) => {
    const { requestQuery } = await import('../../../features/staff/api');
    void context.queryClient.prefetchQuery(requestQuery(context.api, params.id));
  },
  component: RequestRoute,
});

function RequestRoute() {
  const { id } = Route.useParams();
  return <RequestPage key={id} id={id} />;
}
