import { createFileRoute } from '@tanstack/react-router';
import { SHARED_HEALTH } from '../../../../app/route-meta';
import { DocumentsPage } from '../../../../features/health/documents';
import { startPersonQueries } from '../../../../app/router-context';

/** Moje dokumenty. The doctor reads a patient's documents too (docs/decisions.md, health record): read-only. */
export const Route = createFileRoute('/_app/moje-zdravi/moje-dokumenty/')({
  staticData: { title: 'Moje dokumenty', accountTypes: SHARED_HEALTH, helpCode: 'MOJE_DOKUMENTY' },
  loader: (args) =>
    startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { documentsQuery } = await import('../../../../features/health/documents/api');
      start(documentsQuery(api, pojistenecId));
    }),
  component: DocumentsPage,
});
