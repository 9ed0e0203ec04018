import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { css, cx } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { formatDateCz, todayIso } from '../../../../contract/format';
import { mereniSchema } from '../../../../contract/entities';
import { type MereniPolozka } from '../../../../contract/health';
import { anamnezaMereniSmazat, anamnezaMereniVlozit } from '../../../../contract/routes.gen';
import { limits } from '../../../../contract/rules';
import {
  ContractFormRoot,
  DatePicker,
  FormErrorSummary,
  FormField,
  NumberInput,
  SubmitButton,
  useContractForm,
} from '../../../components/form';
import { IconTrash } from '../../../components/form/icons';
import { QueryView } from '../../../components/QueryView';
import { notify } from '../../../components/ui/toaster';
import { describeApiError } from '../../../lib/errors';
import { personFormTitle } from '../../../app/person-page';
import { useApi } from '../../../app';
import { mereniQuery } from '../api';
import { ConfirmDelete, EmptyText, focusLater, HealthScreen, Section, type ChosenPerson } from '../anamnesis/shared';
import { healthTexts } from '../anamnesis/texts';
import { seriesOf } from './chart';
import { TimeChart } from './TimeChart';
import { measurementValues } from './values';

/** Series colours: each at least 3:1 against white; the two pressure lines also differ by marker. */
const COLOURS = { syst: '#00703C', diast: '#1D4ED8', tep: '#B42318', vaha: '#6D28D9', bmi: '#0E7490' } as const;

/**
 * 'Tlak tep výška a váha' (/moje-zdravi/moje-zaznamy/): a new measurement (today's date), charts of
 * blood pressure, pulse, weight and BMI over time, and the list of measurements with delete.
 * A doctor sees the charts and the list only.
 */
export function MeasurementsPage({ title }: { title: string }) {
  return <HealthScreen title={title}>{(person) => <Measurements person={person} />}</HealthScreen>;
}

function Measurements({ person }: { person: ChosenPerson }) {
  const api = useApi();
  const query = useQuery(mereniQuery(api, person.pojistenecId));
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      {person.readOnly ? null : (
        <NewMeasurement pojistenecId={person.pojistenecId} title={personFormTitle(healthTexts.MERENI_NOVE, person)} />
      )}
      <Section id="grafy" title={healthTexts.GRAFY}>
        <QueryView query={query} small>
          {(data) => <Charts list={data.seznamMereni} />}
        </QueryView>
      </Section>
      <Section id="mereni" title={healthTexts.MERENI_SEZNAM}>
        <QueryView query={query} small>
          {(data) => <MeasurementList list={data.seznamMereni} person={person} />}
        </QueryView>
      </Section>
    </div>
  );
}

function Charts({ list }: { list: MereniPolozka[] }) {
  return (
    <div
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
        gap: { base: '6', md: '8' },
        columnGap: '6',
      })}
    >
      <TimeChart
        id="tlak"
        title={healthTexts.TLAK}
        unit={healthTexts.JEDNOTKA_TLAK}
        series={[
          { key: 'tlakSyst', label: healthTexts.TLAK_SYST, color: COLOURS.syst, marker: 'circle', points: seriesOf(list, 'tlakSyst') },
          { key: 'tlakDiast', label: healthTexts.TLAK_DIAST, color: COLOURS.diast, marker: 'square', points: seriesOf(list, 'tlakDiast') },
        ]}
      />
      <TimeChart
        id="tep"
        title={healthTexts.TEP}
        unit={healthTexts.JEDNOTKA_TEP}
        series={[{ key: 'tep', label: healthTexts.TEP, color: COLOURS.tep, marker: 'circle', points: seriesOf(list, 'tep') }]}
      />
      <TimeChart
        id="vaha"
        title={healthTexts.VAHA}
        unit={healthTexts.JEDNOTKA_VAHA}
        series={[{ key: 'vaha', label: healthTexts.VAHA, color: COLOURS.vaha, marker: 'circle', points: seriesOf(list, 'vaha') }]}
      />
      <TimeChart
        id="bmi"
        title={healthTexts.BMI}
        unit=""
        decimals={1}
        series={[{ key: 'bmi', label: healthTexts.BMI, color: COLOURS.bmi, marker: 'circle', points: seriesOf(list, 'bmi') }]}
      />
    </div>
  );
}

const FIELDS = [
  { name: 'tlakSyst', label: `${healthTexts.TLAK_SYST} (${healthTexts.JEDNOTKA_TLAK})`, limits: limits.tlakSyst },
  { name: 'tlakDiast', label: `${healthTexts.TLAK_DIAST} (${healthTexts.JEDNOTKA_TLAK})`, limits: limits.tlakDiast },
  { name: 'tep', label: `${healthTexts.TEP} (${healthTexts.JEDNOTKA_TEP})`, limits: limits.tep },
  { name: 'vaha', label: `${healthTexts.VAHA} (${healthTexts.JEDNOTKA_VAHA})`, limits: limits.vaha },
  { name: 'vyska', label: `${healthTexts.VYSKA} (${healthTexts.JEDNOTKA_VYSKA})`, limits: limits.vyska },
] as const;

