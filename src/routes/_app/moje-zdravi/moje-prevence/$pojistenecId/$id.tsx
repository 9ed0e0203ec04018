import { createFileRoute } from '@tanstack/react-router';
import { SHARED_HEALTH } from '../../../../../app/route-meta';
import { preventionDetailParams } from '../../../../../app/route-params';
import { queryStarter } from '../../../../../app/router-context';
import { PreventionDetailPage } from '../../../../../features/prevention/PreventionDetailPage';

export const Route = createFileRoute('/_app/moje-zdravi/moje-prevence/$pojistenecId/$id')({
  staticData: { title: 'Detail prevence', accountTypes: SHARED_HEALTH, helpCode: 'MOJE_PREVENCE' },
  params: preventionDetailParams,
  loader: async ({ context, params }) => {
    const { preventionQuery } = await import('../../../../../features/prevention/api');
    queryStarter(context.queryClient)(preventionQuery(context.api, params.pojistenecId));
  },
  component: MojeZdraviMojePrevencePojistenecIdIdPage,
});

function MojeZdraviMojePrevencePojistenecIdIdPage() {
  const { pojistenecId, id } = Route.useParams();
  return <PreventionDetailPage key={`${pojistenecId}/${id}`} pojistenecId={pojistenecId} code={id} />;
}
