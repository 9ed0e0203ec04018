import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../app/route-meta';
import { NewbornRegistrationPage } from '../../../../features/registrations/NewbornRegistrationPage';
import { newbornSearch } from '../../../../features/registrations/wizard-url';

export const Route = createFileRoute('/_app/registrace/registrace-novorozence/')({
  staticData: { title: 'Registrace novorozence', accountTypes: INSURED_ONLY, helpCode: 'REGISTRACE_NOVOROZENCE' },
  validateSearch: newbornSearch,
  component: NewbornRegistrationPage,
});
