import { createFileRoute } from '@tanstack/react-router';
import { PayPremiumPage } from '../../../../features/insurance/PayPremiumPage';
import { INSURED_ONLY } from '../../../../app/route-meta';

export const Route = createFileRoute('/_app/moje-pojisteni/uhrada-pojistneho/')({
  staticData: { title: 'Úhrada pojistného', accountTypes: INSURED_ONLY, helpCode: 'UHRADA_POJISTNEHO' },
  component: PayPremiumPage,
});
