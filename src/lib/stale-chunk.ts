import { bootMessages } from '../../contract/boot-messages';

/**
 * Document 1 §4 / document 2 §8: when a script chunk of an older build can no longer be loaded
 * (the app was redeployed while the tab was open), show the alert 'Aplikace byla aktualizována.'
 * and reload — at most once per page.
 */

const STALE_CHUNK_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

export function isStaleChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return STALE_CHUNK_PATTERNS.some((pattern) => pattern.test(message));
}

let handled = false;

export interface StaleChunkEnvironment {
  alert: (text: string) => void;
  reload: () => void;
}

const browserEnvironment = (): StaleChunkEnvironment => ({
  alert: (text) => window.alert(text),
  reload: () => window.location.reload(),
});

/** Alerts and reloads, once; later calls do nothing. Returns whether this call did it. */
export function handleStaleChunk(environment: StaleChunkEnvironment = browserEnvironment()): boolean {
  if (handled) return false;
  handled = true;
  environment.alert(bootMessages.appUpdated);
  environment.reload();
  return true;
}

/**
 * Listens to Vite's 'vite:preloadError' and to unhandled dynamic-import failures.
 * Returns a function that removes the listeners.
 */
export function installStaleChunkHandler(target: Window = window, environment: StaleChunkEnvironment = browserEnvironment()): () => void {
  const onPreloadError = (event: Event) => {
    event.preventDefault(); // do not rethrow: we reload instead
    handleStaleChunk(environment);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (!isStaleChunkError(event.reason)) return;
    event.preventDefault();
    handleStaleChunk(environment);
  };
  const onError = (event: ErrorEvent) => {
    if (isStaleChunkError(event.error ?? event.message)) handleStaleChunk(environment);
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('error', onError);
  return () => {
    target.removeEventListener('vite:preloadError', onPreloadError);
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('error', onError);
  };
}

/** For tests: allow the handler to run again. */
export function resetStaleChunkHandler(): void {
  handled = false;
}
