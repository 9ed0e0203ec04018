import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { runAppGuard } from '../app/router-context';
import { useAccountType } from '../app/use-account-type';
import { AppLayout } from '../features/shell/AppLayout';
import { StaffLayout } from '../features/staff/StaffLayout';

/**
 * The insurer's staff workspace (issue 34): its own frame, lazily loaded, for the PRACOVNIK account
 * type only. Without a valid refresh token the login starts; anyone else signed in gets the app's
 * not-found screen in their own shell (the staff route is not theirs).
 */
export const Route = createFileRoute('/pracoviste')({
  staticData: { title: 'Pracoviště', accountTypes: ['PRACOVNIK'] },
  beforeLoad: async ({ context, matches }) => {
    const outcome = await runAppGuard(context.runtime, matches);
    if (outcome === 'login') throw redirect({ to: '/prihlaseni', replace: true });
    if (outcome === 'notFound') throw notFound();
  },
  component: StaffLayout,
  notFoundComponent: StaffNotFound,
});

/** A malformed id inside the workspace keeps the staff frame; someone else sees the not-found screen in their shell. */
function StaffNotFound() {
  const { type } = useAccountType();
  return type === 'PRACOVNIK' ? <StaffLayout notFound /> : <AppLayout notFound />;
}
