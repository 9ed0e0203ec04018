import { css } from '../../styled-system/css';
import { bootTexts } from '../texts/boot';

export const MAIN_ID = 'obsah';

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
