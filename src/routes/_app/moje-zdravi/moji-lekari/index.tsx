import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../app/route-meta';
import { startPersonQueries } from '../../../../app/router-context';
import { MyDoctorsPage } from '../../../../features/care-network/MyDoctorsPage';

export const Route = createFileRoute('/_app/moje-zdravi/moji-lekari/')({
  staticData: { title: 'Moji lékaři', accountTypes: INSURED_ONLY, helpCode: 'MOJI_LEKARI' },
  loader: (args) =>
    startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { myDoctorsQuery } = await import('../../../../features/care-network/api');
      start(myDoctorsQuery(api, pojistenecId));
    }),
  component: MyDoctorsPage,
});
