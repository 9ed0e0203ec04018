import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../app/route-meta';
import { CardPage } from '../../../../features/requests/CardPage';
import { startPersonQueries } from '../../../../app/router-context';

export const Route = createFileRoute('/_app/moje-zdravi/ehic/')({
  staticData: { title: 'Průkaz pojištěnce', accountTypes: INSURED_ONLY, helpCode: 'EHIC' },
  loader: (args) =>
    startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { ehicPrukazQuery } = await import('../../../../features/requests/api');
      start(ehicPrukazQuery(api, pojistenecId));
    }),
  component: CardPage,
});
