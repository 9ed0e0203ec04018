import { createFileRoute } from '@tanstack/react-router';
import { QueuePage } from '../../features/staff/QueuePage';
import { queueSearch } from '../../features/staff/urls';

export const Route = createFileRoute('/pracoviste/')({
  staticData: { title: 'Žádosti', accountTypes: ['PRACOVNIK'] },
  validateSearch: queueSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, deps }) => {
    const { queueQuery } = await import('../../features/staff/api');
    void context.queryClient.prefetchQuery(queueQuery(context.api, deps.search));
  },
  component: QueueRoute,
});

function QueueRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <QueuePage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
