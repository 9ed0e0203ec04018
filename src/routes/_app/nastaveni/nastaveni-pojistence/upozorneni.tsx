import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../app/route-meta';
import { startPersonQueries } from '../../../../app/router-context';
import { NotificationSettingsPage } from '../../../../features/settings/NotificationSettingsPage';

export const Route = createFileRoute('/_app/nastaveni/nastaveni-pojistence/upozorneni')({
  staticData: { title: 'Upozornění', accountTypes: INSURED_ONLY, helpCode: 'NASTAVENI_UPOZORNENI' },
  loader: (args) =>
    startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { settingQuery } = await import('../../../../features/settings/api');
      start(settingQuery(api, pojistenecId, 'UPOZORNENI'));
    }),
  component: NotificationSettingsPage,
});
