/** Query options of the settings calls (contract/settings.ts), keyed per person like every per-person call. */
import { queryOptions } from '@tanstack/react-query';
import { type NastaveniBody, type NastaveniPolozka, type SettingKey, type SouhlasPolozka } from '../../../contract/settings';
import {
  getContactConfirmationCall,
  nastaveni,
  nastaveniUlozit,
  nastaveniPristupLekar,
  nastaveniPristupLekarZmenit,
  nastaveniSouhrn,
  pojistenecAdresaZmenit,
  pojistenecEmailZmenit,
  pojistenecOsobniUdaje,
  pojistenecOsobniUdajeZmenit,
  pojistenecTelefonSmsZmenit,
  pojistenecTelefonZmenit,
  pojistenecUcetZmenit,
  souhlasy,
  souhlasZmenit,
} from '../../../contract/routes.gen';
import type { ConsentCode } from '../../../contract/enums';
import { deviceDelete, devicesList, devicesSignOutOthers } from '../../../contract/routes.gen';
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

/** Removes a merged entry: every installation it stands for (repeats of one device), one after another. */
export async function removeDeviceEntry(api: ApiClient, instalace: readonly string[]): Promise<void> {
  for (const instalaceId of instalace) await removeDevice(api, instalaceId);
}

/** POST /autorizovanaZarizeni/odhlasitOstatni: signs out every device but this one; answers how many. */
export const signOutOtherDevices = (api: ApiClient) => api.call(devicesSignOutOthers, {});

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

export const personalDataQueryKey = (pojistenecId: string) => [...personKey(pojistenecId), pojistenecOsobniUdaje.id] as const;

/** One home for the query (src/app/personal-data.ts): the forms that fill in the person's data share it. */
export { personalDataQuery } from '../../app/personal-data';

/** The parts of 'Osobní údaje' saved on their own (PUT …/adresa, /email, /telefon, /telefonSms, /ucet); each answers the whole personal data. */
export const personalDataParts = {
  adresa: pojistenecAdresaZmenit,
  email: pojistenecEmailZmenit,
  telefon: pojistenecTelefonZmenit,
  telefonSms: pojistenecTelefonSmsZmenit,
  ucet: pojistenecUcetZmenit,
} as const;

/** PUT /pojistenecOsobniUdaje (multipart): name and titles, with the document of a change of name under repeated `prilohy[]`. */
export function changeName(
  api: ApiClient,
  pojistenecId: string,
  body: { jmeno: string; prijmeni: string; titulPred?: string; titulZa?: string; idempotencniKlic: string },
  files: readonly File[],
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) if (value !== undefined) form.append(key, value);
  for (const file of files) form.append('prilohy[]', file, file.name);
  return api.upload(pojistenecOsobniUdajeZmenit, form, { params: { pojistenecId }, onProgress: () => undefined });
}

/** One stored setting as GET /nastaveni answers it, narrowed to its key. */
export type SettingOf<K extends SettingKey> = Extract<NastaveniPolozka, { klic: K }>;

export const settingQueryKey = (pojistenecId: string, klic: SettingKey) => [...personKey(pojistenecId), 'nastaveni', klic] as const;

/** GET /nastaveni?klic=…: one setting (UPOZORNENI, ZOBRAZENI) with its data, or the defaults. */
export const settingQuery = <K extends SettingKey>(api: ApiClient, pojistenecId: string, klic: K) =>
  queryOptions({
    queryKey: settingQueryKey(pojistenecId, klic),
    queryFn: async ({ signal }): Promise<SettingOf<K>> => {
      const { seznamNastaveni } = await api.call(nastaveni, { params: { pojistenecId }, query: { klic }, signal });
      const item = seznamNastaveni.find((setting): setting is SettingOf<K> => setting.klic === klic);
      if (!item) throw new Error(`nastaveni: ${klic} missing in the answer`);
      return item;
    },
  });

/** PUT /nastaveni: replaces one setting (the server checks it, e.g. e-mail and SMS need their contact). */
export const saveSetting = (api: ApiClient, pojistenecId: string, body: NastaveniBody): Promise<NastaveniPolozka> =>
  api.call(nastaveniUlozit, { params: { pojistenecId }, body });

export const contactConfirmationQueryKey = (pojistenecId: string) => ['contact-confirmation', pojistenecId] as const;

/** Whether the e-mail and the SMS number are confirmed (GET /poj/{pojistenecId}/kontakty/potvrzeni). */
export const contactConfirmationQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: contactConfirmationQueryKey(pojistenecId),
    queryFn: ({ signal }) => api.call(getContactConfirmationCall, { params: { pojistenecId }, signal }),
  });
