import { useId, useState, type ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { IconChevronDown } from '../boot-icons';

/**
 * A disclosure: a button that shows or hides its content (error details and the like). A plain
 * button with aria-expanded, not Ark's Collapsible: the error display is part of every first
 * visit, and the state machine of a collapsible is more than a toggle needs.
 */
export function Disclosure({ label, children, defaultOpen = false }: { label: string; children: ReactNode; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const contentId = useId();
  return (
    <div className={css({ mt: '2' })}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={contentId}
        data-state={open ? 'open' : 'closed'}
        onClick={() => setOpen((value) => !value)}
        className={css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: '1',
          minH: 'touch',
          px: '1',
          color: 'primary.text',
          fontWeight: 'semibold',
          textDecoration: 'underline',
          textUnderlineOffset: '3px',
          cursor: 'pointer',
          borderRadius: 'control',
          _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
          '& svg': { transition: 'transform 0.2s' },
          '&[data-state=open] svg': { transform: 'rotate(180deg)' },
        })}
      >
        {label}
        <IconChevronDown size={20} />
      </button>
      <div
        id={contentId}
        hidden={!open}
        className={css({ mt: '1', p: '3', bg: 'bg.subtle', borderRadius: 'control', fontSize: 'sm', overflowWrap: 'anywhere' })}
      >
        {children}
      </div>
    </div>
  );
}
