import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../app/route-meta';
import { queryStarter } from '../../../../app/router-context';
import { PartnerMapPage } from '../../../../features/care-network/PartnerMapPage';

export const Route = createFileRoute('/_app/moje-zdravi/mapa-smluvnich-partneru/')({
  staticData: { title: 'Mapa smluvních partnerů', accountTypes: INSURED_ONLY, helpCode: 'MAPA_SMLUVNICH_PARTNERU' },
  loader: async ({ context }) => {
    const { partnersQuery } = await import('../../../../features/care-network/api');
    queryStarter(context.queryClient)(partnersQuery(context.api, {}));
  },
  component: PartnerMapPage,
});
