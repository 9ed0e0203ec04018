import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { INSURED_ONLY } from '../../../../app/route-meta';
import { NewbornRegistrationPage } from '../../../../features/registrations/NewbornRegistrationPage';
import { newbornStepSchema } from '../../../../features/registrations/wizard-url';

export const Route = createFileRoute('/_app/registrace/registrace-novorozence/')({
  staticData: { title: 'Registrace novorozence', accountTypes: INSURED_ONLY, helpCode: 'REGISTRACE_NOVOROZENCE' },
  validateSearch: z.object({ krok: newbornStepSchema }),
  component: NewbornRegistrationPage,
});
