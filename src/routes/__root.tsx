import { Outlet, createRootRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../features/shell/PublicLayout';
import { RouterErrorPage } from '../components/RenderFailure';
import { AppToaster } from '../components/ui/toaster';
import { DocumentTitle } from '../features/shell/DocumentTitle';
import { LayoutProvider } from '../features/shell/layoutState';

export const Route = createRootRoute({
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
