/**
 * Where a notification opens in the app (`odkaz` of enqueueNotification): the paths of the
 * screens in src/routes. The app opens them for the person chosen in it; the notification itself
 * names the person (the delivery worker's texts).
 */
import type { MessageKind } from '../../../contract/enums';

/** The thread's page: questions under 'Kontaktuj ZPŠ', health consultations under 'Zdravotní konzultace'. */
export const threadLink = (kind: MessageKind, vlakno: string): string =>
  `${kind === 'KONZULTACE' ? '/komunikace/konzultace-zdravotniho-problemu/' : '/komunikace/komunikace-se-zps/'}${encodeURIComponent(vlakno)}`;

/** The request's detail in 'Moje žádosti'. */
export const requestLink = (id: number): string => `/komunikace/moje-zadosti/${id}`;

export const labResultsLink = '/moje-zdravi/laboratorni-vysledky/';
export const preventionLink = '/moje-zdravi/moje-prevence/';
export const vaccinationsLink = '/moje-zdravi/ockovani/';
export const paymentsLink = '/moje-pojisteni/platby-pojistneho/';
/** The emergency data and their share links (where a link is revoked). */
export const emergencyDataLink = '/nastaveni/nastaveni-pojistence/emergentni-udaje';
/** 'Zabezpečení přihlášení': the password, the second factor. */
export const signInSecurityLink = '/nastaveni/zabezpeceni-prihlaseni';
