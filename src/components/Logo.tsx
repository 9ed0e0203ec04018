import { css, cx } from '../../styled-system/css';
import { bootTexts } from '../texts/boot';

/**
 * The insurer's mark: a green rounded square with a white cross-heart, and the letters ZPŠ.
 * Drawn as inline SVG so it needs no extra request; public/logo.svg is the same mark.
 */
export function LogoMark({ size = 40, className }: { size?: number; className?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={className}>
      <rect width="48" height="48" rx="12" fill="#00703C" />
      <path d="M20 11h8v9h9v8h-9v9h-8v-9h-9v-8h9z" fill="#FFFFFF" />
      <circle cx="24" cy="24" r="2.6" fill="#00703C" />
    </svg>
  );
}

export function Logo({ tone = 'dark', size = 40, className }: { tone?: 'dark' | 'light'; size?: number; className?: string }) {
  return (
    <span
      className={cx(
        css({ display: 'inline-flex', alignItems: 'center', gap: '2.5', fontWeight: 'bold', lineHeight: '1', whiteSpace: 'nowrap' }),
        className,
      )}
    >
      <LogoMark
        size={size}
        className={
          tone === 'light' ? css({ '& rect': { fill: 'white' }, '& path': { fill: '#00703C' }, '& circle': { fill: 'white' } }) : undefined
        }
      />
      <span className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
        <span
          className={css({
            fontSize: size >= 48 ? '2xl' : 'xl',
            letterSpacing: '0.02em',
            color: tone === 'light' ? 'white' : 'primary.text',
          })}
        >
          {bootTexts.POJISTOVNA_ZKRATKA}
        </span>
        <span className={css({ fontSize: 'xs', fontWeight: 'medium', color: tone === 'light' ? 'white' : 'fg.muted' })}>
          {bootTexts.NAZEV_APLIKACE}
        </span>
      </span>
    </span>
  );
}
