import { isIdText } from '../../contract/id-text';
import type { AccountType } from '../../machines/accountType/accountType.machine';

/**
 * The one rule of whose data a per-person screen shows (document 1 §4 "Represented person and
 * doctor"): for a doctor, the patient handed over in the navigation state (`state.pacientId`),
 * else the stored current patient; for an insured person, the chosen represented person. Null
 * while nobody is chosen. Used by `useHealthPerson` (screens) and `currentPersonId` (loaders),
 * and kept free of React and query code so route files can import it.
 */
export function whosePersonId(
  type: AccountType,
  patientFromState: unknown,
  storedPatient: unknown,
  represented: { pojistenecId: string | number } | null | undefined,
): string | null {
  if (type === 'LEKAR') {
    if (isIdText(patientFromState)) return patientFromState;
    return isIdText(storedPatient) ? storedPatient : null;
  }
  if (type === 'POJISTENEC') return represented ? String(represented.pojistenecId) : null;
  return null;
}
