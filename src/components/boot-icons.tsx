import type { ReactNode, SVGProps } from 'react';

/**
 * Inline SVG icons (Debian's Chromium has no emoji font, so no emoji or icon fonts).
 * All icons are 24 × 24, drawn with `currentColor`, and hidden from assistive technology
 * unless a `title` is given (then they get role="img" and an accessible name).
 * Here: the factory and the icons the first download draws (the toasts, the render-failure
 * screen, the error details' disclosure); the rest are in icons.tsx, which re-exports these.
 */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  title?: string;
  size?: number | string;
}

export function makeIcon(name: string, body: ReactNode, filled = false) {
  function Icon({ title, size = 24, ...rest }: IconProps) {
    const labelled = title !== undefined;
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        {...(labelled ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
        {...rest}
      >
        {labelled ? <title>{title}</title> : null}
        {body}
      </svg>
    );
  }
  Icon.displayName = `Icon${name}`;
  return Icon;
}

export const IconClose = makeIcon('Close', <path d="M6 6l12 12M18 6L6 18" />);
export const IconChevronDown = makeIcon('ChevronDown', <path d="M6 9l6 6 6-6" />);
export const IconAlert = makeIcon(
  'Alert',
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M12 7v6" />
    <path d="M12 16.6h.01" strokeWidth={2.6} />
  </>,
);
export const IconInfo = makeIcon(
  'Info',
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M12 11v6" />
    <path d="M12 7.4h.01" strokeWidth={2.6} />
  </>,
);
export const IconCheck = makeIcon('Check', <path d="M5 12.5l4.5 4.5L19 7.5" />);
