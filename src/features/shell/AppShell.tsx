import { useEffect, useRef, type ReactNode } from 'react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { css } from '../../../styled-system/css';
import { RenderBoundary } from '../../components/RenderFailure';
import { DialogHost } from './DialogHost';
import { Header } from './Header';
import { WhoseDataStrip } from './WhoseDataStrip';
import { useLayout } from './layoutState';
import { Sidebar } from './Sidebar';

export { MAIN_ID, SkipLink } from '../../components/SkipLink';
import { currentScreenHeading, focusNewScreen } from '../../components/screen-focus';
import { MAIN_ID, SkipLink } from '../../components/SkipLink';

/**
 * After a navigation: close the drawer on narrow windows, scroll to the top, and move focus
 * to the new screen's h1 (or the main region) so screen-reader users hear where they are.
 */
function useNavigationEffects() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const router = useRouter();
  const { isWide, setSidebarOpen } = useLayout();
  const first = useRef(true);
  // read at the navigation, not a reason to run: a resize alone must not scroll or close the drawer
  const wide = useRef(isWide);
  wide.current = isWide;

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!wide.current) setSidebarOpen(false);
    window.scrollTo?.({ top: 0 });
  }, [pathname, setSidebarOpen]);

  // Focus the new screen's heading once it has rendered (a lazily loaded screen may take a while).
  useEffect(() => {
    let previous: Element | null = null;
    let stop = () => {};
    const offBefore = router.subscribe('onBeforeNavigate', (event) => {
      if (event.pathChanged) previous = currentScreenHeading();
    });
    const offResolved = router.subscribe('onResolved', (event) => {
      // A navigation, not the page's first load (the skip link stays the first stop then).
      if (!event.pathChanged || !event.fromLocation) return;
      stop();
      stop = focusNewScreen(previous, { mainAsFallback: true });
    });
    return () => {
      offBefore();
      offResolved();
      stop();
    };
  }, [router]);
}

/** The app shell: skip link, header (banner), sidebar (navigation) and main. */
export function AppShell({ children }: { children: ReactNode }) {
  useNavigationEffects();
  return (
    <div className={css({ minH: '100dvh', display: 'flex', flexDirection: 'column' })}>
      <SkipLink />
      <RenderBoundary>
        <Header />
        <WhoseDataStrip />
      </RenderBoundary>
      <div className={css({ flex: 1, display: 'flex', alignItems: 'stretch', minW: 0 })}>
        <RenderBoundary>
          <Sidebar />
        </RenderBoundary>
        <main id={MAIN_ID} tabIndex={-1} className={css({ flex: 1, minW: 0, outline: 'none', pb: '10' })}>
          {children}
        </main>
      </div>
      <DialogHost />
    </div>
  );
}
