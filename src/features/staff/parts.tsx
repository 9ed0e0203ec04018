/** Pieces the staff screens share: the wide page, the filter tabs, the waiting clock and the styles of lists. */
import { useEffect, useState, type ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { css, cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';

/** A staff screen: its h1 and content, wider than the person's screens (a desk at 1280 px). */
export function StaffPage({ title, children, lead }: { title: string; children?: ReactNode; lead?: ReactNode }) {
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '5',
        w: 'full',
        maxW: '1200px',
        mx: 'auto',
        px: { base: '4', md: '6' },
        py: { base: '5', md: '7' },
      })}
    >
      {lead}
      <h1 data-page-title="" tabIndex={-1} className={css({ textStyle: 'pageTitle', color: 'fg.default', outline: 'none' })}>
        {title}
      </h1>
      {children}
    </div>
  );
}

export interface FilterTab {
  label: string;
  current: boolean;
  link: Pick<LinkProps, 'to' | 'search'>;
}

/** Filter tabs as links (the filter lives in the URL): the current one is marked for assistive technology too. */
export function FilterTabs({ label, tabs }: { label: string; tabs: readonly FilterTab[] }) {
  return (
    <nav aria-label={label}>
      <ul
        className={css({
          display: 'inline-flex',
          flexWrap: 'wrap',
          gap: '1',
          p: '1',
          listStyle: 'none',
          m: 0,
          bg: 'bg.subtle',
          borderRadius: 'control',
        })}
      >
        {tabs.map((tab) => (
          <li key={tab.label}>
            <Link
              {...(tab.link as LinkProps)}
              aria-current={tab.current ? 'page' : undefined}
              activeProps={{}}
              className={css({
                display: 'inline-flex',
                alignItems: 'center',
                minH: 'touch',
                px: '4',
                borderRadius: 'control',
                fontWeight: 'semibold',
                color: 'fg.default',
                textDecoration: 'none',
                _hover: { bg: 'bg.surface' },
                _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
                '&[aria-current=page]': { bg: 'primary.default', color: 'fg.onPrimary' },
              })}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The time now, renewed every minute, so 'čeká …' moves on while a list stays open. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export const sectionStyle = cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '3' }));
export const sectionTitle = css({ textStyle: 'sectionTitle', color: 'fg.default' });
export const mutedText = css({ color: 'fg.muted' });
export const textLink = css({
  color: 'primary.text',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  borderRadius: 'control',
  _hover: { color: 'primary.hover' },
  _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
});
export const backLink = cx(textLink, css({ display: 'inline-flex', alignItems: 'center', minH: 'touch', alignSelf: 'flex-start' }));

/** A table on a desk, a list of cards on a phone: the same rows twice, one shown (the other is hidden from everyone). */
export const wideOnly = css({ display: { base: 'none', md: 'block' } });
export const narrowOnly = css({ display: { base: 'block', md: 'none' } });

export const tableStyle = css({
  w: 'full',
  borderCollapse: 'collapse',
  bg: 'bg.surface',
  borderRadius: 'card',
  overflow: 'hidden',
  borderWidth: '1px',
  borderColor: 'border.default',
  '& th': {
    textAlign: 'left',
    fontSize: 'sm',
    fontWeight: 'semibold',
    color: 'fg.muted',
    bg: 'bg.subtle',
    px: '4',
    py: '3',
    whiteSpace: 'nowrap',
  },
  '& td': { px: '4', py: '3', borderTopWidth: '1px', borderColor: 'border.default', verticalAlign: 'top' },
  '& tbody tr:hover': { bg: 'bg.canvas' },
});
