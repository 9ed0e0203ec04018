/**
 * Query options of the doctor's screens (contract/doctor.ts). The patient list is keyed by the
 * filter's set values only, so the unfiltered list ['prehledPacientu', {}] is one cache entry,
 * shared with the current patient's name (`allPatientsQueryKey` of app/person.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import { prehledPacientu } from '../../../contract/routes.gen';
import type { FiltrPacientu } from '../../../contract/entities';
import type { ApiClient } from '../../lib/api-client';

/** The filter as kept in the URL (?jmeno=&prijmeni=&rocis=): the schema's output, absent when blank. */
export type PatientFilter = FiltrPacientu;

/** Only the set filter values (so an empty filter shares the cache of the unfiltered list). */
export function compactFilter(filter: PatientFilter): PatientFilter {
  const result: PatientFilter = {};
  if (filter.jmeno) result.jmeno = filter.jmeno;
  if (filter.prijmeni) result.prijmeni = filter.prijmeni;
  if (filter.rocis) result.rocis = filter.rocis;
  return result;
}

/** GET /prehledPacientu with the filter's set values ('Přehled pacientů'). */
export const patientsQuery = (api: ApiClient, filter: PatientFilter) => {
  const active = compactFilter(filter);
  return queryOptions({
    queryKey: ['prehledPacientu', active] as const,
    queryFn: ({ signal }) => api.call(prehledPacientu, { query: active, signal }),
    staleTime: 5 * 60_000,
  });
};
