import { createFileRoute, notFound } from '@tanstack/react-router';
import type { PartnerKind } from '../../../../../../contract/enums';
import { INSURED_ONLY } from '../../../../../app/route-meta';
import { parseId } from '../../../../../app/route-params';
import { queryStarter } from '../../../../../app/router-context';
import { PartnerDetailPage } from '../../../../../features/care-network/PartnerDetailPage';

/**
 * The kind of partner in the path. Only its shape is checked here, so the contract stays out of the
 * first visit's JavaScript; the server refuses a kind it does not know (the screen shows the error).
 */
function parseKind(druh: string): PartnerKind {
  if (!/^[A-Z_]{3,20}$/.test(druh)) throw notFound();
  return druh as PartnerKind;
}

export const Route = createFileRoute('/_app/moje-zdravi/detail/$druh/$id')({
  staticData: { title: 'Detail poskytovatele', accountTypes: INSURED_ONLY, helpCode: 'MAPA_SMLUVNICH_PARTNERU' },
  params: { parse: (raw: { druh: string; id: string }) => ({ druh: parseKind(raw.druh), id: parseId(raw.id) }) },
  loader: async ({ context, params }) => {
    const { partnerDetailQuery } = await import('../../../../../features/care-network/api');
    queryStarter(context.queryClient)(partnerDetailQuery(context.api, params.druh, params.id));
  },
  component: MojeZdraviDetailPoskytovatele,
});

function MojeZdraviDetailPoskytovatele() {
  const { druh, id } = Route.useParams();
  return <PartnerDetailPage key={`${druh}/${id}`} druh={druh} id={id} />;
}
