import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../../components/Page';
import { INSURED_ONLY, assertIdParams } from '../../../../../app/route-meta';

export const Route = createFileRoute('/_app/komunikace/upozorneni/$pojistenecId/$id')({
  staticData: { title: 'Detail upozornění', accountTypes: INSURED_ONLY, helpCode: 'ZPRAVY' },
  beforeLoad: ({ params }) => assertIdParams(params.pojistenecId, params.id),
  component: KomunikaceUpozorneniPojistenecIdIdPage,
});

function KomunikaceUpozorneniPojistenecIdIdPage() {
  return <NotAvailableScreen title="Detail upozornění" />;
}
