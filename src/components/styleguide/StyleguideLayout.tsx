import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { css } from '../../../styled-system/css';
import { Logo } from '../Logo';

const PAGES = [
  { to: '/stylySeznamy', label: 'Seznamy' },
  { to: '/stylyPece', label: 'Péče' },
  { to: '/stylyTexty', label: 'Texty' },
  { to: '/stylyButtony', label: 'Tlačítka' },
  { to: '/stylyFormElems', label: 'Formuláře' },
] as const;

/** The public style demonstration pages: a header, links between them, and the sample. */
export function StyleguideLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={css({ minH: '100dvh' })}>
      <header
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: '3',
          px: '4',
          py: '2',
          bg: 'primary.default',
          color: 'fg.onPrimary',
        })}
      >
        <Logo tone="light" size={32} />
        <nav aria-label="Ukázky stylů" className={css({ ml: { base: '0', md: 'auto' } })}>
          <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '1' })}>
            {PAGES.map((page) => (
              <li key={page.to}>
                <Link
                  to={page.to}
                  className={css({
                    display: 'inline-flex',
                    alignItems: 'center',
                    minH: 'touch',
                    px: '3',
                    color: 'white',
                    textDecoration: 'none',
                    borderRadius: 'control',
                    _hover: { bg: 'rgba(255,255,255,0.15)' },
                    '&[aria-current=page]': { bg: 'white', color: 'primary.text', fontWeight: 'bold' },
                    _focusVisible: { outline: '3px solid white' },
                  })}
                >
                  {page.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main
        id="obsah"
        className={css({
          maxW: 'content',
          mx: 'auto',
          px: { base: '4', md: '6' },
          py: { base: '5', md: '8' },
          display: 'flex',
          flexDirection: 'column',
          gap: '6',
        })}
      >
        <h1 className={css({ textStyle: 'pageTitle' })}>{title}</h1>
        {children}
      </main>
    </div>
  );
}

export function Sample({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <h2 className={css({ textStyle: 'sectionTitle' })}>{title}</h2>
      {children}
    </section>
  );
}
