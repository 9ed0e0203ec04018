import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../components/Page';
import { INSURED_ONLY } from '../../../../app/route-meta';

export const Route = createFileRoute('/_app/moje-zdravi/zapujcene-zp/')({
  staticData: { title: 'Zdravotnické prostředky', accountTypes: INSURED_ONLY, helpCode: 'ZAPUJCENE_ZP' },
  component: MojeZdraviZapujceneZpIndexPage,
});

function MojeZdraviZapujceneZpIndexPage() {
  return <NotAvailableScreen title="Zdravotnické prostředky" />;
}
