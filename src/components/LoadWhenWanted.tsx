import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { afterPageSettles } from '../lib/load-soon';

/** What the stand-in spreads on its button. */
export interface StandInProps {
  onPointerEnter: () => void;
  onTouchStart: () => void;
  onFocus: () => void;
  onClick: () => void;
}

/**
 * A part whose code is loaded lazily (a header menu), shown as a stand-in (its trigger) until the
 * person opens it. Its code is fetched ahead — once the page has settled, or on intent (pointer
 * over, touch, focus) — but not during the first screen, whose own chunks and data come first.
 * The stand-in is replaced only by a click (or Enter, Space), which opens the part at once; a
 * fetch ahead changes nothing on the page, so it can never disturb a form being filled in.
 */
export function LoadWhenWanted({
  preload,
  renderStandIn,
  renderLoaded,
}: {
  /** Fetches the part's code (the same import the lazy component uses; the browser loads it once). */
  preload: () => Promise<unknown>;
  renderStandIn: (props: StandInProps) => ReactNode;
  /** Renders the loaded part, open. */
  renderLoaded: () => ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  const fetchAhead = useCallback(() => {
    preload().catch(() => {
      // offline or a new build: the click loads it again and reports a failure then
    });
  }, [preload]);
  useEffect(() => (opened ? undefined : afterPageSettles(fetchAhead)), [opened, fetchAhead]);

  const standIn = renderStandIn({
    onPointerEnter: fetchAhead,
    onTouchStart: fetchAhead,
    onFocus: fetchAhead,
    onClick: () => setOpened(true),
  });
  return opened ? <Suspense fallback={standIn}>{renderLoaded()}</Suspense> : standIn;
}
