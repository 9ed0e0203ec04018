import { createFileRoute } from '@tanstack/react-router';
import { guardLayout } from '../app/router-context';
import { AppLayout } from '../features/shell/AppLayout';

/**
 * The pathless layout of every authenticated screen. The guard: without a valid refresh token
 * the login starts ('/prihlaseni' without a ticket fetches the login address and redirects); a
 * staff member goes to their workspace (/pracoviste/); a route of another account type shows the
 * not-found screen inside the shell. The layout shows
 * the shell, or a spinner while the session is read or the represented persons load.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: (options): Promise<void> => guardLayout(options),
  component: AppLayout,
  // a notFound() thrown here or by a child (e.g. a malformed id) keeps the shell around the message
  notFoundComponent: () => <AppLayout notFound />,
});
