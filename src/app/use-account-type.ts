import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  accountTypeOf,
  canSwitchAccountType,
  type AccountType,
  type SwitchableAccountType,
} from '../../machines/accountType/accountType.machine';
import { useAppRuntime } from './context';

export interface AccountTypeApi {
  type: AccountType;
  /** Only a user holding both roles gets the switcher. */
  canSwitch: boolean;
  /** Switches, remembers the choice in session storage and goes to the start page. */
  switchTo(type: SwitchableAccountType): void;
  /** True while logged in but the roles are not known yet (the access token is being renewed after a reload). */
  pending: boolean;
}

export function useAccountType(): AccountTypeApi {
  const runtime = useAppRuntime();
  const type = useSelector(runtime.accountType, accountTypeOf);
  const canSwitch = useSelector(runtime.accountType, canSwitchAccountType);
  const pending = useSelector(runtime.session, (snapshot) => snapshot.matches('authenticated') && snapshot.context.payload === null);
  return useMemo(
    () => ({
      type,
      canSwitch,
      pending,
      switchTo: (to: SwitchableAccountType) => runtime.accountType.send({ type: 'accountType.switch', to }),
    }),
    [runtime, type, canSwitch, pending],
  );
}
