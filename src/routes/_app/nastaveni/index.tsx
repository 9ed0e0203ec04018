import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../app/route-meta';
import { startPersonQueries } from '../../../app/router-context';
import { SettingsHubPage } from '../../../features/settings/SettingsHubPage';

export const Route = createFileRoute('/_app/nastaveni/')({
  staticData: { title: 'Nastavení', accountTypes: INSURED_ONLY, helpCode: 'NASTAVENI' },
  loader: (args) =>
    startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { settingsSummaryQuery } = await import('../../../features/settings/api');
      start(settingsSummaryQuery(api, pojistenecId));
    }),
  component: () => <SettingsHubPage hub="nastaveni" />,
});
