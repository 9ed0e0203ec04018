/** Query options of the health programmes (contract/benefits.ts), keyed per person. */
import { queryOptions } from '@tanstack/react-query';
import {
  benefitProgramy,
  benefitProgramyRok,
  benefitProgramySouhrn,
  nastaveniCafeterie,
  nastaveniCafeterieUpravit,
  vitalitas,
  vitalitasPrihlaskaVlozit,
  type CafeteriaSplit,
  type VitalitasPrihlaska,
} from '../../../contract/benefits';
import type { DocumentCode, DrawingState } from '../../../contract/enums';
import type { ProgrammeSorting } from '../../../contract/benefits';
import type { ApiClient } from '../../lib/api-client';
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

export const claimsSummaryQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), benefitProgramySouhrn.id] as const,
    queryFn: ({ signal }) => api.call(benefitProgramySouhrn, { params: { pojistenecId }, signal }),
  });

export const claimsOfYearQuery = (api: ApiClient, pojistenecId: string, rok: number) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), benefitProgramyRok.id, rok] as const,
    queryFn: ({ signal }) => api.call(benefitProgramyRok, { params: { pojistenecId, rok }, signal }),
  });

export const cafeteriaQueryKey = (pojistenecId: string) => [...personKey(pojistenecId), nastaveniCafeterie.id] as const;

export const cafeteriaQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: cafeteriaQueryKey(pojistenecId),
    queryFn: ({ signal }) => api.call(nastaveniCafeterie, { params: { pojistenecId }, signal }),
  });

/** PUT /nastaveniCafeterieUpravit: the split of the year's points; answers the cafeteria as stored. */
export const saveCafeteriaSplit = (api: ApiClient, pojistenecId: string, body: CafeteriaSplit) =>
  api.call(nastaveniCafeterieUpravit, { params: { pojistenecId }, body });
