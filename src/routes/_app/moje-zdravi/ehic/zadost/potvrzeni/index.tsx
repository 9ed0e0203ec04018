import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../../../app/route-meta';
import { EhicConfirmationPage } from '../../../../../../features/requests/EhicConfirmationPage';

export const Route = createFileRoute('/_app/moje-zdravi/ehic/zadost/potvrzeni/')({
  staticData: { title: 'Žádost o evropský průkaz odeslána', accountTypes: INSURED_ONLY, helpCode: 'EHIC' },
  component: EhicConfirmationPage,
});
