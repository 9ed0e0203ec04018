/**
 * The narrow window's menu: an overlay drawer (Ark Dialog, modal). Loaded the first time the menu
 * opens (src/features/shell/Sidebar.tsx), so the first visit carries no dialog code.
 */
import { useEffect, useState } from 'react';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { css } from '../../../styled-system/css';
import { iconButton } from '../../../styled-system/recipes';
import { IconClose } from '../../components/icons';
import { Logo } from '../../components/Logo';
import { cs } from '../../texts/cs';
import { SidebarNav } from './Sidebar';

export interface SidebarDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes when it closes (null: back to the toggle). */
  finalFocus: () => HTMLElement | null;
}

export default function SidebarDrawer({ open, onOpenChange, finalFocus }: SidebarDrawerProps) {
  // Mounted closed, then opened: Ark's dialog does not follow `open` back to false when it was
  // first rendered open (the drawer would stay after a navigation).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Dialog.Root open={mounted && open} onOpenChange={(details) => onOpenChange(details.open)} finalFocusEl={finalFocus}>
      <Portal>
        <Dialog.Backdrop
          className={css({
            position: 'fixed',
            inset: 0,
            zIndex: 'drawer',
            bg: 'bg.backdrop',
            animation: 'fadeIn 0.15s',
            _hidden: { display: 'none' },
          })}
        />
        <Dialog.Positioner
          className={css({
            position: 'fixed',
            inset: 0,
            zIndex: 'drawer',
            display: 'flex',
            pointerEvents: 'none',
            _hidden: { display: 'none' },
          })}
        >
          <Dialog.Content
            aria-label={cs.HLAVNI_MENU}
            className={css({
              pointerEvents: 'auto',
              display: 'flex',
              flexDirection: 'column',
              w: { base: 'min(88vw, 340px)', md: 'sidebar' },
              h: '100dvh',
              bg: 'bg.surface',
              boxShadow: 'raised',
              outline: 'none',
              animation: 'slideInLeft 0.2s ease-out',
              _hidden: { display: 'none' },
            })}
          >
            <div
              className={css({
                display: 'flex',
                alignItems: 'center',
                gap: '2',
                pl: '4',
                pr: '2',
                h: 'header',
                flexShrink: 0,
                borderBottomWidth: '1px',
                borderColor: 'border.default',
              })}
            >
              <Dialog.Title className={css({ flex: 1 })}>
                <Logo size={32} />
                <span className={css({ srOnly: true })}>{cs.HLAVNI_MENU}</span>
              </Dialog.Title>
              <Dialog.CloseTrigger aria-label={cs.MENU_ZAVRIT} className={iconButton()}>
                <IconClose />
              </Dialog.CloseTrigger>
            </div>
            <div className={css({ overflowY: 'auto', flex: 1 })}>
              <SidebarNav />
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
