import { createFileRoute, notFound } from '@tanstack/react-router';
import { isPaymentPersonType } from '../../../../../features/insurance/route-params';
import { PaymentsPage } from '../../../../../features/insurance/PaymentsPage';
import { INSURED_ONLY, assertYearParam } from '../../../../../app/route-meta';

export const Route = createFileRoute('/_app/moje-pojisteni/platby-pojistneho/{-$typ}/{-$rok}')({
  staticData: { title: 'Platby pojistného', accountTypes: INSURED_ONLY, helpCode: 'PLATBY_POJISTNEHO' },
  beforeLoad: ({ params }) => {
    // {typ} is a typOsoby code (OSVC, OBZP); anything else is not found, like a bad year.
    if (params.typ !== undefined && !isPaymentPersonType(params.typ)) throw notFound();
    assertYearParam(params.rok);
  },
  component: MojePojisteniPlatbyPojistnehoTypRokPage,
});

function MojePojisteniPlatbyPojistnehoTypRokPage() {
  const { typ, rok } = Route.useParams();
  return <PaymentsPage typ={isPaymentPersonType(typ) ? typ : undefined} rok={rok} />;
}
