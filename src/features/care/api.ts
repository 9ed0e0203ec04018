/** Query options of 'Čerpaná péče' (contract/care.ts), keyed per person like every per-person call. */
import { queryOptions } from '@tanstack/react-query';
import { cerpanaPecePdf, cerpanaPeceRok, cerpanaPeceSouhrn, reklamacePecePripadInfo } from '../../../contract/routes.gen';
import type { CareType, CareView } from '../../../contract/enums';
import type { ApiClient } from '../../lib/api-client';
import { personKey } from '../../lib/query-keys';

export const careSummaryQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), cerpanaPeceSouhrn.id] as const,
    queryFn: ({ signal }) => api.call(cerpanaPeceSouhrn, { params: { pojistenecId }, signal }),
  });

export interface CareYearFilter {
  typ?: CareType;
  zobrazeni: CareView;
  pocetVysledku: number;
}

export const careYearQuery = (api: ApiClient, pojistenecId: string, rok: number, filter: CareYearFilter) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), cerpanaPeceRok.id, rok, filter] as const,
    queryFn: ({ signal }) => api.call(cerpanaPeceRok, { params: { pojistenecId, rok }, query: filter, signal }),
    placeholderData: (previous) => previous,
  });

/** The year's statement as a PDF (GET /cerpanaPecePdf/{rok}). */
export const downloadCareStatement = async (api: ApiClient, pojistenecId: string, rok: number) =>
  (await api.download(cerpanaPecePdf, { params: { pojistenecId, rok } })).blob;

/** GET /reklamacePecePripadInfo/{id}: the case, its procedures and which of them a complaint covers already. */
export const caseInfoQuery = (api: ApiClient, pojistenecId: string, pripadId: string) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), reklamacePecePripadInfo.id, pripadId] as const,
    queryFn: ({ signal }) => api.call(reklamacePecePripadInfo, { params: { pojistenecId, id: pripadId }, signal }),
  });
