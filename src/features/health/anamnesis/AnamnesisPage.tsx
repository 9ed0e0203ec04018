import { css } from '../../../../styled-system/css';
import type { HistoryKind } from '../api';
import { GeneralHistory } from './GeneralHistory';
import { HistorySection } from './HistorySection';
import { HealthScreen } from './shared';

const KINDS: readonly HistoryKind[] = ['alergie', 'nemoc', 'nemocnice', 'operace', 'urazy'];

/**
 * 'Moje anamnéza' (/moje-zdravi/moje-anamneza/): the general history and the lists of allergies,
 * illnesses, hospital stays, operations and injuries of the represented person — or, for a
 * doctor, of the chosen patient, read-only.
 */
export function AnamnesisPage({ title }: { title: string }) {
  return (
    <HealthScreen title={title}>
      {(person) => (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
          <GeneralHistory person={person} />
          {KINDS.map((kind) => (
            <HistorySection key={kind} kind={kind} person={person} />
          ))}
        </div>
      )}
    </HealthScreen>
  );
}
