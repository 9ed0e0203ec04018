import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../components/Page';
import { INSURED_ONLY } from '../../../../app/route-meta';

export const Route = createFileRoute('/_app/pojistne/vitalitas/')({
  staticData: { title: 'Úrazové a cestovní pojištění Vitalitas', accountTypes: INSURED_ONLY, helpCode: 'VITALITAS' },
  component: PojistneVitalitasIndexPage,
});

function PojistneVitalitasIndexPage() {
  return <NotAvailableScreen title="Úrazové a cestovní pojištění Vitalitas" />;
}
