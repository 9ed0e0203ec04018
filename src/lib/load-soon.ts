/** How long after the page's `load` event the browser must stay idle before optional code is fetched. */
const SETTLE_DELAY_MS = 3000;

/**
 * Calls `callback` once the first screen has had the network and the CPU to itself: after the
 * window's `load` event, a few seconds, and an idle moment. Returns a cancel function.
 */
export function afterPageSettles(callback: () => void): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const whenIdle = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(() => !cancelled && callback(), { timeout: 2000 });
    else callback();
  };
  const afterLoad = () => {
    timer = setTimeout(whenIdle, SETTLE_DELAY_MS);
  };
  if (typeof document === 'undefined' || document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    cancelled = true;
    if (timer !== undefined) clearTimeout(timer);
    if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
    if (typeof window !== 'undefined') window.removeEventListener('load', afterLoad);
  };
}
