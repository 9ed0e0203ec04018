import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../components/Page';
import { INSURED_ONLY } from '../../../../app/route-meta';

export const Route = createFileRoute('/_app/nastaveni/souhlasy-s-podminkami/')({
  staticData: { title: 'Souhlasy s podmínkami', accountTypes: INSURED_ONLY, helpCode: 'SOUHLASY' },
  component: NastaveniSouhlasySPodminkamiIndexPage,
});

function NastaveniSouhlasySPodminkamiIndexPage() {
  return <NotAvailableScreen title="Souhlasy s podmínkami" />;
}
