import { createFileRoute } from '@tanstack/react-router';
import { staffThreadParams } from '../../../features/staff/urls';
import { ThreadPage } from '../../../features/staff/ThreadPage';

export const Route = createFileRoute('/pracoviste/zpravy/$vlakno')({
  staticData: { title: 'Zpráva', accountTypes: ['PRACOVNIK'] },
  params: staffThreadParams,
  loader: async ({ context, params }) => {
    const { threadQuery } = await import('../../../features/staff/api');
    void context.queryClient.prefetchQuery(threadQuery(context.api, params.vlakno));
  },
  component: ThreadRoute,
});

function ThreadRoute() {
  const { vlakno } = Route.useParams();
  return <ThreadPage key={vlakno} vlakno={vlakno} />;
}
