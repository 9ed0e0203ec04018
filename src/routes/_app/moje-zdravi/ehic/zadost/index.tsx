import { createFileRoute } from '@tanstack/react-router';
import { requestSearch } from '../../../../../features/requests/wizard-url';
import { INSURED_ONLY } from '../../../../../app/route-meta';
import { startPersonQueries } from '../../../../../app/router-context';
import { EhicRequestPage } from '../../../../../features/requests/EhicRequestPage';

export const Route = createFileRoute('/_app/moje-zdravi/ehic/zadost/')({
  staticData: { title: 'Žádost o evropský průkaz', accountTypes: INSURED_ONLY, helpCode: 'EHIC' },
  // ?krok=kontrola|odeslano: the request's step (none: the choice).
  validateSearch: requestSearch,
  loader: (args) =>
    startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { adresyQuery } = await import('../../../../../features/requests/api');
      start(adresyQuery(api, pojistenecId));
    }),
  component: EhicRequestPage,
});
