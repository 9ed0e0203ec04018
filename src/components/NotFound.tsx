import { Link } from '@tanstack/react-router';
import { css } from '../../styled-system/css';
import { button } from '../../styled-system/recipes';
import { bootMessages } from '../../contract/boot-messages';
import { LogoMark } from './Logo';

/** 'Stránka nenalezena!' with the link 'Zpět na úvod' (document 1 §2). */
export function NotFound() {
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: '5',
        px: '4',
        py: { base: '10', md: '16' },
      })}
    >
      <LogoMark size={64} />
      <h1 data-page-title="" tabIndex={-1} className={css({ textStyle: 'pageTitle', outline: 'none' })}>
        {bootMessages.pageNotFound}
      </h1>
      <Link to="/" className={button({ variant: 'solid' })}>
        {bootMessages.backToStart}
      </Link>
    </div>
  );
}
