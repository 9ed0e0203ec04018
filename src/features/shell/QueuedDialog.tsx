/**
 * The dialog at the head of the queue (src/features/shell/DialogHost.tsx): the help or a
 * confirmation. Loaded with the first dialog, so the first visit carries no dialog code.
 */
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import type { ConfirmDialogProps, DialogRequest } from '../../../machines/dialogQueue/dialogQueue.machine';
import { DEFAULT_HELP_CODE } from '../../app/route-meta';
import { ErrorDisplay } from '../../components/ErrorDisplay';
import { IconSpinnerArc } from '../../components/icons';
import { AppDialog } from '../../components/ui/Dialog';
import { cs } from '../../texts/cs';
import { HelpDialog } from './HelpDialog';

export interface QueuedDialogProps {
  current: DialogRequest;
  running: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

/** Every kind of the queue's closed list (dialogKinds), so no request can wait invisibly at the head. */
export default function QueuedDialog({ current, running, error, onConfirm, onClose }: QueuedDialogProps) {
  switch (current.kind) {
    case 'napoveda': {
      const kod = typeof current.props?.kod === 'string' ? current.props.kod : DEFAULT_HELP_CODE;
      return <HelpDialog key={current.id} kod={kod} onClose={onClose} />;
    }
    case 'potvrzeni':
      return <ConfirmDialog key={current.id} {...current.props} running={running} error={error} onConfirm={onConfirm} onClose={onClose} />;
    default: {
      // Every kind of the machine is rendered above; a new kind fails the type check here.
      const unhandled: never = current;
      return unhandled;
    }
  }
}

/** A question with 'Zrušit' and the confirm button (red for a delete); the error of a failed action shows inside. */
function ConfirmDialog({
  title,
  question,
  confirmLabel,
  cancelLabel,
  tone = 'danger',
  running,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps & { running: boolean; error: unknown; onConfirm: () => void; onClose: () => void }) {
  const confirmText = confirmLabel ?? cs.POKRACOVAT;
  return (
    <AppDialog
      open
      onClose={onClose}
      title={title ?? confirmText}
      footer={
        <>
          <button type="button" className={button({ variant: 'outline' })} onClick={onClose} disabled={running}>
            {cancelLabel ?? cs.ZRUSIT}
          </button>
          <button
            type="button"
            className={button(tone === 'danger' ? { variant: 'danger' } : {})}
            onClick={onConfirm}
            disabled={running}
            aria-busy={running || undefined}
          >
            {running ? <IconSpinnerArc size={20} className={css({ animation: 'spin 0.9s linear infinite' })} /> : null}
            {confirmText}
          </button>
        </>
      }
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        {question ? <p>{question}</p> : null}
        {error ? <ErrorDisplay error={error} small scrollIntoView={false} /> : null}
      </div>
    </AppDialog>
  );
}
