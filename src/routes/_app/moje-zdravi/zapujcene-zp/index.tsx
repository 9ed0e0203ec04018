import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../app/route-meta';
import { startPersonQueries } from '../../../../app/router-context';
import { BorrowedAidsPage } from '../../../../features/care-network/BorrowedAidsPage';

export const Route = createFileRoute('/_app/moje-zdravi/zapujcene-zp/')({
  staticData: { title: 'Zdravotnické prostředky', accountTypes: INSURED_ONLY, helpCode: 'ZAPUJCENE_ZP' },
  loader: (args) =>
    startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { borrowedAidsQuery } = await import('../../../../features/care-network/api');
      start(borrowedAidsQuery(api, pojistenecId));
    }),
  component: BorrowedAidsPage,
});
