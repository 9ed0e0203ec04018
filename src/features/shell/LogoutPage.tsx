import { useEffect, useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { css } from '../../../styled-system/css';
import { Spinner } from '../../components/ui/Spinner';
import { bootTexts } from '../../texts/boot';
import { useRuntimeConfig, useSessionEvents, useSessionStatus } from '../../app/use-session';
import { PublicLayout } from './PublicLayout';

/**
 * Logout: calls the logout service on mount and shows 'Odhlašování…'; when the session has
 * ended the browser goes to the logged-out screen, or to the demo logout address if configured.
 */
export function LogoutPage() {
  const { logout } = useSessionEvents();
  const status = useSessionStatus();
  const config = useRuntimeConfig();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    logout();
  }, [logout]);
  const ended = status === 'loggedOut' || status === 'anonymous';
  useEffect(() => {
    if (!ended) return;
    if (config.demoOdhlaseniUrl) window.location.assign(config.demoOdhlaseniUrl);
    else void navigate({ to: '/uzivatel/odhlasen', replace: true });
  }, [ended, config.demoOdhlaseniUrl, navigate]);
  return (
    <PublicLayout>
      <h1 className={css({ srOnly: true })}>{bootTexts.ODHLASOVANI}</h1>
      <Spinner label={bootTexts.ODHLASOVANI} showLabel className={css({ py: '6' })} />
    </PublicLayout>
  );
}
