import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../app/route-meta';
import { startPersonQueries } from '../../../../app/router-context';
import { NotificationsPage } from '../../../../features/communication/NotificationsPage';

export const Route = createFileRoute('/_app/komunikace/upozorneni/')({
  staticData: { title: 'Upozornění', accountTypes: INSURED_ONLY, helpCode: 'ZPRAVY' },
  loader: (args) =>
    startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { notificationsQuery } = await import('../../../../features/communication/api');
      start(notificationsQuery(api, pojistenecId));
    }),
  component: NotificationsPage,
});
