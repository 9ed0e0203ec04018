import { createFileRoute } from '@tanstack/react-router';
import { AnamnesisPage } from '../../../../features/health/anamnesis/AnamnesisPage';
import { SHARED_HEALTH } from '../../../../app/route-meta';
import { startPersonQueries } from '../../../../app/router-context';

export const Route = createFileRoute('/_app/moje-zdravi/moje-anamneza/')({
  staticData: { title: 'Moje anamnéza', accountTypes: SHARED_HEALTH, helpCode: 'MOJE_ANAMNEZA' },
  loader: (args) =>
    startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { anamnezaQuery, ciselnikQuery, dokumentyQuery, historyQuery } = await import('../../../../features/health/api');
      start(anamnezaQuery(api, pojistenecId));
      start(ciselnikQuery(api, 'ALKOHOL'));
      start(ciselnikQuery(api, 'KOURENI'));
      start(historyQuery(api, 'alergie', pojistenecId));
      start(historyQuery(api, 'nemoc', pojistenecId));
      start(historyQuery(api, 'nemocnice', pojistenecId));
      start(historyQuery(api, 'operace', pojistenecId));
      start(historyQuery(api, 'urazy', pojistenecId));
      // operations and injuries link a document
      start(dokumentyQuery(api, pojistenecId));
    }),
  component: MojeZdraviMojeAnamnezaIndexPage,
});

function MojeZdraviMojeAnamnezaIndexPage() {
  return <AnamnesisPage title="Moje anamnéza" />;
}
