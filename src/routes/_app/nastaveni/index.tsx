import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../components/Page';
import { INSURED_ONLY } from '../../../app/route-meta';

export const Route = createFileRoute('/_app/nastaveni/')({
  staticData: { title: 'Nastavení', accountTypes: INSURED_ONLY, helpCode: 'NASTAVENI' },
  component: NastaveniIndexPage,
});

function NastaveniIndexPage() {
  return <NotAvailableScreen title="Nastavení" />;
}
