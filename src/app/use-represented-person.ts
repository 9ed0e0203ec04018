import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Zastup } from '../../contract/general';
import { representedPersonStatusOf, type RepresentedPersonStatus } from '../../machines/representedPerson/representedPerson.machine';
import { useAppRuntime } from './context';
import { zastupyQuery } from './runtime';

export interface RepresentedPersonApi {
  status: RepresentedPersonStatus;
  persons: Zastup[];
  current: Zastup | null;
  currentIndex: number;
  readOnly: boolean;
  /** Switches the represented person (ignored while read-only); confirms with a toast. */
  select(index: number): void;
  /** ZKUSIT_ZNOVU after a failed load (or a new look at an empty list). */
  retry(): void;
  /** Disables (or enables again) switching, e.g. while a form for the current person is open. */
  setReadOnly(readOnly: boolean): void;
}

export function useRepresentedPerson(): RepresentedPersonApi {
  const { representedPerson: actor } = useAppRuntime();
  const status = useSelector(actor, representedPersonStatusOf);
  const persons = useSelector(actor, (snapshot) => snapshot.context.persons);
  const currentIndex = useSelector(actor, (snapshot) => snapshot.context.currentIndex);
  const readOnly = useSelector(actor, (snapshot) => snapshot.context.readOnly);
  return useMemo(
    () => ({
      status,
      persons,
      currentIndex,
      current: persons[currentIndex] ?? null,
      readOnly,
      select: (index: number) => actor.send({ type: 'person.select', index }),
      retry: () => actor.send({ type: 'person.retry' }),
      setReadOnly: (value: boolean) => actor.send({ type: 'person.setReadOnly', readOnly: value }),
    }),
    [actor, status, persons, currentIndex, readOnly],
  );
}

/**
 * The signed-in user's own name (null until the list of represented persons has loaded): the
 * doctor's header names who is signed in. Reads the cache entry the person machine filled.
 */
export function useSignedInUser(): { jmeno: string; prijmeni: string } | null {
  const { api } = useAppRuntime();
  const { data } = useQuery({ ...zastupyQuery(api), staleTime: Infinity, refetchOnMount: false });
  return data?.uzivatel ?? null;
}
