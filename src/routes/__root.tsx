import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../app/router-context';
import { NotFoundPage } from '../features/shell/PublicLayout';
import { RouterErrorPage } from '../components/RenderFailure';
import { AppToaster } from '../components/ui/toaster';
import { DocumentTitle } from '../features/shell/DocumentTitle';
import { LayoutProvider } from '../features/shell/layoutState';

/** The root: its context holds the runtime's actors, the api client and the query client (src/router.tsx). */
export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ({ error }) => <RouterErrorPage error={error} />,
});

function RootLayout() {
  return (
    <LayoutProvider>
      <DocumentTitle />
      <Outlet />
      <AppToaster />
    </LayoutProvider>
  );
}
