import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../../app/route-meta';
import { EhicRequestPage } from '../../../../../features/requests/EhicRequestPage';

export const Route = createFileRoute('/_app/moje-zdravi/ehic/zadost/')({
  staticData: { title: 'Žádost o evropský průkaz', accountTypes: INSURED_ONLY, helpCode: 'EHIC' },
  component: EhicRequestPage,
});
