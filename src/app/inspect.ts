import type { InspectionEvent, Observer } from 'xstate';

/**
 * In development, `?inspect` in the URL attaches @statelyai/inspect (DESIGN §4). Actors are
 * created before the inspector module has loaded, so they get a relay that buffers inspection
 * events until the inspector is ready. The dynamic import sits inside an `import.meta.env.DEV`
 * branch, which Vite replaces with `false` in production builds — the module is never bundled.
 */
export function createDevInspector(search: string = globalThis.location?.search ?? ''): Observer<InspectionEvent> | undefined {
  if (import.meta.env.DEV) {
    if (!new URLSearchParams(search).has('inspect')) return undefined;
    const buffer: InspectionEvent[] = [];
    let target: Observer<InspectionEvent> | null = null;
    void import('@statelyai/inspect')
      .then(({ createBrowserInspector }) => {
        target = createBrowserInspector().inspect;
        for (const event of buffer.splice(0)) target.next?.(event);
      })
      .catch((error: unknown) => console.warn('[inspect] @statelyai/inspect could not be loaded', error));
    return {
      next: (event) => {
        if (target) target.next?.(event);
        else buffer.push(event);
      },
    };
  }
  return undefined;
}
