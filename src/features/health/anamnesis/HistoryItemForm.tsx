import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { todayIso } from '../../../../contract/format';
import { anamnezaAlergieSchema, anamnezaNemocniceSchema, anamnezaOperaceSchema } from '../../../../contract/entities';
import type { AnamnezaDatumPolozka, AnamnezaNemocnicePolozka, AnamnezaPopisPolozka, DokumentPolozka } from '../../../../contract/health';
import {
  ContractFormRoot,
  DatePicker,
  FormErrorSummary,
  FormField,
  NativeSelect,
  SubmitButton,
  Textarea,
  useContractForm,
  type AnyContractForm,
} from '../../../components/form';
import type { HistoryKind, HistoryItem } from '../api';
import { documentLabel } from './labels';
import { healthTexts } from './texts';

export interface HistoryItemFormProps {
  kind: HistoryKind;
  /** The item to change; absent for a new one. */
  item?: HistoryItem;
  /** The person's documents, for the operation / injury link. */
  documents: DokumentPolozka[];
  /** The form's heading (h3) and its id. */
  title: string;
  titleId: string;
  /** Sends the schema's output; throws ApiRequestError (a 400 lands on the fields). */
  onSave: (body: unknown) => Promise<unknown>;
  onCancel: () => void;
}

/** The add / edit form of one allergy, illness, hospital stay, operation or injury. */
export function HistoryItemForm(props: HistoryItemFormProps) {
  if (props.kind === 'alergie' || props.kind === 'nemoc')
    return <PopisForm {...props} item={props.item as AnamnezaPopisPolozka | undefined} />;
  if (props.kind === 'nemocnice') return <StayForm {...props} item={props.item as AnamnezaNemocnicePolozka | undefined} />;
  return <DatedForm {...props} item={props.item as AnamnezaDatumPolozka | undefined} />;
}

const dateOnly = (wire: string | null | undefined): string => (wire ? wire.slice(0, 10) : '');

function FormFrame({
  form,
  title,
  titleId,
  onCancel,
  children,
}: {
  form: AnyContractForm;
  title: string;
  titleId: string;
  onCancel: () => void;
  children: React.ReactNode;
}) {
  return (
    <ContractFormRoot
      form={form}
      aria-labelledby={titleId}
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '4',
        p: { base: '3', md: '4' },
        bg: 'bg.canvas',
        borderRadius: 'control',
        borderWidth: '1px',
        borderColor: 'border.strong',
      })}
    >
      <h3 id={titleId} tabIndex={-1} className={css({ fontWeight: 'bold', fontSize: 'lg', outline: 'none' })} data-form-title="">
        {title}
      </h3>
      {children}
      <FormErrorSummary form={form} />
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        <SubmitButton form={form}>{healthTexts.ULOZIT}</SubmitButton>
        <button type="button" className={button({ variant: 'outline' })} onClick={onCancel}>
          {healthTexts.ZRUSIT}
        </button>
      </div>
    </ContractFormRoot>
  );
}

function PopisForm({ item, title, titleId, onSave, onCancel }: Omit<HistoryItemFormProps, 'item'> & { item?: AnamnezaPopisPolozka }) {
  const form = useContractForm({
    schema: anamnezaAlergieSchema,
    defaultValues: { popis: item?.popis ?? '' },
    onSubmit: (value) => onSave(value),
  });
  return (
    <FormFrame form={form} title={title} titleId={titleId} onCancel={onCancel}>
      <FormField form={form} name="popis">
        {(field) => <Textarea {...field} label={healthTexts.POPIS} rows={3} />}
      </FormField>
    </FormFrame>
  );
}

function StayForm({ item, title, titleId, onSave, onCancel }: Omit<HistoryItemFormProps, 'item'> & { item?: AnamnezaNemocnicePolozka }) {
  const today = todayIso();
  const form = useContractForm({
    schema: anamnezaNemocniceSchema,
    defaultValues: {
      obdobi: { datumOd: dateOnly(item?.obdobi.datumOd), datumDo: dateOnly(item?.obdobi.datumDo) },
      popis: item?.popis ?? '',
    },
    onSubmit: (value) => onSave(value),
  });
  return (
    <FormFrame form={form} title={title} titleId={titleId} onCancel={onCancel}>
      <fieldset className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 16rem))' }, gap: '4' })}>
        <legend className={css({ srOnly: true })}>{healthTexts.OBDOBI}</legend>
        <FormField form={form} name="obdobi.datumOd">
          {(field) => <DatePicker {...field} label={healthTexts.DATUM_OD} max={today} />}
        </FormField>
        <FormField form={form} name="obdobi.datumDo">
          {(field) => <DatePicker {...field} label={healthTexts.DATUM_DO} />}
        </FormField>
      </fieldset>
      <FormField form={form} name="popis">
        {(field) => <Textarea {...field} label={healthTexts.POPIS} rows={3} />}
      </FormField>
    </FormFrame>
  );
}

function DatedForm({
  item,
  documents,
  title,
  titleId,
  onSave,
  onCancel,
}: Omit<HistoryItemFormProps, 'item'> & { item?: AnamnezaDatumPolozka }) {
  const today = todayIso();
  const form = useContractForm({
    schema: anamnezaOperaceSchema,
    defaultValues: {
      datum: dateOnly(item?.datum),
      dokumentId: item?.dokumentId ? String(item.dokumentId) : '',
      popis: item?.popis ?? '',
    },
    onSubmit: (value) => onSave(value),
  });
  const options = documents.map((document) => ({ value: String(document.id), label: documentLabel(document) }));
  // A linked document no longer in the list (deleted meanwhile) still shows until changed.
  if (item?.dokumentId && !options.some((option) => option.value === String(item.dokumentId))) {
    options.push({ value: String(item.dokumentId), label: `${healthTexts.DOKUMENT_ODKAZ} ${item.dokumentId}` });
  }
  return (
    <FormFrame form={form} title={title} titleId={titleId} onCancel={onCancel}>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', md: 'minmax(0, 16rem) minmax(0, 1fr)' },
          gap: '4',
          alignItems: 'start',
        })}
      >
        <FormField form={form} name="datum">
          {(field) => <DatePicker {...field} label={healthTexts.DATUM} max={today} />}
        </FormField>
        <FormField form={form} name="dokumentId">
          {(field) => <NativeSelect {...field} label={healthTexts.DOKUMENT} options={options} placeholder={healthTexts.DOKUMENT_ZADNY} />}
        </FormField>
      </div>
      <FormField form={form} name="popis">
        {(field) => <Textarea {...field} label={healthTexts.POPIS} rows={3} />}
      </FormField>
    </FormFrame>
  );
}
