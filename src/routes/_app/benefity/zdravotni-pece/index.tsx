import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../app/route-meta';
import { startPersonQueries } from '../../../../app/router-context';
import { CarePage } from '../../../../features/benefits/CarePage';

export const Route = createFileRoute('/_app/benefity/zdravotni-pece/')({
  staticData: { title: 'Proplacení zdravotní péče', accountTypes: INSURED_ONLY, helpCode: 'PROPLACENI_PECE' },
  loader: (args) =>
    startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { careOverviewQuery } = await import('../../../../features/benefits/api');
      start(careOverviewQuery(api, pojistenecId));
    }),
  component: CarePage,
});
