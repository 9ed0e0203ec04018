/**
 * The action row of every wizard step (issue 32 §3): 'Zpět' (absent on the first step) and the
 * step's primary button — 'Pokračovat', 'Odeslat …', or ZKUSIT_ZNOVU after a failed send. While
 * the call runs both are disabled and the primary button says so (its busy text, shown or, with
 * the spinner, read by screen readers only).
 */
import type { ReactNode } from 'react';
import { css } from '../../styled-system/css';
import { button } from '../../styled-system/recipes';
import { cs } from '../texts/cs';
import { IconSpinnerArc } from './icons';
import { actionsStyle } from './wizard-styles';

export interface WizardFooterProps {
  /** 'Zpět'; without it the step has no way back. */
  onBack?: () => void;
  /** The primary button's text. */
  label: ReactNode;
  /** Without it the primary button submits the step's form. */
  onPrimary?: () => void;
  /** The call runs. */
  busy?: boolean;
  /** What the primary button says while busy. */
  busyLabel?: string;
  /** While busy, a spinner next to the label, and the busy text for screen readers only. */
  spinner?: boolean;
}

export function WizardFooter({ onBack, label, onPrimary, busy = false, busyLabel, spinner = false }: WizardFooterProps) {
  return (
    <div className={actionsStyle}>
      {onBack ? (
        <button type="button" className={button({ variant: 'outline' })} onClick={onBack} disabled={busy}>
          {cs.ZPET}
        </button>
      ) : null}
      <button
        type={onPrimary ? 'button' : 'submit'}
        className={button({ variant: 'solid' })}
        onClick={onPrimary}
        disabled={busy}
        aria-busy={(spinner && busy) || undefined}
      >
        {spinner && busy ? <IconSpinnerArc size={20} className={css({ animation: 'spin 0.9s linear infinite' })} /> : null}
        {busy && busyLabel && !spinner ? busyLabel : label}
        {spinner && busy && busyLabel ? <span className={css({ srOnly: true })}>{busyLabel}</span> : null}
      </button>
    </div>
  );
}
