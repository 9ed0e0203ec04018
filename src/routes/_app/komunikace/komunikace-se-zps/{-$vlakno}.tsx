import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../components/Page';
import { INSURED_ONLY, assertIdParams } from '../../../../app/route-meta';

export const Route = createFileRoute('/_app/komunikace/komunikace-se-zps/{-$vlakno}')({
  staticData: { title: 'Kontaktuj ZPŠ', accountTypes: INSURED_ONLY, helpCode: 'KOMUNIKACE_SE_ZPS' },
  beforeLoad: ({ params }) => assertIdParams(params.vlakno),
  component: KomunikaceKomunikaceSeZpsVlaknoPage,
});

function KomunikaceKomunikaceSeZpsVlaknoPage() {
  return <NotAvailableScreen title="Kontaktuj ZPŠ" />;
}
