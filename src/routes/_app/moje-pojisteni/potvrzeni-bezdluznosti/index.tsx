import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../components/Page';
import { INSURED_ONLY } from '../../../../features/shell/routeMeta';

export const Route = createFileRoute('/_app/moje-pojisteni/potvrzeni-bezdluznosti/')({
  staticData: { title: 'Žádost o bezdlužnost', accountTypes: INSURED_ONLY, helpCode: 'POTVRZENI_BEZDLUZNOSTI' },
  component: MojePojisteniPotvrzeniBezdluznostiIndexPage,
});

function MojePojisteniPotvrzeniBezdluznostiIndexPage() {
  return <NotAvailableScreen title="Žádost o bezdlužnost" />;
}
