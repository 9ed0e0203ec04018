import { Link } from '@tanstack/react-router';
import { css } from '../../styled-system/css';
import { button } from '../../styled-system/recipes';
import { Logo } from './Logo';
import { cs } from '../texts/cs';

/**
 * The account is active but its data is not synchronised yet (access within 24 hours); also
 * shown when the list of represented persons is empty. A button leads back to login.
 */
export function NotSynchronised() {
  return (
    <main
      id="obsah"
      tabIndex={-1}
      className={css({ minH: '100dvh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: '4', outline: 'none' })}
    >
      <div
        className={css({
          display: 'flex',
          flexDirection: 'column',
          gap: '5',
          maxW: '32rem',
          w: 'full',
          bg: 'bg.surface',
          p: { base: '6', md: '8' },
          borderRadius: 'card',
          boxShadow: 'card',
        })}
      >
        <Logo size={48} />
        <h1 data-page-title="" tabIndex={-1} className={css({ textStyle: 'pageTitle', outline: 'none' })}>
          {cs.NESYNCHRONIZOVANO_NADPIS}
        </h1>
        <p>{cs.NESYNCHRONIZOVANO_TEXT_1}</p>
        <p>{cs.NESYNCHRONIZOVANO_TEXT_2}</p>
        <div>
          <Link to="/prihlaseni" className={button({ variant: 'solid' })}>
            {cs.ZPET_NA_PRIHLASENI}
          </Link>
        </div>
      </div>
    </main>
  );
}
