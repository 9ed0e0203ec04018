import { useLayoutEffect, useRef } from 'react';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import type { ConfirmDialogProps } from '../../../machines/dialogQueue/dialogQueue.machine';
import { useDialogQueue } from '../../app/use-dialog-queue';
import { DEFAULT_HELP_CODE } from '../../app/route-meta';
import { ErrorDisplay } from '../../components/ErrorDisplay';
import { IconSpinnerArc } from '../../components/icons';
import { AppDialog } from '../../components/ui/Dialog';
import { cs } from '../../texts/cs';
import { HelpDialog } from './HelpDialog';

/**
 * Shows the first dialog of the queue (document 1 §4: one dialog at a time). Each request has a
 * kind of the machine's closed list (dialogKinds); this renders every one of them, so no request
 * can wait invisibly at the head. Closing (button, Escape, click outside) removes it.
 *
 * Focus: the Ark dialog traps it and returns it to the element that had it when the dialog
 * opened. When that element is gone (a deleted record's button), the page title takes it.
 */
export function DialogHost() {
  const { current, status, error, close, confirmCurrent } = useDialogQueue();
  useFocusReturn(current !== null);
  if (!current) return null;
  switch (current.kind) {
    case 'napoveda': {
      const kod = typeof current.props?.kod === 'string' ? current.props.kod : DEFAULT_HELP_CODE;
      return <HelpDialog key={current.id} kod={kod} onClose={close} />;
    }
    case 'potvrzeni':
      return (
        <ConfirmDialog
          key={current.id}
          {...current.props}
          running={status === 'working'}
          error={error}
          onConfirm={confirmCurrent}
          onClose={close}
        />
      );
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

/**
 * Remembers what had the focus when the first dialog opened; once the queue is empty and the
 * focus was left nowhere (the element is gone), the page title takes it.
 */
function useFocusReturn(showing: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const wasShowing = useRef(false);
  useLayoutEffect(() => {
    if (showing) {
      if (!wasShowing.current) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      wasShowing.current = true;
      return;
    }
    if (!wasShowing.current) return;
    wasShowing.current = false;
    const target = opener.current;
    opener.current = null;
    // After Ark has returned the focus (when it could).
    const timer = setTimeout(() => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      (target?.isConnected ? target : document.querySelector<HTMLElement>('[data-page-title]'))?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [showing]);
}
