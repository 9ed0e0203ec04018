import { useEffect, useRef, type ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { css } from '../../../styled-system/css';
import { iconButton } from '../../../styled-system/recipes';
import { IconClose } from '../icons';
import { cs } from '../../texts/cs';
import { clearToasts } from './toaster';

export interface AppDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

let dialogEntries = 0;

/**
 * The browser's Back closes an open dialog instead of moving the page underneath (issue 16 §5):
 * opening adds a history entry for the same address, Back returns to it and closes the dialog;
 * closing the dialog otherwise takes the entry away again (unless it navigated somewhere).
 */
export function useCloseOnBack(open: boolean, onClose: () => void) {
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined;
  const latest = useRef(onClose);
  latest.current = onClose;
  useEffect(() => {
    const history = router?.history;
    if (!open || !history) return;
    dialogEntries += 1;
    const marker = `dialog-${dialogEntries}`;
    const markerOf = (state: object) => (state as { zkDialog?: string }).zkDialog;
    history.push(history.location.href, { ...history.location.state, zkDialog: marker });
    let left = false;
    const unsubscribe = history.subscribe(({ location }: { location: { state: object } }) => {
      if (markerOf(location.state) === marker) return;
      left = true;
      unsubscribe();
      latest.current();
    });
    return () => {
      unsubscribe();
      if (!left && markerOf(history.location.state) === marker) history.back();
    };
  }, [open, router]);
}

/** A modal dialog: focus is trapped, Escape, a click outside and the browser's Back close it (document 1 §4). */
export function AppDialog({ open, onClose, title, children, footer }: AppDialogProps) {
  useCloseOnBack(open, onClose);
  // A toast never sits over a modal (issue 16 §7): opening clears them.
  useEffect(() => {
    if (open) clearToasts();
  }, [open]);
  return (
    <Dialog.Root open={open} onOpenChange={(details) => (details.open ? undefined : onClose())} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={css({ position: 'fixed', inset: 0, bg: 'bg.backdrop', zIndex: 'dialog', animation: 'fadeIn 0.15s' })} />
        <Dialog.Positioner
          className={css({
            position: 'fixed',
            inset: 0,
            zIndex: 'dialog',
            display: 'flex',
            alignItems: { base: 'flex-end', md: 'center' },
            justifyContent: 'center',
            p: { base: '0', md: '6' },
          })}
        >
          <Dialog.Content
            className={css({
              position: 'relative',
              display: 'flex',
              flexDirection: 'column',
              w: { base: 'full', md: '560px' },
              maxH: { base: '85dvh', md: '80dvh' },
              bg: 'bg.surface',
              borderTopRadius: 'card',
              borderBottomRadius: { base: '0', md: 'card' },
              boxShadow: 'raised',
              outline: 'none',
            })}
          >
            <div
              className={css({
                display: 'flex',
                alignItems: 'center',
                gap: '2',
                pl: '5',
                pr: '2',
                py: '2',
                borderBottomWidth: '1px',
                borderColor: 'border.default',
              })}
            >
              <Dialog.Title className={css({ flex: 1, textStyle: 'sectionTitle', py: '2' })}>{title}</Dialog.Title>
              <Dialog.CloseTrigger aria-label={cs.ZAVRIT} className={iconButton()}>
                <IconClose />
              </Dialog.CloseTrigger>
            </div>
            <div className={css({ px: '5', py: '4', overflowY: 'auto' })}>{children}</div>
            {footer ? (
              <div
                className={css({
                  px: '5',
                  py: '3',
                  borderTopWidth: '1px',
                  borderColor: 'border.default',
                  display: 'flex',
                  justifyContent: 'flex-end',
                  gap: '3',
                })}
              >
                {footer}
              </div>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
