import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../components/Page';
import { INSURED_ONLY } from '../../../../features/shell/routeMeta';

export const Route = createFileRoute('/_app/moje-pojisteni/uhrada-pojistneho/')({
  staticData: { title: 'Úhrada pojistného', accountTypes: INSURED_ONLY, helpCode: 'UHRADA_POJISTNEHO' },
  component: MojePojisteniUhradaPojistnehoIndexPage,
});

function MojePojisteniUhradaPojistnehoIndexPage() {
  return <NotAvailableScreen title="Úhrada pojistného" />;
}
