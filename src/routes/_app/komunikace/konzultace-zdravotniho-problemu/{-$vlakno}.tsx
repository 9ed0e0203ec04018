import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../components/Page';
import { INSURED_ONLY, assertIdParams } from '../../../../app/route-meta';

export const Route = createFileRoute('/_app/komunikace/konzultace-zdravotniho-problemu/{-$vlakno}')({
  staticData: { title: 'Zdravotní konzultace', accountTypes: INSURED_ONLY, helpCode: 'KONZULTACE' },
  beforeLoad: ({ params }) => assertIdParams(params.vlakno),
  component: KomunikaceKonzultaceZdravotnihoProblemuVlaknoPage,
});

function KomunikaceKonzultaceZdravotnihoProblemuVlaknoPage() {
  return <NotAvailableScreen title="Zdravotní konzultace" />;
}
