import type { InspectionEvent, Observer } from 'xstate';

/**
 * In development, `?inspect` in the URL attaches @statelyai/inspect (DESIGN §4) to every actor
 * the app creates: the runtime's actors get it here, and the flows' hooks take it from the
 * runtime (`runtime.inspect`, read with useInspect). Actors are created before the inspector
 * module has loaded, so they get a relay that buffers inspection events until it is ready.
 *
 * The sign-in leaves the app for the server's sign-in page and comes back to
 * `/prihlaseni?listek=…` without the parameter, so `?inspect` is remembered for the tab in session
 * storage (`zk.inspect`); `?inspect=0` forgets it.
 *
 * Everything sits inside an `import.meta.env.DEV` branch, which Vite replaces with `false` in
 * production builds — neither the module nor the flag is bundled.
 */
export function createDevInspector(search: string = globalThis.location?.search ?? ''): Observer<InspectionEvent> | undefined {
  if (import.meta.env.DEV) {
    const FLAG = 'zk.inspect';
    const asked = new URLSearchParams(search).get('inspect');
    const off = asked === '0' || asked === 'false';
    let on = asked !== null && !off;
    try {
      if (off) globalThis.sessionStorage.removeItem(FLAG);
      else if (on) globalThis.sessionStorage.setItem(FLAG, '1');
      else on = globalThis.sessionStorage.getItem(FLAG) === '1';
    } catch {
      // storage unavailable: only the URL decides
    }
    if (!on) return undefined;
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
