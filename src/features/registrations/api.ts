/** The calls of the registrations (contract/communication.ts). */
import type { NewbornSubmitInput } from '../../../machines/newbornRegistration/newbornRegistration.machine';
import { zadostNovorozenecVlozit, zadostPreregistraceVlozit } from '../../../contract/routes.gen';
import type { ReregistrationSubmitInput } from '../../../machines/childReRegistration/childReRegistration.machine';
import type { ApiClient } from '../../lib/api-client';

/** PUT /zadostNovorozenecVlozit (multipart): lists as repeated `name[]`, files as `prilohy[]` in the order of `prilohyIndex[]`. */
export function registerNewborns(api: ApiClient, pojistenecId: string, input: NewbornSubmitInput) {
  const form = new FormData();
  for (const [key, value] of Object.entries(input.body)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) form.append(`${key}[]`, String(item));
    else form.append(key, String(value));
  }
  form.append('idempotencniKlic', input.key);
  for (const file of input.files) form.append('prilohy[]', file as File, file.name);
  return api.upload(zadostNovorozenecVlozit, form, { params: { pojistenecId }, onProgress: () => undefined });
}

/** PUT /zadostPreregistraceVlozit (JSON) with the application's idempotency key. */
export const reregisterChild = (api: ApiClient, pojistenecId: string, input: ReregistrationSubmitInput) =>
  api.call(zadostPreregistraceVlozit, { params: { pojistenecId }, body: { ...input.body, idempotencniKlic: input.key } });
