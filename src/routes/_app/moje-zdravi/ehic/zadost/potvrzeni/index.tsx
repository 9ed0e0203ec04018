import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../../../app/route-meta';
import { EhicConfirmationPage } from '../../../../../../features/requests/EhicConfirmationPage';
import { startPersonQueries } from '../../../../../../app/router-context';

export const Route = createFileRoute('/_app/moje-zdravi/ehic/zadost/potvrzeni/')({
  staticData: { title: 'Žádost o evropský průkaz odeslána', accountTypes: INSURED_ONLY, helpCode: 'EHIC' },
  loader: (args) =>
    startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { ehicPrukazQuery } = await import('../../../../../../features/requests/api');
      start(ehicPrukazQuery(api, pojistenecId));
    }),
  component: EhicConfirmationPage,
});
