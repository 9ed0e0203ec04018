import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginPage } from '../features/shell/LoginPage';

/** Login; step 2 receives the ticket in ?listek (document 1 §2). */
const searchSchema = z.object({
  listek: z.string().trim().min(1).max(200).optional().catch(undefined),
});

export const Route = createFileRoute('/prihlaseni')({
  staticData: { title: 'Přihlášení', public: true },
  validateSearch: searchSchema,
  component: LoginRoute,
});

function LoginRoute() {
  const { listek } = Route.useSearch();
  return <LoginPage listek={listek} />;
}
