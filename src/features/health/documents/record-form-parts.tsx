/**
 * The parts of the vaccination and personal-document forms (the two health records with
 * attachments): the multipart upload with progress, and the form's end with the attachment
 * picker, the form-level errors, 'Zrušit' and the submit button.
 */
import { useCallback, useState, type ComponentProps } from 'react';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import type { AnyCall, CallResponse, ClientRoute } from '../../../../contract/define';
import { AttachmentPicker } from '../../../components/attachments';
import { FormErrorSummary, SubmitButton } from '../../../components/form';
import { cs } from '../../../texts/cs';
import { useApi } from '../../../app';
import { useLockPersonSwitch } from '../../../app/person-page';
import { useAttachmentValue } from './form-attachments';
import { useAttachmentCalls } from './record-files';
import { showsUploadProgress } from './record-wire';
import { recordTexts } from './texts';

/**
 * Sends a record with its files through the API client's `upload`, so a large upload can show
 * its progress (0–100, null when not shown).
 */
export function useRecordUpload() {
  const api = useApi();
  const [progress, setProgress] = useState<number | null>(null);
  const send = useCallback(
    async <C extends AnyCall>(
      call: ClientRoute<C>,
      params: Record<string, string>,
      body: FormData,
      newFiles: readonly File[] | undefined,
    ): Promise<CallResponse<C>> => {
      const visible = showsUploadProgress(newFiles);
      if (visible) setProgress(0);
      try {
        return await api.upload(call, body, { params, onProgress: (percent) => (visible ? setProgress(percent) : undefined) });
      } finally {
        setProgress(null);
      }
    },
    [api],
  );
  return { send, progress };
}

export interface RecordFormFooterProps {
  form: ComponentProps<typeof FormErrorSummary>['form'];
  existing: ComponentProps<typeof AttachmentPicker>['existing'];
  calls: ReturnType<typeof useAttachmentCalls>;
  attachments: ReturnType<typeof useAttachmentValue>;
  fileErrors: { errors: string[]; clear: () => void };
  progress: number | null;
  submitLabel: string;
  onCancel: () => void;
}

/** The end of a record form (vaccination, document): attachments, form-level errors, cancel and save. */
export function RecordFormFooter({
  form,
  existing,
  calls,
  attachments,
  fileErrors,
  progress,
  submitLabel,
  onCancel,
}: RecordFormFooterProps) {
  return (
    <>
      <AttachmentPicker
        label={recordTexts.PRILOHY}
        mode="multi"
        existing={existing ?? []}
        download={calls.download}
        preview={calls.preview}
        value={attachments.value}
        onChange={(next) => {
          attachments.set(next);
          fileErrors.clear();
        }}
        error={fileErrors.errors}
        progress={progress}
        disabled={progress !== null}
      />
      <FormErrorSummary form={form} />
      <div className={css({ display: 'flex', flexDirection: { base: 'column-reverse', sm: 'row' }, gap: '3', justifyContent: 'flex-end' })}>
        <button type="button" className={button({ variant: 'outline' })} onClick={onCancel}>
          {cs.ZRUSIT}
        </button>
        <SubmitButton form={form}>{submitLabel}</SubmitButton>
      </div>
    </>
  );
}

/** What every record form with attachments needs: the upload, the attachment calls and value, and the person-switch lock. */
export function useRecordFormParts(pojistenecId: string) {
  const { send, progress } = useRecordUpload();
  const calls = useAttachmentCalls(pojistenecId);
  const attachments = useAttachmentValue();
  useLockPersonSwitch();
  return { send, progress, calls, attachments };
}
