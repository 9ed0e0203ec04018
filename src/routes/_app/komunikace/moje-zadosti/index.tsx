import { createFileRoute } from '@tanstack/react-router';
import { MyRequestsPage } from '../../../../features/insurance/MyRequestsPage';
import { INSURED_ONLY } from '../../../../app/route-meta';

export const Route = createFileRoute('/_app/komunikace/moje-zadosti/')({
  staticData: { title: 'Moje žádosti', accountTypes: INSURED_ONLY, helpCode: 'MOJE_ZADOSTI' },
  component: MyRequestsPage,
});
