import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../../components/Page';
import { INSURED_ONLY } from '../../../../../app/route-meta';

export const Route = createFileRoute('/_app/pojistne/vitalitas/program-zvonek/')({
  staticData: { title: 'Program ZVONEK', accountTypes: INSURED_ONLY, helpCode: 'VITALITAS' },
  component: PojistneVitalitasProgramZvonekIndexPage,
});

function PojistneVitalitasProgramZvonekIndexPage() {
  return <NotAvailableScreen title="Program ZVONEK" />;
}
