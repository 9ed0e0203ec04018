/**
 * The staff routes' search and path parameters, read without zod (route files load with the first
 * screen, which carries no zod): a value the route does not take is dropped, so a bad or old link
 * opens the list unfiltered. The lists of values are the contract's.
 */
import { notFound } from '@tanstack/react-router';
import { requestStates, requestTypes, type RequestState, type RequestType } from '../../../contract/boot-enums';
import type { InboxFilter, QueueFilter } from '../../../contract/staff';
import type { DeliveryState } from '../../../contract/notifications';
import { oneOf, searchOf } from '../../lib/search-params';

// The contract's filter codes as Records over its types (the compiler keeps them equal to
// queueFilters and inboxFilters): the route files must not load the call module itself.
const queueFilterSet: Record<QueueFilter, true> = { VSE: true, MOJE: true, NEPREVZATE: true };
const inboxFilterSet: Record<InboxFilter, true> = { NEZODPOVEZENE: true, VSE: true };

export interface QueueSearch {
  filtr?: QueueFilter;
  druh?: RequestType;
  stav?: RequestState;
}

/** validateSearch of the queue (/pracoviste/?filtr=&druh=&stav=). */
export const queueSearch: (search: Record<string, unknown>) => QueueSearch = searchOf({
  filtr: oneOf(Object.keys(queueFilterSet) as QueueFilter[]),
  druh: oneOf(requestTypes),
  stav: oneOf(requestStates),
});

export interface InboxSearch {
  filtr?: InboxFilter;
}

/** validateSearch of the inbox (/pracoviste/zpravy/?filtr=). */
export const inboxSearch: (search: Record<string, unknown>) => InboxSearch = searchOf({
  filtr: oneOf(Object.keys(inboxFilterSet) as InboxFilter[]),
});

/** `params` of the staff thread '/pracoviste/zpravy/$vlakno': a thread id ('D-2025-004812', 1–36 characters). */
export const staffThreadParams = {
  parse: (raw: { vlakno: string }): { vlakno: string } => {
    if (!/^[A-Za-z0-9_-]{1,36}$/.test(raw.vlakno)) throw notFound();
    return { vlakno: raw.vlakno };
  },
};

const deliveryStateSet: Record<DeliveryState, true> = { CEKA: true, ODESLANO: true, CHYBA: true, ZRUSENO: true };

export interface DeliveriesSearch {
  stav?: DeliveryState;
}

/** validateSearch of the sent notifications (/pracoviste/upozorneni/?stav=). */
export const deliveriesSearch: (search: Record<string, unknown>) => DeliveriesSearch = searchOf({
  stav: oneOf(Object.keys(deliveryStateSet) as DeliveryState[]),
});
