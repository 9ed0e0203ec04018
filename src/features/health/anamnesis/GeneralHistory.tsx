import { useQuery, useQueryClient } from '@tanstack/react-query';
import { css } from '../../../../styled-system/css';
import { type AnamnezaObecnaOdpoved } from '../../../../contract/health';
import { anamnezaUlozit } from '../../../../contract/routes.gen';
import { anamnezaObecnaSchema } from '../../../../contract/entities';
import {
  ContractFormRoot,
  FormErrorSummary,
  FormField,
  NativeSelect,
  SubmitButton,
  Textarea,
  useContractForm,
  type SelectOption,
} from '../../../components/form';
import { QueryView } from '../../../components/QueryView';
import { notify } from '../../../components/ui/toaster';
import { useApi } from '../../../app';
import { anamnezaQuery, ciselnikQuery } from '../api';
import { Section, type ChosenPerson } from './shared';
import { healthTexts } from './texts';

const SECTION_ID = 'obecna';

/** Options of a code list; a stored code missing from the list is kept so it still shows. */
function codeOptions(items: { kod: string; nazev: string }[] | undefined, current: string | null): SelectOption[] {
  const options = (items ?? []).map((item) => ({ value: item.kod, label: item.nazev }));
  if (current && !options.some((option) => option.value === current)) options.push({ value: current, label: current });
  return options;
}

/** The general history (alkoholKod, koureniKod, pracovniAnamneza, rodinnaAnamneza): a form, or read-only for a doctor. */
export function GeneralHistory({ person }: { person: ChosenPerson }) {
  const api = useApi();
  const query = useQuery(anamnezaQuery(api, person.pojistenecId));
  const alkohol = useQuery(ciselnikQuery(api, 'ALKOHOL'));
  const koureni = useQuery(ciselnikQuery(api, 'KOURENI'));
  return (
    <Section id={SECTION_ID} title={healthTexts.OBECNA}>
      <QueryView query={query} small>
        {(data) =>
          person.readOnly ? (
            <GeneralHistoryView data={data} alkohol={alkohol.data?.polozky} koureni={koureni.data?.polozky} />
          ) : (
            <GeneralHistoryForm
              pojistenecId={person.pojistenecId}
              data={data}
              alkohol={codeOptions(alkohol.data?.polozky, data.alkoholKod)}
              koureni={codeOptions(koureni.data?.polozky, data.koureniKod)}
            />
          )
        }
      </QueryView>
    </Section>
  );
}

function GeneralHistoryView({
  data,
  alkohol,
  koureni,
}: {
  data: AnamnezaObecnaOdpoved;
  alkohol?: { kod: string; nazev: string }[];
  koureni?: { kod: string; nazev: string }[];
}) {
  const name = (items: { kod: string; nazev: string }[] | undefined, kod: string | null) =>
    kod ? (items?.find((item) => item.kod === kod)?.nazev ?? kod) : null;
  const rows: [string, string | null][] = [
    [healthTexts.ALKOHOL, name(alkohol, data.alkoholKod)],
    [healthTexts.KOURENI, name(koureni, data.koureniKod)],
    [healthTexts.PRACOVNI, data.pracovniAnamneza],
    [healthTexts.RODINNA, data.rodinnaAnamneza],
  ];
  return (
    <dl
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: '1fr', md: '12rem 1fr' },
        gap: { base: '1', md: '3' },
        columnGap: '4',
      })}
    >
      {rows.map(([label, value]) => (
        <div key={label} className={css({ display: 'contents' })}>
          <dt className={css({ fontWeight: 'semibold', mt: { base: '2', md: '0' } })}>{label}</dt>
          <dd className={css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: value ? 'fg.default' : 'fg.muted' })}>
            {value ?? healthTexts.NEUVEDENO}
          </dd>
        </div>
      ))}
    </dl>
  );
}

interface GeneralValues {
  alkoholKod: string;
  koureniKod: string;
  pracovniAnamneza: string;
  rodinnaAnamneza: string;
}

function GeneralHistoryForm({
  pojistenecId,
  data,
  alkohol,
  koureni,
}: {
  pojistenecId: string;
  data: AnamnezaObecnaOdpoved;
  alkohol: SelectOption[];
  koureni: SelectOption[];
}) {
  const api = useApi();
  const client = useQueryClient();
  const form = useContractForm({
    schema: anamnezaObecnaSchema,
    defaultValues: {
      alkoholKod: data.alkoholKod ?? '',
      koureniKod: data.koureniKod ?? '',
      pracovniAnamneza: data.pracovniAnamneza ?? '',
      rodinnaAnamneza: data.rodinnaAnamneza ?? '',
    } satisfies GeneralValues,
    onSubmit: async (value) => {
      const saved = await api.call(anamnezaUlozit, { params: { pojistenecId }, body: value });
      client.setQueryData(anamnezaQuery(api, pojistenecId).queryKey, saved);
      notify.success(healthTexts.OBECNA_ULOZENA);
    },
  });
  return (
    <ContractFormRoot
      form={form}
      aria-labelledby={`${SECTION_ID}-nadpis`}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' })}>
        <FormField form={form} name="alkoholKod">
          {(field) => <NativeSelect {...field} label={healthTexts.ALKOHOL} options={alkohol} />}
        </FormField>
        <FormField form={form} name="koureniKod">
          {(field) => <NativeSelect {...field} label={healthTexts.KOURENI} options={koureni} />}
        </FormField>
      </div>
      <FormField form={form} name="pracovniAnamneza">
        {(field) => <Textarea {...field} label={healthTexts.PRACOVNI} rows={4} />}
      </FormField>
      <FormField form={form} name="rodinnaAnamneza">
        {(field) => <Textarea {...field} label={healthTexts.RODINNA} rows={4} />}
      </FormField>
      <FormErrorSummary form={form} />
      <div>
        <SubmitButton form={form}>{healthTexts.ULOZIT}</SubmitButton>
      </div>
    </ContractFormRoot>
  );
}
