/**
 * The search of the staff's 'Pobočky' (/pracoviste/pobocky/?pobocka=MB&den=2026-12-08), read
 * without zod (route files load with the first screen): a value the route does not take is
 * dropped, so a bad link opens the first branch today.
 */
import type { AppointmentBranch } from '../../../contract/appointments';
import { oneOf, searchOf } from '../../lib/search-params';

// The contract's branch codes as a Record over its type (the compiler keeps them equal to
// appointmentBranches): the route file must not load the call module itself.
const branchSet: Record<AppointmentBranch, true> = { MB: true, PHA: true, NB: true, VR: true, KV: true };
export const staffBranchCodes = Object.keys(branchSet) as AppointmentBranch[];

export interface BranchDaySearch {
  pobocka?: AppointmentBranch;
  den?: string;
}

const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** validateSearch of /pracoviste/pobocky/. */
export const branchDaySearch: (search: Record<string, unknown>) => BranchDaySearch = searchOf({
  pobocka: oneOf(staffBranchCodes),
  den: (value: unknown) => (isDay(value) ? value : undefined),
});
