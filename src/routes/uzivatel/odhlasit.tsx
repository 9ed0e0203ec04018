import { createFileRoute } from '@tanstack/react-router';
import { LogoutPage } from '../../features/shell/LogoutPage';

export const Route = createFileRoute('/uzivatel/odhlasit')({
  staticData: { title: 'Odhlášení', public: true },
  component: LogoutPage,
});
