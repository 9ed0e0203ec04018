/**
 * The messages the app can show before any screen's code has loaded: a failed or refused call,
 * an expired session, a render failure, an unknown page, a new build. They are part of
 * `messages` (contract/messages.ts) too; the first download imports only this small module.
 */
export const bootMessages = {
  noConnection: 'Spojení se serverem je nedostupné.',
  unauthorized: 'Pro tuto akci se musíte přihlásit.',
  decodeError: 'Error decoding content.',
  sessionExpired: 'Přihlášení vypršelo',
  appUpdated: 'Aplikace byla aktualizována.',
  renderFailed: 'Vykreslení se nezdařilo',
  routerError: 'Unexpected Application Error!',
  pageNotFound: 'Stránka nenalezena!',
  backToStart: 'Zpět na úvod',
  personSwitched: (name: string) => `Pojištěnec přepnut na ${name}`,
} as const;
