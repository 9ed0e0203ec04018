/**
 * 'Pobočky' of the staff workspace (/pracoviste/pobocky/?pobocka=&den=): a branch and a day (both in
 * the URL), the day's slots with who comes and why (each person named is a read in their audit,
 * recorded by the server), publishing slots for the day within its opening hours, and removing a
 * free slot. A table at a desk, cards on a phone.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import {
  appointmentLimits,
  appointmentReasonLabels,
  branchStreet,
  branchTown,
  openingHoursText,
  shortTime,
  terminyVypsatSchema,
  type AppointmentBranch,
  type PracovistePobockaDen,
  type PracovisteTermin,
} from '../../../contract/appointments';
import { addDaysIso, todayIso } from '../../../contract/format';
import {
  ContractFormRoot,
  DatePicker,
  FormErrorSummary,
  FormField,
  NativeSelect,
  SubmitButton,
  TextInput,
  useContractForm,
} from '../../components/form';
import { QueryView } from '../../components/QueryView';
import { notify } from '../../components/ui/toaster';
import { useApi } from '../../app';
import { describeApiError } from '../../lib/errors';
import { slotDay, slotTime } from './format';
import { branchDayQuery, publishSlots, removeSlot, shownDay } from './staff-api';
import type { BranchDaySearch } from './staff-url';
import { staffBranchCodes } from './staff-url';
import { staffBranchTexts as t } from './texts';

const pageStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '5',
  w: 'full',
  maxW: '1200px',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '5', md: '7' },
});
const sectionStyle = cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '4' }));
const sectionTitle = css({ textStyle: 'sectionTitle', color: 'fg.default' });
const wideOnly = css({ display: { base: 'none', md: 'block' } });
const narrowOnly = css({ display: { base: 'block', md: 'none' } });
const tableStyle = css({
  w: 'full',
  borderCollapse: 'collapse',
  '& th': { textAlign: 'left', fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted', bg: 'bg.subtle', px: '3', py: '2' },
  '& td': { px: '3', py: '2', borderTopWidth: '1px', borderColor: 'border.default', verticalAlign: 'middle' },
});

export function StaffBranchesPage({
  search,
  onSearchChange,
}: {
  search: BranchDaySearch;
  onSearchChange: (next: BranchDaySearch) => void;
}) {
  const pobocka = search.pobocka ?? staffBranchCodes[0];
  const den = shownDay(search.den);
  const go = (next: Partial<BranchDaySearch>) => onSearchChange({ pobocka, den, ...next });
  return (
    <div className={pageStyle}>
      <h1 data-page-title="" tabIndex={-1} className={css({ textStyle: 'pageTitle', color: 'fg.default', outline: 'none' })}>
        {t.NADPIS}
      </h1>
      <p className={css({ color: 'fg.muted', mt: '-2' })}>{t.UVOD}</p>
      <div
        role="search"
        aria-label={t.VYBER}
        className={css({
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: '1fr', md: 'minmax(0, 18rem) minmax(0, 16rem) auto' },
          alignItems: 'end',
        })}
      >
        <NativeSelect
          name="pobocka"
          label={t.POBOCKA}
          placeholder={false}
          value={pobocka}
          onChange={(value) => go({ pobocka: value as AppointmentBranch })}
          options={staffBranchCodes.map((code) => ({ value: code, label: branchTown(code) }))}
        />
        <DatePicker
          name="den"
          label={t.DEN}
          value={den}
          onChange={(value) => {
            if (/^\d{4}-\d{2}-\d{2}$/.test(value)) go({ den: value });
          }}
        />
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          <button type="button" className={button({ variant: 'outline' })} onClick={() => go({ den: addDaysIso(den, -1) })}>
            {t.PREDCHOZI}
          </button>
          <button type="button" className={button({ variant: 'outline' })} onClick={() => go({ den: todayIso() })}>
            {t.DNES}
          </button>
          <button type="button" className={button({ variant: 'outline' })} onClick={() => go({ den: addDaysIso(den, 1) })}>
            {t.DALSI}
          </button>
        </div>
      </div>
      <BranchDay key={`${pobocka} ${den}`} pobocka={pobocka} den={den} />
    </div>
  );
}

function BranchDay({ pobocka, den }: { pobocka: AppointmentBranch; den: string }) {
  const api = useApi();
  const query = useQuery({ ...branchDayQuery(api, pobocka, den), placeholderData: keepPreviousData });
  return (
    <div className={css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 2fr) minmax(18rem, 1fr)' } })}>
      <QueryView query={query}>{(day) => <DaySlots day={day} />}</QueryView>
      <QueryView query={query}>{(day) => <PublishForm day={day} />}</QueryView>
    </div>
  );
}

function DaySlots({ day }: { day: PracovistePobockaDen }) {
  const booked = day.terminy.filter((slot) => slot.objednavka !== null).length;
  return (
    <section aria-labelledby="pobocka-den" className={sectionStyle}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <h2 id="pobocka-den" className={sectionTitle}>
          {branchTown(day.pobocka)} – {slotDay(day.den)}
        </h2>
        <p className={css({ color: 'fg.muted' })}>
          {branchStreet(day.pobocka)} · {t.OTEVIRACI_DOBA}: {openingHoursText(day.pobocka)}
        </p>
        <p className={css({ fontWeight: 'semibold' })}>
          {day.oteviraciDoba ? t.OTEVRENO(shortTime(day.oteviraciDoba.od), shortTime(day.oteviraciDoba.do)) : t.ZAVRENO}
          {day.terminy.length > 0 ? ` · ${t.SOUHRN(booked, day.terminy.length - booked)}` : ''}
        </p>
      </div>
      {day.terminy.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>{t.ZADNE_TERMINY}</p>
      ) : (
        <>
          <div className={wideOnly}>
            <table className={tableStyle}>
              <caption className={css({ srOnly: true })}>{t.TERMINY}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.CAS}</th>
                  <th scope="col">{t.POJISTENEC}</th>
                  <th scope="col">{t.DUVOD}</th>
                  <th scope="col">
                    <span className={css({ srOnly: true })}>{t.AKCE}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {day.terminy.map((slot) => (
                  <tr key={slot.id} data-termin-id={slot.id}>
                    <td className={css({ whiteSpace: 'nowrap', fontWeight: 'semibold' })}>{slotTime(slot.cas, slot.delka)}</td>
                    <td>{slot.objednavka?.pojistenec ?? <span className={css({ color: 'fg.muted' })}>{t.VOLNO}</span>}</td>
                    <td>{slot.objednavka ? appointmentReasonLabels[slot.objednavka.duvod] : null}</td>
                    <td className={css({ textAlign: 'right' })}>
                      <RemoveButton day={day} slot={slot} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className={cx(narrowOnly, css({ listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '2' }))}>
            {day.terminy.map((slot) => (
              <li
                key={slot.id}
                className={css({
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: '2',
                  py: '2',
                  borderTopWidth: '1px',
                  borderColor: 'border.default',
                })}
              >
                <span className={css({ display: 'flex', flexDirection: 'column' })}>
                  <span className={css({ fontWeight: 'semibold' })}>{slotTime(slot.cas, slot.delka)}</span>
                  {slot.objednavka ? (
                    <span>
                      {slot.objednavka.pojistenec} · {appointmentReasonLabels[slot.objednavka.duvod]}
                    </span>
                  ) : (
                    <span className={css({ color: 'fg.muted' })}>{t.VOLNO}</span>
                  )}
                </span>
                <RemoveButton day={day} slot={slot} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** 'Odebrat' for a free slot ahead (a booked one is the person's to cancel). */
