import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import type { Pacient } from '../../../contract/doctor';
import { filtrPacientuSchema } from '../../../contract/entities';
import { formatBirthNumber, formatDateCz } from '../../../contract/format';
import { ContractFormRoot, FormErrorSummary, FormField, SubmitButton, TextInput, useContractForm } from '../../components/form';
import { IconChevronDown, IconChevronUp, IconLock } from '../../components/icons';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { cs } from '../../texts/cs';
import { fullName } from '../../../contract/person';
import { selectPatient, useStoredPatientId } from '../../app/person';
import { useApi } from '../../app';
import { compactFilter, patientsQuery, type PatientFilter } from './api';
import { doctorTexts, patientPages } from './texts';
import { PatientCardSections } from './PatientCard';

export { compactFilter, type PatientFilter } from './api';

export interface DoctorHomeProps {
  filter: PatientFilter;
  onFilterChange: (filter: PatientFilter) => void;
}

/**
 * The doctor's index 'Přehled pacientů': the filter (Jméno, Příjmení, Rodné číslo) and the patients
 * who allowed this doctor to see their documentation. Choosing a patient remembers them as the
 * current patient (session storage) and offers the shared health pages, read-only.
 */
export function DoctorHome({ filter, onFilterChange }: DoctorHomeProps) {
  const api = useApi();
  const active = compactFilter(filter);
  const query = useQuery(patientsQuery(api, active));
  const filtered = Object.keys(active).length > 0;
  return (
    <Page title={cs.PREHLED_PACIENTU}>
      <p>
        <Link
          to="/pristupy"
          className={css({
            color: 'primary.text',
            fontWeight: 'semibold',
            textDecoration: 'underline',
            textUnderlineOffset: '3px',
            _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
          })}
        >
          {doctorTexts.PRISTUPY_ODKAZ}
        </Link>
      </p>
      <PatientFilterForm filter={active} onFilterChange={onFilterChange} />
      <section aria-labelledby="pacienti-nadpis" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <h2 id="pacienti-nadpis" className={css({ textStyle: 'sectionTitle' })}>
          {doctorTexts.PACIENTI}
        </h2>
        <QueryView query={query}>
          {(data) =>
            data.seznamPacientu.length === 0 ? (
              <p className={cx(card(), css({ color: 'fg.muted' }))}>{filtered ? doctorTexts.ZADNY_NALEZEN : doctorTexts.ZADNI_PACIENTI}</p>
            ) : (
              <PatientList patients={data.seznamPacientu} />
            )
          }
        </QueryView>
      </section>
    </Page>
  );
}

function PatientFilterForm({ filter, onFilterChange }: DoctorHomeProps) {
  const form = useContractForm({
    schema: filtrPacientuSchema,
    defaultValues: {
      jmeno: filter.jmeno ?? '',
      prijmeni: filter.prijmeni ?? '',
      rocis: filter.rocis ? formatBirthNumber(filter.rocis) : '',
    },
    onSubmit: (value) => onFilterChange(compactFilter(value)),
  });
  const filtered = Object.keys(filter).length > 0;
  return (
    <ContractFormRoot form={form} className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '4' }))}>
      <div
        role="search"
        aria-label={cs.FILTR_NADPIS}
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
          gap: '4',
          alignItems: 'start',
        })}
      >
        <FormField form={form} name="jmeno">
          {(field) => <TextInput {...field} label={cs.FILTR_JMENO} autoComplete="off" />}
        </FormField>
        <FormField form={form} name="prijmeni">
          {(field) => <TextInput {...field} label={cs.FILTR_PRIJMENI} autoComplete="off" />}
        </FormField>
        <FormField form={form} name="rocis">
          {(field) => <TextInput {...field} label={cs.FILTR_RODNE_CISLO} inputMode="numeric" autoComplete="off" />}
        </FormField>
      </div>
      <FormErrorSummary form={form} />
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        <SubmitButton form={form}>{cs.FILTR_HLEDAT}</SubmitButton>
        {filtered ? (
          <button
            type="button"
            className={button({ variant: 'outline' })}
            onClick={() => {
              form.api.reset({ jmeno: '', prijmeni: '', rocis: '' });
              onFilterChange({});
            }}
          >
            {doctorTexts.FILTR_ZRUSIT}
          </button>
        ) : null}
      </div>
    </ContractFormRoot>
  );
}

function PatientList({ patients }: { patients: Pacient[] }) {
  const selected = useStoredPatientId();
  return (
    <>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })} role="status">
        {doctorTexts.NALEZENO(patients.length)}
      </p>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3' })} data-list="pacienti">
        {patients.map((patient) => (
          <PatientRow key={patient.pojistenecId} patient={patient} selected={selected === String(patient.pojistenecId)} />
        ))}
      </ul>
    </>
  );
}

function PatientRow({ patient, selected }: { patient: Pacient; selected: boolean }) {
  const id = String(patient.pojistenecId);
  const name = fullName(patient);
  const linksId = `pacient-${id}-odkazy`;
  const Chevron = selected ? IconChevronUp : IconChevronDown;
  return (
    <li className={cx(card({ tone: selected ? 'primary' : 'plain' }), css({ p: '0!', overflow: 'hidden' }))} data-patient-id={id}>
      <button
        type="button"
        aria-expanded={selected}
        aria-controls={linksId}
        onClick={() => selectPatient(selected ? null : id)}
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '3',
          w: 'full',
          minH: 'touch',
          px: { base: '4', md: '5' },
          py: '3',
          textAlign: 'left',
          cursor: 'pointer',
          bg: 'transparent',
          _hover: { bg: selected ? 'transparent' : 'bg.canvas' },
          _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '-3px' },
        })}
      >
        <span className={css({ flex: 1, minW: 0, display: 'flex', flexDirection: 'column', gap: '0.5' })}>
          <span className={css({ fontWeight: 'bold', fontSize: 'lg', color: 'primary.text' })}>{name}</span>
          <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
            {doctorTexts.NAROZEN} {formatDateCz(patient.narozen)}
            <span aria-hidden="true"> · </span>
            <abbr title={doctorTexts.RODNE_CISLO_CELE} className={css({ textDecoration: 'none' })}>
              {doctorTexts.RODNE_CISLO}
            </abbr>{' '}
            <span className={css({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' })}>
              {formatBirthNumber(patient.rodneCislo)}
            </span>
          </span>
        </span>
        <Chevron size={22} className={css({ color: 'primary.text', flexShrink: 0 })} />
      </button>
      <div
        id={linksId}
        hidden={!selected}
        className={css({ px: { base: '4', md: '5' }, pb: '4', display: 'flex', flexDirection: 'column', gap: '3' })}
      >
        {selected ? (
          <>
            <p className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', fontSize: 'sm', color: 'fg.muted' })}>
              <IconLock size={16} />
              {doctorTexts.JEN_CTENI}
            </p>
            <nav aria-label={doctorTexts.ZAZNAMY(name)}>
              <ul
                className={css({
                  display: 'grid',
                  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
                  gap: '2',
                })}
              >
                {patientPages.map((page) => (
                  <li key={page.to}>
                    <Link
                      to={page.to}
                      state={(previous) => ({ ...previous, pacientId: id })}
                      className={button({ variant: 'outline', block: true })}
                    >
                      {page.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <PatientCardSections pojistenecId={id} />
          </>
        ) : null}
      </div>
    </li>
  );
}
