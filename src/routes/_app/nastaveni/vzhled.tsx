import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../app/route-meta';
import { startPersonQueries } from '../../../app/router-context';
import { DisplaySettingsPage } from '../../../features/settings/DisplaySettingsPage';

export const Route = createFileRoute('/_app/nastaveni/vzhled')({
  staticData: { title: 'Vzhled aplikace', accountTypes: INSURED_ONLY, helpCode: 'NASTAVENI_ZOBRAZENI' },
  loader: (args) =>
    startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { settingQuery } = await import('../../../features/settings/api');
      start(settingQuery(api, pojistenecId, 'ZOBRAZENI'));
    }),
  component: DisplaySettingsPage,
});
