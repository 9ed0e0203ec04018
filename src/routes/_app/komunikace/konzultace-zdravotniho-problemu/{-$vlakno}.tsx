import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../components/Page';
import { INSURED_ONLY } from '../../../../app/route-meta';
import { threadParams } from '../../../../app/route-params';

export const Route = createFileRoute('/_app/komunikace/konzultace-zdravotniho-problemu/{-$vlakno}')({
  staticData: { title: 'Zdravotní konzultace', accountTypes: INSURED_ONLY, helpCode: 'KONZULTACE' },
  params: threadParams,
  component: KomunikaceKonzultaceZdravotnihoProblemuVlaknoPage,
});

function KomunikaceKonzultaceZdravotnihoProblemuVlaknoPage() {
  return <NotAvailableScreen title="Zdravotní konzultace" />;
}
