import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { css } from '../../../styled-system/css';
import { Logo } from '../../components/Logo';
import { NotFound } from '../../components/NotFound';
import { bootTexts } from '../../texts/boot';
import { SkipLink, MAIN_ID } from '../../components/SkipLink';

/** Screens without the shell (login, logout, not found): a green band with the logo and a card. */
export function PublicLayout({ children, logoLink = false }: { children: ReactNode; logoLink?: boolean }) {
  const logo = <Logo tone="light" size={36} />;
  return (
    <div className={css({ minH: '100dvh', display: 'flex', flexDirection: 'column' })}>
      <SkipLink />
      <header
        className={css({ display: 'flex', alignItems: 'center', h: 'header', px: '4', bg: 'primary.default', color: 'fg.onPrimary' })}
      >
        {logoLink ? (
          <Link
            to="/"
            aria-label={`${bootTexts.LOGO_ALT} – ${bootTexts.UVOD}`}
            className={css({
              display: 'inline-flex',
              alignItems: 'center',
              minH: 'touch',
              color: 'inherit',
              textDecoration: 'none',
              borderRadius: 'control',
              _focusVisible: { outline: '3px solid white' },
            })}
          >
            {logo}
          </Link>
        ) : (
          logo
        )}
      </header>
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className={css({
          flex: 1,
          display: 'flex',
          justifyContent: 'center',
          alignItems: { base: 'stretch', md: 'flex-start' },
          p: { base: '4', md: '10' },
          outline: 'none',
        })}
      >
        <div
          className={css({
            w: 'full',
            maxW: '36rem',
            bg: 'bg.surface',
            borderRadius: 'card',
            boxShadow: 'card',
            p: { base: '5', md: '8' },
            alignSelf: 'flex-start',
          })}
        >
          {children}
        </div>
      </main>
    </div>
  );
}

export function NotFoundPage() {
  return (
    <PublicLayout logoLink>
      <NotFound />
    </PublicLayout>
  );
}
