import { MAIN_ID, focusIsInOpenLayer } from './SkipLink';

const HEADING = `#${MAIN_ID} [data-page-title]`;
/** About a second and a half at 60 frames a second: how long a lazily loaded screen may take to show its h1. */
const WAIT_FRAMES = 90;
/** How long after that a heading that was replaced hands the focus on (a screen's data arriving). */
const WATCH_FRAMES = 240;

/**
 * After a navigation: moves the focus to the new screen's h1 once it has rendered, so screen-reader
 * users hear where they are (`previous` is the h1 of the screen left, which may still show for a
 * while). A screen often renders its heading first over a spinner and then again with its data, as a
 * new element; the focus would then fall to the page's body, so for a few seconds a focused heading
 * that was replaced hands the focus to its successor — unless the person has moved it meanwhile.
 * Without a heading, the main region takes the focus when `mainAsFallback`. Answers a function that
 * stops watching (the next navigation).
 */
export function focusNewScreen(previous: Element | null, { mainAsFallback }: { mainAsFallback: boolean }): () => void {
  let frame = 0;
  let frames = 0;
  let focused: HTMLElement | null = null;
  const tick = () => {
    frames += 1;
    if (focusIsInOpenLayer()) return;
    const heading = document.querySelector<HTMLElement>(HEADING);
    if (focused === null) {
      if (heading && heading !== previous) {
        heading.focus({ preventScroll: true });
        focused = heading;
      } else if (frames > WAIT_FRAMES) {
        if (mainAsFallback) document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
        return;
      }
    } else if (!focused.isConnected) {
      const active = document.activeElement;
      if (active && active !== document.body) return; // the person has moved on
      if (heading) {
        heading.focus({ preventScroll: true });
        focused = heading;
      }
    } else if (document.activeElement !== focused) return; // the person has moved on
    if (frames < WAIT_FRAMES + WATCH_FRAMES) frame = requestAnimationFrame(tick);
  };
  frame = requestAnimationFrame(tick);
  return () => cancelAnimationFrame(frame);
}
