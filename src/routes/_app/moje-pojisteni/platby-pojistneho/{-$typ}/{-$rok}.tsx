import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableScreen } from '../../../../../components/Page';
import { INSURED_ONLY, assertYearParam } from '../../../../../features/shell/routeMeta';

export const Route = createFileRoute('/_app/moje-pojisteni/platby-pojistneho/{-$typ}/{-$rok}')({
  staticData: { title: 'Platby pojistného', accountTypes: INSURED_ONLY, helpCode: 'PLATBY_POJISTNEHO' },
  beforeLoad: ({ params }) => assertYearParam(params.rok),
  component: MojePojisteniPlatbyPojistnehoTypRokPage,
});

function MojePojisteniPlatbyPojistnehoTypRokPage() {
  return <NotAvailableScreen title="Platby pojistného" />;
}
