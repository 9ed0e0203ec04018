import { QueryClientProvider } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createActor, fromPromise, type InspectionEvent, type Observer } from 'xstate';
import { css } from '../../styled-system/css';
import { configFailedMessage, configMachine } from '../../machines/config/config.machine';
import { FullPageSpinner } from '../components/ui/Spinner';
import { notify as toast } from '../components/ui/toaster';
import { defaultConfigUrl, loadRuntimeConfig, takeEarlyConfigResponse, type RuntimeConfig } from '../lib/config';
import { AppRuntimeContext } from './context';
import { createDevInspector } from './inspect';
import { browserEnvironment, createAppRuntime, type AppEnvironment, type AppRuntime } from './runtime';

export interface AppProvidersProps {
  children: ReactNode;
  /**
   * In-app navigation, e.g. `(to) => router.navigate({ to })`. Used for the start page after an
   * account-type switch. Without it the browser loads the page (`location.assign`).
   */
  navigate?: (to: string) => void;
  /** Where config.json is fetched from (default: next to index.html). */
  configUrl?: string;
  /** Replaces parts of the outside world (tests): fetch, alert, reload, assign, navigate, notify. */
  environment?: Partial<AppEnvironment>;
}

/**
 * Runs a start/stop pair for an object created once per mount. React StrictMode unmounts and
 * remounts at once; stopping is deferred so such a remount keeps the same running actors —
 * a second set would refresh the token twice (and trip the server's reuse detection).
 */
function useStartedOnce(target: { start(): void; stop(): void }) {
  const holders = useRef(0);
  useLayoutEffect(() => {
    holders.current += 1;
    target.start();
    return () => {
      holders.current -= 1;
      setTimeout(() => {
        if (holders.current === 0) target.stop();
      }, 0);
    };
  }, [target]);
}

/**
 * The app's providers: loads the runtime configuration (spinner, or 'Nepodařilo se načíst
 * konfigurační soubor.'), sets the document title, creates the session, account-type and
 * represented-person actors with their real implementations (the login flows and the dialog queue
 * are created by their hooks on first use), and provides the QueryClient. `?inspect` in development attaches @statelyai/inspect.
 */
export function AppProviders({ children, navigate, configUrl, environment }: AppProvidersProps) {
  const [inspect] = useState(() => createDevInspector());
  const environmentRef = useRef(environment);
  environmentRef.current = environment;

  const [configActor] = useState(() =>
    createActor(
      configMachine.provide({
        actors: {
          loadConfig: fromPromise(async () => {
            const injected = environmentRef.current?.fetch;
            const fetchFn = injected ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
            const url = configUrl ?? defaultConfigUrl();
            // The first load takes the request public/boot.js already started (not with an injected fetch).
            return loadRuntimeConfig(fetchFn, url, injected ? null : takeEarlyConfigResponse(url));
          }),
        },
      }),
      { id: 'config', inspect },
    ),
  );
  useStartedOnce(configActor);
  const status = useSelector(configActor, (snapshot) =>
    snapshot.matches('loaded') ? 'loaded' : snapshot.matches('failed') ? 'failed' : 'loading',
  );
  const config = useSelector(configActor, (snapshot) => snapshot.context.config);

  if (status === 'failed') {
    return (
      <p role="alert" className={css({ p: '6', textAlign: 'center', fontWeight: 'semibold' })}>
        {configFailedMessage}
      </p>
    );
  }
  if (status === 'loading' || !config) return <FullPageSpinner />;
  return (
    <RuntimeHost config={config} navigate={navigate} environment={environmentRef} inspect={inspect}>
      {children}
    </RuntimeHost>
  );
}

function RuntimeHost({
  config,
  navigate,
  environment,
  inspect,
  children,
}: {
  config: RuntimeConfig;
  navigate?: (to: string) => void;
  environment: { current: Partial<AppEnvironment> | undefined };
  inspect?: Observer<InspectionEvent>;
  children: ReactNode;
}) {
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  const [runtime] = useState<AppRuntime>(() => {
    const base = browserEnvironment({ notify: (text) => toast.success(text) });
    // Every side effect looks up the latest props, so the runtime is created only once.
    const env: AppEnvironment = {
      fetch: (input, init) => (environment.current?.fetch ?? base.fetch)(input, init),
      alert: (text) => (environment.current?.alert ?? base.alert)(text),
      reload: () => (environment.current?.reload ?? base.reload)(),
      assign: (url) => (environment.current?.assign ?? base.assign)(url),
      navigate: (to) => (environment.current?.navigate ?? navigateRef.current ?? base.navigate)(to),
      notify: (text) => (environment.current?.notify ?? base.notify)(text),
      tabs: environment.current?.tabs,
    };
    return createAppRuntime({ config, environment: env, inspect });
  });
  useStartedOnce(runtime);

  useEffect(() => {
    document.title = config.nazev;
  }, [config.nazev]);

  return (
    <AppRuntimeContext.Provider value={runtime}>
      <QueryClientProvider client={runtime.queryClient}>{children}</QueryClientProvider>
    </AppRuntimeContext.Provider>
  );
}
