import { createContext, useContext } from 'react';
import type { AppRuntime } from './runtime';

export const AppRuntimeContext = createContext<AppRuntime | null>(null);

/** The app's actors, api client and query client (inside `<AppProviders>`, once the configuration has loaded). */
export function useAppRuntime(): AppRuntime {
  const runtime = useContext(AppRuntimeContext);
  if (!runtime) throw new Error('useAppRuntime must be used inside <AppProviders> after the configuration has loaded');
  return runtime;
}
