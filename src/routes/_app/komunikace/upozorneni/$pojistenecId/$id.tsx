import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../../components/Page';
import { INSURED_ONLY } from '../../../../../app/route-meta';
import { personRecordParams } from '../../../../../app/route-params';

export const Route = createFileRoute('/_app/komunikace/upozorneni/$pojistenecId/$id')({
  staticData: { title: 'Detail upozornění', accountTypes: INSURED_ONLY, helpCode: 'ZPRAVY' },
  params: personRecordParams,
  component: KomunikaceUpozorneniPojistenecIdIdPage,
});

function KomunikaceUpozorneniPojistenecIdIdPage() {
  return <NotAvailableScreen title="Detail upozornění" />;
}
