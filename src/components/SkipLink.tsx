import { css } from '../../styled-system/css';
import { bootTexts } from '../texts/boot';

export const MAIN_ID = 'obsah';

/**
 * The person has opened a menu, a list or a dialog (the account-type menu right after signing in, the
 * drawer on a slow phone): moving the focus to a new screen's heading now would close it under their finger.
 */
export function focusIsInOpenLayer(): boolean {
  return Boolean(document.activeElement?.closest('[role="dialog"],[role="alertdialog"],[role="menu"],[role="listbox"]'));
}

/** 'Přeskočit na obsah': the first focusable element, visible when focused. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      className={css({
        position: 'absolute',
        left: '2',
        top: '-100px',
        zIndex: 'toast',
        px: '4',
        py: '3',
        bg: 'bg.surface',
        color: 'primary.text',
        fontWeight: 'bold',
        borderRadius: 'control',
        boxShadow: 'raised',
        _focus: { top: '2' },
      })}
    >
      {bootTexts.PRESKOCIT_NA_OBSAH}
    </a>
  );
}
