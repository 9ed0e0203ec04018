import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../../app/route-meta';
import { personRecordParams } from '../../../../../app/route-params';
import { queryStarter } from '../../../../../app/router-context';
import { NotificationDetailPage } from '../../../../../features/communication/NotificationDetailPage';

export const Route = createFileRoute('/_app/komunikace/upozorneni/$pojistenecId/$id')({
  staticData: { title: 'Detail upozornění', accountTypes: INSURED_ONLY, helpCode: 'ZPRAVY' },
  params: personRecordParams,
  loader: async ({ context, params }) => {
    const { notificationQuery } = await import('../../../../../features/communication/api');
    queryStarter(context.queryClient)(notificationQuery(context.api, params.pojistenecId, params.id));
  },
  component: KomunikaceUpozorneniDetail,
});

function KomunikaceUpozorneniDetail() {
  const { pojistenecId, id } = Route.useParams();
  return <NotificationDetailPage key={`${pojistenecId}/${id}`} pojistenecId={pojistenecId} id={id} />;
}
