import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../app/route-meta';
import { CardPage } from '../../../../features/requests/CardPage';

export const Route = createFileRoute('/_app/moje-zdravi/ehic/')({
  staticData: { title: 'Průkaz pojištěnce', accountTypes: INSURED_ONLY, helpCode: 'EHIC' },
  component: CardPage,
});
