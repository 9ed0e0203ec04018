import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../app/route-meta';
import { NoArrearsPage } from '../../../../features/requests/NoArrearsPage';

export const Route = createFileRoute('/_app/moje-pojisteni/potvrzeni-bezdluznosti/')({
  staticData: { title: 'Žádost o bezdlužnost', accountTypes: INSURED_ONLY, helpCode: 'POTVRZENI_BEZDLUZNOSTI' },
  component: NoArrearsPage,
});
