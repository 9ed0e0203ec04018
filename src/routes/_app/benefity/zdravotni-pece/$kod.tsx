import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../app/route-meta';
import { startPersonQueries } from '../../../../app/router-context';
import { claimSearch } from '../../../../features/benefits/claim-url';
import { CareClaimPage } from '../../../../features/benefits/CareClaimPage';

export const Route = createFileRoute('/_app/benefity/zdravotni-pece/$kod')({
  staticData: { title: 'Žádost o proplacení zdravotní péče', accountTypes: INSURED_ONLY, helpCode: 'PROPLACENI_PECE' },
  // ?krok=ucet|doklady|kontrola|odeslano: the claim's step (none: the details).
  validateSearch: claimSearch,
  loader: (args) =>
    startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { careDetailQuery } = await import('../../../../features/benefits/api');
      start(careDetailQuery(api, pojistenecId, args.params.kod));
    }),
  component: BenefityZdravotniPeceKodPage,
});

function BenefityZdravotniPeceKodPage() {
  const { kod } = Route.useParams();
  return <CareClaimPage kod={kod} />;
}
