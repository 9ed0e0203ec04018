import type { AccountType } from '../../machines/accountType/accountType.machine';

/**
 * What each route declares in its `staticData` (read by the shell):
 * - title: the screen's title (h1 of placeholder screens, the document title);
 * - accountTypes: who may open it (absent = every account type, document 1 §2);
 * - helpCode: the napoveda code of the header's help button (default 'DEFAULT').
 */
export interface RouteMeta {
  title?: string;
  accountTypes?: readonly AccountType[];
  helpCode?: string;
  /** a different help code for one account type (the doctor's home is the patient overview) */
  helpCodeFor?: Partial<Record<AccountType, string>>;
  /** rendered outside the shell, no login needed */
  public?: boolean;
  /**
   * Starts the code the screen always imports lazily (its widgets, its queries' module), so that a
   * first visit fetches it beside the route's chunks instead of after the session and the data
   * that lead to it (src/main.tsx).
   */
  preloadCode?: () => void;
}

declare module '@tanstack/react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: the router's static data takes RouteMeta's fields
  interface StaticDataRouteOption extends RouteMeta {}
}

export const DEFAULT_HELP_CODE = 'DEFAULT';

/** The shared health pages (document 1 §2: the doctor also sees them). */
export const SHARED_HEALTH: readonly AccountType[] = ['POJISTENEC', 'LEKAR'];
/** Pages of the insured person only. */
export const INSURED_ONLY: readonly AccountType[] = ['POJISTENEC'];
/** Pages of the doctor only ('Přístupy'). */
export const DOCTOR_ONLY: readonly AccountType[] = ['LEKAR'];

/** Whether a route with these account types may be shown to `accountType`. */
export function routeAllowed(accountTypes: readonly AccountType[] | undefined, accountType: AccountType): boolean {
  return accountTypes === undefined || accountTypes.includes(accountType);
}
