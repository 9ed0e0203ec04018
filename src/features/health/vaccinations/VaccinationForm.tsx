/**
 * The vaccination form (add: POST /ockovani, edit: PUT /mojeOckovani/{id}), validated with the
 * contract's `ockovaniSchema` — the same schema the server uses: datum required and not in the
 * future, nemoc required (max 200), datumDalsi not before datum, texts 1–255, note 1–1000 with a
 * counter. Files go as repeated `prilohaVlozit[]`, stored attachments marked deleted as
 * `prilohaSmazat[]`; a large upload shows its progress.
 */
import { useQueryClient } from '@tanstack/react-query';
import { css } from '../../../../styled-system/css';
import { todayIso } from '../../../../contract/format';
import { ockovaniSchema } from '../../../../contract/entities';
import { type OckovaniPolozka } from '../../../../contract/health';
import { mojeOckovaniUpravit, ockovaniVlozit } from '../../../../contract/routes.gen';
import { ContractFormRoot, DatePicker, FormField, Textarea, TextInput, useContractForm, useFormStore } from '../../../components/form';
import { notify } from '../../../components/ui/toaster';
import { useAttachmentErrors } from '../documents/form-attachments';
import { RecordFormFooter, useRecordFormParts } from '../documents/record-form-parts';
import { recordFormData } from '../documents/record-wire';
import { vaccinationsQueryKey } from './api';
import { emptyVaccinationValues, vaccinationValuesOf } from './form-values';
import { vaccinationTexts } from './texts';

export interface VaccinationFormProps {
  pojistenecId: string;
  /** The vaccination being edited; absent for a new one. */
  item?: OckovaniPolozka;
  onSaved: (saved: OckovaniPolozka) => void;
  onCancel: () => void;
}

const gridStyle = css({
  display: 'grid',
  gap: '5',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  alignItems: 'start',
});
const wide = css({ gridColumn: { md: '1 / -1' } });

export function VaccinationForm({ pojistenecId, item, onSaved, onCancel }: VaccinationFormProps) {
  const queryClient = useQueryClient();
  const { send, progress, calls, attachments } = useRecordFormParts(pojistenecId);

  const form = useContractForm({
    schema: ockovaniSchema,
    defaultValues: item ? vaccinationValuesOf(item) : emptyVaccinationValues,
    onSubmit: async (value) => {
      const change = attachments.current();
      const body = recordFormData(value, change);
      const saved = item
        ? await send(mojeOckovaniUpravit, { pojistenecId, id: String(item.id) }, body, change.newFiles)
        : await send(ockovaniVlozit, { pojistenecId }, body, change.newFiles);
      await queryClient.invalidateQueries({ queryKey: vaccinationsQueryKey(pojistenecId) });
      notify.success(vaccinationTexts.ULOZENO);
      onSaved(saved);
    },
  });
  const fileErrors = useAttachmentErrors(form);
  const datum = useFormStore(form.api.store, (state) => state.values.datum);
  const datumIso = /^\d{4}-\d{2}-\d{2}$/.test(datum) ? datum : undefined;
  const today = todayIso();

  return (
    <ContractFormRoot
      form={form}
      aria-label={item ? vaccinationTexts.UPRAVIT_NADPIS : vaccinationTexts.NOVE}
      className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}
    >
      <div className={gridStyle}>
        <FormField form={form} name="datum">
          {(field) => <DatePicker {...field} label={vaccinationTexts.DATUM} max={today} />}
        </FormField>
        <FormField form={form} name="nemoc">
          {(field) => <TextInput {...field} label={vaccinationTexts.NEMOC} autoComplete="off" />}
        </FormField>
        <FormField form={form} name="ockovaciLatka">
          {(field) => <TextInput {...field} label={vaccinationTexts.LATKA} autoComplete="off" />}
        </FormField>
        <FormField form={form} name="datumDalsi">
          {(field) => <DatePicker {...field} label={vaccinationTexts.DALSI} min={datumIso} />}
        </FormField>
        <FormField form={form} name="smluvniPartnerNazev">
          {(field) => <TextInput {...field} label={vaccinationTexts.POSKYTOVATEL} autoComplete="off" className={wide} />}
        </FormField>
        <FormField form={form} name="poznamka">
          {(field) => <Textarea {...field} label={vaccinationTexts.POZNAMKA} rows={4} className={wide} />}
        </FormField>
      </div>
      <RecordFormFooter
        form={form}
        existing={item?.prilohy}
        calls={calls}
        attachments={attachments}
        fileErrors={fileErrors}
        progress={progress}
        submitLabel={vaccinationTexts.ULOZIT}
        onCancel={onCancel}
      />
    </ContractFormRoot>
  );
}
