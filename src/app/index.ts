/**
 * The session feature: app providers and the hooks views use. Views never build events —
 * they call the intent functions these hooks return and read state through them.
 */
export { AppProviders, type AppProvidersProps } from './AppProviders';
export { useAppRuntime } from './context';
export { browserEnvironment, createAppRuntime, type AppEnvironment, type AppRuntime, type AppRuntimeOptions } from './runtime';
export { createTokenProvider } from './token-provider';
export {
  useApi,
  useIsLoggedIn,
  useRuntimeConfig,
  useSessionEvents,
  useSessionSelector,
  useSessionStatus,
  useTokenPayload,
  type SessionEvents,
} from './use-session';
export { useLoginFlow, type LoginFlow } from './use-login';
export { useAccountType, type AccountTypeApi } from './use-account-type';
export { useRepresentedPerson, useSignedInUser, type RepresentedPersonApi } from './use-represented-person';
export { useDialogQueue, type DialogQueueApi } from './use-dialog-queue';
export { installStaleChunkHandler, handleStaleChunk, isStaleChunkError } from '../lib/stale-chunk';

export type { SessionStatus, SessionSnapshot } from '../../machines/session/session.machine';
export type { LoginState } from '../../machines/login/login.machine';
export type { AccountType, SwitchableAccountType } from '../../machines/accountType/accountType.machine';
export type { RepresentedPersonStatus } from '../../machines/representedPerson/representedPerson.machine';
export type { DialogRequest } from '../../machines/dialogQueue/dialogQueue.machine';
export type { DescribedError } from '../lib/errors';
export type { RuntimeConfig } from '../lib/config';
