import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import type { ErrorDisplayProps } from '../../components/ErrorDisplay';
import { Spinner } from '../../components/ui/Spinner';
import { bootTexts } from '../../texts/boot';
import { bootMessages } from '../../../contract/boot-messages';
import { useLoginFlow } from '../../app/use-login';
import { takeReturnAddress } from '../../app/return-after-login';
import { PublicLayout } from './PublicLayout';

/**
 * The error display (document 2 §8, 2 KB) loads when a sign-in fails: the sign-in return, which
 * nearly always succeeds, does not carry it. If even that cannot load, the connection is gone.
 */
const NoConnection: ComponentType<ErrorDisplayProps> = () => <p role="alert">{bootMessages.noConnection}</p>;
const ErrorDisplay = lazy(() =>
  import('../../components/ErrorDisplay').then(
    (module) => ({ default: module.ErrorDisplay }),
    () => ({ default: NoConnection }),
  ),
);

/**
 * Login (document 1 §4): without a ticket the login address is fetched and the browser is sent
 * there; with ?listek the ticket is exchanged for tokens (or, with the login-redirect setting,
 * after the button 'Přihlásit se'), then the screen a signed-out visit was going to opens (an
 * e-mail's link), else the start page. Failures offer ZKUSIT_ZNOVU.
 */
export function LoginPage({ listek }: { listek: string | undefined }) {
  const { state, retry, confirm, error } = useLoginFlow(listek);
  const navigate = useNavigate();

  useEffect(() => {
    // Where a signed-out visit was going (an e-mail's link), else the start page.
    if (state === 'done') void navigate({ href: takeReturnAddress(), replace: true });
  }, [state, navigate]);

  return (
    <PublicLayout>
      <h1 data-page-title="" tabIndex={-1} className={css({ textStyle: 'pageTitle', mb: '5', outline: 'none' })}>
        {bootTexts.PRIHLASENI_NADPIS}
      </h1>
      {state === 'urlFailed' || state === 'exchangeFailed' ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <Suspense fallback={null}>
            <ErrorDisplay error={error} small />
          </Suspense>
          <div>
            <button type="button" className={button()} onClick={retry}>
              {bootTexts.ZKUSIT_ZNOVU}
            </button>
          </div>
        </div>
      ) : state === 'awaitingConfirmation' ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <p>{bootTexts.PRIHLASENI_POTVRZENI}</p>
          <div>
            <button type="button" className={button({ size: 'lg' })} onClick={confirm}>
              {bootTexts.PRIHLASIT_SE}
            </button>
          </div>
        </div>
      ) : (
        <Spinner label={bootTexts.PRIHLASOVANI} showLabel className={css({ py: '6' })} />
      )}
    </PublicLayout>
  );
}
