import { createFileRoute } from '@tanstack/react-router';
import { SHARED_HEALTH, assertIdParams } from '../../../../../app/route-meta';
import { DocumentDetailPage } from '../../../../../features/health/documents';

export const Route = createFileRoute('/_app/moje-zdravi/moje-dokumenty/$pojistenecId/$id')({
  staticData: { title: 'Detail dokumentu', accountTypes: SHARED_HEALTH, helpCode: 'MOJE_DOKUMENTY' },
  beforeLoad: ({ params }) => assertIdParams(params.pojistenecId, params.id),
  component: MojeZdraviMojeDokumentyPojistenecIdIdPage,
});

function MojeZdraviMojeDokumentyPojistenecIdIdPage() {
  const { pojistenecId, id } = Route.useParams();
  return <DocumentDetailPage key={`${pojistenecId}/${id}`} pojistenecId={pojistenecId} id={id} />;
}
