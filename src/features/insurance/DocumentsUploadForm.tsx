/**
 * The form of 'Doložit doklady' over the documentsUpload flow (use-documents-upload.ts): the
 * existing attachment picker with its limits (document 2 §9), an optional note, 'Odeslat doklady';
 * the contract's messages at the fields, the first invalid field focused; a failure keeps the files
 * and offers 'Zkusit znovu'. A lazy chunk: only a request that waits for the person loads it.
 */
import { useEffect, useRef } from 'react';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import type { ZadostDetail } from '../../../contract/communication';
import { limits } from '../../../contract/rules';
import { dokladyFiles } from '../../../contract/staff';
import { mojeZadostiDoklady } from '../../../contract/routes.gen';
import { DOCUMENTS_FIELD, type DocumentsSendInput } from '../../../machines/documentsUpload/documentsUpload.machine';
import { AttachmentPicker } from '../../components/attachments/AttachmentPicker';
import { Textarea } from '../../components/form/Textarea';
import { useApi } from '../../app';
import type { ApiClient } from '../../lib/api-client';
import { cs } from '../../texts/cs';
import { requestTexts as t } from './request-texts';
import { useDocumentsUpload } from './use-documents-upload';

/** POST /mojeZadosti/{id}/doklady: the note (when given) and the files as `prilohaVlozit[]`. */
function sendDocuments(api: ApiClient, pojistenecId: string, id: string, input: DocumentsSendInput, onProgress: (p: number) => void) {
  const form = new FormData();
  if (input.body.poznamka) form.append('poznamka', input.body.poznamka);
  for (const file of input.files) form.append(dokladyFiles.field, file as File, file.name);
  return api.upload(mojeZadostiDoklady, form, { params: { pojistenecId, id }, onProgress });
}

export interface DocumentsUploadFormProps {
  pojistenecId: string;
  /** The request's id. */
  id: string;
  onSent: (detail: ZadostDetail) => void;
  /** The request no longer waits (409): the server's message. */
  onStale: (message: string) => void;
}

export default function DocumentsUploadForm({ pojistenecId, id, onSent, onStale }: DocumentsUploadFormProps) {
  const api = useApi();
  const upload = useDocumentsUpload({ send: (input, onProgress) => sendDocuments(api, pojistenecId, id, input, onProgress) });
  const { step, poznamka, fieldErrors, error, answer, progress, events } = upload;
  const busy = step === 'sending';
  const formRef = useRef<HTMLFormElement>(null);

  // The first field with a message takes the focus after a refused send.
  useEffect(() => {
    const keys = Object.keys(fieldErrors);
    const first = ['poznamka', DOCUMENTS_FIELD].find((key) => keys.includes(key));
    if (!first) return;
    const field = first === DOCUMENTS_FIELD ? 'input[type="file"]' : `[name="${first}"]`;
    formRef.current?.querySelector<HTMLElement>(field)?.focus();
  }, [fieldErrors]);

  // The outcome belongs to the screen: the request's new detail, or the message that it moved on.
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    if (step === 'sent' && answer) {
      reported.current = true;
      onSent(answer);
    } else if (step === 'stale' && error) {
      reported.current = true;
      onStale(error);
    }
  }, [step, answer, error, onSent, onStale]);

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={t.DOLOZIT_DOKLADY}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) events.send();
      }}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <AttachmentPicker
        label={t.DOKLADY}
        required
        error={fieldErrors[DOCUMENTS_FIELD]}
        disabled={busy}
        progress={progress}
        onChange={(value) => events.files(value.newFiles ?? [])}
      />
      <Textarea
        name="poznamka"
        label={t.POZNAMKA}
        hint={t.POZNAMKA_NAPOVEDA}
        maxLength={limits.poznamkaKroku.max}
        rows={3}
        value={poznamka}
        error={fieldErrors.poznamka}
        disabled={busy}
        onChange={events.note}
      />
      {fieldErrors._form?.length ? (
        <p role="alert" className={css({ color: 'danger.text', fontWeight: 'medium' })}>
          {fieldErrors._form.join(' ')}
        </p>
      ) : null}
      {step === 'failed' && error ? (
        <p role="alert" className={css({ color: 'danger.text', fontWeight: 'medium' })}>
          {error}
        </p>
      ) : null}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', '& > *': { w: { base: 'full', sm: 'auto' } } })}>
        {step === 'failed' ? (
          <button type="button" className={button({ variant: 'solid' })} onClick={events.retry}>
            {cs.ZKUSIT_ZNOVU}
          </button>
        ) : (
          <button type="submit" className={button({ variant: 'solid' })} disabled={busy}>
            {busy ? t.ODESILANI : t.ODESLAT}
          </button>
        )}
      </div>
    </form>
  );
}
