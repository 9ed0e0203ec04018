import { bootMessages } from './boot-messages';

/**
 * The messages an error display needs (document 2 §8 and the statuses this product answers with),
 * and the message of each HTTP status. Part of `messages` (contract/messages.ts) too; a screen
 * that only shows an error (the sign-in page) imports only this small module.
 */
export const errorMessages = {
  serverError: 'Omlouváme se, něco se pokazilo na naší straně. Pracujeme na nápravě. Zkuste to prosím později.',
  errorDetail: 'Detail chyby',
  internalServerError: 'Interní chyba serveru.',
  tryAgainLater: 'Zkuste to prosím později.',
  forbidden: 'K těmto údajům nemáte přístup.',
  notFound: 'Záznam neexistuje.',
  badRequest: 'Požadavek obsahuje chybné údaje.',
  tooManyRequests: 'Příliš mnoho pokusů. Zkuste to prosím za chvíli znovu.',
  maintenanceDefault: 'Probíhá plánovaná údržba. Portál bude brzy opět dostupný.',
  payloadTooLarge: 'Požadavek je příliš velký.',
  methodNotAllowed: 'Tato metoda není pro tuto adresu povolena.',
  unsupportedFormat: 'Nepodporovaný formát',
} as const;

/** The message an error of this HTTP status carries when nothing more specific is known (server and client alike). */
export function messageForStatus(status: number): string {
  switch (status) {
    case 400:
      return errorMessages.badRequest;
    case 401:
      return bootMessages.unauthorized;
    case 403:
      return errorMessages.forbidden;
    case 404:
      return errorMessages.notFound;
    case 405:
      return errorMessages.methodNotAllowed;
    case 413:
      return errorMessages.payloadTooLarge;
    case 415:
      return errorMessages.unsupportedFormat;
    case 429:
      return errorMessages.tooManyRequests;
    default:
      return status >= 500 ? errorMessages.serverError : errorMessages.badRequest;
  }
}
