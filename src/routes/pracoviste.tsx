import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { runAppGuard } from '../app/router-context';
import { rememberReturnAddress } from '../app/return-after-login';
import { useAccountType } from '../app/use-account-type';
import { NotFoundPage } from '../features/shell/PublicLayout';
import { StaffLayout } from '../features/staff/StaffLayout';

/**
 * The insurer's staff workspace (issue 34): its own frame, lazily loaded, for the PRACOVNIK account
 * type only. Without a valid refresh token the login starts; anyone else signed in gets the app's
 * not-found page (the staff route is not theirs).
 */
export const Route = createFileRoute('/pracoviste')({
  staticData: { title: 'Pracoviště', accountTypes: ['PRACOVNIK'] },
  beforeLoad: async ({ context, matches, location }) => {
    const outcome = await runAppGuard(context.runtime, matches);
    if (outcome === 'login') {
      rememberReturnAddress(location.href);
      throw redirect({ to: '/prihlaseni', replace: true });
    }
    if (outcome === 'notFound') throw notFound();
  },
  component: StaffLayout,
  notFoundComponent: StaffNotFound,
});

/**
 * A malformed id inside the workspace keeps the staff frame; anyone else sees the not-found page of
 * an unknown address (not their shell: its code would load with every staff screen).
 */
function StaffNotFound() {
  const { type } = useAccountType();
  return type === 'PRACOVNIK' ? <StaffLayout notFound /> : <NotFoundPage />;
}
