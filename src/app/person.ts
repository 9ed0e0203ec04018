/**
 * Whose health record a screen shows (document 1 §4 "Represented person and doctor"):
 * - an insured person sees the represented person chosen in the header switcher and may change
 *   the record;
 * - a doctor sees the current patient — taken from the navigation state (`state.pacientId`,
 *   set when a patient is chosen in 'Přehled pacientů') or else from session storage
 *   ('zk.pacientId') — and only reads.
 *
 * The shared health pages (anamnesis, measurements, vaccinations, documents) start with
 * `const person = useHealthPerson()` and pass `person.pojistenecId` to their calls; while it is
 * null there is nothing to load (no represented person yet, or a doctor without a patient).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { type Pacient } from '../../contract/doctor';
import { prehledPacientu } from '../../contract/routes.gen';
import { isIdText } from '../../contract/id-text';
import { fullName } from '../../contract/person';
import { whosePersonId } from './whose-data';
import type { AccountType } from '../../machines/accountType/accountType.machine';
import { getStored, setStored } from '../lib/storage';
import { useAccountType, useApi, useRepresentedPerson } from './';

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** The doctor's chosen patient (navigation state of document 1 §4). */
    pacientId?: string;
  }
}

export interface HealthPerson {
  /** The insured person's id for `/poj/{pojistenecId}/…` calls; null when none is chosen. */
  pojistenecId: string | null;
  /** True for a doctor: no add, edit or delete. */
  readOnly: boolean;
  /** 'Jana Dvořáková' when known (a doctor's patient: once the patient list has loaded). */
  name: string | null;
  /** The patient's birth number (ten digits) — doctors only, for the heading 'whose data'. */
  rodneCislo: string | null;
  /** Who is looking. */
  viewer: AccountType;
  /**
   * The shown person's first name while an insured user acts for someone else (a child): form
   * titles name them ('Nové očkování – Tereza', issue 16 §2). Null for the user's own data.
   */
  actingFor?: string | null;
}

// The doctor's current patient in session storage, with subscribers so every screen follows a change.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const readStoredPatient = (): string | null => {
  const value = getStored('pacientId');
  return isIdText(value) ? value : null;
};

/** Remembers the doctor's current patient (session storage 'zk.pacientId'); null forgets it. */
export function selectPatient(pojistenecId: string | number | null): void {
  setStored('pacientId', pojistenecId === null ? null : String(pojistenecId));
  for (const listener of listeners) listener();
}

/** The doctor's stored current patient id (null when none). */
export function useStoredPatientId(): string | null {
  return useSyncExternalStore(subscribe, readStoredPatient, readStoredPatient);
}

/** Query of the whole patient list (no filter): it names the current patient after a reload too. */
export const allPatientsQueryKey = ['prehledPacientu', {}] as const;

/** The doctor's patient from the unfiltered overview (shared cache with 'Přehled pacientů'). */
export function usePatient(pojistenecId: string | null, enabled: boolean): Pacient | null {
  const api = useApi();
  const query = useQuery({
    queryKey: allPatientsQueryKey,
    queryFn: () => api.call(prehledPacientu, { query: {} }),
    enabled: enabled && pojistenecId !== null,
    staleTime: 5 * 60_000,
  });
  if (!pojistenecId) return null;
  return query.data?.seznamPacientu.find((patient) => String(patient.pojistenecId) === pojistenecId) ?? null;
}

/** Whose record the shared health pages show, and whether it may be changed. */
export function useHealthPerson(): HealthPerson {
  const { type } = useAccountType();
  const represented = useRepresentedPerson();
  const statePatient = useRouterState({ select: (state) => state.location.state.pacientId });
  const storedPatient = useStoredPatientId();
  const doctor = type === 'LEKAR';
  const navPatient = isIdText(statePatient) ? statePatient : null;
  const pojistenecId = whosePersonId(type, statePatient, storedPatient, represented.current);

  // A patient handed over in the navigation state becomes the stored current patient.
  useEffect(() => {
    if (doctor && navPatient && navPatient !== readStoredPatient()) selectPatient(navPatient);
  }, [doctor, navPatient]);

  const patient = usePatient(pojistenecId, doctor);

  if (doctor) {
    return {
      pojistenecId,
      readOnly: true,
      name: patient ? fullName(patient) : null,
      rodneCislo: patient?.rodneCislo ?? null,
      viewer: 'LEKAR',
    };
  }
  if (type === 'POJISTENEC') {
    const current = represented.current;
    return {
      pojistenecId,
      readOnly: false,
      name: current ? fullName(current.pojistenec) : null,
      rodneCislo: null,
      viewer: 'POJISTENEC',
      actingFor: current && current.typZastupce !== 'SAM_NA_SEBE' ? current.pojistenec.jmeno : null,
    };
  }
  return { pojistenecId: null, readOnly: true, name: null, rodneCislo: null, viewer: 'NEZNAMY' };
}
