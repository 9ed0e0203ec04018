/** The calls of the registrations (contract/communication.ts). */
import type { NewbornSubmitInput } from '../../../machines/newbornRegistration/newbornRegistration.machine';
import { zadostNovorozenecVlozit } from '../../../contract/communication';
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
