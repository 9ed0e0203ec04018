/**
 * The personal-document form (new: POST /mojeDokumenty, edit: PUT /mojeDokumenty/{id}), validated
 * with the contract's `osobniDokumentSchema` — the server's schema: a date of the event (not in
 * the future) or a description must be given ('Musí být vyplněn datum události nebo popis
 * dokumentu' on both), description and facility 1–255. Files go as repeated `prilohaVlozit[]`,
 * stored attachments marked deleted as `prilohaSmazat[]`.
 */
import { useQueryClient } from '@tanstack/react-query';
import { css } from '../../../../styled-system/css';
import { todayIso } from '../../../../contract/format';
import { osobniDokumentSchema } from '../../../../contract/entities';
import { type DokumentPolozka } from '../../../../contract/health';
import { mojeDokumentyUpravit, mojeDokumentyVlozit } from '../../../../contract/routes.gen';
import { ContractFormRoot, DatePicker, FormField, TextInput, useContractForm } from '../../../components/form';
import { notify } from '../../../components/ui/toaster';
import { documentQueryKey, invalidateDocuments } from './api';
import { useAttachmentErrors } from './form-attachments';
import { documentValuesOf, emptyDocumentValues } from './form-values';
import { RecordFormFooter, useRecordFormParts } from './record-form-parts';
import { recordFormData } from './record-wire';
import { documentTexts } from './texts';

export interface DocumentFormProps {
  pojistenecId: string;
  /** The document being edited; absent for a new one. */
  item?: DokumentPolozka;
  onSaved: (saved: DokumentPolozka) => void;
  onCancel: () => void;
}

export function DocumentForm({ pojistenecId, item, onSaved, onCancel }: DocumentFormProps) {
  const queryClient = useQueryClient();
  const { send, progress, calls, attachments } = useRecordFormParts(pojistenecId);

  const form = useContractForm({
    schema: osobniDokumentSchema,
    defaultValues: item ? documentValuesOf(item) : emptyDocumentValues,
    onSubmit: async (value) => {
      const change = attachments.current();
      const body = recordFormData(value, change, ['datum']);
      const saved = item
        ? await send(mojeDokumentyUpravit, { pojistenecId, id: String(item.id) }, body, change.newFiles)
        : await send(mojeDokumentyVlozit, { pojistenecId }, body, change.newFiles);
      // The saved answer is the new state of the detail; the list is fetched again.
      queryClient.setQueryData(documentQueryKey(pojistenecId, String(saved.id)), saved);
      await invalidateDocuments(queryClient, pojistenecId);
      notify.success(documentTexts.ULOZENO);
      onSaved(saved);
    },
  });
  const fileErrors = useAttachmentErrors(form);

  return (
    <ContractFormRoot
      form={form}
      aria-label={item ? documentTexts.UPRAVIT_NADPIS : documentTexts.NOVY}
      className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}
    >
      <div
        className={css({
          display: 'grid',
          gap: '5',
          gridTemplateColumns: { base: '1fr', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
          alignItems: 'start',
        })}
      >
        <FormField form={form} name="datum">
          {(field) => <DatePicker {...field} label={documentTexts.DATUM} max={todayIso()} />}
        </FormField>
        <FormField form={form} name="popis">
          {(field) => <TextInput {...field} label={documentTexts.POPIS} autoComplete="off" />}
        </FormField>
      </div>
      <FormField form={form} name="nazevZarizeni">
        {(field) => <TextInput {...field} label={documentTexts.ZARIZENI} autoComplete="off" />}
      </FormField>
      <RecordFormFooter
        form={form}
        existing={item?.prilohy}
        calls={calls}
        attachments={attachments}
        fileErrors={fileErrors}
        progress={progress}
        submitLabel={documentTexts.ULOZIT}
        onCancel={onCancel}
      />
    </ContractFormRoot>
  );
}
