import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { PdfButtonProvider } from '../../app/pdf-button';

/**
 * Layout state shared by the header, the sidebar and screens.
 *
 * Widths (document 2 §9 gives only the mobile breakpoint 768; the sidebar threshold is ours):
 * - ≥ 1024 px ("wide"): the sidebar is a persistent column, open by default; the toggle hides it.
 * - < 1024 px ("narrow"): the sidebar is an overlay drawer (focus trapped, Escape and a click
 *   outside close it), closed by default and closed again after every navigation.
 * - < 768 px ("mobile", the spec's breakpoint): the drawer takes almost the whole width and the
 *   header shows the logo mark only.
 */
export const SIDEBAR_WIDE_MIN = 1024;
export const MOBILE_MAX = 768;

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false;
}

export function useMediaQuery(query: string): boolean {
  const [value, setValue] = useState(() => matches(query));
  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const update = () => setValue(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return value;
}

export const WIDE_QUERY = `(min-width: ${SIDEBAR_WIDE_MIN}px)`;

interface LayoutContextValue {
  isWide: boolean;
  sidebarOpen: boolean;
  setSidebarOpen: (open: boolean) => void;
  toggleSidebar: () => void;
}

const LayoutContext = createContext<LayoutContextValue | null>(null);

export function LayoutProvider({ children }: { children: ReactNode }) {
  const isWide = useMediaQuery(WIDE_QUERY);
  const [sidebarOpen, setSidebarOpen] = useState(() => matches(WIDE_QUERY));

  // crossing the threshold resets the default: open on wide, closed on narrow
  useEffect(() => {
    setSidebarOpen(isWide);
  }, [isWide]);

  const toggleSidebar = useCallback(() => setSidebarOpen((open) => !open), []);
  const value = useMemo(() => ({ isWide, sidebarOpen, setSidebarOpen, toggleSidebar }), [isWide, sidebarOpen, toggleSidebar]);
  // The header's PDF slot (src/app/pdf-button.tsx): screens of every feature declare their PDF there.
  return (
    <LayoutContext.Provider value={value}>
      <PdfButtonProvider>{children}</PdfButtonProvider>
    </LayoutContext.Provider>
  );
}

const fallback: LayoutContextValue = {
  isWide: false,
  sidebarOpen: false,
  setSidebarOpen: () => {},
  toggleSidebar: () => {},
};

export function useLayout(): LayoutContextValue {
  return useContext(LayoutContext) ?? fallback;
}
