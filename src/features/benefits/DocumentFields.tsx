/**
 * The documents step of both claims: the note and the files. The attachment picker adds files (its
 * format and size rules; the claim's count and size limits over every file handed over), each
 * chosen file is listed with its document type and can be removed; `doklady` says what is needed.
 * Loaded when the step opens (claim-steps.tsx).
 */
import { useEffect, useState } from 'react';
import { css, cx } from '../../../styled-system/css';
import { iconButton } from '../../../styled-system/recipes';
import { attachmentLimits } from '../../../contract/enums';
import { claimDocumentTypeLabels, claimDocumentTypes } from '../../../contract/enums';
import { messages } from '../../../contract/messages';
import type { ClaimAttachment } from '../../../machines/claims/claimDraft';
import { AttachmentPicker, emptyAttachmentValue, formatFileSize, type AttachmentPickerValue } from '../../components/attachments';
import { FormErrorSummary, FormField, NativeSelect, Textarea } from '../../components/form';
import { IconTrash } from '../../components/form/icons';
import { TOAST_DURATION, toaster } from '../../components/ui/toaster';
import type { DocumentFieldsProps, DocumentValues } from './claim-steps';
import { claimTexts as t } from './texts';

const fileListStyle = css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', p: '0', m: '0' });
const fileItemStyle = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: '3',
  alignItems: 'end',
  p: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'control',
});

export function DocumentFields({ form, doklady, documentsRequired, holdFiles, lostFiles }: DocumentFieldsProps<DocumentValues>) {
  const f = form;
  const [prilohy, setPrilohy] = useState<ClaimAttachment[]>(() => f.api.state.values.prilohy ?? []);
  useEffect(() => {
    const subscription = f.api.store.subscribe(() => setPrilohy(f.api.state.values.prilohy ?? []));
    return () => subscription.unsubscribe();
  }, [f]);
  const [pickerValue, setPickerValue] = useState<AttachmentPickerValue>(emptyAttachmentValue);
  const room = attachmentLimits.maxFiles - prilohy.length;

  // The picker checks each choice (formats, its own count and size); the files already handed
  // over count too, so the claim's limits hold for all of them together.
  const add = (value: AttachmentPickerValue) => {
    if (!value.newFiles?.length) return;
    const current = f.api.state.values.prilohy ?? [];
    const bytes = [...current.map((a) => a.velikost), ...value.newFiles.map((file) => file.size)].reduce((sum, size) => sum + size, 0);
    const refusal =
      current.length + value.newFiles.length > attachmentLimits.maxFiles
        ? messages.tooManyFiles(attachmentLimits.maxFiles)
        : bytes > attachmentLimits.maxTotalBytes
          ? messages.attachmentSpace(attachmentLimits.maxTotalMegabytes)
          : null;
    if (refusal) toaster.create({ type: 'error', title: refusal, duration: TOAST_DURATION.form });
    else {
      // A single document type (or the single required one, while no file has it yet) is chosen
      // for the new files (issue 37); the select still offers the others.
      const required = doklady.filter((doklad) => doklad.povinny);
      const preset =
        doklady.length === 1
          ? doklady[0].kod
          : required.length === 1 && !current.some((attachment) => attachment.typDokumentKod === required[0].kod)
            ? required[0].kod
            : '';
      const added = holdFiles(value.newFiles).map((attachment) => ({ ...attachment, typDokumentKod: attachment.typDokumentKod || preset }));
      f.api.setFieldValue('prilohy', [...current, ...added]);
      f.touch('seznamPriloh');
    }
    // The picker hands its files over and starts empty again.
    setPickerValue({ newFiles: undefined, deletedIds: [] });
  };
  const remove = (id: string) => {
    f.api.setFieldValue(
      'prilohy',
      (f.api.state.values.prilohy ?? []).filter((attachment) => attachment.id !== id),
    );
    f.touch('seznamPriloh');
  };

  return (
    <>
      {doklady.length > 0 ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <h3 className={css({ fontWeight: 'semibold' })}>{t.POTREBNE_DOKLADY}</h3>
          <ul className={css({ listStyle: 'disc', pl: '5' })}>
            {doklady.map((doklad) => (
              <li key={doklad.kod}>
                {doklad.nazev} {doklad.povinny ? null : <span className={css({ color: 'fg.muted' })}>{t.NEPOVINNY}</span>}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {lostFiles ? <p className={css({ color: 'fg.muted' })}>{t.ZNOVU_PRILOZTE}</p> : null}
      <FormField form={f} name={'seznamPriloh' as never} required={documentsRequired}>
        {(field) => (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
            {room > 0 ? (
              <AttachmentPicker
                id={field.id}
                label={t.PRILOHY}
                hint={documentsRequired ? t.PRILOHY_HINT : t.PRILOHY_NEPOVINNE}
                required={documentsRequired}
                error={field.error}
                value={pickerValue}
                onChange={add}
                onBlur={field.onBlur}
              />
            ) : null}
          </div>
        )}
      </FormField>
      {prilohy.length > 0 ? (
        <ul className={fileListStyle} aria-label={t.SOUBORY}>
          {prilohy.map((attachment, index) => (
            <li key={attachment.id} className={fileItemStyle}>
              <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', minW: '0' })}>
                <p className={css({ fontWeight: 'medium', overflowWrap: 'anywhere' })}>
                  {attachment.nazev}{' '}
                  <span className={css({ color: 'fg.muted', fontWeight: 'normal' })}>({formatFileSize(attachment.velikost)})</span>
                </p>
                <FormField form={f} name={`prilohy[${index}].typDokumentKod`} required>
                  {(field) => (
                    <NativeSelect
                      {...field}
                      label={t.TYP_DOKLADU(attachment.nazev)}
                      options={claimDocumentTypes.map((kod) => ({ value: kod, label: claimDocumentTypeLabels[kod] }))}
                    />
                  )}
                </FormField>
              </div>
              <button
                type="button"
                className={cx(iconButton(), css({ color: 'danger.text' }))}
                aria-label={t.ODEBRAT(attachment.nazev)}
                onClick={() => remove(attachment.id)}
              >
                <IconTrash />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FormField form={f} name="poznamka" required={false}>
        {(field) => <Textarea {...field} label={t.POZNAMKA} maxLength={1000} />}
      </FormField>
      <FormErrorSummary form={f} />
    </>
  );
}
