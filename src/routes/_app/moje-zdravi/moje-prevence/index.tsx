import { createFileRoute } from '@tanstack/react-router';
import { SHARED_HEALTH } from '../../../../app/route-meta';
import { startPersonQueries } from '../../../../app/router-context';
import { PreventionPage } from '../../../../features/prevention/PreventionPage';

export const Route = createFileRoute('/_app/moje-zdravi/moje-prevence/')({
  staticData: { title: 'Moje prevence', accountTypes: SHARED_HEALTH, helpCode: 'MOJE_PREVENCE' },
  loader: (args) =>
    startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { preventionQuery } = await import('../../../../features/prevention/api');
      start(preventionQuery(api, pojistenecId));
    }),
  component: PreventionPage,
});
