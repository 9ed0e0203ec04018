import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../app/route-meta';
import { BookingPage } from '../../../../features/appointments/BookingPage';
import { bookingSearch } from '../../../../features/appointments/wizard-url';

export const Route = createFileRoute('/_app/komunikace/objednavky/nova')({
  staticData: { title: 'Objednat se na pobočku', accountTypes: INSURED_ONLY },
  // ?krok=termin|duvod|kontrola|hotovo: the wizard's step (none: the branch).
  validateSearch: bookingSearch,
  component: BookingPage,
});
