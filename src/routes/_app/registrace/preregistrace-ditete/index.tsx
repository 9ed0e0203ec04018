import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../app/route-meta';
import { ChildReRegistrationPage } from '../../../../features/registrations/ChildReRegistrationPage';
import { reregistrationSearch } from '../../../../features/registrations/wizard-url';

export const Route = createFileRoute('/_app/registrace/preregistrace-ditete/')({
  staticData: { title: 'Přeregistrace dítěte', accountTypes: INSURED_ONLY, helpCode: 'PREREGISTRACE_DITETE' },
  validateSearch: reregistrationSearch,
  component: ChildReRegistrationPage,
});
