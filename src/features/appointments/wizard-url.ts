/**
 * The steps of the appointment wizards as the URL names them (`?krok=`). Kept small: the routes
 * validate their search with it, and route files stay out of the machines and the contract.
 */
import { oneOf, stepSearch } from '../../lib/search-params';

export const bookingSlugs = { pobocka: 'pobocka', termin: 'termin', duvod: 'duvod', review: 'kontrola' } as const;
export const bookingDoneSlug = 'hotovo';
export type BookingSlug = (typeof bookingSlugs)[keyof typeof bookingSlugs] | typeof bookingDoneSlug;
export const bookingStep = oneOf([...Object.values(bookingSlugs), bookingDoneSlug]);
export const bookingSearch = stepSearch([...Object.values(bookingSlugs), bookingDoneSlug]);

export const moveSlugs = { termin: 'termin', review: 'kontrola' } as const;
export const moveDoneSlug = 'hotovo';
export type MoveSlug = (typeof moveSlugs)[keyof typeof moveSlugs] | typeof moveDoneSlug;
export const moveStep = oneOf([...Object.values(moveSlugs), moveDoneSlug]);
export const moveSearch = stepSearch([...Object.values(moveSlugs), moveDoneSlug]);
