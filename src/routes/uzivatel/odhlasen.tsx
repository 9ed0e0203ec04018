import { createFileRoute } from '@tanstack/react-router';
import { LoggedOutPage } from '../../features/shell/LoggedOutPage';

export const Route = createFileRoute('/uzivatel/odhlasen')({
  staticData: { title: 'Odhlášeno', public: true },
  component: LoggedOutPage,
});
