import { useEffect, useRef } from 'react';
import { css, cx } from '../../styled-system/css';
import { button } from '../../styled-system/recipes';
import { bootTexts } from '../texts/boot';
import { bootMessages } from '../../contract/boot-messages';
import { errorMessages } from '../../contract/error-messages';
import { describeApiError, type DescribedError } from '../lib/errors';
import { IconAlert } from './icons';
import { LogoMark } from './Logo';
import { Disclosure } from './ui/Collapsible';

const KINDS = ['maintenance', 'server', 'no-response', 'other'];

/** An error already run through describeApiError. */
export function isDescribedError(value: unknown): value is DescribedError {
  if (typeof value !== 'object' || value === null || value instanceof Error) return false;
  const record = value as Record<string, unknown>;
  return typeof record.kind === 'string' && KINDS.includes(record.kind) && typeof record.message === 'string';
}

export interface ErrorDisplayProps {
  /** the error (an ApiRequestError, any Error) or an already described error */
  error: unknown;
  /** small mode: no insurer logo for maintenance (used inside widgets and dialogs) */
  small?: boolean;
  /** scroll the view to an 'other' error when it appears (default true) */
  scrollIntoView?: boolean;
  /** When the failed call can be made again: a 'Zkusit znovu' button under a connection or server error. */
  onRetry?: () => void;
  className?: string;
}

const boxStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  p: '4',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderLeftWidth: '4px',
  borderLeftColor: 'danger.spec',
  borderRadius: 'control',
  color: 'fg.default',
});

/**
 * The error catalogue of document 2 §8 as one component:
 * - maintenance (503 / ODSTAVKA): the server's text, with the insurer logo unless `small`;
 * - server error (≥ 500): with an error body — 'Omlouváme se, …' (and the title if any) and a
 *   collapsible 'Detail chyby' with the error id; without a body — 'Interní chyba serveru.'
 *   and 'Zkuste to prosím později.';
 * - no response: 'Spojení se serverem je nedostupné.';
 * - anything else: the message in the spec's red (#ED1C24, bold ≥ 19 px so it meets the
 *   WCAG AA large-text contrast of 3:1; with an icon so colour is not the only cue), and the
 *   view scrolls to it.
 */
export function ErrorDisplay({ error, small = false, scrollIntoView = true, onRetry, className }: ErrorDisplayProps) {
  const info = isDescribedError(error) ? error : describeApiError(error);

  if (info.kind === 'maintenance') {
    return (
      <div
        role="alert"
        className={cx(
          css({ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: '4', py: small ? '2' : '8' }),
          className,
        )}
      >
        {small ? null : <LogoMark size={72} />}
        <p className={css({ fontSize: small ? 'md' : 'lg', fontWeight: 'semibold', maxW: '40ch' })}>
          {info.message || errorMessages.maintenanceDefault}
        </p>
      </div>
    );
  }

  if (info.kind === 'no-response') {
    return (
      <div role="alert" className={cx(boxStyle, className)}>
        <p className={css({ display: 'flex', gap: '2', alignItems: 'flex-start', fontWeight: 'semibold' })}>
          <IconAlert className={css({ color: 'danger.spec', flexShrink: 0 })} />
          {bootMessages.noConnection}
        </p>
        <RetryButton onRetry={onRetry} />
      </div>
    );
  }

  if (info.kind === 'server') {
    return (
      <div role="alert" className={cx(boxStyle, className)}>
        {info.titulek ? <p className={css({ fontWeight: 'bold' })}>{info.titulek}</p> : null}
        <p className={info.hint ? css({ fontWeight: 'bold' }) : undefined}>{info.message}</p>
        {info.hint ? <p>{info.hint}</p> : null}
        {info.chybaId ? (
          <Disclosure label={errorMessages.errorDetail}>
            <code className={css({ fontFamily: 'mono' })}>{info.chybaId}</code>
          </Disclosure>
        ) : null}
        <RetryButton onRetry={onRetry} />
      </div>
    );
  }

  return <OtherError message={info.message} chybaId={info.chybaId} scroll={scrollIntoView} className={className} />;
}

/** Next to the message of a failure that may pass (no connection, a server error): try the call again. */
function RetryButton({ onRetry }: { onRetry?: () => void }) {
  if (!onRetry) return null;
  return (
    <div>
      <button type="button" className={button({ variant: 'outline' })} onClick={onRetry}>
        {bootTexts.ZKUSIT_ZNOVU}
      </button>
    </div>
  );
}

function OtherError({ message, chybaId, scroll, className }: { message: string; chybaId?: string; scroll: boolean; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (scroll) ref.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [message, scroll]);
  return (
    <div ref={ref} role="alert" className={cx(css({ display: 'flex', flexDirection: 'column', gap: '1', py: '2' }), className)}>
      <p
        className={css({
          display: 'flex',
          alignItems: 'flex-start',
          gap: '2',
          color: 'danger.spec',
          fontSize: '1.1875rem',
          fontWeight: 'bold',
          lineHeight: '1.35',
        })}
      >
        <IconAlert className={css({ flexShrink: 0, mt: '0.5' })} />
        <span>{message}</span>
      </p>
      {chybaId ? (
        <Disclosure label={errorMessages.errorDetail}>
          <code className={css({ fontFamily: 'mono' })}>{chybaId}</code>
        </Disclosure>
      ) : null}
    </div>
  );
}
