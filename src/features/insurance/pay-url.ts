/**
 * The payment type a 'Zaplatit' link asks for (?typ=DLUH on 'Úhrada pojistného'): the arrears
 * from 'Evidujeme nedoplatek', the settlement after filing an overview. The page preselects it
 * when the person can pay it now, else the first type. Kept small: the route loads it.
 */
import type { PaymentType } from '../../../contract/enums';

// A Record over the contract's type: the compiler keeps it equal to `paymentTypes`.
const paymentTypeCodes: Record<PaymentType, true> = { ZALOHA_OSVC: true, DOPLATEK_OSVC: true, POJISTNE_OBZP: true, DLUH: true };
const isPaymentType = (value: unknown): value is PaymentType => typeof value === 'string' && Object.hasOwn(paymentTypeCodes, value);

/** An item of the premium account ('ZALOHA_OSVC:2026-11', 'DOPLATEK_OSVC:2025'): ?polozka= pays that one item. */
const isItemId = (value: unknown): value is string => typeof value === 'string' && /^(PO_SPLATNOSTI|[A-Z_]+:[\d:-]{4,30})$/.test(value);

/** validateSearch of 'Úhrada pojistného': `{ typ }` when it is a payment type, `{ polozka }` for one item, else `{}`. */
export const paySearch = (search: Record<string, unknown>): { typ?: PaymentType; polozka?: string } => ({
  ...(isPaymentType(search.typ) ? { typ: search.typ } : {}),
  ...(isItemId(search.polozka) ? { polozka: search.polozka } : {}),
});
