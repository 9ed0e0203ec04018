import type { ReactNode } from 'react';
import { Collapsible } from '@ark-ui/react/collapsible';
import { css } from '../../../styled-system/css';
import { IconChevronDown } from '../icons';

/** A disclosure: a button that shows or hides its content (error details and the like). */
export function Disclosure({ label, children, defaultOpen = false }: { label: string; children: ReactNode; defaultOpen?: boolean }) {
  return (
    <Collapsible.Root defaultOpen={defaultOpen} className={css({ mt: '2' })}>
      <Collapsible.Trigger
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
      </Collapsible.Trigger>
      <Collapsible.Content
        className={css({ mt: '1', p: '3', bg: 'bg.subtle', borderRadius: 'control', fontSize: 'sm', overflowWrap: 'anywhere' })}
      >
        {children}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
