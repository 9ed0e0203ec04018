import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/shell/LoginPage';
import { text } from '../lib/search-params';

/** Login; step 2 receives the ticket in ?listek (document 1 §2): 1–200 characters, anything else is dropped. */
function ticketSearch(search: Record<string, unknown>): { listek?: string } {
  const listek = text(search.listek, 200);
  return listek === undefined ? {} : { listek };
}

export const Route = createFileRoute('/prihlaseni')({
  staticData: { title: 'Přihlášení', public: true },
  validateSearch: ticketSearch,
  component: LoginRoute,
});

function LoginRoute() {
  const { listek } = Route.useSearch();
  return <LoginPage listek={listek} />;
}
