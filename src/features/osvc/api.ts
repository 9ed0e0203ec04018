/** Query options and the PDF download of 'Přehled OSVČ' (GET /prehledOSVC, POST /prehledOSVCPdf). */
import { queryOptions } from '@tanstack/react-query';
import { prehledOsvcPdf, prehledOsvcSeznam } from '../../../contract/routes.gen';
import type { PrehledOsvc } from '../../../contract/entities';
import type { ApiClient } from '../../lib/api-client';
import { personKey } from '../../lib/query-keys';

/** ['poj', pojistenecId, 'prehledOSVC'] — under the person's prefix, like the other per-person calls. */
export const overviewListQueryKey = (pojistenecId: string) => [...personKey(pojistenecId), 'prehledOSVC'] as const;

export const overviewListQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: overviewListQueryKey(pojistenecId),
    queryFn: ({ signal }) => api.call(prehledOsvcSeznam, { params: { pojistenecId }, signal }),
  });

/** The file name of an overview's PDF when the server does not name it. */
export const pdfFileName = (rok: number) => `prehled-osvc-${rok}.pdf`;

/** POST /prehledOSVCPdf with the overview as filed → the PDF and its name. */
export async function downloadOverviewPdf(api: ApiClient, pojistenecId: string, body: PrehledOsvc | Record<string, unknown>) {
  const { blob, fileName } = await api.download(prehledOsvcPdf, { params: { pojistenecId }, body: body as never });
  const rok = typeof body.rok === 'number' ? body.rok : 0;
  return { blob, fileName: fileName ?? pdfFileName(rok) };
}
