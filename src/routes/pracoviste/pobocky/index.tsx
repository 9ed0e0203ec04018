import { createFileRoute } from '@tanstack/react-router';
import { todayIso } from '../../../../contract/format';
import { StaffBranchesPage } from '../../../features/appointments/StaffBranchesPage';
import { branchDaySearch, staffBranchCodes } from '../../../features/appointments/staff-url';

export const Route = createFileRoute('/pracoviste/pobocky/')({
  staticData: { title: 'Pobočky', accountTypes: ['PRACOVNIK'] },
  validateSearch: branchDaySearch,
  loaderDeps: ({ search }) => ({ pobocka: search.pobocka ?? staffBranchCodes[0], den: search.den ?? todayIso() }),
  loader: async ({ context, deps }) => {
    const { branchDayQuery } = await import('../../../features/appointments/staff-api');
    void context.queryClient.prefetchQuery(branchDayQuery(context.api, deps.pobocka, deps.den));
  },
  component: BranchesRoute,
});

function BranchesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <StaffBranchesPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
