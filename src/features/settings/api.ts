/** Query options of the settings calls (contract/settings.ts), keyed per person like every per-person call. */
import { queryOptions } from '@tanstack/react-query';
import {
  nastaveniPristupLekar,
  nastaveniPristupLekarZmenit,
  nastaveniSouhrn,
  souhlasy,
  souhlasZmenit,
  type SouhlasPolozka,
} from '../../../contract/settings';
import type { ConsentCode } from '../../../contract/enums';
import { deviceDelete, devicesList } from '../../../contract/app';
import type { ApiClient } from '../../lib/api-client';
import { personKey } from '../../lib/query-keys';

export const settingsSummaryQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), 'nastaveniSouhrn'] as const,
    queryFn: ({ signal }) => api.call(nastaveniSouhrn, { params: { pojistenecId }, signal }),
  });

export const consentsQueryKey = (pojistenecId: string) => [...personKey(pojistenecId), 'souhlasy'] as const;

export const consentsQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: consentsQueryKey(pojistenecId),
    queryFn: ({ signal }) => api.call(souhlasy, { params: { pojistenecId }, signal }),
  });

/** PUT /souhlasy/{kod}: gives or withdraws at once; answers the consent as now stored. */
export const changeConsent = (
  api: ApiClient,
  pojistenecId: string,
  kod: ConsentCode,
  stav: 'POTVRZENO' | 'ODVOLANO',
): Promise<SouhlasPolozka> => api.call(souhlasZmenit, { params: { pojistenecId, kod }, body: { stav } });

export const devicesQueryKey = ['autorizovanaZarizeni'] as const;

/** The signed-in user's devices (not per person: devices belong to the account). */
export const devicesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: devicesQueryKey,
    queryFn: ({ signal }) => api.call(devicesList, { signal }),
  });

/** DELETE /autorizovanaZarizeni/{instalaceId}: ends the device's sessions at once. */
export const removeDevice = (api: ApiClient, instalaceId: string) => api.call(deviceDelete, { params: { instalaceId } });

export const doctorAccessQueryKey = (pojistenecId: string) => [...personKey(pojistenecId), 'nastaveniPristupLekar'] as const;

export const doctorAccessQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: doctorAccessQueryKey(pojistenecId),
    queryFn: ({ signal }) => api.call(nastaveniPristupLekar, { params: { pojistenecId }, signal }),
  });

/** PUT /nastaveniPristupLekar for one doctor: allowed (with an optional last day) or not; answers the whole list. */
export const changeDoctorAccess = (
  api: ApiClient,
  pojistenecId: string,
  change: { lekarId: string; povoleno: boolean; platnostDo?: string },
) => api.call(nastaveniPristupLekarZmenit, { params: { pojistenecId }, body: { seznamLekaru: [change] } });
