import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../../../components/Page';
import { INSURED_ONLY } from '../../../../../../app/route-meta';
import { parseId } from '../../../../../../app/route-params';

export const Route = createFileRoute('/_app/benefity/programy/$pojistenecId/$kod/{-$kodZps}')({
  staticData: { title: 'Čerpání zdravotního programu', accountTypes: INSURED_ONLY, helpCode: 'ZDRAVOTNI_PROGRAMY' },
  params: {
    parse: (raw: { pojistenecId: string; kod: string; kodZps?: string }) => ({
      pojistenecId: parseId(raw.pojistenecId),
      kod: raw.kod,
      kodZps: raw.kodZps,
    }),
  },
  component: BenefityProgramyPojistenecIdKodKodZpsPage,
});

function BenefityProgramyPojistenecIdKodKodZpsPage() {
  return <NotAvailableScreen title="Čerpání zdravotního programu" />;
}
