import { createFileRoute } from '@tanstack/react-router';
import { requestSearch } from '../../../../../features/requests/wizard-url';
import { INSURED_ONLY } from '../../../../../app/route-meta';
import { startPersonQueries } from '../../../../../app/router-context';
import { NewCardPage } from '../../../../../features/requests/NewCardPage';

/** The new insurance card request: the spec gives its fields only, so it sits next to the card (docs/decisions.md). */
export const Route = createFileRoute('/_app/moje-zdravi/ehic/novy-prukaz/')({
  staticData: { title: 'Žádost o nový průkaz', accountTypes: INSURED_ONLY, helpCode: 'EHIC' },
  // ?krok=kontrola|odeslano: the request's step (none: the choice).
  validateSearch: requestSearch,
  loader: (args) =>
    startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { adresyQuery } = await import('../../../../../features/requests/api');
      start(adresyQuery(api, pojistenecId));
    }),
  component: NewCardPage,
});
