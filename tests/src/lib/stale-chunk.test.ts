import { afterEach, describe, expect, it, vi } from 'vitest';
import { installStaleChunkHandler, isStaleChunkError, resetStaleChunkHandler } from '../../../src/lib/stale-chunk';

describe('stale chunk handler', () => {
  afterEach(() => resetStaleChunkHandler());

  it("on 'vite:preloadError' alerts 'Aplikace byla aktualizována.' and reloads, at most once", () => {
    const environment = { alert: vi.fn(), reload: vi.fn() };
    const uninstall = installStaleChunkHandler(window, environment);
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(event.defaultPrevented).toBe(true);
    expect(environment.alert).toHaveBeenCalledTimes(1);
    expect(environment.alert).toHaveBeenCalledWith('Aplikace byla aktualizována.');
    expect(environment.reload).toHaveBeenCalledTimes(1);
    uninstall();
  });

  it('reacts to unhandled dynamic import failures only', () => {
    const environment = { alert: vi.fn(), reload: vi.fn() };
    const uninstall = installStaleChunkHandler(window, environment);
    const other = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(other, 'reason', { value: new Error('boom') });
    window.dispatchEvent(other);
    expect(environment.reload).not.toHaveBeenCalled();
    const stale = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent;
    Object.defineProperty(stale, 'reason', { value: new TypeError('Failed to fetch dynamically imported module: /assets/x.js') });
    window.dispatchEvent(stale);
    expect(environment.reload).toHaveBeenCalledTimes(1);
    uninstall();
  });

  it("recognises the browsers' messages", () => {
    expect(isStaleChunkError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isStaleChunkError(new TypeError('error loading dynamically imported module: x'))).toBe(true);
    expect(isStaleChunkError(new Error('Network down'))).toBe(false);
  });
});
