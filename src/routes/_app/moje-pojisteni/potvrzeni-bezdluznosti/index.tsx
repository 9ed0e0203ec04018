import { createFileRoute } from '@tanstack/react-router';
import { requestSearch } from '../../../../features/requests/wizard-url';
import { INSURED_ONLY } from '../../../../app/route-meta';
import { startPersonQueries } from '../../../../app/router-context';
import { NoArrearsPage } from '../../../../features/requests/NoArrearsPage';

export const Route = createFileRoute('/_app/moje-pojisteni/potvrzeni-bezdluznosti/')({
  staticData: { title: 'Žádost o bezdlužnost', accountTypes: INSURED_ONLY, helpCode: 'POTVRZENI_BEZDLUZNOSTI' },
  // ?krok=kontrola|odeslano: the request's step (none: the choice).
  validateSearch: requestSearch,
  loader: (args) =>
    startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { adresyQuery } = await import('../../../../features/requests/api');
      start(adresyQuery(api, pojistenecId));
    }),
  component: NoArrearsPage,
});
