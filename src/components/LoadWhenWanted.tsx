import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { afterPageSettles } from '../lib/load-soon';

/** What the stand-in spreads on its button. */
export interface StandInProps {
  onPointerEnter: () => void;
  onTouchStart: () => void;
  onFocus: () => void;
  onBlur: () => void;
  onClick: () => void;
}

/**
 * A part whose code is loaded lazily (a header menu), shown as a stand-in (its trigger) until
 * then. The code is fetched when the person shows intent (pointer over, touch, a click: the
 * click also opens the part once it is there) or once the page has settled; not during the first
 * screen, whose own chunks and data come first. The swap happens in a transition, so the stand-in
 * stays on screen until the part is ready, and never while the stand-in has the keyboard focus
 * (a swap would drop it), except after a click, when the opened part takes the focus.
 */
export function LoadWhenWanted({
  renderStandIn,
  renderLoaded,
}: {
  renderStandIn: (props: StandInProps) => ReactNode;
  /** `openAtOnce`: the person clicked the stand-in, so the part opens as soon as it is there. */
  renderLoaded: (openAtOnce: boolean) => ReactNode;
}) {
  const [load, setLoad] = useState(false);
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const focused = useRef(false);
  const deferred = useRef(false);

  const startLoading = () => startTransition(() => setLoad(true));
  useEffect(
    () =>
      load
        ? undefined
        : afterPageSettles(() => {
            if (focused.current) deferred.current = true;
            else startLoading();
          }),
    [load],
  );

  const standIn = renderStandIn({
    onPointerEnter: startLoading,
    onTouchStart: startLoading,
    onFocus: () => {
      focused.current = true;
    },
    onBlur: () => {
      focused.current = false;
      if (deferred.current) startLoading();
    },
    onClick: () => {
      startTransition(() => {
        setOpenAtOnce(true);
        setLoad(true);
      });
    },
  });
  // One boundary from the start: while the loaded part suspends in a transition, React keeps
  // the stand-in shown (the same element) instead of replacing it with a fallback.
  return <Suspense fallback={standIn}>{load ? renderLoaded(openAtOnce) : standIn}</Suspense>;
}
