import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../../app/route-meta';
import { parseId } from '../../../../../app/route-params';
import { startPersonQueries } from '../../../../../app/router-context';
import { ComplaintPage } from '../../../../../features/care/ComplaintPage';
import { complaintSearch } from '../../../../../features/care/complaint-url';

export const Route = createFileRoute('/_app/moje-zdravi/cerpana-pece/reklamace/$pripadId')({
  staticData: { title: 'Reklamace péče', accountTypes: INSURED_ONLY, helpCode: 'CERPANA_PECE' },
  params: { parse: (raw: { pripadId: string }) => ({ pripadId: parseId(raw.pripadId) }) },
  // ?krok=duvod|kontakt|kontrola: the wizard's step (none: the procedures).
  validateSearch: complaintSearch,
  loader: (args) =>
    startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { caseInfoQuery } = await import('../../../../../features/care/api');
      start(caseInfoQuery(api, pojistenecId, args.params.pripadId));
    }),
  component: ReklamacePecePage,
});

function ReklamacePecePage() {
  const { pripadId } = Route.useParams();
  return <ComplaintPage pripadId={pripadId} />;
}
