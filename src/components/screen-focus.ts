import { MAIN_ID, focusIsInOpenLayer } from './SkipLink';

const HEADING = `#${MAIN_ID} [data-page-title]`;

/** The h1 of the screen shown now (the one to pass as `previous` when a navigation starts). */
export const currentScreenHeading = (): HTMLElement | null => document.querySelector<HTMLElement>(HEADING);
/** About a second and a half at 60 frames a second: after that, a screen still without its h1 lends the focus to main. */
const WAIT_FRAMES = 90;
/** About ten seconds: how long a slow screen (its code or data on a slow phone) may take to show its h1. */
const WATCH_FRAMES = 600;

/**
 * After a navigation: moves the focus to the new screen's h1 once it has rendered, so screen-reader
 * users hear where they are (`previous` is the h1 of the screen left, which may still show for a
 * while). Screens often render their heading over a spinner and then again with their data, as a new
 * element, or show only a spinner at first; so for a while the focus follows: a heading that was
 * replaced hands it to its successor, and the main region (`mainAsFallback`) holds it until the
 * heading arrives — unless the person has moved the focus meanwhile. Answers a function that stops
 * watching (the next navigation).
 */
export function focusNewScreen(previous: Element | null, { mainAsFallback }: { mainAsFallback: boolean }): () => void {
  let frame = 0;
  let frames = 0;
  let focused: HTMLElement | null = null;
  const tick = () => {
    frames += 1;
    if (focusIsInOpenLayer()) return;
    const active = document.activeElement;
    // Once this routine has placed the focus, it moves it again only from there (or from a removed element).
    if (focused !== null && active !== null && active !== document.body && active !== focused) return;
    const heading = currentScreenHeading();
    if (heading && heading !== previous && heading !== active) {
      heading.focus({ preventScroll: true });
      focused = heading;
    } else if (focused === null && mainAsFallback && frames > WAIT_FRAMES) {
      focused = document.getElementById(MAIN_ID);
      focused?.focus({ preventScroll: true });
    }
    if (frames < WATCH_FRAMES) frame = requestAnimationFrame(tick);
  };
  frame = requestAnimationFrame(tick);
  return () => cancelAnimationFrame(frame);
}
