import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../../components/Page';
import { INSURED_ONLY } from '../../../../../app/route-meta';

export const Route = createFileRoute('/_app/pojistne/vitalitas/cestovni-pojisteni/')({
  staticData: { title: 'Cestovní pojištění', accountTypes: INSURED_ONLY, helpCode: 'VITALITAS' },
  component: PojistneVitalitasCestovniPojisteniIndexPage,
});

function PojistneVitalitasCestovniPojisteniIndexPage() {
  return <NotAvailableScreen title="Cestovní pojištění" />;
}