function RemoveButton({ day, slot }: { day: PracovistePobockaDen; slot: PracovisteTermin }) {
  const api = useApi();
  const queryClient = useQueryClient();
  if (slot.objednavka !== null || new Date(slot.zacatek).getTime() <= Date.now()) return null;
  const cas = shortTime(slot.cas);
  return (
    <button
      type="button"
      className={button({ variant: 'outline' })}
      aria-label={t.ODEBRAT_POPIS(cas)}
      onClick={async () => {
        try {
          await removeSlot(api, queryClient, day.pobocka, slot.id);
          notify.success(t.ODEBRANO(cas));
        } catch (error) {
          notify.error(describeApiError(error).message);
          void queryClient.invalidateQueries({ queryKey: branchDayQuery(api, day.pobocka, day.den).queryKey });
        }
      }}
    >
      {t.ODEBRAT}
    </button>
  );
}

const lengths = [10, 15, 20, 30, 45, 60, 90, 120].filter((n) => n >= appointmentLimits.minLength && n <= appointmentLimits.maxLength);

function PublishForm({ day }: { day: PracovistePobockaDen }) {
  if (!day.oteviraciDoba || day.den < todayIso()) return null;
  return <PublishFormOpen key={`${day.pobocka} ${day.den}`} day={day} hours={day.oteviraciDoba} />;
}

function PublishFormOpen({ day, hours }: { day: PracovistePobockaDen; hours: { od: string; do: string } }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const form = useContractForm({
    schema: terminyVypsatSchema,
    defaultValues: { od: shortTime(hours.od), do: shortTime(hours.do), delka: '30' },
    onSubmit: async (value) => {
      try {
        const answer = await publishSlots(api, queryClient, day.pobocka, day.den, value);
        notify.success(t.VYPSANO(answer.vypsano));
      } catch (error) {
        // The day's own message (closed, past) has no field of this form: it is the form's.
        const described = describeApiError(error);
        if (described.chyby?.den) throw new Error(described.chyby.den.join(' '));
        throw error;
      }
    },
  });
  return (
    <section aria-labelledby="pobocka-vypsat" className={sectionStyle}>
      <h2 id="pobocka-vypsat" className={sectionTitle}>
        {t.VYPSAT}
      </h2>
      <p className={css({ color: 'fg.muted' })}>{t.VYPSAT_UVOD}</p>
      <ContractFormRoot
        form={form}
        aria-labelledby="pobocka-vypsat"
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      >
        <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: '1fr 1fr' })}>
          <FormField form={form} name="od">
            {(field) => <TextInput {...field} label={t.OD} hint={t.FORMAT_CASU} autoComplete="off" />}
          </FormField>
          <FormField form={form} name="do">
            {(field) => <TextInput {...field} label={t.DO} hint={t.FORMAT_CASU} autoComplete="off" />}
          </FormField>
        </div>
        <FormField form={form} name="delka">
          {(field) => (
            <NativeSelect
              {...field}
              value={String(field.value ?? '')}
              label={t.DELKA}
              placeholder={false}
              options={lengths.map((n) => ({ value: String(n), label: `${n} min` }))}
            />
          )}
        </FormField>
        <FormErrorSummary form={form} />
        <div>
          <SubmitButton form={form}>{t.VYPSAT}</SubmitButton>
        </div>
      </ContractFormRoot>
    </section>
  );
}
