import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../components/Page';
import { INSURED_ONLY } from '../../../../app/route-meta';

export const Route = createFileRoute('/_app/moje-zdravi/moji-lekari/')({
  staticData: { title: 'Moji lékaři', accountTypes: INSURED_ONLY, helpCode: 'MOJI_LEKARI' },
  component: MojeZdraviMojiLekariIndexPage,
});

function MojeZdraviMojiLekariIndexPage() {
  return <NotAvailableScreen title="Moji lékaři" />;
}
