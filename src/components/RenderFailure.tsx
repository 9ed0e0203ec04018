import { Component, type ErrorInfo, type ReactNode } from 'react';
import { css } from '../../styled-system/css';
import { button } from '../../styled-system/recipes';
import { bootMessages } from '../../contract/boot-messages';
import { bootTexts } from '../texts/boot';
import { IconAlert } from './boot-icons';
import { Disclosure } from './ui/Collapsible';

function errorText(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  try {
    return typeof error === 'string' ? error : JSON.stringify(error);
  } catch {
    return String(error);
  }
}

/** 'Vykreslení se nezdařilo' with collapsible details (document 1 §2, document 2 §8). */
export function RenderFailure({ error, reset }: { error: unknown; reset?: () => void }) {
  return (
    <div role="alert" className={css({ display: 'flex', flexDirection: 'column', gap: '3', p: { base: '4', md: '6' }, maxW: 'content' })}>
      <h1 className={css({ display: 'flex', alignItems: 'center', gap: '2', textStyle: 'pageTitle' })}>
        <IconAlert className={css({ color: 'danger.spec', flexShrink: 0 })} size={28} />
        {bootMessages.renderFailed}
      </h1>
      <Disclosure label={bootTexts.VYKRESLENI_DETAIL}>
        <pre className={css({ whiteSpace: 'pre-wrap', fontFamily: 'mono', fontSize: 'xs', m: 0 })}>{errorText(error)}</pre>
      </Disclosure>
      {reset ? (
        <div>
          <button type="button" className={button({ variant: 'outline' })} onClick={reset}>
            {bootTexts.ZKUSIT_ZNOVU}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** The router's last-resort error page (document 2 §8: 'Unexpected Application Error!'). */
export function RouterErrorPage({ error }: { error: unknown }) {
  return (
    <main className={css({ p: '6' })}>
      <h1 className={css({ textStyle: 'pageTitle', mb: '3' })}>{bootMessages.routerError}</h1>
      <Disclosure label={bootTexts.VYKRESLENI_DETAIL}>
        <pre className={css({ whiteSpace: 'pre-wrap', fontFamily: 'mono', fontSize: 'xs', m: 0 })}>{errorText(error)}</pre>
      </Disclosure>
    </main>
  );
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
}

/** A React error boundary that shows RenderFailure; for parts outside the router's boundaries. */
export class RenderBoundary extends Component<
  { children: ReactNode; fallback?: (error: unknown, reset: () => void) => ReactNode },
  BoundaryState
> {
  state: BoundaryState = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    if (import.meta.env?.DEV) console.error(error, info.componentStack);
  }

  reset = () => this.setState({ error: undefined, failed: false });

  render() {
    if (this.state.failed) {
      return this.props.fallback ? (
        this.props.fallback(this.state.error, this.reset)
      ) : (
        <RenderFailure error={this.state.error} reset={this.reset} />
      );
    }
    return this.props.children;
  }
}
