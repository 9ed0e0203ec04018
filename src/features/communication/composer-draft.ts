/**
 * Whether a draft of a message is kept, apart from the composer: the list of threads asks it on
 * first render, and the composer itself (the form, the attachment picker and their machines) loads
 * only when it is shown.
 */
import type { MessageKind } from '../../../contract/enums';
import type { ComposerDraft, ComposerValues } from '../../../machines/messageComposer/messageComposer.machine';
import { getStoredDraft } from '../../lib/storage';

export function parseDraft(stored: unknown): ComposerDraft | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { values, key } = stored as { values?: Partial<ComposerValues>; key?: unknown };
  if (typeof values !== 'object' || values === null) return null;
  if (typeof values.nadpis !== 'string' || typeof values.telo !== 'string') return null;
  return {
    values: {
      druhZpravy: values.druhZpravy === 'KONZULTACE' ? 'KONZULTACE' : 'DOTAZ',
      nadpis: values.nadpis,
      telo: values.telo,
      souhlasDokumentace: values.souhlasDokumentace === true,
      upozorneni: values.upozorneni === 'EMAIL' ? 'EMAIL' : 'NEUPOZORNOVAT',
      vlakno: typeof values.vlakno === 'string' ? values.vlakno : '',
    },
    key: typeof key === 'string' ? key : null,
  };
}

/** Whether a draft of a new message is kept for this person (a reload opens the composer again). */
export function hasComposerDraft(pojistenecId: string, druhZpravy: MessageKind, vlakno?: string): boolean {
  return parseDraft(getStoredDraft(draftFlow(druhZpravy, vlakno), pojistenecId)) !== null;
}

export const draftFlow = (druhZpravy: MessageKind, vlakno?: string) => `zprava-${druhZpravy}-${vlakno ?? 'nova'}`;
