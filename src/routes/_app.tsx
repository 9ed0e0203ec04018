import { createFileRoute } from '@tanstack/react-router';
import { AppLayout } from '../features/shell/AppLayout';

/** The pathless layout of every authenticated screen: the guard, the shell, the type filter. */
export const Route = createFileRoute('/_app')({
  component: AppLayout,
  // a notFound() thrown by a child (e.g. a malformed id) keeps the shell around the message
  notFoundComponent: () => <AppLayout notFound />,
});
