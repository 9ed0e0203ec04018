import { createFileRoute } from '@tanstack/react-router';
import { SHARED_HEALTH } from '../../../../app/route-meta';
import { VaccinationsPage } from '../../../../features/health/vaccinations';
import { editSearch } from '../../../../lib/search-params';
import { startPersonQueries } from '../../../../app/router-context';

/**
 * Očkování. `?upravit=<id>` opens the user's own vaccination in the edit form (same screen).
 * The doctor reads a patient's vaccinations too (docs/decisions.md, health record): read-only.
 */
export const Route = createFileRoute('/_app/moje-zdravi/ockovani/')({
  staticData: { title: 'Očkování', accountTypes: SHARED_HEALTH, helpCode: 'OCKOVANI' },
  validateSearch: editSearch,
  loader: (args) =>
    startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { vaccinationsQuery } = await import('../../../../features/health/vaccinations/api');
      start(vaccinationsQuery(api, pojistenecId));
    }),
  component: MojeZdraviOckovaniIndexPage,
});

function MojeZdraviOckovaniIndexPage() {
  const { upravit } = Route.useSearch();
  return <VaccinationsPage editId={upravit === undefined ? undefined : String(upravit)} />;
}
