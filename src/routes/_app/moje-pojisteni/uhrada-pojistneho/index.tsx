import { createFileRoute } from '@tanstack/react-router';
import { PayPremiumPage } from '../../../../features/insurance/PayPremiumPage';
import { paySearch } from '../../../../features/insurance/pay-url';
import { INSURED_ONLY } from '../../../../app/route-meta';
import { startPersonQueries } from '../../../../app/router-context';

export const Route = createFileRoute('/_app/moje-pojisteni/uhrada-pojistneho/')({
  staticData: { title: 'Úhrada pojistného', accountTypes: INSURED_ONLY, helpCode: 'UHRADA_POJISTNEHO' },
  // ?typ=DLUH|DOPLATEK_OSVC|…: the payment type the link came for (preselected when it can be paid).
  validateSearch: paySearch,
  loader: (args) =>
    startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { paymentDetailsQuery } = await import('../../../../features/insurance/api');
      start(paymentDetailsQuery(api, pojistenecId));
    }),
  component: UhradaPojistnehoPage,
});

function UhradaPojistnehoPage() {
  const { typ, polozka } = Route.useSearch();
  return <PayPremiumPage typ={typ} polozka={polozka} />;
}
