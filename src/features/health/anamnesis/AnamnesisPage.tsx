import { css } from '../../../../styled-system/css';
import type { HistoryKind } from '../api';
import { GeneralHistory } from './GeneralHistory';
import { HistorySection } from './HistorySection';
import { HealthScreen } from './shared';

/** The lists after the general history; allergies come before it. */
const LATER_KINDS: readonly HistoryKind[] = ['nemoc', 'nemocnice', 'operace', 'urazy'];

/**
 * 'Moje anamnéza' (/moje-zdravi/moje-anamneza/): the allergies (first, flagged when any are on
 * record), the general history and the lists of illnesses, hospital stays, operations and
 * injuries of the represented person — or, for a doctor, of the chosen patient, read-only.
 */
export function AnamnesisPage({ title }: { title: string }) {
  return (
    <HealthScreen title={title}>
      {(person) => (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
          {/* Allergies first: what a doctor (or a first-aider) must not miss. */}
          <HistorySection kind="alergie" person={person} />
          <GeneralHistory person={person} />
          {LATER_KINDS.map((kind) => (
            <HistorySection key={kind} kind={kind} person={person} />
          ))}
        </div>
      )}
    </HealthScreen>
  );
}
