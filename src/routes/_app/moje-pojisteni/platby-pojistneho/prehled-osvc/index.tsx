import { createFileRoute } from '@tanstack/react-router';
import { OsvcOverviewPage } from '../../../../../features/osvc/OsvcOverviewPage';
import { osvcSearch } from '../../../../../features/osvc/wizard-url';
import { INSURED_ONLY } from '../../../../../app/route-meta';
import { startPersonQueries } from '../../../../../app/router-context';

export const Route = createFileRoute('/_app/moje-pojisteni/platby-pojistneho/prehled-osvc/')({
  staticData: { title: 'Přehled OSVČ', accountTypes: INSURED_ONLY, helpCode: 'PREHLED_OSVC' },
  // ?krok=rok|priznani|radky|zalohy|preplatek|souhrn|odeslano: the wizard's step (none: the list).
  validateSearch: osvcSearch,
  loader: (args) =>
    startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { overviewListQuery } = await import('../../../../../features/osvc/api');
      start(overviewListQuery(api, pojistenecId));
    }),
  component: OsvcOverviewPage,
});
