import { createFileRoute } from '@tanstack/react-router';
import type { PaymentPersonType } from '../../../../../../contract/enums';
import { PaymentsPage } from '../../../../../features/insurance/PaymentsPage';
import { INSURED_ONLY } from '../../../../../app/route-meta';
import { optionalSegment, parsePaymentPersonType, parseYear } from '../../../../../app/route-params';
import { startPersonQueries } from '../../../../../app/router-context';

export const Route = createFileRoute('/_app/moje-pojisteni/platby-pojistneho/{-$typ}/{-$rok}')({
  staticData: { title: 'Platby pojistného', accountTypes: INSURED_ONLY, helpCode: 'PLATBY_POJISTNEHO' },
  // {typ} is a typOsoby code (OSVC, OBZP), {rok} a year; anything else is not found.
  params: {
    parse: (raw): { typ?: PaymentPersonType; rok?: number } => ({ typ: parsePaymentPersonType(raw.typ), rok: parseYear(raw.rok) }),
    stringify: (params) => ({ typ: params.typ, rok: optionalSegment(params.rok) }),
  },
  loader: (args) =>
    startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { insuranceStateQuery, paymentSummaryQuery } = await import('../../../../../features/insurance/api');
      start(paymentSummaryQuery(api, pojistenecId));
      start(insuranceStateQuery(api, pojistenecId));
    }),
  component: MojePojisteniPlatbyPojistnehoTypRokPage,
});

function MojePojisteniPlatbyPojistnehoTypRokPage() {
  const { typ, rok } = Route.useParams();
  return <PaymentsPage typ={typ} rok={rok} />;
}
