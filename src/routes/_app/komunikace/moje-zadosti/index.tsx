import { createFileRoute } from '@tanstack/react-router';
import { MyRequestsPage } from '../../../../features/insurance/MyRequestsPage';
import { INSURED_ONLY } from '../../../../features/shell/routeMeta';

export const Route = createFileRoute('/_app/komunikace/moje-zadosti/')({
  staticData: { title: 'Moje žádosti', accountTypes: INSURED_ONLY, helpCode: 'MOJE_ZADOSTI' },
  component: MyRequestsPage,
});
