import { createFileRoute } from '@tanstack/react-router';
import { DeliveriesPage } from '../../../features/staff/DeliveriesPage';
import { deliveriesSearch } from '../../../features/staff/urls';

export const Route = createFileRoute('/pracoviste/upozorneni/')({
  staticData: { title: 'Odeslaná upozornění', accountTypes: ['PRACOVNIK'] },
  validateSearch: deliveriesSearch,
  loaderDeps: ({ search }) => ({ stav: search.stav }),
  loader: async ({ context, deps }) => {
    const { deliveriesQuery } = await import('../../../features/staff/api');
    void context.queryClient.prefetchQuery(deliveriesQuery(context.api, deps.stav));
  },
  component: DeliveriesRoute,
});

function DeliveriesRoute() {
  return <DeliveriesPage search={Route.useSearch()} />;
}
