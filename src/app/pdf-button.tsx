/**
 * The header's PDF button (document 1 §2): a screen that has a PDF declares it while it is mounted
 * — `usePdfButton({ onClick: download, busy, label })` — and the header (src/features/shell)
 * shows the button; a screen without one shows none. It lives here, below the features, so any
 * feature's screen can declare its PDF and the shell can show it without importing the feature.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/** A PDF a screen offers in the header. */
export interface PdfAction {
  /** The button's accessible name; default 'Stáhnout PDF'. */
  label?: string;
  onClick: () => void;
  busy?: boolean;
}

interface PdfSlot {
  action: PdfAction | null;
  setAction: (action: PdfAction | null) => void;
}

const PdfContext = createContext<PdfSlot | null>(null);

export function PdfButtonProvider({ children }: { children: ReactNode }) {
  const [action, setAction] = useState<PdfAction | null>(null);
  const value = useMemo(() => ({ action, setAction }), [action]);
  return <PdfContext.Provider value={value}>{children}</PdfContext.Provider>;
}

/** The PDF the current screen offers (for the header), or null. */
export function usePdfAction(): PdfAction | null {
  return useContext(PdfContext)?.action ?? null;
}

/** Offers `action` in the header while the calling screen is mounted; null offers none. */
export function usePdfButton(action: PdfAction | null): void {
  const setAction = useContext(PdfContext)?.setAction;
  const onClick = action?.onClick;
  const busy = action?.busy;
  const label = action?.label;
  useEffect(() => {
    if (!setAction) return;
    setAction(onClick ? { onClick, busy, label } : null);
    return () => setAction(null);
  }, [setAction, onClick, busy, label]);
}
