/** Query options and calls of Benefits (contract/benefits.ts), keyed per person. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CafeteriaSplit } from '../../../contract/benefits';
import type { VitalitasPrihlaska, VitalitasRodinaPrihlaska } from '../../../contract/vitalitas-programmes';
import {
  benefitPeceDetail,
  benefitPecePrehled,
  benefitPeceZadostVlozit,
  benefitProgramy,
  benefitProgramyDetail,
  benefitProgramyNahled,
  benefitProgramyRok,
  benefitProgramySouhrn,
  benefitProgramyZadostVlozit,
  nastaveniCafeterie,
  nastaveniCafeterieUpravit,
  vitalitas,
  vitalitasPrihlaskaRodinaVlozit,
  vitalitasPrihlaskaVlozit,
} from '../../../contract/routes.gen';
import type { BenefitPeceZadost, BenefitProgramZadost } from '../../../contract/entities';
import type { DocumentCode, DrawingState } from '../../../contract/enums';
import type { ProgrammeSorting } from '../../../contract/benefits';
import { toFormData, type ApiClient } from '../../lib/api-client';
import { personKey } from '../../lib/query-keys';

export interface ProgrammeFilter {
  fullText?: string;
  cerpani?: DrawingState;
  razeni?: ProgrammeSorting;
}

export const programmesQuery = (api: ApiClient, pojistenecId: string, filter: ProgrammeFilter) =>
  queryOptions({
    queryKey: [
      ...personKey(pojistenecId),
      'benefitProgramy',
      filter.fullText ?? null,
      filter.cerpani ?? null,
      filter.razeni ?? null,
    ] as const,
    queryFn: ({ signal }) => api.call(benefitProgramy, { params: { pojistenecId }, query: { ...filter, pocetVysledku: 200 }, signal }),
  });

export const vitalitasQueryKey = (typ: DocumentCode) => ['vitalitas', typ] as const;

/** GET /vitalitas/{typ} for every represented person at once. */
export const vitalitasQuery = (api: ApiClient, typ: DocumentCode, personIds: readonly string[]) =>
  queryOptions({
    queryKey: [...vitalitasQueryKey(typ), ...personIds] as const,
    queryFn: ({ signal }) => api.call(vitalitas, { params: { pojisteniTyp: typ }, query: { seznamPojistenecId: [...personIds] }, signal }),
    enabled: personIds.length > 0,
  });

/** PUT /vitalitasPrihlaskaVlozit: the application, a VITALITAS request in 'Moje žádosti'. */
export const joinVitalitas = (api: ApiClient, pojistenecId: string, body: VitalitasPrihlaska) =>
  api.call(vitalitasPrihlaskaVlozit, { params: { pojistenecId }, body });

/** PUT /vitalitasPrihlaskaRodinaVlozit: travel insurance for several persons, one application each, all or none. */
export const joinVitalitasFamily = (api: ApiClient, body: VitalitasRodinaPrihlaska) => api.call(vitalitasPrihlaskaRodinaVlozit, { body });

// ---- Čerpání programu, Čerpané programy -------------------------------------------------------

export const programmeDetailQuery = (api: ApiClient, pojistenecId: string, kod: string, kodZps: string | undefined) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), 'benefitProgramyDetail', kod, kodZps ?? null] as const,
    queryFn: ({ signal }) => api.call(benefitProgramyDetail, { params: { pojistenecId }, query: { kod, kodZps }, signal }),
  });

/** GET /benefitProgramyNahled: what the receipt would be paid (the review step). */
export const previewProgrammeClaim = (
  api: ApiClient,
  pojistenecId: string,
  query: { kod: string; datumUctenka: string; castkaUctenka: number },
) => api.call(benefitProgramyNahled, { params: { pojistenecId }, query });

/** The multipart body of a claim: the plain fields (lists repeat their field) and the files as seznamPriloh[]. */
function claimFormData(body: Record<string, unknown>, files: readonly File[]): FormData {
  const form = toFormData(body);
  // Both claim calls take their files as contract/benefits.ts seznamPrilohFiles says.
  for (const file of files) form.append(benefitPeceZadostVlozit.filesField!, file, file.name);
  return form;
}

/** Claims carry a few small receipts: the send's own spinner says enough, no progress bar. */
const ignoreProgress = () => undefined;

/** PUT /benefitProgramyZadostVlozit (multipart); the caches of the person's programmes and requests go stale. */
export async function submitProgrammeClaim(
  api: ApiClient,
  queryClient: QueryClient,
  pojistenecId: string,
  body: BenefitProgramZadost,
  files: readonly File[],
) {
  const answer = await api.upload(benefitProgramyZadostVlozit, claimFormData(body, files), {
    params: { pojistenecId },
    onProgress: ignoreProgress,
  });
  void queryClient.invalidateQueries({ queryKey: personKey(pojistenecId) });
  return answer;
}

export const programmesYearQuery = (api: ApiClient, pojistenecId: string, rok: number) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), 'benefitProgramyRok', rok] as const,
    queryFn: ({ signal }) => api.call(benefitProgramyRok, { params: { pojistenecId, rok }, signal }),
  });

export const programmesSummaryQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), 'benefitProgramySouhrn'] as const,
    queryFn: ({ signal }) => api.call(benefitProgramySouhrn, { params: { pojistenecId }, signal }),
  });

// ---- Proplacení zdravotní péče -----------------------------------------------------------------

export const careOverviewQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), 'benefitPecePrehled'] as const,
    queryFn: ({ signal }) => api.call(benefitPecePrehled, { params: { pojistenecId }, signal }),
  });

export const careDetailQuery = (api: ApiClient, pojistenecId: string, kod: string) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), 'benefitPeceDetail', kod] as const,
    queryFn: ({ signal }) => api.call(benefitPeceDetail, { params: { pojistenecId }, query: { kod }, signal }),
  });

/** PUT /benefitPeceZadostVlozit (multipart); the person's caches go stale (the claims, the stored account). */
export async function submitCareClaim(
  api: ApiClient,
  queryClient: QueryClient,
  pojistenecId: string,
  body: BenefitPeceZadost,
  files: readonly File[],
) {
  const answer = await api.upload(benefitPeceZadostVlozit, claimFormData(body, files), {
    params: { pojistenecId },
    onProgress: ignoreProgress,
  });
  void queryClient.invalidateQueries({ queryKey: personKey(pojistenecId) });
  return answer;
}

// ---- Cafeterie -----------------------------------------------------------------------------------

export const cafeteriaQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), 'nastaveniCafeterie'] as const,
    queryFn: ({ signal }) => api.call(nastaveniCafeterie, { params: { pojistenecId }, signal }),
  });

/** PUT /nastaveniCafeterieUpravit; the answer replaces the cached settings. */
export async function saveCafeteria(api: ApiClient, queryClient: QueryClient, pojistenecId: string, body: CafeteriaSplit) {
  const answer = await api.call(nastaveniCafeterieUpravit, { params: { pojistenecId }, body });
  queryClient.setQueryData(cafeteriaQuery(api, pojistenecId).queryKey, answer);
  return answer;
}
