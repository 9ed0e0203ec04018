import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { css, cx } from '../../../styled-system/css';
import { IconLogout } from '../../components/icons';
import { todayIso } from '../../../contract/format';
import { cs } from '../../texts/cs';
import { useAccountType } from '../../app/use-account-type';
import { useRepresentedPerson } from '../../app/use-represented-person';
import { useLayout } from './layoutState';
import { menuLinkTo, visibleMenu, type MenuGroup } from '../../app/menu';

export const SIDEBAR_ID = 'hlavni-menu';

const SidebarDrawer = lazy(() => import('./SidebarDrawer'));

function useMenuGroups(): MenuGroup[] {
  const { type } = useAccountType();
  const { current } = useRepresentedPerson();
  // the day matters for the age rule: recomputed when it changes, not on every render
  const today = todayIso();
  return useMemo(() => visibleMenu({ accountType: type, person: type === 'POJISTENEC' ? current : null, today }), [type, current, today]);
}

const linkStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minH: 'touch',
  pl: '4',
  pr: '2',
  color: 'fg.default',
  textDecoration: 'none',
  borderRadius: 'control',
  fontSize: 'md',
  _hover: { bg: 'primary.subtle', color: 'primary.hover' },
  _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '-3px' },
  '&[aria-current=page]': {
    bg: 'primary.subtle',
    color: 'primary.text',
    fontWeight: 'bold',
    boxShadow: 'inset 4px 0 0 var(--colors-primary-default)',
  },
  '& svg': { ml: 'auto', color: 'fg.muted', flexShrink: 0 },
});

/** The menu itself: group headings and their links (the same markup in the column and the drawer). */
export function SidebarNav({ className }: { className?: string }) {
  const groups = useMenuGroups();
  return (
    <nav
      id={SIDEBAR_ID}
      aria-label={cs.HLAVNI_MENU}
      className={cx(css({ display: 'flex', flexDirection: 'column', gap: '4', p: '3', pb: '8' }), className)}
    >
      {groups.map((group) => (
        <div key={group.id} role="group" aria-labelledby={`menu-${group.id}`}>
          <h2
            id={`menu-${group.id}`}
            className={css({
              px: '4',
              pb: '1',
              fontSize: 'xs',
              fontWeight: 'bold',
              letterSpacing: '0.06em',
              textTransform: 'uppercase',
              color: 'fg.muted',
            })}
          >
            {group.label}
          </h2>
          <ul className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
            {group.items.map((item) => (
              <li key={item.id}>
                <Link to={menuLinkTo(item.to)} activeOptions={{ exact: item.exact ?? false, includeSearch: false }} className={linkStyle}>
                  <span>{item.label}</span>
                  {item.id === 'odhlasit' ? <IconLogout size={20} /> : null}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** Wide windows: a persistent column; narrow windows: an overlay drawer (modal). */
export function Sidebar() {
  const { isWide, sidebarOpen, setSidebarOpen } = useLayout();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const pathRef = useRef(pathname);
  pathRef.current = pathname;
  const openedAt = useRef(pathname);
  const [drawerUsed, setDrawerUsed] = useState(false);
  useEffect(() => {
    if (sidebarOpen) setDrawerUsed(true);
  }, [sidebarOpen]);
  useEffect(() => {
    if (sidebarOpen) openedAt.current = pathRef.current;
  }, [sidebarOpen]);

  if (isWide) {
    return (
      <aside
        hidden={!sidebarOpen}
        className={css({
          w: 'sidebar',
          flexShrink: 0,
          bg: 'bg.surface',
          borderRightWidth: '1px',
          borderColor: 'border.default',
          _hidden: { display: 'none' },
        })}
      >
        <div className={css({ position: 'sticky', top: 'header', maxH: 'calc(100dvh - token(sizes.header))', overflowY: 'auto' })}>
          <SidebarNav />
        </div>
      </aside>
    );
  }

  // The drawer's code loads the first time it opens; after that it stays mounted so it can close.
  if (!sidebarOpen && !drawerUsed) return null;
  return (
    <Suspense fallback={null}>
      <SidebarDrawer
        open={sidebarOpen}
        onOpenChange={setSidebarOpen}
        finalFocus={() =>
          // closed by a navigation: focus goes to the main region (then to the new screen's heading), not back to the toggle
          openedAt.current !== pathRef.current ? document.getElementById('obsah') : null
        }
      />
    </Suspense>
  );
}
