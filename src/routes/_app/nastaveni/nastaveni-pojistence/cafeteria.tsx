import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../app/route-meta';
import { startPersonQueries } from '../../../../app/router-context';
import { CafeteriaPage } from '../../../../features/benefits/CafeteriaPage';

export const Route = createFileRoute('/_app/nastaveni/nastaveni-pojistence/cafeteria')({
  staticData: { title: 'Cafeterie', accountTypes: INSURED_ONLY, helpCode: 'CAFETERIA' },
  loader: (args) =>
    startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { cafeteriaQuery } = await import('../../../../features/benefits/api');
      start(cafeteriaQuery(api, pojistenecId));
    }),
  component: CafeteriaPage,
});
