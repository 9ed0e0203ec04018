import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { useDialogQueue } from '../../app/use-dialog-queue';

const QueuedDialog = lazy(() => import('./QueuedDialog'));

/**
 * Shows the first dialog of the queue (document 1 §4: one dialog at a time), drawn by
 * QueuedDialog (loaded with the first dialog). Closing (button, Escape, click outside) removes it.
 *
 * Focus: the Ark dialog traps it and returns it to the element that had it when the dialog
 * opened. When that element is gone (a deleted record's button), the page title takes it.
 */
export function DialogHost() {
  const { current, status, error, close, confirmCurrent } = useDialogQueue();
  useFocusReturn(current !== null);
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <QueuedDialog current={current} running={status === 'working'} error={error} onConfirm={confirmCurrent} onClose={close} />
    </Suspense>
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
