import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { INSURED_ONLY } from '../../../../app/route-meta';
import { ChildReRegistrationPage } from '../../../../features/registrations/ChildReRegistrationPage';
import { reregistrationStepSchema } from '../../../../features/registrations/wizard-url';

export const Route = createFileRoute('/_app/registrace/preregistrace-ditete/')({
  staticData: { title: 'Přeregistrace dítěte', accountTypes: INSURED_ONLY, helpCode: 'PREREGISTRACE_DITETE' },
  validateSearch: z.object({ krok: reregistrationStepSchema }),
  component: ChildReRegistrationPage,
});
