import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../../components/Page';
import { INSURED_ONLY } from '../../../../../app/route-meta';

export const Route = createFileRoute('/_app/pojistne/vitalitas/program-gina-plus/')({
  staticData: { title: 'Program GINA+', accountTypes: INSURED_ONLY, helpCode: 'VITALITAS' },
  component: PojistneVitalitasProgramGinaPlusIndexPage,
});

function PojistneVitalitasProgramGinaPlusIndexPage() {
  return <NotAvailableScreen title="Program GINA+" />;
}
