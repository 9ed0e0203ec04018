import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../app/route-meta';
import { queryStarter } from '../../../../app/router-context';
import { PartnerMapPage } from '../../../../features/care-network/PartnerMapPage';
import { mapSearch } from '../../../../features/care-network/map-search';

export const Route = createFileRoute('/_app/moje-zdravi/mapa-smluvnich-partneru/')({
  staticData: { title: 'Mapa smluvních partnerů', accountTypes: INSURED_ONLY, helpCode: 'MAPA_SMLUVNICH_PARTNERU' },
  validateSearch: mapSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, deps }) => {
    const { partnersQuery } = await import('../../../../features/care-network/api');
    queryStarter(context.queryClient)(partnersQuery(context.api, deps.search));
  },
  component: MapRoute,
});

function MapRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <PartnerMapPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
