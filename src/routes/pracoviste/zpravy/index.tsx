import { createFileRoute } from '@tanstack/react-router';
import { InboxPage } from '../../../features/staff/InboxPage';
import { inboxSearch } from '../../../features/staff/urls';

export const Route = createFileRoute('/pracoviste/zpravy/')({
  staticData: { title: 'Zprávy', accountTypes: ['PRACOVNIK'] },
  validateSearch: inboxSearch,
  loaderDeps: ({ search }) => ({ filtr: search.filtr ?? 'NEZODPOVEZENE' }),
  loader: async ({ context, deps }) => {
    const { inboxQuery } = await import('../../../features/staff/api');
    void context.queryClient.prefetchQuery(inboxQuery(context.api, deps.filtr));
  },
  component: InboxRoute,
});

function InboxRoute() {
  return <InboxPage search={Route.useSearch()} />;
}
