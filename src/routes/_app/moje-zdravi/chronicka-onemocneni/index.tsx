import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../app/route-meta';
import { startPersonQueries } from '../../../../app/router-context';
import { ChronicConditionsPage } from '../../../../features/health/chronic/ChronicConditionsPage';

export const Route = createFileRoute('/_app/moje-zdravi/chronicka-onemocneni/')({
  staticData: { title: 'Chronická onemocnění', accountTypes: INSURED_ONLY, helpCode: 'CHRONICKA_ONEMOCNENI' },
  loader: (args) =>
    startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { chronicConditionsQuery } = await import('../../../../features/health/chronic/api');
      start(chronicConditionsQuery(api, pojistenecId));
    }),
  component: ChronicConditionsPage,
});
