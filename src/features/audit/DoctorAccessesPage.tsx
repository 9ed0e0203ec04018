/**
 * The doctor's 'Přístupy' (/pristupy; document 1: "a doctor sees an overview of patients and
 * accesses"): the patients who allow this doctor now — since when and until when, where the
 * grant has an end — and the doctor's own most recent accesses to patients' data.
 */
import { useQuery } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import type { LekarPacient, LekarPristup } from '../../../contract/audit';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { useApi } from '../../app';
import { doctorAccessesQuery } from './api';
import { areaLabel, auditTexts, formatDateTime, formatDay, operationLabel } from './texts';

const sectionTitle = css({ textStyle: 'sectionTitle' });

export function DoctorAccessesPage() {
  const api = useApi();
  const query = useQuery(doctorAccessesQuery(api));
  return (
    <Page title={auditTexts.PRISTUPY}>
      <p className={css({ color: 'fg.muted', maxW: '60ch' })}>{auditTexts.PRISTUPY_UVOD}</p>
      <QueryView query={query}>
        {(data) => (
          <>
            <PatientGrants patients={data.seznamPacientu} />
            <RecentAccesses accesses={data.posledniPristupy} />
          </>
        )}
      </QueryView>
    </Page>
  );
}

export function PatientGrants({ patients }: { patients: readonly LekarPacient[] }) {
  return (
    <section aria-labelledby="pristupy-pacienti" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <h2 id="pristupy-pacienti" className={sectionTitle}>
        {auditTexts.PACIENTI}
      </h2>
      {patients.length === 0 ? (
        <p className={cx(card(), css({ color: 'fg.muted' }))}>{auditTexts.ZADNI_PACIENTI}</p>
      ) : (
        <ul className={css({ display: 'grid', gap: '2', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } })}>
          {patients.map((patient) => (
            <li key={String(patient.pojistenecId)} className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '1' }))}>
              <span className={css({ fontWeight: 'semibold' })}>
                {patient.jmeno} {patient.prijmeni}
              </span>
              <span className={css({ fontSize: 'sm' })}>
                {auditTexts.PLATNOST_OD}: <time dateTime={patient.platnostOd}>{formatDay(patient.platnostOd)}</time>
                {' · '}
                {auditTexts.PLATNOST_DO}:{' '}
                {patient.platnostDo ? <time dateTime={patient.platnostDo}>{formatDay(patient.platnostDo)}</time> : auditTexts.NEOMEZENE}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function RecentAccesses({ accesses }: { accesses: readonly LekarPristup[] }) {
  return (
    <section aria-labelledby="pristupy-moje" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <h2 id="pristupy-moje" className={sectionTitle}>
        {auditTexts.POSLEDNI_PRISTUPY}
      </h2>
      {accesses.length === 0 ? (
        <p className={cx(card(), css({ color: 'fg.muted' }))}>{auditTexts.ZADNE_MOJE_PRISTUPY}</p>
      ) : (
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })} data-list="moje-pristupy">
          {accesses.map((access, index) => (
            <li
              key={`${access.kdy}-${index}`}
              className={cx(card(), css({ display: 'grid', gap: '1', gridTemplateColumns: { base: '1fr', md: '12rem 1fr auto' } }))}
            >
              <time dateTime={access.kdy} className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                {formatDateTime(access.kdy)}
              </time>
              <span className={css({ fontWeight: 'semibold' })}>
                {access.jmeno} {access.prijmeni}
              </span>
              <span>
                {areaLabel(access.oblast)} – {operationLabel(access.operace)}
                {access.povoleno ? null : <strong className={css({ color: 'danger.text' })}> ({auditTexts.ODEPRENO})</strong>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
