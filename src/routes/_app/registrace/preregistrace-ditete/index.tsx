import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../components/Page';
import { INSURED_ONLY } from '../../../../app/route-meta';

export const Route = createFileRoute('/_app/registrace/preregistrace-ditete/')({
  staticData: { title: 'Přeregistrace dítěte', accountTypes: INSURED_ONLY, helpCode: 'PREREGISTRACE_DITETE' },
  component: RegistracePreregistraceDiteteIndexPage,
});

function RegistracePreregistraceDiteteIndexPage() {
  return <NotAvailableScreen title="Přeregistrace dítěte" />;
}
