/**
 * The {typ} check of 'Platby pojistného', run by the route before the screen's code loads. It
 * must not import contract/insurance at run time (that would put the whole contract into the
 * first visit's bundle), so the codes are listed here — as a Record over the contract's type,
 * which the compiler keeps equal to `paymentPersonTypes` (a missing or extra code fails).
 */
import type { PaymentPersonType } from '../../../contract/insurance';

const paymentPersonTypeCodes: Record<PaymentPersonType, true> = { OSVC: true, OBZP: true };

export function isPaymentPersonType(value: string | undefined): value is PaymentPersonType {
  return value !== undefined && Object.hasOwn(paymentPersonTypeCodes, value);
}
