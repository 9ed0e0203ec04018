import { createFileRoute } from '@tanstack/react-router';
import { StaffBranchesPage } from '../../../features/appointments/StaffBranchesPage';
import { branchDaySearch, staffBranchCodes } from '../../../features/appointments/staff-url';

export const Route = createFileRoute('/pracoviste/pobocky/')({
  staticData: { title: 'Pobočky', accountTypes: ['PRACOVNIK'] },
  validateSearch: branchDaySearch,
  // the day defaults to today in the loader (staff-api.ts): contract/format stays out of the first download
  loaderDeps: ({ search }) => ({ pobocka: search.pobocka ?? staffBranchCodes[0], den: search.den }),
  loader: async ({ context, deps }) => {
    const { branchDayQuery, shownDay } = await import('../../../features/appointments/staff-api');
    void context.queryClient.prefetchQuery(branchDayQuery(context.api, deps.pobocka, shownDay(deps.den)));
  },
  component: BranchesRoute,
});

function BranchesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <StaffBranchesPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
