import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../../../app/route-meta';
import { parseId } from '../../../../../../app/route-params';
import { queryStarter } from '../../../../../../app/router-context';
import { claimSearch } from '../../../../../../features/benefits/claim-url';
import { ProgrammeClaimPage } from '../../../../../../features/benefits/ProgrammeClaimPage';

export const Route = createFileRoute('/_app/benefity/programy/$pojistenecId/$kod/{-$kodZps}')({
  staticData: { title: 'Čerpání zdravotního programu', accountTypes: INSURED_ONLY, helpCode: 'ZDRAVOTNI_PROGRAMY' },
  params: {
    parse: (raw: { pojistenecId: string; kod: string; kodZps?: string }) => ({
      pojistenecId: parseId(raw.pojistenecId),
      kod: raw.kod,
      kodZps: raw.kodZps,
    }),
  },
  // ?krok=ucet|doklady|kontrola|odeslano: the claim's step (none: the receipt).
  validateSearch: claimSearch,
  loader: async ({ context, params }) => {
    const { programmeDetailQuery } = await import('../../../../../../features/benefits/api');
    queryStarter(context.queryClient)(programmeDetailQuery(context.api, params.pojistenecId, params.kod, params.kodZps));
  },
  component: BenefityProgramyPojistenecIdKodKodZpsPage,
});

function BenefityProgramyPojistenecIdKodKodZpsPage() {
  const { pojistenecId, kod, kodZps } = Route.useParams();
  return <ProgrammeClaimPage key={`${pojistenecId}-${kod}-${kodZps ?? ''}`} pojistenecId={pojistenecId} kod={kod} kodZps={kodZps} />;
}
