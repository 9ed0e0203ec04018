/** Query options of the laboratory results (contract/lab.ts), keyed per person. */
import { queryOptions } from '@tanstack/react-query';
import {
  labVysledekDetail,
  labVysledekGrafData,
  labVysledekGrafSeznam,
  labVysledekPdf,
  labVysledekSeznam,
  labVysledekSouhlas,
  labVysledekSouhlasOdvolat,
  labVysledekSouhlasVlozit,
} from '../../../../contract/routes.gen';
import type { ApiClient } from '../../../lib/api-client';
import { personKey } from '../../../lib/query-keys';

export const labKey = (pojistenecId: string) => [...personKey(pojistenecId), 'lab'] as const;

export const labConsentQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: [...labKey(pojistenecId), 'souhlas'] as const,
    queryFn: ({ signal }) => api.call(labVysledekSouhlas, { query: { pojistenecId, ziskatTextSouhlasu: 'ANO' }, signal }),
  });

export const labResultsQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: [...labKey(pojistenecId), 'seznam'] as const,
    queryFn: ({ signal }) => api.call(labVysledekSeznam, { params: { pojistenecId }, signal }),
  });

export const labResultQuery = (api: ApiClient, pojistenecId: string, id: number) =>
  queryOptions({
    queryKey: [...labKey(pojistenecId), 'detail', id] as const,
    queryFn: ({ signal }) => api.call(labVysledekDetail, { params: { pojistenecId, id: String(id) }, signal }),
  });

export const labChartsQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: [...labKey(pojistenecId), 'grafy'] as const,
    queryFn: ({ signal }) => api.call(labVysledekGrafSeznam, { params: { pojistenecId }, signal }),
  });

export const labChartQuery = (api: ApiClient, pojistenecId: string, kodGrafu: string) =>
  queryOptions({
    queryKey: [...labKey(pojistenecId), 'graf', kodGrafu] as const,
    queryFn: ({ signal }) => api.call(labVysledekGrafData, { params: { pojistenecId, kodGrafu }, signal }),
  });

export const giveLabConsent = (api: ApiClient, pojistenecId: string) => api.call(labVysledekSouhlasVlozit, { query: { pojistenecId } });
export const withdrawLabConsent = (api: ApiClient, pojistenecId: string) =>
  api.call(labVysledekSouhlasOdvolat, { query: { pojistenecId } });

/** The result as a PDF (GET /labVysledekPdf/{id}). */
export const downloadLabResultPdf = async (api: ApiClient, pojistenecId: string, id: number) =>
  (await api.download(labVysledekPdf, { params: { pojistenecId, id: String(id) } })).blob;
