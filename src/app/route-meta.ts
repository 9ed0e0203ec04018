import { notFound } from '@tanstack/react-router';
import type { AccountType } from './menu';

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
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption extends RouteMeta {}
}

export const DEFAULT_HELP_CODE = 'DEFAULT';

/** The shared health pages (document 1 §2: the doctor also sees them). */
export const SHARED_HEALTH: readonly AccountType[] = ['POJISTENEC', 'LEKAR'];
/** Pages of the insured person only. */
export const INSURED_ONLY: readonly AccountType[] = ['POJISTENEC'];

/** Whether a route with these account types may be shown to `accountType`. */
export function routeAllowed(accountTypes: readonly AccountType[] | undefined, accountType: AccountType): boolean {
  return accountTypes === undefined || accountTypes.includes(accountType);
}

/** An optional {rok} must be a four-digit year; anything else is not found. */
export function assertYearParam(rok: string | undefined): void {
  if (rok !== undefined && !/^(19|20)\d{2}$/.test(rok)) throw notFound();
}

/** Id path parameters are 1 to 19 digits (document 2 §5); anything else is not found. */
export function assertIdParams(...ids: (string | undefined)[]): void {
  for (const id of ids) {
    if (id !== undefined && !/^[1-9]\d{0,18}$/.test(id)) throw notFound();
  }
}
