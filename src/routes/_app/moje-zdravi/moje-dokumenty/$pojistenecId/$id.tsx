import { createFileRoute } from '@tanstack/react-router';
import { SHARED_HEALTH } from '../../../../../app/route-meta';
import { personRecordParams } from '../../../../../app/route-params';
import { queryStarter } from '../../../../../app/router-context';
import { DocumentDetailPage } from '../../../../../features/health/documents';

export const Route = createFileRoute('/_app/moje-zdravi/moje-dokumenty/$pojistenecId/$id')({
  staticData: { title: 'Detail dokumentu', accountTypes: SHARED_HEALTH, helpCode: 'MOJE_DOKUMENTY' },
  params: personRecordParams,
  loader: async ({ context, params }) => {
    // the picker that shows the stored files is a lazy part of the screen: its code comes with the data
    void import('../../../../../components/attachments/AttachmentPicker').catch(() => undefined);
    const { documentQuery } = await import('../../../../../features/health/documents/api');
    queryStarter(context.queryClient)(documentQuery(context.api, params.pojistenecId, params.id));
  },
  component: MojeZdraviMojeDokumentyPojistenecIdIdPage,
});

function MojeZdraviMojeDokumentyPojistenecIdIdPage() {
  const { pojistenecId, id } = Route.useParams();
  return <DocumentDetailPage key={`${pojistenecId}/${id}`} pojistenecId={pojistenecId} id={id} />;
}
