import { personIdToWire, type PersonId } from '../../contract/ids';

/**
 * A person id for a response whose contract still declares a plain JSON number (zastupy,
 * widgetZpravyNeprectene, prehledPacientu). `personIdToWire` sends ids above 2^53 as exact digit
 * strings, never rounded; until those schemas take `personIdWire`, the response check stops such
 * an id (500 in development and tests, logged in production) instead of letting it be rounded.
 */
export function personIdInResponse(id: PersonId): number {
  return personIdToWire(id) as number;
}
