import { Outlet } from '@tanstack/react-router';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { ErrorDisplay } from '../../components/ErrorDisplay';
import { NotFound } from '../../components/NotFound';
import { CenteredSpinner } from '../../components/ui/Spinner';
import { cs } from '../../texts/cs';
import { NotSynchronised } from '../../components/NotSynchronised';
import { useSelector } from '@xstate/react';
import { useAccountType } from '../../app/use-account-type';
import { useAppRuntime } from '../../app/context';
import { useIsLoggedIn } from '../../app/use-session';
import { useRepresentedPerson } from '../../app/use-represented-person';
import { AppShell } from './AppShell';
import { useDisplaySync } from '../../app/display';

/**
 * The `_app` layout of every authenticated route. The guard and the account-type filter run
 * before it, in the route's `beforeLoad` (src/routes/_app.tsx, app/router-context.ts); here:
 * - content renders only while logged in (a valid refresh token): the spinner 'Přihlašování'
 *   otherwise (the session being read, or expired: the alert and the reload follow);
 * - a spinner while the roles are not known yet (the access token is renewed after a reload);
 * - for insured persons, the represented-person list: spinner, error with retry, or the
 *   not-yet-synchronised screen when it is empty;
 * - `notFound`: the not-found screen inside the shell (a malformed parameter, another account
 *   type's route).
 */
export function AppLayout({ notFound = false }: { notFound?: boolean }) {
  const loggedIn = useIsLoggedIn();
  const { type, pending } = useAccountType();
  const person = useRepresentedPerson();
  const personError = useSelector(useAppRuntime().representedPerson, (snapshot) => snapshot.context.error);
  // The account's look (theme, larger text) once the person is known: the settings call needs one.
  useDisplaySync(loggedIn && type === 'POJISTENEC' && person.current ? String(person.current.pojistenecId) : null);

  if (!loggedIn) return <CenteredSpinner label={cs.PRIHLASOVANI} />;
  // after a reload the roles are known only once the access token has been renewed
  if (pending) return <CenteredSpinner />;

  if (type === 'POJISTENEC') {
    if (person.status === 'empty') return <NotSynchronised />;
    if (person.status === 'idle' || person.status === 'loading') {
      return (
        <AppShell>
          <CenteredSpinner />
        </AppShell>
      );
    }
    if (person.status === 'failed') {
      return (
        <AppShell>
          <div
            className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: 'content', mx: 'auto', p: { base: '4', md: '8' } })}
          >
            <h1 data-page-title="" tabIndex={-1} className={css({ textStyle: 'pageTitle', outline: 'none' })}>
              {cs.ZASTUPOVANE_OSOBY_CHYBA}
            </h1>
            <ErrorDisplay error={personError} />
            <div>
              <button type="button" className={button()} onClick={person.retry}>
                {cs.ZKUSIT_ZNOVU}
              </button>
            </div>
          </div>
        </AppShell>
      );
    }
  }

  return <AppShell>{notFound ? <NotFound /> : <Outlet />}</AppShell>;
}
