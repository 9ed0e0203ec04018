import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { runAppGuard } from '../app/router-context';
import { rememberReturnAddress } from '../app/return-after-login';
import { AppLayout } from '../features/shell/AppLayout';

/**
 * The pathless layout of every authenticated screen. The guard: without a valid refresh token
 * the login starts ('/prihlaseni' without a ticket fetches the login address and redirects); a
 * staff member goes to their workspace (/pracoviste/); a route of another account type shows the
 * not-found screen inside the shell. The layout shows
 * the shell, or a spinner while the session is read or the represented persons load.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, matches, location }) => {
    const outcome = await runAppGuard(context.runtime, matches);
    if (outcome === 'login') {
      rememberReturnAddress(location.href);
      throw redirect({ to: '/prihlaseni', replace: true });
    }
    // the insurer's staff work in their own workspace (issue 34), not in these screens
    if (outcome === 'staff') throw redirect({ to: '/pracoviste/', replace: true });
    if (outcome === 'notFound') throw notFound();
  },
  component: AppLayout,
  // a notFound() thrown here or by a child (e.g. a malformed id) keeps the shell around the message
  notFoundComponent: () => <AppLayout notFound />,
});
