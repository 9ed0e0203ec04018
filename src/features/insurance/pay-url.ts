/**
 * The payment type a 'Zaplatit' link asks for (?typ=DLUH on 'Úhrada pojistného'): the arrears
 * from 'Evidujeme nedoplatek', the settlement after filing an overview. The page preselects it
 * when the person can pay it now, else the first type. Kept small: the route loads it.
 */
import type { PaymentType } from '../../../contract/enums';

// A Record over the contract's type: the compiler keeps it equal to `paymentTypes`.
const paymentTypeCodes: Record<PaymentType, true> = { ZALOHA_OSVC: true, DOPLATEK_OSVC: true, POJISTNE_OBZP: true, DLUH: true };
const isPaymentType = (value: unknown): value is PaymentType => typeof value === 'string' && Object.hasOwn(paymentTypeCodes, value);

/** validateSearch of 'Úhrada pojistného': `{ typ }` when it is a payment type, else `{}`. */
export const paySearch = (search: Record<string, unknown>): { typ?: PaymentType } => (isPaymentType(search.typ) ? { typ: search.typ } : {});
