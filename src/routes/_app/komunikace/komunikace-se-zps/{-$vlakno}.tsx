import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../components/Page';
import { INSURED_ONLY } from '../../../../app/route-meta';
import { threadParams } from '../../../../app/route-params';

export const Route = createFileRoute('/_app/komunikace/komunikace-se-zps/{-$vlakno}')({
  staticData: { title: 'Kontaktuj ZPŠ', accountTypes: INSURED_ONLY, helpCode: 'KOMUNIKACE_SE_ZPS' },
  params: threadParams,
  component: KomunikaceKomunikaceSeZpsVlaknoPage,
});

function KomunikaceKomunikaceSeZpsVlaknoPage() {
  return <NotAvailableScreen title="Kontaktuj ZPŠ" />;
}
