import { createFileRoute } from '@tanstack/react-router';
import { guardLayout } from '../app/router-context';
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
  beforeLoad: (options): Promise<void> => guardLayout(options),
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
