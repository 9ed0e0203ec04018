import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../../app/route-meta';
import { personRecordParams } from '../../../../../app/route-params';
import { queryStarter } from '../../../../../app/router-context';
import { DoctorDetailPage } from '../../../../../features/care-network/MyDoctorsPage';

export const Route = createFileRoute('/_app/moje-zdravi/moji-lekari/$pojistenecId/$id')({
  staticData: { title: 'Detail lékaře', accountTypes: INSURED_ONLY, helpCode: 'MOJI_LEKARI' },
  params: personRecordParams,
  loader: async ({ context, params }) => {
    const { myDoctorsQuery } = await import('../../../../../features/care-network/api');
    queryStarter(context.queryClient)(myDoctorsQuery(context.api, params.pojistenecId));
  },
  component: MojeZdraviMojiLekariDetail,
});

function MojeZdraviMojiLekariDetail() {
  const { pojistenecId, id } = Route.useParams();
  return <DoctorDetailPage key={`${pojistenecId}/${id}`} pojistenecId={pojistenecId} id={id} />;
}
