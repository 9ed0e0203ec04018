import { createFileRoute } from '@tanstack/react-router';
import { SecurityPage } from '../../../features/security/SecurityPage';

// Every account type: insured persons and doctors alike may protect their sign-in (issue 11).
export const Route = createFileRoute('/_app/nastaveni/zabezpeceni-prihlaseni')({
  staticData: { title: 'Zabezpečení přihlášení', helpCode: 'ZABEZPECENI_PRIHLASENI' },
  component: SecurityPage,
});
