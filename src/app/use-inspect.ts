import { useContext } from 'react';
import type { InspectionEvent, Observer } from 'xstate';
import { AppRuntimeContext } from './context';

/**
 * The dev inspector of the app runtime (`?inspect`, development only; see inspect.ts), for the
 * actors a screen creates: `useActorRef(machine, { inspect: useInspect() })`. Undefined in
 * production and outside the app's providers (component tests).
 */
export function useInspect(): Observer<InspectionEvent> | undefined {
  return useContext(AppRuntimeContext)?.inspect;
}
