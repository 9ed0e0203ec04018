import { css, cx } from '../../../styled-system/css';

/** Initials of a person: first letters of the first name and the surname. */
export function initials(jmeno: string, prijmeni: string): string {
  return `${jmeno.trim().charAt(0)}${prijmeni.trim().charAt(0)}`.toUpperCase();
}

/** Black or white text for a background colour, whichever has the higher contrast. */
export function textColourFor(hex: string): '#000000' | '#FFFFFF' {
  const value = hex.replace('#', '');
  const full =
    value.length === 3
      ? value
          .split('')
          .map((c) => c + c)
          .join('')
      : value;
  const channel = (i: number) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  if (!/^[0-9a-fA-F]{6}$/.test(full)) return '#FFFFFF';
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  const contrastWhite = 1.05 / (luminance + 0.05);
  const contrastBlack = (luminance + 0.05) / 0.05;
  return contrastWhite >= contrastBlack ? '#FFFFFF' : '#000000';
}

/** A round avatar with the person's initials in their colour (avatarBarva). */
export function Avatar({
  jmeno,
  prijmeni,
  colour,
  size = 32,
  className,
}: {
  jmeno: string;
  prijmeni: string;
  colour: string;
  size?: number;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        css({
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          borderRadius: 'full',
          fontWeight: 'bold',
          flexShrink: 0,
          lineHeight: '1',
          boxShadow: '0 0 0 2px white',
          _before: { content: 'attr(data-initials)' },
        }),
        className,
      )}
      // the initials are drawn by CSS (::before) so they do not become part of the button's name
      data-initials={initials(jmeno, prijmeni)}
      style={{ width: size, height: size, background: colour, color: textColourFor(colour), fontSize: Math.round(size * 0.4) }}
    />
  );
}
