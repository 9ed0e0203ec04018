/**
 * Query options of the doctor's screens (contract/doctor.ts). The patient list is keyed by the
 * filter's set values only, so the unfiltered list ['prehledPacientu', {}] is one cache entry,
 * shared with the current patient's name (`allPatientsQueryKey` of app/person.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import { cerpanaPecePacienta, labVysledekPacienta, lekyPacienta, prehledPacientu, prevencePacienta } from '../../../contract/routes.gen';
import { personKey } from '../../lib/query-keys';
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

/** The patient card's sections (issue 37): each read only when the doctor opens it, and audited by the server. */
export const patientMedicinesQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), 'lekar', 'leky'] as const,
    queryFn: ({ signal }) => api.call(lekyPacienta, { params: { pojistenecId }, signal }),
  });
export const patientLabQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), 'lekar', 'laboratorniVysledky'] as const,
    queryFn: ({ signal }) => api.call(labVysledekPacienta, { params: { pojistenecId }, signal }),
    retry: false,
  });
export const patientPreventionQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), 'lekar', 'prevence'] as const,
    queryFn: ({ signal }) => api.call(prevencePacienta, { params: { pojistenecId }, signal }),
  });
export const patientCareQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), 'lekar', 'cerpanaPece'] as const,
    queryFn: ({ signal }) => api.call(cerpanaPecePacienta, { params: { pojistenecId }, signal }),
  });
