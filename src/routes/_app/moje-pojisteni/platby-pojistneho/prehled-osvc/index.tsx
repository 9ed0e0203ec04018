import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../../components/Page';
import { INSURED_ONLY } from '../../../../../features/shell/routeMeta';

export const Route = createFileRoute('/_app/moje-pojisteni/platby-pojistneho/prehled-osvc/')({
  staticData: { title: 'Přehled OSVČ', accountTypes: INSURED_ONLY, helpCode: 'PREHLED_OSVC' },
  component: MojePojisteniPlatbyPojistnehoPrehledOsvcIndexPage,
});

function MojePojisteniPlatbyPojistnehoPrehledOsvcIndexPage() {
  return <NotAvailableScreen title="Přehled OSVČ" />;
}
