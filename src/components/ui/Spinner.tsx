import { css, cx } from '../../../styled-system/css';
import { bootTexts } from '../../texts/boot';

export interface SpinnerProps {
  /** Diameter in px; the spec's default is 80. */
  size?: number;
  /** Text announced to screen readers and, when `showLabel`, shown under the spinner. */
  label?: string;
  showLabel?: boolean;
  className?: string;
}

/** The green loading spinner (document 2 §9: default size 80, green). */
export function Spinner({ size = 80, label = bootTexts.NACITANI, showLabel = false, className }: SpinnerProps) {
  const stroke = Math.max(3, Math.round(size / 12));
  const r = (size - stroke) / 2;
  const circumference = 2 * Math.PI * r;
  return (
    <div
      role="status"
      aria-live="polite"
      className={cx(
        css({
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: '3',
          color: 'primary.default',
        }),
        className,
      )}
    >
      <svg
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
        aria-hidden="true"
        focusable="false"
        className={css({ animation: 'spin 0.9s linear infinite', flexShrink: 0 })}
      >
        <circle cx={size / 2} cy={size / 2} r={r} fill="none" stroke="currentColor" strokeOpacity={0.18} strokeWidth={stroke} />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={r}
          fill="none"
          stroke="currentColor"
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={`${circumference * 0.3} ${circumference}`}
        />
      </svg>
      <span className={showLabel ? css({ color: 'fg.default', fontWeight: 'medium' }) : css({ srOnly: true })}>{label}</span>
    </div>
  );
}

/**
 * A spinner centred on the whole page while the configuration loads. index.html carries the same
 * markup in #root, so a phone shows it while the app's code downloads instead of a blank page
 * (tests/src/components/boot-spinner.test.tsx keeps the two equal).
 */
export function FullPageSpinner() {
  return (
    <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'center', minH: '100dvh', w: 'full' })}>
      <Spinner />
    </div>
  );
}

/** A spinner centred in the available area (route loading, first load of data). */
export function CenteredSpinner({ label, showLabel, size }: Pick<SpinnerProps, 'label' | 'showLabel' | 'size'>) {
  return (
    <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'center', minH: '50vh', p: '6', w: 'full' })}>
      <Spinner label={label} showLabel={showLabel} size={size} />
    </div>
  );
}

/** A semi-transparent white overlay with a spinner, laid over content that is reloading. */
export function LoadingOverlay({ label }: { label?: string }) {
  return (
    <div
      className={css({
        position: 'absolute',
        inset: 0,
        zIndex: 'overlay',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bg: 'bg.overlay',
        borderRadius: 'inherit',
        animation: 'fadeIn 0.15s ease-out',
      })}
    >
      <Spinner label={label} />
    </div>
  );
}
