import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../components/Page';
import { INSURED_ONLY } from '../../../../app/route-meta';

export const Route = createFileRoute('/_app/komunikace/upozorneni/')({
  staticData: { title: 'Upozornění', accountTypes: INSURED_ONLY, helpCode: 'ZPRAVY' },
  component: KomunikaceUpozorneniIndexPage,
});

function KomunikaceUpozorneniIndexPage() {
  return <NotAvailableScreen title="Upozornění" />;
}
