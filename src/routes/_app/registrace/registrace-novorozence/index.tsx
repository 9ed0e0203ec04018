import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../components/Page';
import { INSURED_ONLY } from '../../../../app/route-meta';

export const Route = createFileRoute('/_app/registrace/registrace-novorozence/')({
  staticData: { title: 'Registrace novorozence', accountTypes: INSURED_ONLY, helpCode: 'REGISTRACE_NOVOROZENCE' },
  component: RegistraceRegistraceNovorozenceIndexPage,
});

function RegistraceRegistraceNovorozenceIndexPage() {
  return <NotAvailableScreen title="Registrace novorozence" />;
}
