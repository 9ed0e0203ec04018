import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../components/Page';
import { INSURED_ONLY } from '../../../../app/route-meta';

export const Route = createFileRoute('/_app/nastaveni/nastaveni-pojistence/registrovana-zarizeni')({
  staticData: { title: 'Registrovaná zařízení', accountTypes: INSURED_ONLY, helpCode: 'REGISTROVANA_ZARIZENI' },
  component: NastaveniNastaveniPojistenceRegistrovanaZarizeniPage,
});

function NastaveniNastaveniPojistenceRegistrovanaZarizeniPage() {
  return <NotAvailableScreen title="Registrovaná zařízení" />;
}
