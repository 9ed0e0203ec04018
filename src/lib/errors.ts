import type { CallFailure } from '../../contract/errors';
import { bootMessages } from '../../contract/boot-messages';
import { errorMessages, messageForStatus } from '../../contract/error-messages';
import { ApiRequestError } from './api-client';

/**
 * What the error display shows for an error (document 2 §8):
 * - `maintenance`: body type ODSTAVKA → its detail text; a 503 → the server's message (the view
 *   adds the insurer logo unless in small mode);
 * - `server` (≥ 500): with an error body — 'Omlouváme se, něco se pokazilo na naší straně. …'
 *   (`message`), its title, and the error id for the collapsible 'Detail chyby'; without a
 *   body — 'Interní chyba serveru.' and 'Zkuste to prosím později.' (`message`, `hint`);
 * - `no-response`: 'Spojení se serverem je nedostupné.' with code 404;
 * - `other`: the message, shown in red; a body's title and error id travel along.
 */
export type DescribedErrorKind = 'maintenance' | 'server' | 'no-response' | 'other';

export interface DescribedError {
  kind: DescribedErrorKind;
  message: string;
  /** A second line ('Zkuste to prosím později.' under 'Interní chyba serveru.'). */
  hint?: string;
  titulek?: string;
  /** The error id for 'Detail chyby'. */
  chybaId?: string;
  /** HTTP status (404 for no response). */
  status?: number;
  /** Field messages of a 400 (field path → messages). */
  chyby?: Record<string, string[]>;
}

export function describeApiError(error: unknown): DescribedError {
  if (error instanceof ApiRequestError) {
    const { body, status } = error;
    if (error.kind === 'no-response') return { kind: 'no-response', message: bootMessages.noConnection, status: 404 };
    if (body?.typ === 'ODSTAVKA') {
      return {
        kind: 'maintenance',
        message: body.detail ?? body.titulek ?? errorMessages.maintenanceDefault,
        titulek: body.titulek,
        chybaId: body.chybaId,
        status,
      };
    }
    if (status === 503) {
      return {
        kind: 'maintenance',
        message: body?.detail ?? body?.titulek ?? errorMessages.maintenanceDefault,
        titulek: body?.titulek,
        chybaId: body?.chybaId,
        status,
      };
    }
    if (error.kind === 'parse') return { kind: 'other', message: bootMessages.decodeError, status };
    if (status >= 500) {
      if (body) return { kind: 'server', message: errorMessages.serverError, titulek: body.titulek, chybaId: body.chybaId, status };
      return { kind: 'server', message: errorMessages.internalServerError, hint: errorMessages.tryAgainLater, status };
    }
    return {
      kind: 'other',
      message: body?.detail ?? body?.titulek ?? messageForStatus(status),
      titulek: body?.titulek,
      chybaId: body?.chybaId,
      status,
      chyby: body?.chyby,
    };
  }
  if (error instanceof Error && error.message) return { kind: 'other', message: error.message };
  if (typeof error === 'string' && error) return { kind: 'other', message: error };
  return { kind: 'other', message: errorMessages.serverError };
}

/** A failed call as a flow shows it (the wizards' submit actors reject with it): the message and the field messages. */
export function flowFailureOf(error: unknown): CallFailure {
  const described = describeApiError(error);
  return { message: described.message, chyby: described.chyby };
}
