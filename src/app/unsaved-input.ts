/**
 * Unsaved input (issue 37): a form with something typed that is not sent yet registers here, with
 * how to discard it. Switching the represented person then asks first ('Zahodit rozepsanou
 * zprávu?') instead of silently leaving the text behind: 'Zrušit' keeps the person and the input;
 * confirming discards every registered input and switches. The wizards and the message composer
 * register through their draft (use-wizard.ts `useWizardDraft`); any other form may call
 * `useUnsavedInput`.
 */
import { useCallback, useEffect, useRef } from 'react';
import { fullName } from '../../contract/person';
import { cs } from '../texts/cs';
import { useDialogQueue } from './use-dialog-queue';
import { useRepresentedPerson } from './use-represented-person';

const entries = new Map<number, () => void>();
let nextEntry = 0;

/** Registers one form's unsaved input; returns the function that removes it again (sent, discarded, closed). */
export function registerUnsavedInput(discard: () => void): () => void {
  nextEntry += 1;
  const id = nextEntry;
  entries.set(id, discard);
  return () => {
    entries.delete(id);
  };
}

/** Whether some form holds input that is not sent yet. */
export const hasUnsavedInput = (): boolean => entries.size > 0;

/** Discards every registered input (each form drops its draft) and forgets them. */
export function discardUnsavedInput(): void {
  const discards = [...entries.values()];
  entries.clear();
  for (const discard of discards) discard();
}

/** A form whose input is unsaved while `dirty` is true; `discard` drops it when the user agrees to. */
export function useUnsavedInput(dirty: boolean, discard: () => void): void {
  const latest = useRef(discard);
  latest.current = discard;
  useEffect(() => {
    if (!dirty) return;
    return registerUnsavedInput(() => latest.current());
  }, [dirty]);
}

/**
 * Switching the represented person as the person menu does it: at once when nothing is typed;
 * otherwise the dialog queue asks 'Zahodit rozepsanou zprávu?' first.
 */
export function useSelectPerson(): (index: number) => void {
  const { persons, select } = useRepresentedPerson();
  const { confirm } = useDialogQueue();
  return useCallback(
    (index: number) => {
      if (!hasUnsavedInput()) {
        select(index);
        return;
      }
      const target = persons[index];
      confirm({
        title: cs.ZAHODIT_ROZEPSANE,
        question: cs.ZAHODIT_ROZEPSANE_OTAZKA(target ? fullName(target.pojistenec) : ''),
        confirmLabel: cs.ZAHODIT_A_PREPNOUT,
        tone: 'danger',
        onConfirm: async () => {
          discardUnsavedInput();
          select(index);
        },
      });
    },
    [persons, select, confirm],
  );
}