function NewMeasurement({ pojistenecId, title }: { pojistenecId: string; title: string }) {
  // A new form after each save: empty fields, no messages left from the last one.
  const [round, setRound] = useState(0);
  return (
    <Section id="nove-mereni" title={title}>
      <MeasurementForm
        key={round}
        pojistenecId={pojistenecId}
        onSaved={() => {
          setRound((n) => n + 1);
          requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-section="nove-mereni"] input')?.focus());
        }}
      />
    </Section>
  );
}

function MeasurementForm({ pojistenecId, onSaved }: { pojistenecId: string; onSaved: () => void }) {
  const api = useApi();
  const client = useQueryClient();
  const form = useContractForm({
    schema: mereniSchema,
    defaultValues: {
      datum: todayIso(),
      tlakSyst: '' as number | string,
      tlakDiast: '' as number | string,
      tep: '' as number | string,
      vaha: '' as number | string,
      vyska: '' as number | string,
    },
    onSubmit: async (value) => {
      await api.call(anamnezaMereniVlozit, { params: { pojistenecId }, body: value });
      await client.invalidateQueries({ queryKey: mereniQuery(api, pojistenecId).queryKey });
      notify.success(healthTexts.MERENI_ULOZENO);
      onSaved();
    },
  });
  return (
    <ContractFormRoot
      form={form}
      aria-labelledby="nove-mereni-nadpis"
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{healthTexts.MERENI_DNES}</p>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
          gap: '4',
          alignItems: 'start',
        })}
      >
        {FIELDS.map((entry) => (
          <FormField key={entry.name} form={form} name={entry.name}>
            {(field) => <NumberInput {...field} label={entry.label} min={entry.limits.min} max={entry.limits.max} />}
          </FormField>
        ))}
      </div>
      <div className={css({ maxW: { md: '20rem' } })}>
        <FormField form={form} name="datum">
          {(field) => <DatePicker {...field} value={field.value ?? ''} label={healthTexts.MERENI_DATUM} />}
        </FormField>
      </div>
      <FormErrorSummary form={form} />
      <div>
        <SubmitButton form={form}>{healthTexts.MERENI_ULOZIT}</SubmitButton>
      </div>
    </ContractFormRoot>
  );
}

function MeasurementList({ list, person }: { list: MereniPolozka[]; person: ChosenPerson }) {
  const api = useApi();
  const client = useQueryClient();
  const [deleting, setDeleting] = useState<MereniPolozka | null>(null);
  if (list.length === 0) return <EmptyText>{person.readOnly ? healthTexts.MERENI_PRAZDNE_PACIENT : healthTexts.MERENI_PRAZDNE}</EmptyText>;

  const remove = async (entry: MereniPolozka) => {
    try {
      await api.call(anamnezaMereniSmazat, { params: { pojistenecId: person.pojistenecId, id: String(entry.id) } });
      await client.invalidateQueries({ queryKey: mereniQuery(api, person.pojistenecId).queryKey });
      notify.success(healthTexts.ZAZNAM_SMAZAN);
      setDeleting(null);
      focusLater('mereni-nadpis');
    } catch (error) {
      notify.error(healthTexts.SMAZANI_SELHALO, describeApiError(error).message);
    }
  };

  return (
    <>
      <ul className={css({ display: 'flex', flexDirection: 'column' })} data-list="mereni">
        {list.map((entry) => {
          const datum = formatDateCz(entry.datum);
          return (
            <li
              key={entry.id}
              data-item-id={entry.id}
              className={css({
                display: 'flex',
                alignItems: 'flex-start',
                gap: '3',
                py: '3',
                borderTopWidth: '1px',
                borderColor: 'border.default',
                _first: { borderTopWidth: '0', pt: '0' },
              })}
            >
              <div className={css({ flex: 1, minW: 0, display: 'flex', flexDirection: 'column', gap: '1' })}>
                <h3 className={css({ fontWeight: 'semibold' })}>{datum}</h3>
                <dl className={css({ display: 'flex', flexWrap: 'wrap', columnGap: '5', rowGap: '1' })}>
                  {measurementValues(entry).map((shown) => (
                    <div key={shown.label} className={css({ display: 'flex', gap: '1.5', alignItems: 'baseline' })}>
                      <dt className={css({ color: 'fg.muted', fontSize: 'sm' })}>{shown.label}</dt>
                      <dd className={css({ fontWeight: 'medium', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })}>
                        {shown.value}
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
              {person.readOnly ? null : (
                <button
                  type="button"
                  className={cx(button({ variant: 'ghost' }), css({ color: 'danger.text', flexShrink: 0 }))}
                  onClick={() => setDeleting(entry)}
                  aria-label={healthTexts.MERENI_SMAZAT(datum)}
                >
                  <IconTrash size={20} />
                  <span className={css({ display: { base: 'none', sm: 'inline' } })} aria-hidden="true">
                    {healthTexts.SMAZAT}
                  </span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {deleting ? (
        <ConfirmDelete
          title={healthTexts.MERENI_SMAZAT_TITULEK}
          subject={
            <>
              <strong className={css({ display: 'block' })}>{healthTexts.MERENI_ZE_DNE(formatDateCz(deleting.datum))}</strong>
              {measurementValues(deleting)
                .map((shown) => `${shown.label} ${shown.value}`)
                .join(', ')}
            </>
          }
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}
