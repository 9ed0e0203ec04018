/**
 * A signed-out visit to a screen — the link of a notification e-mail, a bookmark, a session that
 * ended — goes through the server's sign-in page and comes back to '/prihlaseni?listek=…'. The
 * address it was going to is kept for the tab (session storage survives the trip through the
 * sign-in page) and opened once the sign-in completes, instead of the start page.
 */
import { getStored, removeStored, setStored } from '../lib/storage';

/** An address of this app: a path (not '//host'), not the sign-in itself, not the API. */
function isReturnable(href: string): boolean {
  return /^\/(?!\/)/.test(href) && !/^\/(prihlaseni|odhlaseni|api)(\/|\?|$)/.test(href) && href !== '/' && href.length <= 2000;
}

/** Called by a guard that sends the person to sign in: remembers where they were going. */
export function rememberReturnAddress(href: string): void {
  if (isReturnable(href)) setStored('navratPoPrihlaseni', href);
  else removeStored('navratPoPrihlaseni');
}

/** After the sign-in: the remembered address (forgotten as it is read), or the start page. */
export function takeReturnAddress(): string {
  const href = getStored('navratPoPrihlaseni');
  removeStored('navratPoPrihlaseni');
  return href && isReturnable(href) ? href : '/';
}
