import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../../../components/Page';
import { INSURED_ONLY, assertIdParams } from '../../../../../../app/route-meta';

export const Route = createFileRoute('/_app/benefity/programy/$pojistenecId/$kod/{-$kodZps}')({
  staticData: { title: 'Čerpání zdravotního programu', accountTypes: INSURED_ONLY, helpCode: 'ZDRAVOTNI_PROGRAMY' },
  beforeLoad: ({ params }) => assertIdParams(params.pojistenecId),
  component: BenefityProgramyPojistenecIdKodKodZpsPage,
});

function BenefityProgramyPojistenecIdKodKodZpsPage() {
  return <NotAvailableScreen title="Čerpání zdravotního programu" />;
}
