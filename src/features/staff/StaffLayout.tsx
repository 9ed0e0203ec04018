/**
 * The staff workspace's frame (issue 34): its own header — the insurer's mark, 'Žádosti' and
 * 'Zprávy', the staff member's name and role, 'Odhlásit se' — and the screen under it. Designed for
 * a desk at 1280 px; on a phone the header wraps to two rows. None of the insured person's shell
 * (menu, person switcher, bell) is here. The guard of the route (src/routes/pracoviste.tsx) has let
 * only a staff member in; while the session is read or renewed a spinner shows.
 */
import { useEffect, type ReactNode } from 'react';
import { Link, Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { staffRoleLabels } from '../../../contract/enums';
import { LogoMark } from '../../components/Logo';
import { NotFound } from '../../components/NotFound';
import { RenderBoundary } from '../../components/RenderFailure';
import { CenteredSpinner } from '../../components/ui/Spinner';
import { useAccountType, useApi, useIsLoggedIn } from '../../app';
import { bootTexts } from '../../texts/boot';
import { focusNewScreen } from '../../components/screen-focus';
import { MAIN_ID, SkipLink } from '../../components/SkipLink';
import { staffMeQuery } from './api';
import { staffTexts as t } from './texts';

export function StaffLayout({ notFound = false }: { notFound?: boolean }) {
  const loggedIn = useIsLoggedIn();
  const { type, pending } = useAccountType();
  if (!loggedIn) return <CenteredSpinner label={bootTexts.PRIHLASOVANI} />;
  if (pending || type !== 'PRACOVNIK') return <CenteredSpinner />;
  return <StaffFrame>{notFound ? <NotFound /> : <Outlet />}</StaffFrame>;
}

function StaffFrame({ children }: { children: ReactNode }) {
  useFocusOnNavigation();
  return (
    <div className={css({ minH: '100dvh', display: 'flex', flexDirection: 'column', bg: 'bg.canvas' })}>
      <SkipLink />
      <RenderBoundary>
        <StaffHeader />
      </RenderBoundary>
      <main id={MAIN_ID} tabIndex={-1} className={css({ flex: 1, minW: 0, outline: 'none', pb: '10' })}>
        {children}
      </main>
    </div>
  );
}

const headerLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: 'touch',
  px: '3',
  color: 'fg.onPrimary',
  fontWeight: 'semibold',
  textDecoration: 'none',
  borderRadius: 'control',
  borderBottomWidth: '3px',
  borderColor: 'transparent',
  // darker on hover: white text keeps its contrast (a lighter tint would not)
  _hover: { bg: 'primary.active' },
  _focusVisible: { outline: '3px solid white', outlineOffset: '0' },
  '&[aria-current=page], &[data-current]': { borderColor: 'white' },
});

function StaffHeader() {
  const api = useApi();
  const me = useQuery(staffMeQuery(api));
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const inMessages = pathname.startsWith('/pracoviste/zpravy');
  const inBranches = pathname.startsWith('/pracoviste/pobocky');
  const inNotifications = pathname.startsWith('/pracoviste/upozorneni');
  return (
    <header
      className={css({
        position: 'sticky',
        top: 0,
        zIndex: 'header',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: { base: '2', md: '4' },
        rowGap: '0',
        minH: 'header',
        px: { base: '2', md: '4' },
        bg: 'primary.default',
        color: 'fg.onPrimary',
        boxShadow: '0 1px 0 rgba(0,0,0,0.08)',
      })}
    >
      <Link
        to="/pracoviste/"
        aria-label={`${t.PRACOVISTE} – ${t.ZADOSTI}`}
        className={css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: '2',
          minH: 'touch',
          px: '1',
          color: 'inherit',
          textDecoration: 'none',
          borderRadius: 'control',
          _focusVisible: { outline: '3px solid white', outlineOffset: '0' },
        })}
      >
        <LogoMark
          size={34}
          className={css({ '& rect': { fill: 'white' }, '& path': { fill: '#00703C' }, '& circle': { fill: 'white' } })}
        />
        <span className={css({ fontWeight: 'bold', fontSize: 'lg', whiteSpace: 'nowrap' })}>{t.PRACOVISTE}</span>
      </Link>
      {/* on a phone 'Odhlásit se' stays beside the mark, the links and the name go to a second row */}
      <div aria-hidden="true" className={css({ order: 2, flexBasis: 'full', h: '0', display: { base: 'block', md: 'none' } })} />
      <nav aria-label={t.NAVIGACE} className={css({ order: { base: 3, md: 0 } })}>
        <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '1', listStyle: 'none', m: 0, p: 0 })}>
          <li>
            <Link
              to="/pracoviste/"
              className={headerLink}
              data-current={(!inMessages && !inBranches && !inNotifications) || undefined}
              activeOptions={{ exact: true, includeSearch: false }}
            >
              {t.ZADOSTI}
            </Link>
          </li>
          <li>
            <Link
              to="/pracoviste/zpravy/"
              className={headerLink}
              data-current={inMessages || undefined}
              activeOptions={{ exact: true, includeSearch: false }}
            >
              {t.ZPRAVY}
            </Link>
          </li>
          <li>
            <Link
              to="/pracoviste/pobocky/"
              className={headerLink}
              data-current={inBranches || undefined}
              activeOptions={{ exact: true, includeSearch: false }}
            >
              {t.POBOCKY}
            </Link>
          </li>
          <li>
            <Link
              to="/pracoviste/upozorneni/"
              className={headerLink}
              data-current={inNotifications || undefined}
              activeOptions={{ exact: true, includeSearch: false }}
            >
              {t.UPOZORNENI}
            </Link>
          </li>
        </ul>
      </nav>
      {me.data ? (
        <p
          className={css({
            order: { base: 4, md: 0 },
            ml: 'auto',
            display: 'flex',
            flexDirection: 'column',
            lineHeight: '1.2',
            minW: 0,
            textAlign: 'right',
            py: '1',
          })}
        >
          <span className={css({ fontWeight: 'semibold', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' })}>
            <span className={css({ srOnly: true })}>{t.PRIHLASENY}: </span>
            {me.data.jmeno}
          </span>
          <span className={css({ fontSize: 'sm' })}>{staffRoleLabels[me.data.role]}</span>
        </p>
      ) : null}
      <Link
        to="/uzivatel/odhlasit"
        className={cx(
          headerLink,
          css({ order: { base: 1, md: 0 }, ml: { base: 'auto', md: '0' }, borderWidth: '2px', borderColor: 'rgba(255,255,255,0.7)' }),
        )}
      >
        {t.ODHLASIT_SE}
      </Link>
    </header>
  );
}

/** After a navigation: scroll to the top and move the focus to the new screen's h1, so screen-reader users hear where they are. */
function useFocusOnNavigation() {
  const router = useRouter();
  useEffect(() => {
    let stop = () => {};
    const off = router.subscribe('onResolved', (event) => {
      // Not the page's first load (no screen before it; the skip link stays the first stop): a navigation.
      // The first resolution after this layout mounted may be either, so it is told by where it came from.
      if (!event.pathChanged || !event.fromLocation) return;
      window.scrollTo?.({ top: 0 });
      stop();
      // The heading shown first may be the last screen's; once replaced, the watch hands the focus on.
      stop = focusNewScreen(null, { mainAsFallback: false });
    });
    return () => {
      off();
      stop();
    };
  }, [router]);
}
