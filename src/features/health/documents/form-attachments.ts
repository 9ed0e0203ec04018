/**
 * The attachment picker as a part of a contract form: its value (new files and ids to delete)
 * lives beside the form's values (File objects are no form values), and the server's messages
 * for `prilohaVlozit` (413 'Překročena povolená velikost přiložených souborů', 400 'Smíte
 * přiložit maximálně 5 souborů.', a refused file) show under the picker.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { emptyAttachmentValue, type AttachmentPickerValue } from '../../../components/attachments';
import { useFormErrors, visibleErrors, type AnyContractForm } from '../../../components/form';
import { FILE_ERROR_KEY } from './record-wire';

/** The picker's value, read by the submit handler through `current()`. */
export function useAttachmentValue() {
  const [value, setValue] = useState<AttachmentPickerValue>(emptyAttachmentValue);
  const ref = useRef(value);
  const current = useCallback(() => ref.current, []);
  const set = useCallback((next: AttachmentPickerValue) => {
    ref.current = next;
    setValue(next);
  }, []);
  return { value, current, set };
}

/** The server's messages for the files, shown under the picker (the form's summary leaves them out). */
export function useAttachmentErrors(form: AnyContractForm): { errors: string[]; clear: () => void } {
  const text = useFormErrors(form, (state) => visibleErrors(state, FILE_ERROR_KEY).join('\n'));
  useEffect(() => {
    form.registered.add(FILE_ERROR_KEY);
    return () => {
      form.registered.delete(FILE_ERROR_KEY);
    };
  }, [form]);
  const clear = useCallback(() => {
    const { server } = form.errors.get();
    if (!server[FILE_ERROR_KEY]) return;
    const rest = { ...server };
    delete rest[FILE_ERROR_KEY];
    form.errors.set({ server: rest });
  }, [form]);
  return { errors: text ? text.split('\n') : [], clear };
}
